import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the two CDN APIs, speaking their documented protocols, for the tests
 * (integration and end-to-end). Not part of the server: only tests import this file.
 */

export interface CannedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface FakeServer {
  url: string;
  /** Answers the next requests with these instead of the normal behaviour, one each; null behaves normally. */
  queue: (CannedAnswer | null)[];
  /** Requests that passed authentication. */
  readonly requestCount: number;
  close(): Promise<void>;
}

async function listen(
  handle: (request: IncomingMessage, body: string) => CannedAnswer | Promise<CannedAnswer>,
) {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', async () => {
      const answer = await handle(request, body);
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Cloudflare API v4: bearer token, envelope { success, errors, messages, result }.

export interface CloudflarePurge {
  zoneId: string;
  files?: string[];
  purgeEverything?: boolean;
}

export interface FakeCloudflare extends FakeServer {
  /** The base URL to give the SDK (`CLOUDFLARE_API_BASE_URL`). */
  baseUrl: string;
  token: string;
  zones: { id: string; name: string }[];
  purges: CloudflarePurge[];
}

const cloudflareError = (status: number, code: number, message: string): CannedAnswer => ({
  status,
  body: { success: false, errors: [{ code, message }], messages: [], result: null },
});

export const cloudflareRateLimit = (retryAfterSeconds: number): CannedAnswer => ({
  ...cloudflareError(429, 971, 'Please wait and consider throttling your request speed'),
  headers: { 'retry-after': String(retryAfterSeconds) },
});

export { cloudflareError };

/** Not part of Cloudflare's API: lists the purges received, for tests in another process. */
export const inspectPath = '/__fake/purges';

export async function startFakeCloudflare({
  token = 'test-cloudflare-token',
  zones = [],
  purgeDelayMs = 0,
}: {
  token?: string;
  zones?: { id: string; name: string }[];
  /** How long each purge takes to answer, so a browser can watch a batched purge progress. */
  purgeDelayMs?: number;
} = {}): Promise<FakeCloudflare> {
  const prefix = '/client/v4';
  const state = {
    zones,
    purges: [] as CloudflarePurge[],
    queue: [] as (CannedAnswer | null)[],
    requestCount: 0,
  };
  const server = await listen(async (request, rawBody) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    // For end-to-end tests, which run in other processes: what this server was asked to purge.
    if (request.method === 'GET' && url.pathname === inspectPath) return { status: 200, body: state.purges };
    if (request.headers.authorization !== `Bearer ${token}`)
      return cloudflareError(403, 10000, 'Authentication error');
    state.requestCount += 1;
    const canned = state.queue.shift();
    if (canned) return canned;
    if (request.method === 'GET' && url.pathname === `${prefix}/zones`) {
      const perPage = Number(url.searchParams.get('per_page') ?? 20);
      const page = Number(url.searchParams.get('page') ?? 1);
      const result = state.zones.slice((page - 1) * perPage, page * perPage).map((zone) => ({
        ...zone,
        status: 'active',
      }));
      return {
        status: 200,
        body: {
          success: true,
          errors: [],
          messages: [],
          result,
          result_info: {
            page,
            per_page: perPage,
            count: result.length,
            total_count: state.zones.length,
            total_pages: Math.ceil(state.zones.length / perPage),
          },
        },
      };
    }
    const purge = new RegExp(`^${prefix}/zones/([^/]+)/purge_cache$`).exec(url.pathname);
    if (request.method === 'POST' && purge?.[1]) {
      const zoneId = purge[1];
      if (!state.zones.some((zone) => zone.id === zoneId))
        return cloudflareError(
          404,
          7003,
          `Could not route to /zones/${zoneId}/purge_cache, perhaps your object identifier is invalid?`,
        );
      const body = JSON.parse(rawBody || '{}') as { files?: string[]; purge_everything?: boolean };
      if (body.files && body.files.length > 30)
        return cloudflareError(400, 1015, 'You may purge up to 30 files per request');
      if (!body.files && body.purge_everything !== true)
        return cloudflareError(
          400,
          1012,
          'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
        );
      if (purgeDelayMs) await new Promise((resolve) => setTimeout(resolve, purgeDelayMs));
      state.purges.push({ zoneId, ...(body.files ? { files: body.files } : { purgeEverything: true }) });
      return { status: 200, body: { success: true, errors: [], messages: [], result: { id: zoneId } } };
    }
    return cloudflareError(404, 7000, 'No route for that URI');
  });
  return {
    ...server,
    baseUrl: `${server.url}${prefix}`,
    token,
    get zones() {
      return state.zones;
    },
    set zones(value) {
      state.zones = value;
    },
    purges: state.purges,
    queue: state.queue,
    get requestCount() {
      return state.requestCount;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// MaxCDN REST API: two-legged OAuth 1.0a (HMAC-SHA1), envelope { code, data } / { code, error }.

export interface MaxcdnPurge {
  zoneId: string;
  files: string[];
}

export interface FakeMaxcdn extends FakeServer {
  alias: string;
  consumerKey: string;
  consumerSecret: string;
  zones: { id: number; name: string; url: string; cdn_url: string }[];
  purges: MaxcdnPurge[];
  /** Signatures this server refused, to tell a bad signature from another failure. */
  refusedSignatures: number;
}

/** RFC 3986 encoding, written again here so the check does not trust the driver's own code. */
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes the HMAC-SHA1 signature of a request from its method, URL and OAuth header. */
function isSignedBy(request: IncomingMessage, url: URL, consumerKey: string, consumerSecret: string) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('OAuth ')) return false;
  const oauth = new Map(
    [...header.slice(6).matchAll(/([\w]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
      decodeURIComponent(key),
      decodeURIComponent(value),
    ]),
  );
  if (oauth.get('oauth_consumer_key') !== consumerKey || oauth.get('oauth_signature_method') !== 'HMAC-SHA1')
    return false;
  const pairs = [...url.searchParams, ...[...oauth].filter(([key]) => key !== 'oauth_signature')].map(
    ([key, value]) => [rfc3986(key), rfc3986(value)],
  );
  // Sorted by name, then by value for repeated names (RFC 5849 section 3.4.1.3.2).
  pairs.sort(([a = '', x = ''], [b = '', y = '']) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const params = pairs.map(([key, value]) => `${key}=${value}`);
  const base = [
    request.method ?? 'GET',
    rfc3986(`http://${request.headers.host}${url.pathname}`),
    rfc3986(params.join('&')),
  ].join('&');
  const expected = createHmac('sha1', `${rfc3986(consumerSecret)}&`)
    .update(base)
    .digest('base64');
  return expected === oauth.get('oauth_signature');
}

const maxcdnError = (status: number, message: string): CannedAnswer => ({
  status,
  body: { code: status, error: { type: status === 401 ? 'unauthorized' : 'bad_request', message } },
});

export { maxcdnError };

export async function startFakeMaxcdn({
  alias = 'masthead',
  consumerKey = 'test-consumer-key',
  consumerSecret = 'test-consumer-secret',
  zones = [],
}: {
  alias?: string;
  consumerKey?: string;
  consumerSecret?: string;
  zones?: FakeMaxcdn['zones'];
} = {}): Promise<FakeMaxcdn> {
  const state = {
    purges: [] as MaxcdnPurge[],
    queue: [] as (CannedAnswer | null)[],
    requestCount: 0,
    refusedSignatures: 0,
  };
  const zonesPath = `/${alias}/zones/pull.json`;
  const server = await listen((request) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (!isSignedBy(request, url, consumerKey, consumerSecret)) {
      state.refusedSignatures += 1;
      return maxcdnError(401, 'OAuth signature does not match');
    }
    state.requestCount += 1;
    const canned = state.queue.shift();
    if (canned) return canned;
    if (request.method === 'GET' && url.pathname === zonesPath) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = 50;
      return {
        status: 200,
        body: {
          code: 200,
          data: {
            page,
            pages: Math.max(1, Math.ceil(zones.length / perPage)),
            total: zones.length,
            pullzones: zones.slice((page - 1) * perPage, page * perPage),
          },
        },
      };
    }
    const purge = new RegExp(`^${zonesPath}/([^/]+)/cache$`).exec(url.pathname);
    if (request.method === 'DELETE' && purge?.[1]) {
      const zoneId = purge[1];
      if (!zones.some((zone) => String(zone.id) === zoneId)) return maxcdnError(404, 'Zone not found');
      const files = [...url.searchParams]
        .filter(([key]) => /^files\[\d+\]$/.test(key))
        .map(([, value]) => value);
      state.purges.push({ zoneId, files });
      return { status: 200, body: { code: 200 } };
    }
    return maxcdnError(404, 'Not found');
  });
  return {
    ...server,
    alias,
    consumerKey,
    consumerSecret,
    zones,
    purges: state.purges,
    queue: state.queue,
    get requestCount() {
      return state.requestCount;
    },
    get refusedSignatures() {
      return state.refusedSignatures;
    },
  };
}
