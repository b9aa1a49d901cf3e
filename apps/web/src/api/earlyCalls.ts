import type { CallPath } from '@masthead/contract';
import { postJson, type RawAnswer } from './transport.ts';

declare global {
  interface Window {
    /**
     * The calls the page's first script started, by path and body, until the app takes their
     * answers. On the window: that script and the app are separate builds, each with its own
     * copy of this module.
     */
    mastheadEarlyCalls?: Map<string, Promise<RawAnswer>>;
  }
}

/** An answer's data, from its envelope's text. */
export const dataOf = (text: string) => (JSON.parse(text) as { data?: unknown }).data;

/** A call's answer as the server gave it, with the call: what a page's first screen was drawn from. */
export interface EarlyAnswer extends RawAnswer {
  path: CallPath;
  input: unknown;
}

const keyOf = (path: CallPath, input: unknown) => `${path} ${JSON.stringify(input ?? {})}`;
const earlyCalls = () => {
  window.mastheadEarlyCalls ??= new Map();
  return window.mastheadEarlyCalls;
};

/** Starts a call before the app's code has arrived (boot/startListCalls.ts); the app takes its answer (takeEarlyCall). */
export function startEarlyCall(path: CallPath, input: unknown): Promise<RawAnswer> {
  const answer = postJson(`/api/${path}`, input);
  earlyCalls().set(keyOf(path, input), answer);
  return answer;
}

/**
 * Answers the page brought (the server's first screen was drawn from them), handed to the app
 * as the answers of early calls: the app does not ask for them again.
 */
export function takeInEarlyAnswers(answers: readonly EarlyAnswer[]) {
  for (const { path, input, status, text } of answers)
    earlyCalls().set(keyOf(path, input), Promise.resolve({ status, text }));
}

/** An early call's data when it succeeded; nothing otherwise (the app meets the failure when it takes the answer). */
export const earlyData = (answer: Promise<RawAnswer>): Promise<unknown> =>
  answer.then(({ status, text }) => (status === 200 ? dataOf(text) : undefined)).catch(() => undefined);

/**
 * The answer of the same call (same path, same body) started early, handed out once: the next
 * time the app makes that call, it asks the server again.
 */
export function takeEarlyCall(path: CallPath, input: unknown): Promise<RawAnswer> | undefined {
  // Outside a browser (unit tests) there is no page, and so no early call.
  const calls = typeof window === 'undefined' ? undefined : window.mastheadEarlyCalls;
  const key = keyOf(path, input);
  const answer = calls?.get(key);
  calls?.delete(key);
  return answer;
}
