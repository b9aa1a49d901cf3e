import {
  allFields,
  type CallPath,
  contentTypes,
  type EntityDefinition,
  entities,
  exampleValues,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { createReferences, partsOf, postMultipart, validValues } from '../../content/test-kit.ts';
import { admin, expectDocumented, ok, t } from './kit.ts';

/** Each entity's and each content type's calls, one record made, read, changed and removed. */
export function describeEntityAnswers() {
  describe('entities and content', () => {
    it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
      '%s: list, get, history, create, update, delete',
      async (_label, definition) => {
        const { calls: paths } = definition;
        const created = await ok<Record<string, unknown>>(paths.create, exampleValues(definition));
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
        // The calls a few entities have beside the five.
        if (definition.name === 'project')
          await ok('project-service/clone-project', {
            ...exampleValues(definition),
            id: created.id,
            name: 'Cloned project',
          });
        if (definition.name === 'legal-template')
          await ok('legal-template-service/get-template-versions', { id: created.id });
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
          const result = await postMultipart(t, path as CallPath, parts, admin());
          expect(result.statusCode, JSON.stringify(result.body).slice(0, 300)).toBe(200);
          expectDocumented(path, 200, result.body, 'session');
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
        const again = await ok<{ update_datetime: string }>(definition.calls.get, { id: created.id });
        await ok(definition.calls.delete, {
          id: created.id,
          update_datetime: again.update_datetime ?? updated.update_datetime,
        });
        await ok('trash-service/get-trash');
        await ok('trash-service/restore-item', { type: definition.type, id: created.id });
      },
    );
  });
}
