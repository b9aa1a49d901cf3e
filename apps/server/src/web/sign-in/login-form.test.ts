import { bannerText, globalMessage, maxBodyBytes, userLabels } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, publicUrl, strongPassword } from '../../../test/harness.ts';
import { throttleLimits } from '../../auth/throttle.ts';

const t = fileTestApp();

let addressCounter = 0;
/** Each test signs in from its own address, so one's failures never throttle another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.19.${addressCounter >> 8}.${addressCounter & 255}`;
};

const ownPage = { origin: publicUrl };

function postLogin(
  fields: Record<string, string>,
  { headers = ownPage as Record<string, string>, remoteAddress = freshAddress() } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });
}

const sessionCookieOf = (response: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'masthead_session');

describe('the login page sent by the server', () => {
  it('is a form with the spec texts that posts to /login without any script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<form method="post" action="/login"');
    expect(html).toContain(`>${userLabels.username} `);
    expect(html).toContain(`>${userLabels.password} `);
    expect(html).toContain('Remember me');
    expect(html).toContain('Forgot password?');
    expect(html).not.toMatch(/<script/i);
  });

  it('sends a signed-in browser on to the app', async () => {
    const { cookie } = await t.signedInUser([]);
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });
});

describe('posting the login form', () => {
  it('signs in with a 303 to the app and a session cookie for the browser session', async () => {
    const user = await t.createUser();
    const response = await postLogin({ username: user.username, password: strongPassword });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const cookie = sessionCookieOf(response);
    expect(cookie?.value).toMatch(/.{40,}/);
    expect(cookie?.maxAge).toBeUndefined();
    const me = await t.call('user-service/is-logged-in', {}, { cookie: `masthead_session=${cookie?.value}` });
    expect(me.body.data).toMatchObject({ id: user.id });
  });

  it('honours "Remember me" with a lasting cookie', async () => {
    const user = await t.createUser();
    const response = await postLogin({ username: user.username, password: strongPassword, remember: 'true' });
    expect(response.statusCode).toBe(303);
    expect(sessionCookieOf(response)?.maxAge).toBeGreaterThan(0);
  });

  it('answers a wrong password with the page again: the spec banner, the username kept, no password', async () => {
    const user = await t.createUser();
    const response = await postLogin({ username: user.username, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain(bannerText.loginFailed);
    expect(response.body).toContain(globalMessage.loginFailed);
    expect(response.body).toContain(`value="${user.username}"`);
    expect(response.body).not.toContain('Wrong-password-1');
  });

  it('escapes a hostile username everywhere it is written back', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>\'';
    const response = await postLogin({ username: hostile, password: 'whatever' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('shows the field messages of an empty form', async () => {
    const response = await postLogin({ username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(globalMessage.fixFields);
    expect(response.body).toContain('aria-invalid="true"');
  });

  it('is throttled as the API is, and then refuses even the right password', async () => {
    const user = await t.createUser();
    const remoteAddress = freshAddress();
    for (let attempt = 0; attempt < throttleLimits.pair; attempt += 1)
      await postLogin({ username: user.username, password: 'Wrong-password-1' }, { remoteAddress });
    const response = await postLogin(
      { username: user.username, password: strongPassword },
      { remoteAddress },
    );
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain(globalMessage.loginThrottled);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a post from another site, and one that names no page (login CSRF)', async () => {
    const user = await t.createUser();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/x' },
      {},
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const response = await postLogin({ username: user.username, password: strongPassword }, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(globalMessage.crossSite);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('answers a form over the limit its message names with that message, and one within it as a form', async () => {
    const over = await postLogin({ username: 'a'.repeat(maxBodyBytes), password: 'x' });
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(globalMessage.bodyTooLarge);
    // 100 KB is within "at most 1 MB": the page again, telling what is wrong with the field.
    const within = await postLogin({ username: 'a'.repeat(100_000), password: 'x' });
    expect(within.statusCode).toBe(400);
    expect(within.body).toContain(globalMessage.fixFields);
  });

  it('leaves the API taking JSON only', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-service/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
      payload: new URLSearchParams({ username: user.username, password: strongPassword }).toString(),
    });
    expect(response.statusCode).toBe(415);
  });
});
