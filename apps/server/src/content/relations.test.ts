import { allFields, type ContentItem, type ContentRelations, game } from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestAppSignedIn } from '../../test/harness.ts';
import { createReferences, partsOf, postMultipart, type References, validValues } from './test-kit.ts';

/** content-service/get-content-relations: every item's projects, categories and tags with their names. */
const t = fileTestAppSignedIn();
let references: References;
beforeAll(async () => {
  references = await createReferences(t, game);
});

const relations = async () =>
  (await t.as('content-service/get-content-relations', { type: 'game' })).body.data as ContentRelations;

async function saveGame(path: 'create-game' | 'update-game', overrides: Record<string, unknown> = {}) {
  const values = { ...validValues(allFields(game), game, references), ...overrides };
  const result = await postMultipart(t, `game-service/${path}`, partsOf(game, values), t.user.cookie);
  expect(result.statusCode).toBe(200);
  return result.body.data as ContentItem;
}

describeAccess(
  () => t,
  [
    {
      path: 'content-service/get-content-relations',
      allowed: ['access_all_contents'],
      body: () => ({ type: 'game' }),
    },
  ],
);

describe('get-content-relations', () => {
  it('answers each item’s ids and the names of what they name, in one answer', async () => {
    const item = await saveGame('create-game');
    const answer = await relations();
    expect(answer.items).toContainEqual([
      item.id,
      [references.projectId],
      [references.categoryId],
      [references.tagId],
    ]);
    expect(answer.names.projects[references.projectId]).toEqual(expect.any(String));
    expect(answer.names.categories[references.categoryId]).toBe('Fun game');
    expect(answer.names.tags[references.tagId]).toBe('Hot game');
  });

  it('follows a save of the item and a rename of its tag', async () => {
    const item = await saveGame('create-game');
    await relations();
    await saveGame('update-game', {
      id: item.id,
      update_datetime: item.update_datetime,
      categories: [],
      tags: {},
    });
    expect((await relations()).items).toContainEqual([item.id, [references.projectId], [], []]);

    const tag = (await t.as('tag-service/get-tag', { id: references.tagId })).body.data;
    const { id, level, description, status, update_datetime } = tag;
    const renamed = await t.as('tag-service/update-tag', {
      id,
      level,
      description,
      status,
      update_datetime,
      name: 'Renamed hot game',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await relations()).names.tags[references.tagId]).toBe('Renamed hot game');
  });

  it('lets the CSV export show and filter an item’s tags by name', async () => {
    const item = await saveGame('create-game', { title: 'Tagged for export' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/export-service/export-list',
      headers: { cookie: t.user.cookie },
      payload: {
        list: 'content/game',
        filters: { tags: String(references.tagId), title: 'tagged for export' },
        columns: ['id', 'tags', 'projects'],
      },
    });
    expect(response.statusCode).toBe(200);
    const names = (await relations()).names;
    expect(response.body).toBe(
      `\uFEFFID,Tags,Projects\r\n${item.id},${names.tags[references.tagId]},${names.projects[references.projectId]}\r\n`,
    );
  });

  it('refuses a type there is none of', async () => {
    const result = await t.as('content-service/get-content-relations', { type: 'nothing' } as never);
    expect(result.statusCode).toBe(400);
  });
});
