import { type CdnPurge, cdnMessage, fieldMessage, permissionNames } from '@masthead/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  describeAccess,
  fieldErrors,
  fileTestAppSignedIn,
  startTestApp,
  type TestApp,
} from '../../test/harness.ts';
import { cdnPurges } from '../db/schema.ts';
import {
  cloudflareError,
  cloudflareRateLimit,
  type FakeCloudflare,
  type FakeMaxcdn,
  startFakeCloudflare,
  startFakeMaxcdn,
} from './testing/fake-cdn.ts';

const zoneA = '023e105f4ecef8ad9ca31a8372d0c353';
const zoneB = '9a7806061c88ada191ed06f989cc3dac';
/** More than a page of Cloudflare's zone list (50), so the second page is read too. */
const manyZones = Array.from({ length: 53 }, (_, index) => ({
  id: index === 0 ? zoneA : index === 1 ? zoneB : `zone${String(index).padStart(28, '0')}`,
  name: `site${index}.example.com`,
}));

let cloudflare: FakeCloudflare;
let maxcdn: FakeMaxcdn;

const cdnConfig = () => ({
  cloudflare: { apiToken: cloudflare.token, baseUrl: cloudflare.baseUrl },
  maxcdn: {
    alias: maxcdn.alias,
    consumerKey: maxcdn.consumerKey,
    consumerSecret: maxcdn.consumerSecret,
    baseUrl: maxcdn.url,
  },
});

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ zones: manyZones });
  maxcdn = await startFakeMaxcdn({
    zones: [
      {
        id: 4711,
        name: 'static',
        url: 'https://origin.example.com',
        cdn_url: 'static.example.netdna-cdn.com',
      },
    ],
  });
});
afterAll(async () => {
  await cloudflare.close();
  await maxcdn.close();
});
// After the fakes' hooks: the app starts once they listen, and closes before they do.
const t = fileTestAppSignedIn(permissionNames, () => ({ config: { cdn: cdnConfig() } }));
beforeEach(() => {
  cloudflare.purges.length = 0;
  cloudflare.queue.length = 0;
  maxcdn.purges.length = 0;
  maxcdn.queue.length = 0;
});

const urls = (count: number) =>
  Array.from({ length: count }, (_, index) => `https://site0.example.com/page/${index + 1}`);
const recentPurges = async () => (await t.as('clear-cdn-service/get-recent-purges')).body.data as CdnPurge[];
const purgeRows = async () => (await t.database.db.select().from(cdnPurges)).length;

describeAccess(
  () => t,
  [
    { path: 'clear-cdn-service/get-zones', allowed: ['clear_cdn'], body: () => ({}) },
    { path: 'clear-cdn-service/get-cdn-types', allowed: ['clear_cdn'], body: () => ({}) },
    { path: 'clear-cdn-service/get-recent-purges', allowed: ['clear_cdn'], body: () => ({}) },
    {
      path: 'clear-cdn-service/clear-files',
      allowed: ['clear_cdn'],
      body: () => ({ type: 'cloudflare', cdn_zone: zoneA, urls: urls(1) }),
    },
    {
      path: 'clear-cdn-service/clear-zone',
      allowed: ['clear_cdn'],
      body: () => ({ type: 'cloudflare', zone_id: zoneA }),
    },
  ],
);

