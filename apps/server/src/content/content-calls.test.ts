import {
  type AuditEntry,
  allFields,
  type ContentChoices,
  type ContentCounts,
  type ContentItem,
  contentTypes,
  game,
  recipe,
} from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestAppSignedIn, idOfNew } from '../../test/harness.ts';
import { categories, tags } from '../db/schema.ts';
import { createReferences, partsOf, postMultipart, type References, validValues } from './test-kit.ts';

/** The calls beside each type's four: history, the form's choices and the dashboard's counts. */
const t = fileTestAppSignedIn();
let references: References;
beforeAll(async () => {
  references = await createReferences(t, game);
});

const createGame = async (overrides: Record<string, unknown> = {}) => {
  const values = { ...validValues(allFields(game), game, references), ...overrides };
  const result = await postMultipart(t, 'game-service/create-game', partsOf(game, values), t.user.cookie);
  return result.body.data as ContentItem;
};

const readers = ['access_all_contents', 'update_content'] as const;
describeAccess(
  () => t,
  [
    ...contentTypes.map((definition) => ({
      path: definition.calls.list as never,
      allowed: ['access_all_contents'] as const,
      body: () => ({}),
    })),
    { path: 'game-service/get-game', allowed: readers, body: async () => ({ id: (await createGame()).id }) },
    { path: 'content-service/get-content-history', allowed: readers, body: idOfNew(createGame) },
    {
      path: 'content-service/get-content-choices',
      allowed: ['create_content', 'update_content', 'access_all_contents'],
      body: () => ({ type: 'game' }),
    },
    { path: 'dashboard-service/get-content-counts', allowed: ['access_all_contents'], body: () => ({}) },
  ],
);

describe('get-content-counts', () => {
  it('counts the items of each type, zero included, as they are created', async () => {
    const counts = async () =>
      (await t.as('dashboard-service/get-content-counts', {})).body.data as ContentCounts;
    const before = await counts();
    expect(Object.keys(before).sort()).toEqual(contentTypes.map((definition) => definition.type).sort());
    await createGame();
    await createGame();
    expect(await counts()).toEqual({ ...before, game: before.game + 2 });
  });
});

describe('get-content-history', () => {
  it('records the create and each update field by field, newest first, with who made them', async () => {
    const item = await createGame({ title: 'First title' });
    await postMultipart(
      t,
      'game-service/update-game',
      partsOf(game, {
        ...validValues(allFields(game), game, references),
        id: item.id,
        update_datetime: item.update_datetime,
        title: 'Second title',
      }),
      t.user.cookie,
    );
    const result = await t.as('content-service/get-content-history', { id: item.id });
    const history = result.body.data as AuditEntry[];
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([{ field: 'title', from: 'First title', to: 'Second title' }]);
    expect(history[0]?.actor?.username).toBe(item.updated_by);
  });

  it('answers 404 for an item that does not exist', async () => {
    const result = await t.as('content-service/get-content-history', { id: 999999 });
    expect(result.statusCode).toBe(404);
  });
});

describe('get-content-choices', () => {
  it('offers every project and only the tags and categories of the type level', async () => {
    const [recipeCategory] = await t.database.db
      .insert(categories)
      .values({ name: 'Desserts', level: ['recipe'] })
      .returning({ id: categories.id });
    const [toolTag] = await t.database.db
      .insert(tags)
      .values({ name: 'Converters', level: ['tool', 'recipe'] })
      .returning({ id: tags.id });
    const choices = async (type: string) =>
      (await t.as('content-service/get-content-choices', { type })).body.data as ContentChoices;
    const forGame = await choices('game');
    expect(forGame.projects.map((project) => project.id)).toContain(references.projectId);
    expect(forGame.categories.map((category) => category.id)).toEqual([references.categoryId]);
    expect(forGame.tags.map((tag) => tag.id)).toEqual([references.tagId]);
    const forRecipe = await choices(recipe.type);
    expect(forRecipe.categories.map((category) => category.id)).toEqual([recipeCategory?.id]);
    expect(forRecipe.tags.map((tag) => tag.id)).toEqual([toolTag?.id]);
    expect((await choices('apps')).tags.map((tag) => tag.id)).toEqual([toolTag?.id]);
  });

  it('refuses a tag of another level on save', async () => {
    const [recipeTag] = await t.database.db
      .insert(tags)
      .values({ name: 'Soups', level: ['recipe'] })
      .returning({ id: tags.id });
    const values = {
      ...validValues(allFields(game), game, references),
      tags: { [String(references.projectId)]: [recipeTag?.id] },
    };
    const result = await postMultipart(t, 'game-service/create-game', partsOf(game, values), t.user.cookie);
    expect(result.statusCode).toBe(400);
    expect(result.body.messages?.tags?.[0]).toMatch(/not of level game/);
  });
});
