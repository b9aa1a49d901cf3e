import {
  type Attribute,
  type Category,
  fieldMessage,
  globalMessage,
  taxonomyMessage,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { describeAccess, fieldErrors, fileTestAppSignedIn, idOfNew } from '../../test/harness.ts';

const t = fileTestAppSignedIn();

const letters = 'abcdefghijklmnopqrstuvwxyz';
let counter = 0;
/** Category names allow letters only: a counter written in letters keeps them unique. */
const uniqueWord = () => {
  counter += 1;
  return [...String(counter)].map((digit) => letters[Number(digit)]).join('');
};
const newCategory = async (overrides: Record<string, unknown> = {}) =>
  (
    await t.as('category-service/create-category', {
      name: `Cat ${uniqueWord()}`,
      level: ['game'],
      ...overrides,
    })
  ).body.data as Category;
const newAttribute = async (overrides: Record<string, unknown> = {}) =>
  (
    await t.as('attribute-service/create-attribute', {
      name: `attr.${uniqueWord()}x`,
      level: 'game',
      ...overrides,
    })
  ).body.data as Attribute;
const categoryAll = ['access_all_categories', 'update_category', 'create_category'] as const;

describeAccess(
  () => t,
  [
    {
      path: 'category-service/get-categories',
      allowed: [...categoryAll, 'create_content', 'update_content', 'access_all_contents'],
      body: () => ({}),
    },
    { path: 'category-service/get-category', allowed: categoryAll, body: idOfNew(newCategory) },
    {
      path: 'category-service/create-category',
      allowed: ['create_category'],
      body: () => ({ name: `New ${uniqueWord()}`, level: ['quiz'] }),
    },
    {
      path: 'category-service/update-category',
      allowed: ['update_category'],
      body: async () => ({ id: (await newCategory()).id, name: `Edited ${uniqueWord()}`, level: ['apps'] }),
    },
    { path: 'attribute-service/get-attributes', allowed: ['access_all_categories'], body: () => ({}) },
    { path: 'attribute-service/get-attribute-history', allowed: categoryAll, body: idOfNew(newAttribute) },
    {
      path: 'attribute-service/create-attribute',
      allowed: ['create_category'],
      body: () => ({ name: `attr.${uniqueWord()}y`, level: 'game' }),
    },
    {
      path: 'attribute-service/update-attribute',
      allowed: ['update_category'],
      body: async () => ({ id: (await newAttribute()).id, name: `attr.${uniqueWord()}z`, level: 'quiz' }),
    },
  ],
);

describe('categories', () => {
  it('saves a category and answers it; get-category answers the same', async () => {
    const result = await t.as('category-service/create-category', {
      name: 'Fun & Entertainment',
      level: ['gamenews', 'apps'],
    });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({
      name: 'Fun & Entertainment',
      level: ['apps', 'gamenews'],
      status: 'ACTIVE',
    });
    expect((await t.as('category-service/get-category', { id: result.body.data.id })).body.data).toEqual(
      result.body.data,
    );
  });

  it("gives the spec's message for a bad name, and requires name and level", async () => {
    for (const name of ['Fu', '1 Fun', 'Fun-Time', 'Fun_']) {
      const result = await t.as('category-service/create-category', { name, level: ['game'] });
      expect(result.body, name).toEqual(fieldErrors({ name: [taxonomyMessage.categoryName] }));
    }
    expect(
      (await t.as('category-service/create-category', { name: 'A'.repeat(46), level: ['game'] })).body,
    ).toEqual(fieldErrors({ name: [fieldMessage.atMost(45)] }));
    expect((await t.as('category-service/create-category', {})).body).toEqual(
      fieldErrors({ name: [fieldMessage.required], level: [fieldMessage.required] }),
    );
    expect((await t.as('category-service/create-category', { name: 'Sports', level: [] })).body).toEqual(
      fieldErrors({ level: [fieldMessage.required] }),
    );
    expect(
      (await t.as('category-service/create-category', { name: 'Sports', level: ['gamewallpaper'] })).body,
    ).toEqual(fieldErrors({ level: [fieldMessage.invalid] }));
  });

  it('refuses a name another category has in any case, on create and on update', async () => {
    const first = await newCategory();
    const again = await t.as('category-service/create-category', {
      name: first.name.toUpperCase(),
      level: ['quiz'],
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toEqual(fieldErrors({ name: [fieldMessage.taken] }));
    const second = await newCategory();
    const rename = await t.as('category-service/update-category', {
      id: second.id,
      name: first.name,
      level: ['game'],
    });
    expect(rename.body).toEqual(fieldErrors({ name: [fieldMessage.taken] }));
  });

  it('lists by level, `tool` meaning the online tools (apps)', async () => {
    const tools = await newCategory({ level: ['apps'] });
    const games = await newCategory({ level: ['game'] });
    const byTool = (await t.as('category-service/get-categories', { level: 'tool' })).body.data;
    expect(byTool).toContainEqual(tools);
    expect(byTool).not.toContainEqual(games);
    expect((await t.as('category-service/get-categories', { level: 'apps' })).body.data).toEqual(byTool);
    expect((await t.as('category-service/get-categories')).body.data).toEqual(
      expect.arrayContaining([tools, games]),
    );
  });

  it('updates a category, records its history, and answers 404 for unknown ids', async () => {
    const category = await newCategory();
    const result = await t.as('category-service/update-category', {
      id: category.id,
      name: category.name,
      level: ['game', 'quiz'],
      status: 'INACTIVE',
    });
    expect(result.body.data).toMatchObject({ level: ['game', 'quiz'], status: 'INACTIVE' });
    const history = (await t.as('category-service/get-category-history', { id: category.id })).body.data;
    expect(history[0]?.changes).toEqual([
      { field: 'level', from: ['game'], to: ['game', 'quiz'] },
      { field: 'status', from: 'ACTIVE', to: 'INACTIVE' },
    ]);
    const missing = await t.as('category-service/get-category', { id: 987654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(globalMessage.notFound('Category'));
  });
});

describe('attributes', () => {
  it('saves, reads, lists and updates an attribute', async () => {
    const created = await t.as('attribute-service/create-attribute', {
      name: 'attribute.hot',
      level: 'game,recipe',
      description: 'Shown with a flame',
    });
    expect(created.statusCode).toBe(200);
    const attribute = created.body.data;
    expect(attribute).toMatchObject({
      name: 'attribute.hot',
      level: 'game,recipe',
      description: 'Shown with a flame',
    });
    expect((await t.as('attribute-service/get-attribute', { id: attribute.id })).body.data).toEqual(
      attribute,
    );
    expect((await t.as('attribute-service/get-attributes')).body.data).toContainEqual(attribute);
    const updated = await t.as('attribute-service/update-attribute', {
      id: attribute.id,
      name: 'attribute.cold',
      level: 'quiz',
    });
    expect(updated.body.data).toMatchObject({ name: 'attribute.cold', level: 'quiz', description: '' });
  });

  it("gives the spec's messages and refuses a duplicate name", async () => {
    for (const name of ['Attribute.hot', 'attr', '.attribute', 'attribute_hot', 'attribute.h0t']) {
      const result = await t.as('attribute-service/create-attribute', { name, level: 'game' });
      expect(result.body, name).toEqual(fieldErrors({ name: [taxonomyMessage.attributeName] }));
    }
    expect(
      (
        await t.as('attribute-service/create-attribute', {
          name: 'attribute.long',
          level: 'x'.repeat(256),
          description: 'y'.repeat(256),
        })
      ).body,
    ).toEqual(fieldErrors({ level: [fieldMessage.atMost(255)], description: [fieldMessage.atMost(255)] }));
    expect((await t.as('attribute-service/create-attribute', {})).body).toEqual(
      fieldErrors({ name: [fieldMessage.required], level: [fieldMessage.required] }),
    );
    const existing = await newAttribute();
    const again = await t.as('attribute-service/create-attribute', { name: existing.name, level: 'quiz' });
    expect(again.body).toEqual(fieldErrors({ name: [fieldMessage.taken] }));
    expect((await t.as('attribute-service/get-attribute', { id: 987654 })).statusCode).toBe(404);
  });
});
