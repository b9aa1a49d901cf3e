import {
  bannerText,
  globalMessage,
  newPasswordLabels,
  passwordResetText,
  userLabels,
} from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestApp, publicUrl, strongPassword, uniqueName } from '../../../test/harness.ts';
import { hashToken } from '../../auth/sessions.ts';
import { resetTokenFor } from '../../auth/test-kit.ts';
import { throttleLimits } from '../../auth/throttle.ts';
import { passwordResetTokens } from '../../db/schema.ts';

const t = fileTestApp();

let addressCounter = 0;
/** Each test posts from its own address, so one's requests never throttle another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.18.${addressCounter >> 8}.${addressCounter & 255}`;
};

function postForm(
  url: string,
  fields: Record<string, string>,
  {
    headers = { origin: publicUrl } as Record<string, string>,
    remoteAddress = freshAddress(),
    cookie = '',
  } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

const newPassword = 'Reset-Pass-123';
const change = (token: string, password = newPassword, passwordRetype = password) => ({
  token,
  password,
  passwordRetype,
});

/** A user and the token of the reset link mailed after the forgot-password form was posted. */
async function userWithResetLink() {
  const email = `${uniqueName('reset')}@example.com`;
  const user = await t.createUser({ email });
  const token = await resetTokenFor(t, email, () => postForm('/login/forgot-password', { email }));
  return { user, token };
}

describe('the forgot-password page sent by the server', () => {
  it('is a form with the spec texts that posts without any script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login/forgot-password' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<form method="post" action="/login/forgot-password"');
    expect(response.body).toContain(`>${userLabels.email} `);
    expect(response.body).toContain(passwordResetText.forgotPrompt);
    expect(response.body).toContain('<a href="/login">Back to login</a>');
    expect(response.body).not.toMatch(/<script/i);
  });

  it('answers a posted address with the spec success banner and mails a link that opens the reset page', async () => {
    const { token } = await userWithResetLink();
    const response = await postForm('/login/forgot-password', { email: 'nobody.here@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('role="status"');
    expect(response.body).toContain(bannerText.resetSuccess);
    expect(response.body).toContain(globalMessage.resetRequested);
    expect(response.body).toContain('value="nobody.here@example.com"');

    const page = await t.app.inject({ method: 'GET', url: `/login/reset-password?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post" action="/login/reset-password"');
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}">`);
    expect(page.body).toContain(`>${newPasswordLabels.password} `);
    expect(page.body).toContain(`>${newPasswordLabels.passwordRetype} `);
    expect(page.body).not.toMatch(/<script/i);
  });

  it('shows the email error under the field with the spec failure banner', async () => {
    const response = await postForm('/login/forgot-password', { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(bannerText.resetFailed);
    expect(response.body).toContain('id="email-error"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('value="not-an-address"');
  });

  it('is throttled as the API is', async () => {
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < throttleLimits.forgotAddress; attempt += 1)
      await postForm('/login/forgot-password', { email: 'someone@example.com' }, { remoteAddress });
    const response = await postForm(
      '/login/forgot-password',
      { email: 'someone@example.com' },
      { remoteAddress },
    );
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain(bannerText.resetFailed);
    expect(response.body).toContain(globalMessage.resetThrottled);
  });

  it('refuses a post from another site, and one that names no page', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}] as Record<string, string>[]) {
      const response = await postForm(
        '/login/forgot-password',
        { email: 'someone@example.com' },
        { headers },
      );
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(globalMessage.crossSite);
    }
    expect(await t.outbox()).not.toContainEqual(expect.stringContaining('someone@example.com'));
  });
});

