import type { CallPath } from '@masthead/contract';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, expect } from 'vitest';
import { type CallOptions, fileTestApp } from '../../../test/harness.ts';
import {
  type FakeCloudflare,
  type FakeMaxcdn,
  startFakeCloudflare,
  startFakeMaxcdn,
} from '../../cdn/testing/fake-cdn.ts';

/**
 * What the files of openapi-answers/ share: one app (on the file's database, with both CDN
 * types pointing at local fakes), the document it serves, and the check of an answer against
 * it. Only openapi-answers.test.ts imports this, so every area fills the same `answeredOk`.
 */

export const cdnZones = {
  cloudflare: { id: '023e105f4ecef8ad9ca31a8372d0c353', name: 'site.example.com' },
  maxcdn: {
    id: 4711,
    name: 'static',
    url: 'https://origin.example.com',
    cdn_url: 'static.example.netdna-cdn.com',
  },
};

export const fakes = {} as { cloudflare: FakeCloudflare; maxcdn: FakeMaxcdn };
beforeAll(async () => {
  fakes.cloudflare = await startFakeCloudflare({ zones: [cdnZones.cloudflare] });
  fakes.maxcdn = await startFakeMaxcdn({ zones: [cdnZones.maxcdn] });
});
afterAll(async () => {
  await fakes.cloudflare.close();
  await fakes.maxcdn.close();
});

// After the fakes' hooks: the app starts once they listen, and closes before they do.
export const t = fileTestApp(() => ({
  config: {
    cdn: {
      cloudflare: { apiToken: fakes.cloudflare.token, baseUrl: fakes.cloudflare.baseUrl },
      maxcdn: {
        alias: fakes.maxcdn.alias,
        consumerKey: fakes.maxcdn.consumerKey,
        consumerSecret: fakes.maxcdn.consumerSecret,
        baseUrl: fakes.maxcdn.url,
      },
    },
  },
}));

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
let document: { paths: Record<string, { post: Operation }> };
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
/** Calls whose OK answer was checked; a call of the table missing here fails the last test. */
export const answeredOk = new Set<string>();
/** Error statuses checked, by status, for the test that each listed one was seen. */
export const answeredErrors = new Set<number>();
let adminCookie = '';

beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  ajv.addSchema(document, 'openapi');
  adminCookie = await t.adminCookie();
});

/** The session cookie of a user holding every permission, signed in once for the file. */
export const admin = () => adminCookie;
export const operationOf = (path: string) => document.paths[`/api/${path}`]?.post;

const pointer = (...parts: string[]) =>
  `openapi#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** How a request proved who made it, as the document's security scheme names it. */
export type Credential = 'session' | 'personalToken' | 'impressionKey' | 'none';

/**
 * Checks one answer against what the document says the call answers with that status, and
 * that the document lets the call be made the way it was (its security requirement).
 */
export function expectDocumented(path: string, statusCode: number, body: unknown, credential?: Credential) {
  const operation = operationOf(path);
  const responses = operation?.responses ?? {};
  expect(Object.keys(responses), `${path} answered ${statusCode}, which its document omits`).toContain(
    String(statusCode),
  );
  // Public calls read a session when there is one; the others must name how they were made.
  if (statusCode === 200 && credential && credential !== 'none' && operation?.security?.length) {
    const schemes = (operation?.security ?? []).flatMap((requirement) => Object.keys(requirement));
    expect(schemes, `${path} was made with ${credential}`).toContain(credential);
  }
  const schemaRef =
    statusCode === 200
      ? pointer('paths', `/api/${path}`, 'post', 'responses', '200', 'content', 'application/json', 'schema')
      : pointer('components', 'responses', String(statusCode), 'content', 'application/json', 'schema');
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`no schema at ${schemaRef}`);
  const valid = validate(body);
  expect(validate.errors ?? [], `${path} ${statusCode}: ${JSON.stringify(body).slice(0, 400)}`).toEqual([]);
  expect(valid).toBe(true);
  if (statusCode === 200) answeredOk.add(path);
  else answeredErrors.add(statusCode);
}

const credentialOf = (options: CallOptions): Credential => {
  const authorization = options.headers?.authorization ?? '';
  if (authorization.startsWith('Bearer mht_')) return 'personalToken';
  if (authorization.startsWith('Bearer ')) return 'impressionKey';
  return options.cookie ? 'session' : 'none';
};

/** Makes a call (as the admin unless told otherwise), checks its OK answer; answers its data. */
export async function ok<T = never>(
  path: string,
  body: Record<string, unknown> = {},
  options: CallOptions = { cookie: admin() },
): Promise<T> {
  const result = await t.call(path as CallPath, body, options);
  expect(result.statusCode, `${path}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  expectDocumented(path, 200, result.body, credentialOf(options));
  return result.body.data as T;
}

/** Makes a call that must fail with `statusCode`, and checks its answer is the documented one. */
export async function refused(
  path: string,
  statusCode: number,
  body: Record<string, unknown> = {},
  options: CallOptions = { cookie: admin() },
) {
  const result = await t.call(path as CallPath, body, options);
  expect(result.statusCode, `${path}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(statusCode);
  expectDocumented(path, statusCode, result.body, credentialOf(options));
  return result.body;
}

/**
 * A call answering a file rather than JSON: the document must name its media type and its
 * Content-Disposition header, and the text must be what that media type's schema allows.
 */
export function expectDocumentedFile(
  path: string,
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
) {
  expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
  const documented = operationOf(path)?.responses['200'];
  const mediaType = String(answer.headers['content-type']).split(';')[0] ?? '';
  expect(Object.keys(documented?.content ?? {}), `${path} answered ${mediaType}`).toEqual([mediaType]);
  expect(Object.keys(documented?.headers ?? {})).toContain('Content-Disposition');
  for (const header of Object.keys(documented?.headers ?? {}))
    expect(answer.headers, `${path} sends the header ${header}`).toHaveProperty(header.toLowerCase());
  expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"/);
  const schemaRef = pointer(
    'paths',
    `/api/${path}`,
    'post',
    'responses',
    '200',
    'content',
    mediaType,
    'schema',
  );
  const validate = ajv.getSchema(schemaRef);
  if (!validate) throw new Error(`no schema at ${schemaRef}`);
  expect(validate(answer.body)).toBe(true);
  answeredOk.add(path);
}