describe('URL rules of clear-files', () => {
  it('names the 1-based positions of the URLs Cloudflare cannot purge, counted after empty lines are dropped', async () => {
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: [
        'https://a.example.com/x',
        '',
        'ftp://a.example.com/y',
        '   ',
        'www.example.com/z',
        'http:///no-host',
        'https://b.example.com/',
      ],
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ urls: ['Some of urls are not valid ( urls: 2, 3, 4 )'] }));
    expect(cloudflare.purges).toEqual([]);
  });

  it('takes the textarea text as it is, one URL per line', async () => {
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: 'https://a.example.com/1\n\n/relative\r\nhttps://a.example.com/2\n',
    });
    expect(result.body.messages).toEqual({ urls: [cdnMessage.invalidUrls([2])] });
  });

  it('asks maxcdn for paths that start with a slash and a letter', async () => {
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'maxcdn',
      cdn_zone: '4711',
      urls: [
        '/images/logo.png',
        'https://static.example.com/a.css',
        '/1st.js',
        'css/site.css',
        '/Fonts/a.woff',
      ],
    });
    expect(result.body.messages).toEqual({ urls: ['Some of urls are not valid ( urls: 2, 3, 4 )'] });
    expect(maxcdn.purges).toEqual([]);
  });

  it('requires a type, a zone and at least one URL, and refuses a zone id that is not an identifier', async () => {
    const rowsBefore = await purgeRows();
    const empty = await t.as('clear-cdn-service/clear-files', { urls: ['', '  '] });
    expect(empty.body).toEqual(
      fieldErrors({
        type: [fieldMessage.required],
        cdn_zone: [fieldMessage.required],
        urls: [fieldMessage.required],
      }),
    );
    const badZone = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: '../../accounts',
      urls: urls(1),
    });
    expect(badZone.body.messages).toEqual({ cdn_zone: [fieldMessage.invalid] });
    const unknownType = await t.as('clear-cdn-service/clear-files', {
      type: 'akamai',
      cdn_zone: zoneA,
      urls: urls(1),
    });
    expect(unknownType.body.messages).toEqual({ type: [fieldMessage.invalid] });
    expect(await purgeRows()).toBe(rowsBefore);
  });

  it('refuses more URLs than one call takes', async () => {
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: urls(501),
    });
    expect(result.body.messages).toEqual({ urls: [cdnMessage.tooManyUrls] });
  });
});

