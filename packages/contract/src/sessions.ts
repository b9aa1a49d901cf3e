import { z } from 'zod';
import { currentUserAnswer, signedInSessionAnswer } from './answers.ts';
import type { CallDefinition } from './call-definition.ts';
import { fieldMessage } from './messages.ts';
import { access } from './permissions.ts';
import { byId, id, noInput } from './rules.ts';

export type { CurrentUser, SessionUser, SignedInSession, Viewer } from './two-factor-answers.ts';

const sessionId = z
  .string({
    error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
  })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, fieldMessage.invalid);

export const sessionByIdInput = z.strictObject({ id: sessionId });
export const userSessionInput = z.strictObject({ user_id: id, id: sessionId });

/** The sessions area's calls; spread into the contract's one call table. */
export const sessionCalls = {
  'session-service/get-my-sessions': {
    input: noInput,
    access: 'signed-in',
    output: z.array(signedInSessionAnswer),
  },
  'session-service/end-my-session': {
    input: sessionByIdInput,
    access: 'signed-in',
    output: z.array(signedInSessionAnswer),
  },
  'session-service/end-my-other-sessions': {
    input: noInput,
    access: 'signed-in',
    output: z.array(signedInSessionAnswer),
  },
  'session-service/get-user-sessions': {
    input: byId,
    access: access.users.update,
    output: z.array(signedInSessionAnswer),
  },
  'session-service/end-user-session': {
    input: userSessionInput,
    access: access.users.update,
    output: z.array(signedInSessionAnswer),
  },
  'session-service/end-user-sessions': {
    input: byId,
    access: access.users.update,
    output: z.array(signedInSessionAnswer),
  },
  'session-service/start-view-as': {
    input: byId,
    access: access.users.update,
    output: currentUserAnswer,
  },
  'session-service/stop-view-as': {
    input: noInput,
    access: 'signed-in',
    output: currentUserAnswer,
    isAllowedWhileViewingAs: true,
  },
} as const satisfies Record<string, CallDefinition>;

/** A sentence per call of this area, for the API description. */
export const sessionCallDescriptions: Partial<Record<keyof typeof sessionCalls, string>> = {
  'session-service/get-my-sessions':
    "The signed-in user's browsers: readable browser name, address, when each signed in and was last seen.",
  'session-service/end-my-session':
    "Signs one of the user's own browsers out at once; answers the sessions left.",
  'session-service/end-my-other-sessions':
    'Signs out every browser of the user but this one; answers the sessions left.',
  'session-service/get-user-sessions':
    "Another user's signed-in browsers; only for a caller holding every permission that user holds.",
  'session-service/end-user-session':
    "Signs one browser of another user out at once; answers that user's sessions left.",
  'session-service/end-user-sessions': 'Signs another user out of every browser at once.',
  'session-service/start-view-as':
    "Shows the console as another user sees it, read-only: this session then answers that user's permissions, and every call that changes anything is refused until stop-view-as.",
  'session-service/stop-view-as': 'Ends viewing as another user; answers the user really signed in.',
};

/**
 * Whether a call changes nothing. Decided once, from the call's name: reading calls are named
 * get-… (and is-logged-in), so a new call that writes is refused while viewing as another user
 * unless it is named as a read. Default deny: any other name counts as a change.
 */
export const isReadingCall = (path: string) => /^[a-z-]+\/(get-[a-z-]+|is-logged-in)$/.test(path);
