import { gunzipSync } from 'node:zlib';
import {
  acceptsPersonalToken,
  apiTokenMessage,
  type CallPath,
  calls,
  fieldMessage,
  globalMessage,
  maxBodyBytes,
  messageMarker,
} from '@masthead/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrors,
  fileTestAppSignedIn,
  publicUrl,
  strongPassword,
  validUser,
} from '../../test/harness.ts';

const t = fileTestAppSignedIn();
/** A user holding no permission at all. */
let nobody: string;
beforeAll(async () => {
  nobody = (await t.signedInUser([])).cookie;
});

const paths = Object.keys(calls) as CallPath[];
const publicPaths = paths.filter((path) => calls[path].access === 'public');
const guardedPaths = paths.filter((path) => Array.isArray(calls[path].access));

const inject = async (options: InjectOptions) => {
  const response = await t.app.inject(options);
  return { statusCode: response.statusCode, headers: response.headers, body: response.json() };
};

describe('default deny: every call but the sign-in ones needs a session and a permission', () => {
  it('leaves only the sign-in calls public, and to any signed-in user only calls about their own password, sessions and API tokens, and the search, which finds only what the caller may list', () => {
    expect(publicPaths.sort()).toEqual([
      'user-service/forgot-password',
      'user-service/is-logged-in',
      'user-service/login',
      'user-service/logout',
      'user-service/reset-password',
      'user-service/verify-login-code',
    ]);
    expect(paths.filter((path) => calls[path].access === 'signed-in').sort()).toEqual([
      'api-token-service/create-my-token',
      'api-token-service/get-my-tokens',
      'api-token-service/revoke-my-token',
      'search-service/search',
      'session-service/end-my-other-sessions',
      'session-service/end-my-session',
      'session-service/get-my-sessions',
      'session-service/stop-view-as',
      'user-service/change-my-password',
      'user-service/confirm-password',
      'user-service/confirm-two-factor-enrolment',
      'user-service/start-two-factor-enrolment',
    ]);
  });

  // Calls for an API key answer 401 in their own words (reports/ingestion.test.ts).
  it.each(paths.filter((path) => calls[path].access !== 'public' && calls[path].access !== 'api-key'))(
    '%s answers 401 "session expired" without a session',
    async (path) => {
      const result = await t.call(path, {});
      expect(result.statusCode).toBe(401);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
      const forged = await t.call(path, {}, { cookie: 'masthead_session=forged' });
      expect(forged.statusCode).toBe(401);
      expect(forged.body).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
    },
  );

  // Each from its own address: made-up tokens are throttled per address.
  it.each(paths.filter((path) => calls[path].access !== 'api-key').map((path, n) => [path, n] as const))(
    '%s refuses a made-up API token: 401 where tokens are taken, 403 where they never are',
    async (path, n) => {
      const result = await t.call(
        path,
        {},
        {
          headers: { authorization: 'Bearer mht_madeup' },
          remoteAddress: `10.25.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
      );
      const expected = acceptsPersonalToken(path)
        ? { status: 401, message: apiTokenMessage.invalid }
        : { status: 403, message: apiTokenMessage.notForThisCall };
      expect(result.statusCode).toBe(expected.status);
      expect(result.body).toEqual({ status: 'ERROR', message: expected.message });
    },
  );

  it.each(guardedPaths)(
    '%s answers 403 "Permission denied" to a user holding none of its permissions',
    async (path) => {
      const result = await t.call(path, {}, { cookie: nobody });
      expect(result.statusCode).toBe(403);
      expect(result.body.status).toBe('ERROR');
      expect(result.body.message?.startsWith(messageMarker.permissionDenied)).toBe(true);
      expect(result.body.message).toBe(
        globalMessage.permissionDenied(calls[path].access as readonly string[]),
      );
    },
  );
});

describe('bad input', () => {
  const login = '/api/user-service/login';

  it.each(['{"username": "ann", ', ''])('answers 400 to malformed or empty JSON: %j', async (payload) => {
    const result = await inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.invalidJson });
  });

  it('answers 400 naming the key to valid JSON with a "__proto__" key, plainly or escaped, or a constructor.prototype', async () => {
    for (const payload of [
      '{"username": "ann", "__proto__": {"isAdmin": true}}',
      '{"username": "ann", "\\u005f_proto__": {}}',
      '{"username": {"constructor": {"prototype": {"isAdmin": true}}}}',
    ]) {
      const result = await inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload,
      });
      expect(result.statusCode, payload).toBe(400);
      expect(result.body, payload).toEqual({ status: 'ERROR', message: globalMessage.forbiddenJsonKey });
    }
  });

  it('answers 413 to a body over 1 MB', async () => {
    const result = await inject({
      method: 'POST',
      url: login,
      payload: { username: 'a'.repeat(maxBodyBytes), password: strongPassword },
    });
    expect(result.statusCode).toBe(413);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.bodyTooLarge });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 to a %s body',
    async (contentType) => {
      const result = await inject({
        method: 'POST',
        url: login,
        headers: { 'content-type': contentType },
        payload: 'username=ann&password=x',
      });
      expect(result.statusCode).toBe(415);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.unsupportedMediaType });
    },
  );

  it('answers "is invalid" to values of the wrong type', async () => {
    const result = await t.call('user-service/login', {
      username: 12345,
      password: strongPassword,
      remember: 'true',
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(
      fieldErrors({ username: [fieldMessage.invalid], remember: [fieldMessage.invalid] }),
    );
  });

  it.each([
    ['an array', '[]'],
    ['a string', '"ann"'],
    ['a number', '42'],
  ])('answers "is invalid" under body to JSON that is %s', async (_, payload) => {
    const result = await inject({
      method: 'POST',
      url: login,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ body: [fieldMessage.invalid] }));
  });

  it('names each unknown field', async () => {
    const result = await t.call('user-service/login', {
      username: 'ann',
      password: strongPassword,
      isAdmin: true,
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ isAdmin: [fieldMessage.unknownField] }));
    const noInput = await t.call('user-service/is-logged-in', { extra: 1 });
    expect(noInput.statusCode).toBe(400);
    expect(noInput.body.messages).toEqual({ extra: [fieldMessage.unknownField] });
  });

  it('refuses text holding a NUL character as invalid instead of failing', async () => {
    const result = await t.call('user-service/login', { username: 'ann\u0000', password: strongPassword });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ username: [fieldMessage.invalid] }));
    const user = await t.call('user-service/create-user', validUser({ first_name: 'A\u0000da' }), {
      cookie: t.user.cookie,
    });
    expect(user.statusCode).toBe(400);
    expect(user.body.messages).toEqual({ first_name: [fieldMessage.invalid] });
  });

  it('judges a percent-encoded call path as the router decodes it', async () => {
    const result = await inject({ method: 'GET', url: '/%61pi/user-service/get-all-users' });
    expect(result.statusCode).toBe(405);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.methodNotAllowed });
  });

  it('answers 404 to an unknown call, whatever the method', async () => {
    for (const [method, url] of [
      ['POST', '/api/x/y'],
      ['GET', '/api/x/y'],
      ['POST', '/api'],
      ['GET', '/api'],
      ['GET', '/%61pi/toString'],
    ] as const) {
      const result = await inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(result.statusCode).toBe(404);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.unknownCall });
    }
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty'])(
    'answers 404 to /api/%s, a name every object inherits but no call has',
    async (name) => {
      for (const method of ['POST', 'GET'] as const) {
        const result = await inject({
          method,
          url: `/api/${name}`,
          ...(method === 'POST' ? { payload: {} } : {}),
        });
        expect(result.statusCode).toBe(404);
        expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.unknownCall });
      }
    },
  );

  it('answers a malformed %-escape in an /api address with a 400 envelope', async () => {
    for (const url of ['/api/%E0%A4%A', '/api/user-service/%', '/api/%zz']) {
      const result = await inject({ method: 'POST', url, payload: {} });
      expect(result.statusCode, url).toBe(400);
      expect(result.body, url).toEqual({ status: 'ERROR', message: globalMessage.badUrl });
    }
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('answers 405 to %s on a call', async (method) => {
    const result = await inject({ method, url: '/api/user-service/get-all-users' });
    expect(result.statusCode).toBe(405);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.methodNotAllowed });
  });

  it('answers a wrong id with "is invalid" and a missing one with "is required"', async () => {
    for (const id of ['7', 0, -1, 1.5, 2 ** 31]) {
      const result = await t.as('user-service/get-user', { id });
      expect(result.statusCode).toBe(400);
      expect(result.body.messages).toEqual({ id: [fieldMessage.invalid] });
    }
    const missing = await t.as('user-service/get-user', {});
    expect(missing.body.messages).toEqual({ id: [fieldMessage.required] });
  });

  it('always answers JSON from /api, never a 500', async () => {
    const requests: InjectOptions[] = [
      { method: 'POST', url: login, headers: { 'content-type': 'application/json' }, payload: '{' },
      { method: 'POST', url: login, headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'POST', url: login, payload: { username: 'a'.repeat(maxBodyBytes) } },
      { method: 'POST', url: login, payload: { username: 1 } },
      { method: 'POST', url: '/api/x/y' },
      { method: 'GET', url: login },
      { method: 'POST', url: '/api/user-service/get-all-users' },
      { method: 'POST', url: '/api/user-service/get-all-users', headers: { cookie: nobody } },
      {
        method: 'POST',
        url: '/api/user-service/get-user',
        headers: { cookie: t.user.cookie },
        payload: { id: 999999 },
      },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().status).toBe('ERROR');
    }
  });
});

describe('cross-site requests', () => {
  const check = (headers: Record<string, string>, cookie?: string) =>
    t.call('user-service/is-logged-in', undefined, { headers, ...(cookie ? { cookie } : {}) });

  it('refuses a POST from another site, before looking at the session', async () => {
    const result = await check({ origin: 'http://evil.example' }, t.user.cookie);
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.crossSite });
  });

  it('refuses a sign-in from another site, without starting a session', async () => {
    const user = await t.createUser();
    const result = await t.call(
      'user-service/login',
      { username: user.username, password: strongPassword },
      { headers: { origin: 'http://evil.example' } },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.crossSite });
    expect(result.setCookie).toBeUndefined();
  });

  it('refuses an opaque "null" origin and a Referer from another site', async () => {
    for (const headers of [{ origin: 'null' }, { referer: 'http://evil.example/page' }] as Record<
      string,
      string
    >[]) {
      const result = await check(headers, t.user.cookie);
      expect(result.statusCode).toBe(403);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.crossSite });
    }
  });

  it('reads an empty Origin as none, and so still refuses a Referer from another site', async () => {
    const result = await check({ origin: '', referer: 'http://evil.example/attack.html' }, t.user.cookie);
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.crossSite });
  });

  it('refuses a look-alike of the public address', async () => {
    for (const origin of [
      'https://masthead.test',
      'http://masthead.test:8080',
      'http://masthead.test.evil.example',
    ]) {
      const result = await check({ origin }, t.user.cookie);
      expect(result.statusCode, origin).toBe(403);
    }
  });

  it('allows the public address (PUBLIC_URL) as Origin or Referer', async () => {
    for (const headers of [{ origin: publicUrl }, { referer: `${publicUrl}/users/edit/3` }] as Record<
      string,
      string
    >[]) {
      const result = await check(headers, t.user.cookie);
      expect(result.statusCode).toBe(200);
      expect(result.body.status).toBe('OK');
    }
  });

  it("allows the request's own host", async () => {
    const ownHost = await check(
      { host: 'intranet.example:3000', origin: 'http://intranet.example:3000' },
      t.user.cookie,
    );
    expect(ownHost.statusCode).toBe(200);
    // A default port may be named in Host and left out of Origin: it is the same origin.
    const defaultPort = await check(
      { host: 'intranet.example:80', origin: 'http://intranet.example' },
      t.user.cookie,
    );
    expect(defaultPort.statusCode).toBe(200);
  });

  it('judges a request naming no page by its session alone', async () => {
    expect((await check({}, t.user.cookie)).statusCode).toBe(200);
    const anonymous = await check({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).toEqual({ status: 'ERROR', message: globalMessage.notLoggedIn });
  });
});

describe('security headers on /api', () => {
  it.each([
    ['a success', () => t.as('user-service/is-logged-in', undefined)],
    ['a refusal', () => t.call('user-service/get-all-users')],
    ['an unknown call', () => inject({ method: 'POST', url: '/api/x/y' })],
  ])('are on %s', async (_, make) => {
    const { headers } = await make();
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('compression', () => {
  it('gzips a large answer for a client that accepts it, and sends it plain otherwise', async () => {
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-service/get-permission-map',
        headers: { cookie: t.user.cookie, ...headers },
        payload: {},
      });
    const zipped = await request({ 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const plain = await request({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('gzips a list the database wrote, unless the client refuses gzip', async () => {
    for (let n = 0; n < 20; n += 1) await t.createProject();
    const request = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/project-service/get-all-projects',
        headers: { cookie: t.user.cookie, ...headers },
        payload: {},
      });
    const plain = await request({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.length).toBeGreaterThanOrEqual(20);
    for (const accepted of ['gzip', 'br, gzip;q=0.5', '*']) {
      const zipped = await request({ 'accept-encoding': accepted });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await request({ 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });
});