describe('Cloudflare driver', () => {
  it('sends 65 URLs as three requests of 30, 30 and 5 and records the purge', async () => {
    const list = urls(65);
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: list,
    });
    expect(result.body).toEqual({
      status: 'OK',
      data: { type: 'cloudflare', zone_id: zoneA, purged: 65, requests: 3 },
    });
    expect(cloudflare.purges.map((purge) => purge.files?.length)).toEqual([30, 30, 5]);
    expect(cloudflare.purges.flatMap((purge) => purge.files)).toEqual(list);
    expect(cloudflare.purges.every((purge) => purge.zoneId === zoneA)).toBe(true);
    const [latest] = await recentPurges();
    expect(latest).toMatchObject({
      type: 'cloudflare',
      zone_id: zoneA,
      urls: list,
      outcome: 'success',
      error: null,
    });
  });

  it('purges a whole zone with purge_everything', async () => {
    const result = await t.as('clear-cdn-service/clear-zone', { type: 'cloudflare', zone_id: zoneB });
    expect(result.body.data).toEqual({ type: 'cloudflare', zone_id: zoneB, purged: null, requests: 1 });
    expect(cloudflare.purges).toEqual([{ zoneId: zoneB, purgeEverything: true }]);
  });

  it('lists every zone of every page with zone_id and domain, then the MaxCDN zones', async () => {
    const result = await t.as('clear-cdn-service/get-zones');
    const zones = result.body.data;
    expect(zones.filter((zone) => zone.type === 'cloudflare')).toHaveLength(53);
    expect(zones[0]).toEqual({
      type: 'cloudflare',
      zone_id: zoneA,
      domain: 'site0.example.com',
      urls: ['https://site0.example.com/'],
    });
    expect(zones.at(-1)).toEqual({
      type: 'maxcdn',
      zone_id: '4711',
      domain: 'static.example.netdna-cdn.com',
      urls: ['static.example.netdna-cdn.com', 'https://origin.example.com'],
    });
  });

  it("turns Cloudflare's v4 errors into a message naming them, and records the failure", async () => {
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: 'unknownzone',
      urls: urls(2),
    });
    expect(result.statusCode).toBe(502);
    expect(result.body.message).toBe(
      'Cloudflare refused the request (HTTP 404): Could not route to /zones/unknownzone/purge_cache, perhaps your object identifier is invalid?',
    );
    const [latest] = await recentPurges();
    expect(latest).toMatchObject({ zone_id: 'unknownzone', outcome: 'failure', error: result.body.message });
  });

  it('says how far a batched purge got when a later batch fails', async () => {
    cloudflare.queue.push(null, cloudflareError(500, 10001, 'Internal error'));
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: urls(65),
    });
    expect(result.statusCode).toBe(502);
    expect(result.body.message).toBe(
      'Cloudflare refused the request (HTTP 500): Internal error. The first 30 of 65 URLs were purged; the others were not.',
    );
    expect(cloudflare.purges).toHaveLength(1);
  });

  it('waits out a short rate limit (Retry-After: 1) and carries on', async () => {
    cloudflare.queue.push(cloudflareRateLimit(1));
    const before = cloudflare.requestCount;
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'cloudflare',
      cdn_zone: zoneA,
      urls: urls(3),
    });
    expect(result.body.status).toBe('OK');
    expect(cloudflare.requestCount - before).toBe(2);
    expect(cloudflare.purges).toHaveLength(1);
  });

  it('reports a long rate limit with its wait instead of sleeping on it', async () => {
    cloudflare.queue.push(cloudflareRateLimit(120));
    const result = await t.as('clear-cdn-service/clear-zone', { type: 'cloudflare', zone_id: zoneA });
    expect(result.statusCode).toBe(429);
    expect(result.body.message).toBe(
      'Cloudflare is limiting purge requests right now. Please try again in 120 seconds.',
    );
    const [latest] = await recentPurges();
    expect(latest).toMatchObject({ outcome: 'failure', error: result.body.message, urls: [] });
  });

  it('reports a token Cloudflare refuses', async () => {
    const wrongToken = await startTestApp({
      config: { cdn: { ...cdnConfig(), cloudflare: { apiToken: 'wrong', baseUrl: cloudflare.baseUrl } } },
      database: t.database,
    });
    const result = await wrongToken.call('clear-cdn-service/get-zones', {}, { cookie: t.user.cookie });
    await wrongToken.close();
    expect(result.statusCode).toBe(502);
    expect(result.body.message).toBe('Cloudflare refused the request (HTTP 403): Authentication error');
  });

  it('reports a Cloudflare that cannot be reached', async () => {
    const closed = await startFakeCloudflare();
    await closed.close();
    const unreachable = await startTestApp({
      config: { cdn: { cloudflare: { apiToken: 'x', baseUrl: closed.baseUrl }, maxcdn: undefined } },
      database: t.database,
    });
    const result = await unreachable.call(
      'clear-cdn-service/clear-zone',
      { zone_id: zoneA },
      { cookie: t.user.cookie },
    );
    await unreachable.close();
    expect(result.statusCode).toBe(502);
    expect(result.body.message).toMatch(/^Cloudflare could not be reached: /);
  });
});

describe('MaxCDN driver', () => {
  it('sends the files as paths in an OAuth-signed DELETE the server verifies', async () => {
    const files = Array.from({ length: 32 }, (_, index) => `/images/photo-${index}.jpg`);
    const result = await t.as('clear-cdn-service/clear-files', {
      type: 'maxcdn',
      cdn_zone: '4711',
      urls: files,
    });
    expect(result.body.data).toEqual({ type: 'maxcdn', zone_id: '4711', purged: 32, requests: 2 });
    expect(maxcdn.purges).toEqual([
      { zoneId: '4711', files: files.slice(0, 30) },
      { zoneId: '4711', files: files.slice(30) },
    ]);
    expect(maxcdn.refusedSignatures).toBe(0);
  });

  it('purges a whole pull zone', async () => {
    const result = await t.as('clear-cdn-service/clear-zone', { type: 'maxcdn', zone_id: '4711' });
    expect(result.body.status).toBe('OK');
    expect(maxcdn.purges).toEqual([{ zoneId: '4711', files: [] }]);
  });

  it('reports a signature the server refuses, so a wrong secret is visible', async () => {
    const wrongSecret = await startTestApp({
      config: {
        cdn: { ...cdnConfig(), maxcdn: { ...cdnConfig().maxcdn, consumerSecret: 'not-the-secret' } },
      },
      database: t.database,
    });
    const result = await wrongSecret.call(
      'clear-cdn-service/clear-zone',
      { type: 'maxcdn', zone_id: '4711' },
      { cookie: t.user.cookie },
    );
    await wrongSecret.close();
    expect(result.statusCode).toBe(502);
    expect(result.body.message).toBe('MaxCDN refused the request (HTTP 401): OAuth signature does not match');
    expect(maxcdn.refusedSignatures).toBe(1);
  });

  it('reports its rate limit', async () => {
    maxcdn.queue.push({
      status: 429,
      body: { code: 429, error: { message: 'slow down' } },
      headers: { 'retry-after': '60' },
    });
    const result = await t.as('clear-cdn-service/clear-zone', { type: 'maxcdn', zone_id: '4711' });
    expect(result.statusCode).toBe(429);
    expect(result.body.message).toBe(
      'MaxCDN is limiting purge requests right now. Please try again in 60 seconds.',
    );
  });

  it('needs the type of a zone purge when both types are configured', async () => {
    const result = await t.as('clear-cdn-service/clear-zone', { zone_id: '4711' });
    expect(result.body).toEqual(fieldErrors({ type: [cdnMessage.chooseType] }));
  });
});

