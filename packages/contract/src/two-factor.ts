import { z } from 'zod';
import {
  signedInUserAnswer,
  twoFactorConfirmedAnswer,
  twoFactorEnrolmentAnswer,
  userTwoFactorAnswer,
} from './answers.ts';
import type { CallDefinition } from './call-definition.ts';
import { access } from './permissions.ts';
import { byId, noInput, requiredText } from './rules.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps) with ten single-use
 * recovery codes. A user enrols from the user menu; sign-in then asks for a code after the
 * password; a holder of update_user can reset a user's second factor.
 */

export const totpDigits = 6;
export const recoveryCodeCount = 10;
/** Recovery codes are 10 characters of this alphabet, shown as two groups of five: 'k7wq2-9hxmr'. */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export const twoFactorMessage = {
  code: 'should be the 6 digits your authenticator app shows',
  codeOrRecovery: 'should be the 6 digits your authenticator app shows, or one of your recovery codes',
  wrongCode:
    'That code is not right. Enter the code your authenticator app shows now (each code works once), or one of your recovery codes.',
  wrongEnrolmentCode:
    'That code is not right. Check that the clock of your phone is right, then enter the code your authenticator app shows now.',
  pendingExpired:
    'This sign-in has expired or was already completed. Please enter your username and password again.',
  tooManyCodes: 'Too many wrong codes for this sign-in. Please enter your username and password again.',
  tooManyCodesToday:
    'Too many wrong codes were entered for this account in the last 24 hours, so codes are not taken for now. If they were not yours, someone knows your password: ask an administrator to set a new one.',
  alreadyEnrolled:
    'Two-factor sign-in is already set up for your account. To move it to another device, ask an administrator to reset it.',
  notStarted: 'Start the set-up again: no two-factor set-up is waiting for a code.',
  mustEnrol:
    'This server requires two-factor sign-in. Set it up first (Two-factor sign-in, in your user menu); everything else works once it is on.',
  keyMissing:
    'Two-factor codes cannot be checked right now: the server cannot read the stored secrets (its TWO_FACTOR_KEY is missing or changed). Please tell an administrator.',
  resetDone:
    'Two-factor sign-in was reset: the user will sign in with the password alone, and can set it up again.',
} as const;

/** Spaces and hyphens as people type them ('123 456', 'k7wq2-9hxmr') are not part of a code. */
const compact = (value: string) => value.replace(/[\s-]+/g, '').toLowerCase();

const recoveryCodePattern = new RegExp(`^[${recoveryCodeAlphabet}]{10}$`);
const totpPattern = /^\d{6}$/;

/** A code of the authenticator app: six digits. */
export const totpCode = requiredText(32)
  .transform(compact)
  .refine((code) => totpPattern.test(code), twoFactorMessage.code);

/** At sign-in: the app's code or a recovery code. */
const signInCode = requiredText(32)
  .transform(compact)
  .refine(
    (code) => totpPattern.test(code) || recoveryCodePattern.test(code),
    twoFactorMessage.codeOrRecovery,
  );

export const isTotpCode = (code: string) => totpPattern.test(code);

export const verifyLoginCodeInput = z.strictObject({
  pending_token: requiredText(200),
  code: signInCode,
});

/**
 * Turning the second factor on asks for the password too: a borrowed session must not be able
 * to tie the account to someone else's phone.
 */
export const confirmTwoFactorInput = z.strictObject({ password: requiredText(45), code: totpCode });

export const twoFactorLabels = {
  code: 'Authentication code',
  password: 'Current password',
  pending_token: 'Sign-in',
} as const;

/** The texts of the sign-in's code step, alike on the server's page and in the app. */
export const loginCodeStepText = {
  title: 'Two-factor sign-in',
  appPrompt: 'Open your authenticator app and enter the 6-digit code it shows for Masthead.',
  recoveryPrompt:
    'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.',
  recoveryLabel: 'Recovery code',
  verify: 'Verify',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code of my authenticator app',
  backToPassword: 'Back to the password',
} as const;

/** Answers after which the code step cannot go on: the password has to be typed again. */
export const endsTheSignIn: ReadonlySet<string> = new Set<string>([
  twoFactorMessage.pendingExpired,
  twoFactorMessage.tooManyCodes,
]);

/** The second factor's calls; spread into the contract's one call table. */
export const twoFactorCalls = {
  'user-service/verify-login-code': {
    input: verifyLoginCodeInput,
    access: 'public',
    output: signedInUserAnswer,
  },
  'user-service/start-two-factor-enrolment': {
    input: noInput,
    access: 'signed-in',
    output: twoFactorEnrolmentAnswer,
  },
  'user-service/confirm-two-factor-enrolment': {
    input: confirmTwoFactorInput,
    access: 'signed-in',
    output: twoFactorConfirmedAnswer,
  },
  'user-service/get-user-two-factor': {
    input: byId,
    access: access.users.read,
    output: userTwoFactorAnswer,
  },
  'user-service/reset-user-two-factor': {
    input: byId,
    access: access.users.update,
    output: userTwoFactorAnswer,
  },
} as const satisfies Record<string, CallDefinition>;

/** The calls any signed-in user may make while the server still waits for its enrolment. */
export const enrolmentCallPaths: readonly string[] = [
  'user-service/start-two-factor-enrolment',
  'user-service/confirm-two-factor-enrolment',
];

/** A sentence per call of this area, for the API description. */
export const twoFactorCallDescriptions: Partial<Record<keyof typeof twoFactorCalls, string>> = {
  'user-service/verify-login-code':
    "Completes a sign-in that login answered with two_factor_required: the pending_token and the authenticator app's code (or a recovery code); sets the session cookie.",
  'user-service/start-two-factor-enrolment':
    'Starts setting up two-factor sign-in for the signed-in user: a new secret, as text and as a QR code. Nothing changes until it is confirmed.',
  'user-service/confirm-two-factor-enrolment':
    'Turns two-factor sign-in on with a first code of the new secret; answers ten single-use recovery codes, shown this once.',
  'user-service/get-user-two-factor':
    'Whether a user has two-factor sign-in on, and how many recovery codes are left.',
  'user-service/reset-user-two-factor':
    "Turns a user's two-factor sign-in off (a lost phone); the user signs in with the password alone and can set it up again.",
};
