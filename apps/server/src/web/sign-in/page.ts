import { bannerText, loginCodeStepText, totpDigits, twoFactorLabels, userLabels } from '@masthead/contract';
import { escapeHtml, type FieldMessages, type PageBanner, signedOutPage, textField } from './layout.ts';
import { appHome, loginAddress } from './next-path.ts';

export interface LoginPageState {
  /** What the user typed, kept after a failure; the password never is. */
  username?: string;
  remember?: boolean;
  banner?: PageBanner;
  fieldMessages?: FieldMessages;
  /** The app's page to go on to once signed in (already checked by nextPathFrom). */
  next?: string;
}

/** The page to go on to, carried by a form while it is not the home. */
const nextField = (next = appHome) =>
  next === appHome ? '' : `<input type="hidden" name="next" value="${escapeHtml(next)}">`;

/** /login: the React LoginPage's fields, button and link, posting to the server without any script. */
export function loginPage(state: LoginPageState = {}) {
  const card = `<form method="post" action="/login" novalidate><h1>Login</h1>${nextField(state.next)}
${textField({ name: 'username', label: userLabels.username, type: 'text', autocomplete: 'username', value: state.username ?? '', focus: true }, state.fieldMessages)}
${textField({ name: 'password', label: userLabels.password, type: 'password', autocomplete: 'current-password' }, state.fieldMessages)}
<div class="check"><input id="remember" name="remember" type="checkbox" value="true"${state.remember ? ' checked' : ''}><label for="remember">Remember me</label></div>
<button type="submit">Login</button><a href="/login/forgot-password">Forgot password?</a></form>`;
  return signedOutPage('Login', card, state.banner);
}

export const loginFailedBanner = (message: string): PageBanner => ({
  title: bannerText.loginFailed,
  message,
});

export interface CodeStepState {
  pendingToken: string;
  /** A recovery code rather than the authenticator app's six digits. */
  recovery: boolean;
  banner?: PageBanner;
  fieldMessages?: FieldMessages;
  next?: string;
}

/**
 * The second step of /login for a user with two-factor sign-in, as LoginCodeStep draws it.
 * Its two links are submit buttons of the same form, so switching keeps the pending sign-in.
 */
export function codeStepPage({
  pendingToken,
  recovery,
  banner,
  fieldMessages,
  next = appHome,
}: CodeStepState) {
  const text = loginCodeStepText;
  const code = recovery
    ? {
        name: 'code',
        label: text.recoveryLabel,
        type: 'text' as const,
        autocomplete: 'off',
        focus: true,
        extra: ' maxlength="32" autocapitalize="none" spellcheck="false"',
      }
    : {
        name: 'code',
        label: twoFactorLabels.code,
        type: 'text' as const,
        autocomplete: 'one-time-code',
        focus: true,
        extra: ` maxlength="${totpDigits}" inputmode="numeric" pattern="[0-9]*"`,
      };
  const card = `<form method="post" action="/login/code" novalidate><h1>${escapeHtml(text.title)}</h1>
<p class="note">${escapeHtml(recovery ? text.recoveryPrompt : text.appPrompt)}</p>
<input type="hidden" name="pending_token" value="${escapeHtml(pendingToken)}">${nextField(next)}<input type="hidden" name="mode" value="${recovery ? 'recovery' : 'app'}">
${textField(code, fieldMessages)}
<button type="submit">${escapeHtml(text.verify)}</button>
<button type="submit" class="link" name="switch" value="1" formnovalidate>${escapeHtml(recovery ? text.useApp : text.useRecovery)}</button>
<a href="${escapeHtml(loginAddress(next))}" class="small">${escapeHtml(text.backToPassword)}</a></form>`;
  return signedOutPage(text.title, card, banner);
}
