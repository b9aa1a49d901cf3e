import {
  type CallPath,
  calls,
  type EntityDefinition,
  entities,
  exampleValues,
  globalMessage,
  isAllowed,
  permissionNames,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';

/**
 * Every entity of the contract, walked from its definition alone: what its derived calls
 * answer is the same for all of them, so a new entity is checked here without a line more.
 */
const t = fileTestAppSignedIn();

type Row = Record<string, unknown> & { id: number };
const call = (path: string, body: Record<string, unknown>, cookie?: string) =>
  t.call(path as CallPath, body, cookie ? { cookie } : {});

describe.each(entities.map((definition) => [definition.name, definition as EntityDefinition] as const))(
  '%s',
  (_name, definition) => {
    const { calls: paths, versionedBy } = definition;
    const allPaths = Object.values(paths).filter((path): path is string => path !== undefined);
    const create = async () => {
      const result = await call(paths.create, exampleValues(definition), t.user.cookie);
      expect(result.body, JSON.stringify(result.body)).toMatchObject({ status: 'OK' });
      return result.body.data as Row;
    };
    /** An update that changes nothing but names the version it was made over. */
    const updateOf = (row: Row, version: unknown) => {
      const values = exampleValues(definition);
      const fields = Object.fromEntries(
        definition.fields
          .filter((field) => field.kind !== 'password')
          .map((field) => [field.key, row[field.key] ?? values[field.key]]),
      );
      return { ...fields, id: row.id, [versionedBy]: version };
    };

    it('refuses every call without a session (401)', async () => {
      for (const path of allPaths) expect((await call(path, {})).statusCode, path).toBe(401);
    });

    it('refuses every call to a signed-in user lacking its permission (403)', async () => {
      for (const path of allPaths) {
        const required = calls[path as CallPath].access;
        const lacking = permissionNames.find((name) => !isAllowed([name], required));
        if (!lacking) continue;
        const result = await call(path, {}, await t.holderOf(lacking));
        expect(result.statusCode, `${path} as ${lacking}`).toBe(403);
      }
    });

    it('refuses an empty create with the envelope and a field error (400)', async () => {
      const result = await call(paths.create, {}, t.user.cookie);
      expect(result.statusCode).toBe(400);
      expect(result.body).toMatchObject({ status: 'ERROR', message: globalMessage.fixFields });
      const firstRequired = definition.fields.find((field) => field.required && !field.onlyWhen);
      expect(result.body.messages?.[firstRequired?.key ?? '']?.length).toBeGreaterThan(0);
    });

    it('answers 404 for an id that does not exist', async () => {
      const missing = { id: 2_000_000_000 };
      const notFound = { status: 'ERROR', message: globalMessage.notFound(definition.label) };
      for (const path of [paths.get, paths.history, paths.delete, paths.usage]) {
        if (!path) continue;
        const result = await call(path, missing, t.user.cookie);
        expect(result.statusCode, path).toBe(404);
        expect(result.body, path).toMatchObject(notFound);
      }
      const update = await call(paths.update, updateOf({ id: missing.id }, undefined), t.user.cookie);
      expect(update.statusCode).toBe(404);
    });

    it('lists, gets and records a created row', async () => {
      const row = await create();
      const list = (await call(paths.list, {}, t.user.cookie)).body.data as Row[];
      expect(list.map((item) => item.id)).toContain(row.id);
      expect((await call(paths.get, { id: row.id }, t.user.cookie)).body.data).toEqual(row);
      if (paths.history) {
        const history = (await call(paths.history, { id: row.id }, t.user.cookie)).body.data as {
          action: string;
        }[];
        expect(history.map((entry) => entry.action)).toContain('create');
      }
    });

    it(`refuses an update over an older ${versionedBy} (409)`, async () => {
      const row = await create();
      const loaded = row[versionedBy];
      const saved = await call(paths.update, updateOf(row, loaded), t.user.cookie);
      expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ status: 'OK' });
      expect((saved.body.data as Row)[versionedBy]).not.toEqual(loaded);
      const stale = await call(paths.update, updateOf(row, loaded), t.user.cookie);
      expect(stale.statusCode).toBe(409);
      expect(stale.body.status).toBe('ERROR');
    });

    // Only some entities can be deleted: a test is made for those, none skipped for the others.
    const { delete: deletePath } = paths;
    if (deletePath)
      it('deletes a row, which then is gone (404)', async () => {
        const row = await create();
        const deleted = await call(deletePath, { id: row.id }, t.user.cookie);
        expect(deleted.body).toEqual({ status: 'OK', data: null });
        expect((await call(paths.get, { id: row.id }, t.user.cookie)).statusCode).toBe(404);
      });
  },
);
