/**
 * The words of the signed-out pages beyond the spec's banners and messages, written once: the
 * server's HTML pages and the app's screens both show them.
 */
export const passwordResetText = {
  forgotTitle: 'Forgot password',
  forgotPrompt: 'Enter the e-mail address of your account and we will send you a link to reset the password.',
  requestReset: 'Reset password',
  resetTitle: 'Reset password',
  setPassword: 'Set new password',
  askAgain: 'Ask for a new link',
  backToLogin: 'Back to login',
} as const;

/** The names of a new password's two fields, beside them and in the messages about them. */
export const newPasswordLabels = {
  password: 'New password',
  passwordRetype: 'Confirm new password',
} as const;
