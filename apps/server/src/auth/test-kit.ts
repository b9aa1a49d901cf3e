import { mailText, publicUrl, type TestApp, waitForMail } from '../../test/harness.ts';

/** The link of a password reset mail, its token captured. */
export const resetLinkPattern = new RegExp(`${publicUrl}/login/reset-password\\?token=([A-Za-z0-9_-]{20,})`);

/**
 * Makes `ask` (a forgot-password call for `email`) and reads the token out of the mail that
 * arrives; the mail leaves after the answer, so it is waited for.
 */
export async function resetTokenFor(t: TestApp, email: string, ask: () => Promise<unknown>) {
  const before = (await t.outbox()).length;
  await ask();
  const mails = (await waitForMail(t, before + 1)).map(mailText);
  const mail = mails.slice(before).find((text) => text.includes(`To: ${email}`));
  const token = mail?.match(resetLinkPattern)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}
