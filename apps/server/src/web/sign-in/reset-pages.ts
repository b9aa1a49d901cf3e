import { globalMessage, newPasswordLabels, passwordResetText, userLabels } from '@masthead/contract';
import {
  backToLogin,
  escapeHtml,
  type FieldMessages,
  type PageBanner,
  signedOutPage,
  textField,
} from './layout.ts';

const text = passwordResetText;

export interface ForgotPageState {
  email?: string;
  banner?: PageBanner;
  fieldMessages?: FieldMessages;
}

/** /login/forgot-password: the one e-mail field, posting to the server without any script. */
export function forgotPasswordPage({ email = '', banner, fieldMessages }: ForgotPageState = {}) {
  const card = `<form method="post" action="/login/forgot-password" novalidate><h1>${escapeHtml(text.forgotTitle)}</h1>
<p class="note">${escapeHtml(text.forgotPrompt)}</p>
${textField({ name: 'email', label: userLabels.email, type: 'email', autocomplete: 'email', value: email, focus: true }, fieldMessages)}
<button type="submit">${escapeHtml(text.requestReset)}</button>${backToLogin}</form>`;
  return signedOutPage(text.forgotTitle, card, banner);
}

export interface ResetPageState {
  /** The reset link's token, carried by the form; empty when the link had none. */
  token: string;
  banner?: PageBanner;
  fieldMessages?: FieldMessages;
  /** The server refused the link itself (unknown, used, expired): no password can help. */
  deadLink?: boolean;
}

const askAgain = `<a href="/login/forgot-password">${escapeHtml(text.askAgain)}</a>`;

/**
 * The page a reset e-mail links to: the new password typed twice. A link without a token, or
 * whose token the server refused, offers a new link instead of a form that cannot succeed.
 */
export function resetPasswordPage({ token, banner, fieldMessages, deadLink = false }: ResetPageState) {
  if (!token || deadLink) {
    // The banner says why a refused link died; a link without a token says it here.
    const why = deadLink ? '' : `<p>${escapeHtml(globalMessage.resetTokenInvalid)}</p>`;
    const card = `<form><h1>${escapeHtml(text.resetTitle)}</h1>${why}${askAgain}${backToLogin}</form>`;
    return signedOutPage(text.resetTitle, card, banner);
  }
  const newPassword = (name: 'password' | 'passwordRetype', focus: boolean) =>
    textField(
      { name, label: newPasswordLabels[name], type: 'password', autocomplete: 'new-password', focus },
      fieldMessages,
    );
  const card = `<form method="post" action="/login/reset-password" novalidate><h1>${escapeHtml(text.resetTitle)}</h1>
<input type="hidden" name="token" value="${escapeHtml(token)}">
${newPassword('password', true)}
${newPassword('passwordRetype', false)}
<button type="submit">${escapeHtml(text.setPassword)}</button>${backToLogin}</form>`;
  return signedOutPage(text.resetTitle, card, banner);
}
