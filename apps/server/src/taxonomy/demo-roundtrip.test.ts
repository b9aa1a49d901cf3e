import { type CallPath, contentTypes } from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { seedDemo } from '../content/demo.ts';
import { partsOf, postMultipart } from '../content/test-kit.ts';
import { localMediaStorage } from '../media/local.ts';

/**
 * Every row the demo makes can be opened and saved back unchanged: what a get call answers, an
 * update call accepts. A stored value no form can show or no rule accepts (a level missing from
 * the choices, a field the update does not know) fails here, for every entity at once.
 */
const t = fileTestAppSignedIn();
beforeAll(async () => {
  await seedDemo(t.database.db, localMediaStorage(t.dataDir), { perType: 8 });
  // Entities the demo does not make: one of each, made as a user would.
  await t.as('attribute-service/create-attribute', { name: 'attribute.hot', level: 'game' });
  await t.as('allowed-ip-service/create-ip', { ip: '10.0.0.0/23', description: 'Office' });
  await t.as('legal-template-service/create-template', {
    title: 'Terms',
    content: '<p>Be nice.</p>',
    type: 'TERMS_OF_USE',
    level: 'CONTENT_TYPE',
    content_types: ['game'],
  });
});

/**
 * Keys a get call answers that are the server's to set, which no form sends back: when a row
 * was made, and per entity who saved it (`username`, `author`, `updated_by`), what the server
 * derives (a content item's `media`, from its files, and `content_id`) and what the console
 * keeps without editing (a project's `config`). Everything else is sent as it was read.
 */
const answerOnly = ['creation_datetime'];
const withoutAnswerOnly = (row: Record<string, unknown>, also: readonly string[] = []) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !answerOnly.includes(key) && !also.includes(key)));

const jsonEntities: {
  name: string;
  list: CallPath;
  get: CallPath;
  update: CallPath;
  serverSet?: string[];
}[] = [
  {
    name: 'users',
    list: 'user-service/get-all-users',
    get: 'user-service/get-user',
    update: 'user-service/update-user',
  },
  {
    name: 'projects',
    list: 'project-service/get-all-projects',
    get: 'project-service/get-project',
    update: 'project-service/update-project',
    serverSet: ['config'],
  },
  {
    name: 'tags',
    list: 'tag-service/get-tags',
    get: 'tag-service/get-tag',
    update: 'tag-service/update-tag',
  },
  {
    name: 'categories',
    list: 'category-service/get-categories',
    get: 'category-service/get-category',
    update: 'category-service/update-category',
  },
  {
    name: 'attributes',
    list: 'attribute-service/get-attributes',
    get: 'attribute-service/get-attribute',
    update: 'attribute-service/update-attribute',
  },
  {
    name: 'legal documents',
    list: 'legal-template-service/get-current-templates',
    get: 'legal-template-service/get-template',
    update: 'legal-template-service/update-template',
    serverSet: ['author'],
  },
  {
    name: 'allowed IPs',
    list: 'allowed-ip-service/get-ips',
    get: 'allowed-ip-service/get-ip',
    update: 'allowed-ip-service/update-ip',
    serverSet: ['username'],
  },
];

const idsOf = async (list: CallPath) => {
  const result = await t.as(list, {});
  expect(result.statusCode, list).toBe(200);
  return (result.body.data as { id: number }[]).map((row) => row.id);
};

describe.each(jsonEntities)('every one of the $name', ({ list, get, update, serverSet }) => {
  it('saves back unchanged with 200', async () => {
    const ids = await idsOf(list);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const read = await t.as(get, { id });
      expect(read.statusCode, `${get} ${id}`).toBe(200);
      const saved = await t.as(
        update,
        withoutAnswerOnly(read.body.data as Record<string, unknown>, serverSet),
      );
      expect({ id, status: saved.statusCode, body: saved.body.status === 'OK' ? 'OK' : saved.body }).toEqual({
        id,
        status: 200,
        body: 'OK',
      });
    }
  });
});

describe.each(contentTypes)('every demo $label', (definition) => {
  it('saves back unchanged with 200', async () => {
    const ids = await idsOf(definition.calls.list as CallPath);
    expect(ids.length).toBe(8);
    for (const id of ids) {
      const read = await t.as(definition.calls.get as CallPath, { id });
      expect(read.statusCode).toBe(200);
      const values = withoutAnswerOnly(read.body.data as Record<string, unknown>, [
        'content_id',
        'media',
        'updated_by',
      ]);
      const saved = await postMultipart(
        t,
        definition.calls.update as CallPath,
        partsOf(definition, values),
        t.user.cookie,
      );
      expect({ id, status: saved.statusCode, body: saved.body.status === 'OK' ? 'OK' : saved.body }).toEqual({
        id,
        status: 200,
        body: 'OK',
      });
    }
  });
});
