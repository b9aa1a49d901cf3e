import type { LoggedUser } from './user.ts';

/**
 * What the two-factor calls answer, apart from their rules (two-factor.ts): the first page
 * reads these answers without carrying any validation code.
 */

/** What the signed-in user's answers say about the second factor. */
export interface TwoFactorState {
  /** A second factor is set up and asked for at every sign-in. */
  enrolled: boolean;
  /** The server requires one of everybody (REQUIRE_TWO_FACTOR): without it, only enrolment works. */
  required: boolean;
}

/** The signed-in user, as login and is-logged-in answer it. */
export type SignedInUser = LoggedUser & { two_factor: TwoFactorState };

/**
 * A right password of a user with a second factor: no session yet. The token, valid for a few
 * minutes and once, goes with the code to `verify-login-code`.
 */
export interface TwoFactorChallenge {
  two_factor_required: true;
  pending_token: string;
}

export type LoginResult = SignedInUser | TwoFactorChallenge;

export const isTwoFactorChallenge = (result: LoginResult): result is TwoFactorChallenge =>
  'two_factor_required' in result;

/** The start of an enrolment: the secret as text and as a QR code of its otpauth:// address. */
export interface TwoFactorEnrolment {
  secret: string;
  otpauth_uri: string;
  /** An SVG image of the QR code, made on the server. */
  qr_svg: string;
}

export interface TwoFactorConfirmed {
  /** Shown once: the server keeps only their hashes. */
  recovery_codes: string[];
}

/** A user's second factor as the user form shows it. */
export interface UserTwoFactor {
  enrolled: boolean;
  enrolled_at: string | null;
  recovery_codes_left: number;
}

/**
 * One signed-in browser as its owner (or an administrator) sees it. `id` is an opaque public
 * id: the token's hash, which names the session in the database, never leaves the server.
 */
export interface SignedInSession {
  id: string;
  /** A short readable name made from the user agent, e.g. 'Chrome on Linux'. */
  browser: string;
  user_agent: string;
  /** The address the browser signed in from. */
  address: string;
  signed_in_at: string;
  last_seen_at: string;
  /** The browser asking: signing it out is logging out. */
  is_current: boolean;
}

/** The user really signed in while the session views the console as another user. */
export interface Viewer {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
}

/** Whose eyes a session sees with: while viewing as, the viewed user with the viewer beside it. */
export type SessionUser = LoggedUser & { viewer?: Viewer };

/** What is-logged-in answers: the session's user, and the second factor of who is really signed in. */
export type CurrentUser = SignedInUser & SessionUser;

/**
 * The id of the JSON data block in which the page the server sends a signed-in browser carries
 * the answer `user-service/is-logged-in` would give, so that the app need not ask at start.
 */
export const signedInUserBlockId = 'masthead-signed-in-user';
