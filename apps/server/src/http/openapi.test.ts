import {
  callDescriptions,
  calls,
  type EntityDefinition,
  entities,
  entitySchemaName,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, publicUrl } from '../../test/harness.ts';

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

describe('the schemas of the entities’ rows', () => {
  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: its calls answer its row by reference to one named schema',
    async (_label, definition) => {
      const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
      const name = entitySchemaName(definition);
      expect(document.components.schemas[name]).toMatchObject({
        type: 'object',
        additionalProperties: false,
      });
      const dataOf = (path: string) =>
        document.paths[`/api/${path}`].post.responses['200'].content['application/json'].schema.properties
          .data;
      const ref = { $ref: `#/components/schemas/${name}` };
      expect(dataOf(definition.calls.get)).toEqual(ref);
      expect(dataOf(definition.calls.list)).toEqual({ type: 'array', items: ref });
    },
  );

  it('serves the document well below its old 478 KiB, its server from PUBLIC_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.body.length).toBeLessThan(300 * 1024);
    expect(response.json().servers[0].url).toBe(publicUrl);
    const tag =
      response.json().paths['/api/tag-service/create-tag'].post.requestBody.content['application/json']
        .schema;
    expect(tag.required).toEqual(['name']);
    expect(tag.properties.level.items.enum).toContain('game');
  });
});
