import {
  allFields,
  type ContentItem,
  type ContentTypeDefinition,
  contentMessage,
  contentTypes,
  emptyValue,
  fieldMessage,
  globalMessage,
  permissionNames,
} from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateTimePattern, fileTestAppSignedIn } from '../../test/harness.ts';
import { createReferences, partsOf, postMultipart, type References, validValues } from './test-kit.ts';

/**
 * Every content type through its own calls, driven by its definition: a ninth type is tested
 * by adding its file. Files have their own suite (media.test.ts).
 */
const t = fileTestAppSignedIn();

const fieldsWithMax = (definition: ContentTypeDefinition) =>
  allFields(definition).filter(
    (field): field is typeof field & { max: number } =>
      'max' in field && field.kind !== 'youtube' && !field.onlyWhen,
  );

describe.each(contentTypes.map((definition) => ({ definition, label: definition.label })))(
  '$label',
  ({ definition }) => {
    let references: References;
    let valid: Record<string, unknown>;
    const save = (values: Record<string, unknown>, cookie = t.user.cookie) =>
      postMultipart(t, definition.calls.create as never, partsOf(definition, values), cookie);
    const get = async (id: number) =>
      (await t.as(definition.calls.get as never, { id })).body.data as ContentItem;

    beforeAll(async () => {
      references = await createReferences(t, definition);
      valid = validValues(allFields(definition), definition, references);
    });

    it('creates an item and answers it in the shape it was sent; get answers the same', async () => {
      const created = await save(valid);
      expect(created.body.status, JSON.stringify(created.body)).toBe('OK');
      const item = created.body.data as ContentItem;
      expect(item).toMatchObject({
        type: definition.type,
        title: valid.title,
        keywords: 'fun,puzzle',
        status: 'ACTIVE',
        projects: [references.projectId],
        updated_by: expect.any(String),
      });
      expect(item.content_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(item.creation_datetime).toMatch(dateTimePattern);
      for (const field of definition.fields) {
        if (field.kind === 'file') expect(item[field.key], field.key).toBe('');
        else if (field.kind === 'integer') expect(item[field.key], field.key).toBe(640);
        else expect(item[field.key], field.key).toEqual(valid[field.key] ?? emptyValue(field));
      }
      if (definition.tagLevel)
        expect(item.tags).toEqual({ [String(references.projectId)]: [references.tagId] });
      if (definition.categoryLevel) expect(item.categories).toEqual([references.categoryId]);
      expect(await get(item.id)).toEqual(item);
    });

    it('lists its items with the columns of its definition, and no item of another type', async () => {
      const created = (await save({ ...valid, title: 'Listed one' })).body.data as ContentItem;
      const list = await t.as(definition.calls.list as never, {});
      expect(list.statusCode).toBe(200);
      const rows = list.body.data as Record<string, unknown>[];
      const row = rows.find((candidate) => candidate.id === created.id);
      expect(Object.keys(row ?? {}).sort()).toEqual([...new Set(['id', ...definition.columns])].sort());
      expect(row?.title).toBe('Listed one');
      expect(rows.every((candidate) => typeof candidate.id === 'number')).toBe(true);
      const others = contentTypes.filter((other) => other !== definition);
      for (const other of others.slice(0, 1)) {
        const otherList = await t.as(other.calls.list as never, {});
        expect((otherList.body.data as { id: number }[]).some((r) => r.id === created.id)).toBe(false);
      }
    });

    it('updates an item, and a stale update_datetime is refused with 409 naming who changed it', async () => {
      const created = (await save(valid)).body.data as ContentItem;
      const update = (values: Record<string, unknown>) =>
        postMultipart(t, definition.calls.update as never, partsOf(definition, values), t.user.cookie);
      const first = await update({
        ...valid,
        id: created.id,
        update_datetime: created.update_datetime,
        title: 'Renamed',
      });
      expect(first.body.status, JSON.stringify(first.body)).toBe('OK');
      const updated = first.body.data as ContentItem;
      expect(updated.title).toBe('Renamed');
      expect(updated.update_datetime > created.update_datetime).toBe(true);
      expect(await get(created.id)).toEqual(updated);

      const stale = await update({
        ...valid,
        id: created.id,
        update_datetime: created.update_datetime,
        title: 'Mine',
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.body.message).toBe(
        globalMessage.editConflict({
          what: `This ${definition.label.toLowerCase()}`,
          who: updated.updated_by ?? '',
          when: updated.update_datetime,
        }),
      );
      expect((await get(created.id)).title).toBe('Renamed');
    });

    it('refuses each required field when it is missing, with "is required"', async () => {
      const required = allFields(definition).filter((field) => field.required && !field.onlyWhen);
      expect(required.length).toBeGreaterThan(0);
      for (const field of required) {
        const { [field.key]: _left, ...rest } = valid;
        const result = await save(rest);
        expect(result.statusCode, field.key).toBe(400);
        expect(result.body.messages?.[field.key], field.key).toContain(fieldMessage.required);
      }
    });

    it('takes each text at its limit and refuses one symbol more', async () => {
      for (const field of fieldsWithMax(definition)) {
        const atLimit = await save({ ...valid, [field.key]: 'a'.repeat(field.max) });
        expect(atLimit.body.status, `${field.key} at ${field.max}`).toBe('OK');
        const over = await save({ ...valid, [field.key]: 'a'.repeat(field.max + 1) });
        expect(over.statusCode, field.key).toBe(400);
        expect(over.body.messages?.[field.key], field.key).toEqual([fieldMessage.atMost(field.max)]);
      }
    });

    it('refuses choices outside their list and numbers below 1', async () => {
      for (const field of allFields(definition)) {
        if (field.kind === 'choice') {
          const result = await save({ ...valid, [field.key]: 'OTHER' });
          expect(result.body.messages?.[field.key], field.key).toEqual([fieldMessage.invalid]);
        }
        if (field.kind === 'integer') {
          const zero = await save({ ...valid, [field.key]: '0' });
          expect(zero.body.messages?.[field.key], field.key).toEqual([fieldMessage.positiveInteger]);
          const one = await save({ ...valid, [field.key]: '1' });
          expect(one.body.status, field.key).toBe('OK');
        }
      }
    });

    it('stores rich text without scripts, handlers or javascript: links, and plain text exactly as typed', async () => {
      const hostile =
        '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
      const values: Record<string, unknown> = { ...valid, title: '<b>Title</b> & "quotes"' };
      for (const field of definition.fields) if (field.kind === 'richText') values[field.key] = hostile;
      const item = (await save(values)).body.data as ContentItem;
      expect(item.title).toBe('<b>Title</b> & "quotes"');
      for (const field of definition.fields) {
        if (field.kind !== 'richText') continue;
        expect(item[field.key]).toBe('<p>Hi <b>there</b><a>x</a></p>');
      }
    });

    it('refuses tags of a project the item does not belong to, and ids that do not exist', async () => {
      if (definition.tagLevel) {
        const result = await save({ ...valid, tags: { '999999': [references.tagId] } });
        expect(result.body.messages?.tags).toEqual([contentMessage.includeProjectForTags('999999')]);
      }
      const missing = await save({ ...valid, projects: [999999], tags: {} });
      expect(missing.body.messages?.projects).toEqual([contentMessage.unknownIds([999999])]);
    });

    it('lets only create_content create, and only update_content update', async () => {
      for (const permission of permissionNames) {
        const cookie = await t.holderOf(permission);
        const result = await save(valid, cookie);
        expect(result.statusCode, permission).toBe(permission === 'create_content' ? 200 : 403);
      }
      const created = (await save(valid)).body.data as ContentItem;
      let current = created.update_datetime;
      for (const permission of permissionNames) {
        const cookie = await t.holderOf(permission);
        const result = await postMultipart(
          t,
          definition.calls.update as never,
          partsOf(definition, { ...valid, id: created.id, update_datetime: current }),
          cookie,
        );
        expect(result.statusCode, permission).toBe(permission === 'update_content' ? 200 : 403);
        if (result.statusCode === 200) current = (result.body.data as ContentItem).update_datetime;
      }
    });
  },
);
