import { type AllowedIp, fieldMessage, taxonomyMessage } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  describeAccess,
  fieldErrors,
  fileTestAppSignedIn,
  idOfNew,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';

const t = fileTestAppSignedIn(['allowed_ip']);

let counter = 0;
/** An address of the 198.18.0.0/15 benchmarking block no other test of the file uses. */
const uniqueAddress = () => {
  counter += 1;
  return `198.18.${Math.floor(counter / 256)}.${counter % 256}`;
};
const newIp = async (overrides: Record<string, unknown> = {}) =>
  (await t.as('allowed-ip-service/create-ip', { ip: uniqueAddress(), description: 'Office', ...overrides }))
    .body.data as AllowedIp;

describeAccess(
  () => t,
  [
    { path: 'allowed-ip-service/get-ips', allowed: ['allowed_ip'], body: () => ({}) },
    { path: 'allowed-ip-service/get-ip', allowed: ['allowed_ip'], body: idOfNew(newIp) },
    { path: 'allowed-ip-service/get-ip-history', allowed: ['allowed_ip'], body: idOfNew(newIp) },
    {
      path: 'allowed-ip-service/create-ip',
      allowed: ['allowed_ip'],
      body: () => ({ ip: uniqueAddress(), description: 'x' }),
    },
    {
      path: 'allowed-ip-service/update-ip',
      allowed: ['allowed_ip'],
      body: async () => ({ id: (await newIp()).id, ip: uniqueAddress(), description: 'y' }),
    },
  ],
);

describe('create-ip, get-ip, get-ips', () => {
  it('saves a range with the signed-in user as its username', async () => {
    const result = await t.as('allowed-ip-service/create-ip', {
      ip: '10.0.0.0/23',
      description: 'Head office',
    });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      id: expect.any(Number),
      ip: '10.0.0.0/23',
      description: 'Head office',
      username: t.user.username,
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    expect((await t.as('allowed-ip-service/get-ip', { id: result.body.data.id })).body.data).toEqual(
      result.body.data,
    );
    expect((await t.as('allowed-ip-service/get-ips')).body.data).toContainEqual(result.body.data);
  });

  it.each([
    '192.168.7.7',
    '192.168.0.0/16',
    '0.0.0.0/0',
    '172.16.5.4/32',
    '2001:db8::/32',
    '::1',
    'fe80::1/128',
    '::/0',
  ])('accepts %s', async (ip) => {
    const result = await t.as('allowed-ip-service/create-ip', { ip, description: 'Edge case' });
    expect(result.statusCode).toBe(200);
    expect(result.body.data.ip).toBe(ip);
  });

  it('names the network address when host bits are set', async () => {
    expect(
      (await t.as('allowed-ip-service/create-ip', { ip: '10.0.1.0/23', description: 'Typo' })).body,
    ).toEqual(fieldErrors({ ip: [taxonomyMessage.ipHostBits('10.0.0.0/23')] }));
    expect(
      (await t.as('allowed-ip-service/create-ip', { ip: '2001:db8::1/32', description: 'Typo' })).body,
    ).toEqual(fieldErrors({ ip: [taxonomyMessage.ipHostBits('2001:db8::/32')] }));
  });

  it.each(['garbage', '10.0.0.256', '10.0.0.0/33', '::1/129', '1::2::3', '10.0.0.1/'])(
    'refuses %s',
    async (ip) => {
      const result = await t.as('allowed-ip-service/create-ip', { ip, description: 'Bad' });
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ ip: [taxonomyMessage.ipInvalid] }));
    },
  );

  it('requires both fields and keeps their limits', async () => {
    expect((await t.as('allowed-ip-service/create-ip', {})).body).toEqual(
      fieldErrors({ ip: [fieldMessage.required], description: [fieldMessage.required] }),
    );
    expect(
      (await t.as('allowed-ip-service/create-ip', { ip: '1'.repeat(44), description: 'd'.repeat(46) })).body,
    ).toEqual(fieldErrors({ ip: [fieldMessage.atMost(43)], description: [fieldMessage.atMost(45)] }));
  });

  it('refuses a range already listed, however it is written', async () => {
    const ip = uniqueAddress();
    await newIp({ ip });
    for (const spelling of [ip, `${ip}/32`, `::ffff:${ip}`, `::ffff:${ip}/128`]) {
      const result = await t.as('allowed-ip-service/create-ip', { ip: spelling, description: 'Again' });
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ ip: [taxonomyMessage.ipTaken(ip)] }));
    }
    await newIp({ ip: '2001:db8:aa::/48' });
    expect(
      (await t.as('allowed-ip-service/create-ip', { ip: '2001:DB8:AA:0::/48', description: 'Again' })).body,
    ).toEqual(fieldErrors({ ip: [taxonomyMessage.ipTaken('2001:db8:aa::/48')] }));
  });
});

