import { mailText, publicUrl, type TestApp, waitForMail } from '../../test/harness.ts';

/** The link of a password reset mail, its token captured. */
export const resetLinkPattern = new RegExp(`${publicUrl}/login/reset-password\\?token=([A-Za-z0-9_-]{20,})`);

/**
 * Makes `ask` (a forgot-password call for `email`) and reads the token out of the mail that
 * arrives; the mail leaves after the answer, so it is waited for: the reset mail itself, since
 * another test's mail may land in the outbox first.
 */
export async function resetTokenFor(t: TestApp, email: string, ask: () => Promise<unknown>) {
  const before = (await t.outbox()).length;
  await ask();
  let arrived: string[] = [];
  for (let count = before + 1; count <= before + 20; count += 1) {
    const mails = (await waitForMail(t, count)).map(mailText);
    arrived = mails.slice(before);
    const token = arrived.find((text) => text.includes(`To: ${email}`))?.match(resetLinkPattern)?.[1];
    if (token) return token;
    if (mails.length < count) break;
  }
  const to = arrived.map((text) => text.match(/^To: (.*)$/m)?.[1] ?? '?');
  throw new Error(
    `no reset link for ${email}; the mails that came meanwhile went to: ${to.join(', ') || 'nobody'}`,
  );
}
