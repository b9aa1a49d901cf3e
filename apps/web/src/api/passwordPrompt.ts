import { useSyncExternalStore } from 'react';

/**
 * A call refused until the session confirms its password (creating users, changing how others
 * sign in) asks the signed-in frame to ask the user, then goes again once. Without a frame on
 * screen to ask, the refusal stands as it came.
 */
export interface PasswordRequest {
  settle(confirmed: boolean): void;
}

let pending: { request: PasswordRequest; answer: Promise<boolean> } | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Resolves true once the user has confirmed the password, false if it declined. */
export function askForPassword(): Promise<boolean> {
  if (listeners.size === 0) return Promise.resolve(false);
  if (pending) return pending.answer;
  let settle: (confirmed: boolean) => void = () => undefined;
  const answer = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  pending = {
    answer,
    request: {
      settle(confirmed) {
        pending = null;
        notify();
        settle(confirmed);
      },
    },
  };
  notify();
  return answer;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The request waiting for the user's password, if any: for the frame's dialog. */
export const usePasswordRequest = () =>
  useSyncExternalStore(
    subscribe,
    () => pending?.request ?? null,
    // Drawn by the server (first-screen/draw.tsx), nothing is waiting.
    () => null,
  );
