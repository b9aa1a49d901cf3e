import { bannerText } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, publicUrl, strongPassword } from '../../../test/harness.ts';
import { timeStep, totpAt } from '../../auth/totp.ts';

const t = fileTestApp();

let addressCounter = 0;
/** Each test signs in from its own address, so one's sign-ins never throttle another. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.20.${addressCounter >> 8}.${addressCounter & 255}`;
};

const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: freshAddress(),
  });

/** Opens /login?next=… and posts its form as a browser would, hidden fields included. */
async function signInFrom(loginUrl: string, username: string) {
  const page = await t.app.inject({ method: 'GET', url: loginUrl });
  const hidden = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
  return postForm('/login', { ...hidden, username, password: strongPassword });
}

const hiddenNext = (html: string) =>
  /name="next" value="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

describe('signing in on the way to a page of the app', () => {
  it('lands on the page the sign-in page was opened for', async () => {
    const user = await t.createUser();
    const response = await signInFrom('/login?next=%2Fgames%2F12%3Ftab%3Dhistory', user.username);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/games/12?tab=history');
  });

  it('lands on the home for any next that could leave the app', async () => {
    const user = await t.createUser();
    const hostile = [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      '/\r\nSet-Cookie:x=1',
    ];
    for (const next of hostile) {
      const response = await signInFrom(`/login?next=${encodeURIComponent(next)}`, user.username);
      expect(response.headers.location, next).toBe('/');
    }
    // Posted straight, without the page's check: the post checks again.
    const posted = await postForm('/login', {
      username: user.username,
      password: strongPassword,
      next: '//evil.example',
    });
    expect(posted.headers.location).toBe('/');
  });

  it('sends a browser already signed in straight to the page', async () => {
    const { cookie } = await t.signedInUser([]);
    const response = await t.app.inject({ method: 'GET', url: '/login?next=/projects', headers: { cookie } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/projects');
  });

  it('carries the page through the two-factor step', async () => {
    const user = await t.createUser();
    const cookie = await t.signIn(user.username);
    const started = await t.call('user-service/start-two-factor-enrolment', {}, { cookie });
    const { secret } = started.body.data;
    await t.call(
      'user-service/confirm-two-factor-enrolment',
      { password: strongPassword, code: totpAt(secret, timeStep() - 1) },
      { cookie },
    );

    const codeStep = await signInFrom('/login?next=/games/12', user.username);
    expect(codeStep.statusCode).toBe(200);
    expect(hiddenNext(codeStep.body)).toBe('/games/12');
    expect(codeStep.body).toContain('href="/login?next=%2Fgames%2F12"');
    const pendingToken = /name="pending_token" value="([^"]+)"/.exec(codeStep.body)?.[1] ?? '';

    // Switching to a recovery code and a wrong code both keep it.
    const switched = await postForm('/login/code', {
      pending_token: pendingToken,
      mode: 'app',
      switch: '1',
      next: '/games/12',
    });
    expect(hiddenNext(switched.body)).toBe('/games/12');
    const wrong = await postForm('/login/code', {
      pending_token: pendingToken,
      mode: 'app',
      code: '000000',
      next: '/games/12',
    });
    expect(hiddenNext(wrong.body)).toBe('/games/12');

    const done = await postForm('/login/code', {
      pending_token: pendingToken,
      mode: 'app',
      code: totpAt(secret, timeStep()),
      next: '/games/12',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/games/12');
  });

  it('says the session ended when the app sent the user here for that', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/login?next=%2Fusers&expired=1' });
    expect(page.body).toContain(bannerText.sessionExpired.title);
    expect(page.body).toContain(bannerText.sessionExpired.message);
    expect(hiddenNext(page.body)).toBe('/users');
    const plain = await t.app.inject({ method: 'GET', url: '/login?next=%2Fusers' });
    expect(plain.body).not.toContain(bannerText.sessionExpired.title);
  });
});