describe('the purge log', () => {
  it('lists purges newest first with who made them', async () => {
    const user = await t.signedInUser(['clear_cdn']);
    await t.call(
      'clear-cdn-service/clear-zone',
      { type: 'cloudflare', zone_id: zoneA },
      { cookie: user.cookie },
    );
    await t.call(
      'clear-cdn-service/clear-files',
      { type: 'maxcdn', cdn_zone: '4711', urls: ['/a.css'] },
      { cookie: user.cookie },
    );
    const [latest, previous] = await recentPurges();
    expect(latest).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      username: user.username,
      type: 'maxcdn',
      zone_id: '4711',
      urls: ['/a.css'],
      outcome: 'success',
      error: null,
    });
    expect(previous).toMatchObject({ username: user.username, type: 'cloudflare', zone_id: zoneA, urls: [] });
    expect((latest?.id ?? 0) > (previous?.id ?? 0)).toBe(true);
  });
});

describe('a server without CDN credentials', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await startTestApp({ database: t.database });
  });
  afterAll(() => bare.close());

  it('reports both types as not configured and lists no zones', async () => {
    const types = await bare.call('clear-cdn-service/get-cdn-types', {}, { cookie: t.user.cookie });
    expect(types.body.data).toEqual([
      { type: 'cloudflare', configured: false, environment: ['CLOUDFLARE_API_TOKEN'] },
      {
        type: 'maxcdn',
        configured: false,
        environment: ['MAXCDN_ALIAS', 'MAXCDN_CONSUMER_KEY', 'MAXCDN_CONSUMER_SECRET'],
      },
    ]);
    const zones = await bare.call('clear-cdn-service/get-zones', {}, { cookie: t.user.cookie });
    expect(zones.body).toEqual({ status: 'OK', data: [] });
  });

  it('refuses to purge beside the type field and records nothing, since nothing was purged', async () => {
    const rowsBefore = await purgeRows();
    const files = await bare.call(
      'clear-cdn-service/clear-files',
      { type: 'cloudflare', cdn_zone: zoneA, urls: urls(1) },
      { cookie: t.user.cookie },
    );
    expect(files.statusCode).toBe(400);
    expect(files.body).toEqual(fieldErrors({ type: [cdnMessage.notConfigured('cloudflare')] }));
    expect(files.body.messages?.type?.[0]).toBe(
      'cloudflare is not configured on this server, so nothing can be purged through it. An administrator sets CLOUDFLARE_API_TOKEN to enable it.',
    );
    const zone = await bare.call(
      'clear-cdn-service/clear-zone',
      { type: 'maxcdn', zone_id: '4711' },
      { cookie: t.user.cookie },
    );
    expect(zone.body.messages).toEqual({ type: [cdnMessage.notConfigured('maxcdn')] });
    expect(await purgeRows()).toBe(rowsBefore);
  });
});
