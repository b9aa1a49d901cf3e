import {
  allFields,
  type CallPath,
  calls,
  contentTypes,
  type EntityDefinition,
  entities,
  exampleValues,
} from '@masthead/contract';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';
import { createReferences, partsOf, postMultipart, validValues } from '../content/test-kit.ts';

/**
 * Real answers of every call, success and error, checked against the served OpenAPI document
 * with a JSON Schema 2020-12 validator: what the document promises is what the server says.
 */
const t = fileTestApp();
let document: {
  paths: Record<string, { post: { responses: Record<string, unknown> } }>;
  components: { responses: Record<string, { content: Record<string, { schema: unknown }> }> };
};
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
/** Calls whose OK answer was checked; a call of the table missing here fails the last test. */
const answeredOk = new Set<string>();
let cookie = '';

beforeAll(async () => {
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  ajv.addSchema(document, 'openapi');
  cookie = await t.adminCookie();
});

const pointer = (...parts: string[]) =>
  `openapi#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** Checks one answer against what the document says the call answers with that status. */
function expectDocumented(path: string, statusCode: number, body: unknown) {
  const responses = document.paths[`/api/${path}`]?.post.responses ?? {};
  expect(Object.keys(responses), `${path} answered ${statusCode}, which its document omits`).toContain(
    String(statusCode),
  );
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
}

/** Makes a call as the admin and checks its answer; answers its data. */
async function ok(path: string, body: Record<string, unknown> = {}) {
  const result = await t.call(path as CallPath, body, { cookie });
  expect(result.statusCode, `${path}: ${JSON.stringify(result.body).slice(0, 300)}`).toBe(200);
  expectDocumented(path, 200, result.body);
  return result.body.data as never;
}

describe('every answer matches the document', () => {
  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: list, get, history, create, update, delete',
    async (_label, definition) => {
      const { calls: paths } = definition;
      const created = (await ok(paths.create, exampleValues(definition))) as Record<string, unknown>;
      await ok(paths.get, { id: created.id });
      await ok(paths.list);
      if (paths.history) await ok(paths.history, { id: created.id });
      const changes: Record<string, unknown> = { ...exampleValues(definition), id: created.id };
      if (definition.versionedBy === 'update_datetime')
        Object.assign(changes, { update_datetime: created.update_datetime });
      else Object.assign(changes, { version: created.version });
      for (const field of definition.fields) if (field.kind === 'password') delete changes[field.key];
      if (definition.name === 'user')
        Object.assign(changes, { username: created.username, email: created.email });
      await ok(paths.update, changes);
      if (paths.usage) await ok(paths.usage, { id: created.id });
      if (paths.delete) await ok(paths.delete, { id: created.id });
    },
  );

  it.each(contentTypes.map((definition) => [definition.label, definition] as const))(
    '%s: create, get, list, update, delete, restore',
    async (_label, definition) => {
      const references = await createReferences(t, definition);
      const values = validValues(allFields(definition), definition, references);
      const save = async (path: string, parts: ReturnType<typeof partsOf>) => {
        const result = await postMultipart(t, path as CallPath, parts, cookie);
        expect(result.statusCode, JSON.stringify(result.body).slice(0, 300)).toBe(200);
        expectDocumented(path, 200, result.body);
        return result.body.data as { id: number; update_datetime: string };
      };
      const created = await save(definition.calls.create, partsOf(definition, values));
      await ok(definition.calls.get, { id: created.id });
      await ok(definition.calls.list);
      const updated = await save(definition.calls.update, [
        ...partsOf(definition, values),
        ['id', String(created.id)],
        ['update_datetime', created.update_datetime],
      ]);
      await ok('content-service/get-content-history', { id: created.id });
      await ok('content-service/get-content-choices', { type: definition.type });
      await ok('content-service/get-content-relations', { type: definition.type });
      await ok('content-service/set-status', {
        type: definition.type,
        ids: [created.id],
        status: 'INACTIVE',
      });
      const again = (await ok(definition.calls.get, { id: created.id })) as { update_datetime: string };
      await ok(definition.calls.delete, {
        id: created.id,
        update_datetime: again.update_datetime ?? updated.update_datetime,
      });
      await ok('trash-service/get-trash');
      await ok('trash-service/restore-item', { type: definition.type, id: created.id });
    },
  );
});

describe('the calls beside the entities and content', () => {
  it('answers of the signed-in user, the dashboard, sessions, views, search, CDN and API keys', async () => {
    const me = (await ok('user-service/is-logged-in')) as { id: number };
    await ok('user-service/get-permission-map');
    await ok('dashboard-service/get-project-counts');
    await ok('dashboard-service/get-content-counts');
    await ok('user-service/get-user-two-factor', { id: me.id });
    await ok('legal-template-service/get-project-choices');
    await ok('session-service/get-my-sessions');
    await ok('session-service/get-user-sessions', { id: me.id });
    await ok('view-service/get-views', { list: 'tags' });
    await ok('search-service/search', { q: 'a' });
    await ok('clear-cdn-service/get-cdn-types');
    await ok('clear-cdn-service/get-recent-purges');
    const key = (await ok('stat-content-impression-service/create-api-key', { name: 'Site A' })) as {
      id: number;
    };
    await ok('stat-content-impression-service/get-api-keys');
    await ok('stat-content-impression-service/revoke-api-key', { id: key.id });
    await ok('user-service/start-two-factor-enrolment');
  });

  it('every call refused answers the documented error envelope', async () => {
    for (const path of Object.keys(calls)) {
      // Without a session (401 for calls that need one), then with a field no call declares (400).
      for (const options of [{}, { cookie }]) {
        const result = await t.call(path as CallPath, { not_a_field: 1 }, options);
        if (result.statusCode === 200) continue;
        expectDocumented(path, result.statusCode, result.body);
      }
    }
  });
});

afterAll(() => {
  // Printed for whoever extends the list below.
  const missing = Object.keys(calls).filter((path) => !answeredOk.has(path));
  if (missing.length) console.info(`calls without a checked OK answer: ${missing.join(', ')}`);
});