describe('update-ip', () => {
  it('saves the change under the editing user and records it; 404 for unknown ids', async () => {
    const entry = await newIp();
    const editor = await t.signedInUser(['allowed_ip']);
    const result = await t.as(
      'allowed-ip-service/update-ip',
      { id: entry.id, ip: '203.0.113.0/24', description: 'Moved' },
      editor.cookie,
    );
    expect(result.body.data).toMatchObject({
      ip: '203.0.113.0/24',
      description: 'Moved',
      username: editor.username,
    });
    const history = (await t.as('allowed-ip-service/get-ip-history', { id: entry.id })).body.data;
    expect(history[0]?.actor?.username).toBe(editor.username);
    const missing = await t.as('allowed-ip-service/update-ip', {
      id: 987654,
      ip: '203.0.114.0/24',
      description: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('ENFORCE_ALLOWED_IPS', () => {
  // A list of its own: the cases above allow 0.0.0.0/0 and ::/0, which let everyone in.
  let plain: TestApp;
  let cookie: string;
  beforeAll(async () => {
    plain = await startTestApp();
    cookie = (await plain.signedInUser(['allowed_ip'])).cookie;
  });
  afterAll(() => plain.close());
  const newIp = (ip: string) =>
    plain.call('allowed-ip-service/create-ip', { ip, description: 'Enforced' }, { cookie });
  const login = { username: 'nobody1', password: 'x' };
  const from = (app: TestApp, address: string, headers: Record<string, string> = {}) =>
    app.app.inject({
      method: 'POST',
      url: '/api/user-service/login',
      payload: login,
      remoteAddress: address,
      headers,
    });

  it('refuses every /api call from an address outside the list, with 403 and the address named', async () => {
    const enforcing = await startTestApp({ database: plain.database, config: { enforceAllowedIps: true } });
    try {
      await newIp('100.64.0.0/24');
      const refused = await from(enforcing, '100.64.1.1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        status: 'ERROR',
        message: taxonomyMessage.addressNotAllowed('100.64.1.1'),
      });
      // Inside the range, the call goes on to its usual answer (here: wrong password).
      expect((await from(enforcing, '100.64.0.200')).statusCode).toBe(401);
      // Loopback, IPv4 and IPv6, always passes.
      expect((await from(enforcing, '127.0.0.1')).statusCode).toBe(401);
      expect((await from(enforcing, '::1')).statusCode).toBe(401);
      expect((await from(enforcing, '::ffff:100.64.0.9')).statusCode).toBe(401);
      // Without a proxy to trust, X-Forwarded-For changes nothing.
      expect((await from(enforcing, '100.64.1.1', { 'x-forwarded-for': '100.64.0.5' })).statusCode).toBe(403);
      // A percent-encoded path reaches the same handlers, so it meets the same guard.
      for (const url of ['/%61pi/user-service/login', '/ap%69/user-service/login']) {
        const encoded = await enforcing.app.inject({
          method: 'POST',
          url,
          payload: login,
          remoteAddress: '100.64.1.1',
        });
        expect(encoded.statusCode).toBe(403);
        expect(encoded.headers['cache-control']).toBe('no-store');
      }
      // A range added on this server counts at once.
      await newIp('100.64.1.0/24');
      expect((await from(enforcing, '100.64.1.1')).statusCode).toBe(401);
    } finally {
      await enforcing.close();
    }
  });

  it('refuses loopback relayed by a proxy while TRUST_PROXY is unset, naming it, and warns in the log', async () => {
    const lines: string[] = [];
    const enforcing = await startTestApp({
      database: plain.database,
      config: { enforceAllowedIps: true, logLevel: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      // A proxy on this machine: its own socket is loopback, whoever the client is.
      for (const headers of [
        { 'x-forwarded-for': '203.0.113.7' } as Record<string, string>,
        { forwarded: 'for=203.0.113.7' },
        { 'x-real-ip': '203.0.113.7' },
        { via: '1.1 proxy' },
      ]) {
        for (const proxy of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
          const relayed = await from(enforcing, proxy, headers);
          expect(relayed.statusCode, `${proxy} ${JSON.stringify(headers)}`).toBe(403);
          expect(relayed.json()).toEqual({
            status: 'ERROR',
            message: taxonomyMessage.relayedWithoutTrustProxy,
          });
        }
      }
      expect(lines.filter((line) => line.includes('TRUST_PROXY'))).toHaveLength(1);
      // Loopback itself, with no proxy in between, still passes.
      expect((await from(enforcing, '127.0.0.1')).statusCode).toBe(401);
    } finally {
      await enforcing.close();
    }
  });

  it('behind a trusted proxy, judges the client address the proxy reports', async () => {
    const behindProxy = await startTestApp({
      database: plain.database,
      config: { enforceAllowedIps: true, trustProxy: 1 },
    });
    try {
      await newIp('2001:db8:5::/64');
      const proxy = '127.0.0.1';
      expect((await from(behindProxy, proxy, { 'x-forwarded-for': '100.66.0.1' })).statusCode).toBe(403);
      expect((await from(behindProxy, proxy, { 'x-forwarded-for': '2001:db8:5::42' })).statusCode).toBe(401);
      // A client cannot pose as another by adding its own X-Forwarded-For hop.
      expect(
        (await from(behindProxy, proxy, { 'x-forwarded-for': '2001:db8:5::42, 100.66.0.1' })).statusCode,
      ).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });

  it('is off unless switched on', async () => {
    expect((await from(t, '100.99.99.99')).statusCode).toBe(401);
  });
});