describe('the reset page sent by the server', () => {
  it('sets the new password and lands on the sign-in page once with the spec success message', async () => {
    const { user, token } = await userWithResetLink();
    const response = await postForm('/login/reset-password', change(token));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login');
    const notice = response.cookies.find((cookie) => cookie.name === 'masthead_password_reset');
    expect(notice?.path).toBe('/login');
    const cookie = `${notice?.name}=${notice?.value}`;

    const login = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie } });
    expect(login.body).toContain(bannerText.resetSuccess);
    expect(login.body).toContain(globalMessage.passwordReset);
    expect(login.cookies.find((c) => c.name === 'masthead_password_reset')?.value).toBe('');
    const plain = await t.app.inject({ method: 'GET', url: '/login' });
    expect(plain.body).not.toContain(globalMessage.passwordReset);

    expect(await t.signIn(user.username, newPassword)).toMatch(/masthead_session=/);
  });

  it('asks again for a weak or mismatched password, keeping the link', async () => {
    const { user, token } = await userWithResetLink();
    for (const fields of [change(token, 'short'), change(token, newPassword, 'Reset-Pass-124')]) {
      const response = await postForm('/login/reset-password', fields);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(bannerText.resetFailed);
      expect(response.body).toContain('aria-invalid="true"');
      expect(response.body).toContain(`name="token" value="${token}"`);
      expect(response.body).not.toContain(fields.password);
    }
    // The link still works after the refusals, and the old password until then.
    expect(await t.signIn(user.username, strongPassword)).toMatch(/masthead_session=/);
    expect((await postForm('/login/reset-password', change(token))).statusCode).toBe(303);
  });

  it('refuses a used, an expired and a made-up link with its message and a way to a new one, opened or posted', async () => {
    const used = await userWithResetLink();
    await postForm('/login/reset-password', change(used.token));
    const expired = await userWithResetLink();
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, hashToken(expired.token)));
    const cases = [
      [used.token, globalMessage.resetTokenUsed],
      [expired.token, globalMessage.resetTokenExpired],
      ['made-up-token', globalMessage.resetTokenInvalid],
      ['x'.repeat(500), globalMessage.resetTokenInvalid],
    ] as const;
    for (const [token, message] of cases) {
      const opened = await t.app.inject({ method: 'GET', url: `/login/reset-password?token=${token}` });
      for (const response of [opened, await postForm('/login/reset-password', change(token))]) {
        expect(response.statusCode).toBe(400);
        expect(response.body).toContain(bannerText.resetFailed);
        expect(response.body).toContain(message);
        expect(response.body).toContain(`<a href="/login/forgot-password">${passwordResetText.askAgain}</a>`);
        expect(response.body).not.toContain('name="password"');
      }
    }
  });

  it('counts an opened link as a try of its token, as a post is, even when many come at once', async () => {
    const { token } = await userWithResetLink();
    const remoteAddress = freshAddress();
    const limit = throttleLimits.resetAddress;
    const opened = await Promise.all(
      Array.from({ length: limit + 20 }, (_, attempt) =>
        t.app.inject({ method: 'GET', url: `/login/reset-password?token=guess${attempt}`, remoteAddress }),
      ),
    );
    expect(opened.filter((response) => response.statusCode === 400)).toHaveLength(limit);
    expect(opened.filter((response) => response.statusCode === 429)).toHaveLength(20);
    // A live link opened from that address no longer says whether it is live.
    const live = await t.app.inject({
      method: 'GET',
      url: `/login/reset-password?token=${token}`,
      remoteAddress,
    });
    expect(live.statusCode).toBe(429);
    expect(live.body).toContain(globalMessage.resetThrottled);
    expect((await postForm('/login/reset-password', change(token), { remoteAddress })).statusCode).toBe(429);
    // Its owner, from another address, still resets with it.
    expect((await postForm('/login/reset-password', change(token))).statusCode).toBe(303);
  });

  it('says a link without a token is not valid, and escapes a hostile one', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/login/reset-password' });
    expect(bare.body).toContain(globalMessage.resetTokenInvalid);
    expect(bare.body).not.toContain('<input');
    const hostile = await t.app.inject({
      method: 'GET',
      url: `/login/reset-password?token=${encodeURIComponent('"><script>alert(1)</script>')}`,
    });
    expect(hostile.body).not.toContain('<script>alert(1)');
    expect(hostile.body).toContain(globalMessage.resetTokenInvalid);
  });

  it('refuses a post from another site', async () => {
    const { token } = await userWithResetLink();
    const response = await postForm('/login/reset-password', change(token), {
      headers: { referer: 'https://evil.example/x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(globalMessage.crossSite);
    expect((await postForm('/login/reset-password', change(token))).statusCode).toBe(303);
  });
});
