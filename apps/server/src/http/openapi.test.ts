import {
  type CallPath,
  callDescriptions,
  calls,
  type EntityDefinition,
  entities,
  entityRowSchema,
  entitySchemaName,
  exampleValues,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';

const t = fileTestApp();

describe('the API description', () => {
  it('describes every call of the table, with who may make it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const described = Object.keys(document.paths);
    expect(described.sort()).toEqual(
      Object.keys(calls)
        .map((path) => `/api/${path}`)
        .sort(),
    );
    const createUser = document.paths['/api/user-service/create-user'].post;
    expect(createUser.description).toBe('Needs one of the permissions: create_user.');
    expect(createUser.requestBody.content['application/json'].schema.properties.username).toBeDefined();
    expect(document.paths['/api/user-service/login'].post.security).toEqual([]);
  });

  it('has a sentence for every call: a call without one fails here', () => {
    const undescribed = Object.keys(calls).filter(
      (path) => !callDescriptions[path as keyof typeof calls]?.trim(),
    );
    expect(undescribed).toEqual([]);
  });
});

/** A value's type in JSON Schema's words. */
const jsonType = (value: unknown) => {
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return value === null ? 'null' : typeof value;
};

describe('the schemas of the entities’ rows', () => {
  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: its calls answer rows of exactly the keys and types its schema lists',
    async (_label, definition) => {
      const cookie = await t.adminCookie();
      const answer = async (path: string, body: Record<string, unknown>) => {
        const result = await t.call(path as CallPath, body, { cookie });
        expect(result.body, path).toMatchObject({ status: 'OK' });
        return result.body.data as unknown;
      };
      const created = (await answer(definition.calls.create, exampleValues(definition))) as { id: number };
      const got = await answer(definition.calls.get, { id: created.id });
      const listed = ((await answer(definition.calls.list, {})) as { id: number }[]).find(
        (row) => row.id === created.id,
      );

      const schema = entityRowSchema(definition);
      const typesListed = Object.fromEntries(
        Object.entries(schema.properties).map(([key, property]) => [key, property.type]),
      );
      for (const row of [created, got, listed])
        expect(
          Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, jsonType(value)])),
        ).toEqual(typesListed);

      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const name = entitySchemaName(definition);
      expect(document.components.schemas[name]).toEqual(schema);
      const dataOf = (path: string) =>
        document.paths[`/api/${path}`].post.responses['200'].content['application/json'].schema.properties
          .data;
      const ref = { $ref: `#/components/schemas/${name}` };
      expect(dataOf(definition.calls.get)).toEqual(ref);
      expect(dataOf(definition.calls.list)).toEqual({ type: 'array', items: ref });
    },
  );
});
