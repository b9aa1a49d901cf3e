import {
  allFields,
  type CallPath,
  type Category,
  contentMessage,
  fieldMessage,
  gamewallpaper,
  recipe,
  type Tag,
  tagLevels,
  taxonomyMessage,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fileTestAppSignedIn } from '../../test/harness.ts';
import { createReferences, partsOf, postMultipart, validValues } from '../content/test-kit.ts';

/** The levels of tags and categories are the ones the content types use, and nothing else. */
const t = fileTestAppSignedIn();

describe('levels', () => {
  it('offers tags of level tool, as online tools use them, to the online tools picker', async () => {
    expect(tagLevels).toContain('tool');
    const created = await t.as('tag-service/create-tag', { name: 'Converters', level: ['tool'] });
    expect(created.statusCode).toBe(200);
    const tag = created.body.data as Tag;
    expect(tag.level).toEqual(['tool']);
    for (const level of ['tool', 'apps']) {
      const listed = (await t.as('tag-service/get-tags', { level })).body.data as Tag[];
      expect(listed.map((row) => row.id)).toContain(tag.id);
    }
    const forGames = (await t.as('tag-service/get-tags', { level: 'game' })).body.data as Tag[];
    expect(forGames.map((row) => row.id)).not.toContain(tag.id);
  });

  it('keeps categories of level apps for online tools, and offers wallpapers none', async () => {
    const category = (
      await t.as('category-service/create-category', { name: 'Calculators', level: ['apps'] })
    ).body.data as Category;
    for (const level of ['tool', 'apps']) {
      const listed = (await t.as('category-service/get-categories', { level })).body.data as Category[];
      expect(listed.map((row) => row.id)).toContain(category.id);
    }
    expect((await t.as('category-service/get-categories', { level: 'gamewallpaper' })).body.data).toEqual([]);
  });

  it('refuses a level no content type uses', async () => {
    for (const [path, body] of [
      ['tag-service/create-tag', { name: 'Odd', level: ['gamewallpaper', 'apps'] }],
      ['category-service/create-category', { name: 'Wallpapers', level: ['gamewallpaper'] }],
    ] as const) {
      const refused = await t.as(path, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.body.messages).toEqual({ level: [fieldMessage.invalid] });
    }
  });
});

describe('a level content still uses', () => {
  it('is not taken from a tag or category while live items of that level name it', async () => {
    const references = await createReferences(t, recipe);
    const values = validValues(allFields(recipe), recipe, references);
    const saved = await postMultipart(
      t,
      recipe.calls.create as CallPath,
      partsOf(recipe, { ...values, title: 'Soup', status: 'ACTIVE' }),
      t.user.cookie,
    );
    expect(saved.statusCode).toBe(200);
    for (const [entity, id] of [
      ['tag', references.tagId],
      ['category', references.categoryId],
    ] as const) {
      const service = `${entity}-service` as const;
      const { creation_datetime: _created, ...row } = (
        await t.as(`${service}/get-${entity}` as CallPath, { id })
      ).body.data as Tag | Category;
      const save = (level: string[]) => t.as(`${service}/update-${entity}` as CallPath, { ...row, level });
      const refused = await save(['game']);
      expect(refused.statusCode, entity).toBe(409);
      expect(refused.body).toEqual({
        status: 'ERROR',
        message: taxonomyMessage.levelInUse({ entity, levels: ['recipe'], count: 1 }),
      });
      // Adding a level beside the one in use is a change like any other.
      expect((await save(['recipe', 'game'])).statusCode, entity).toBe(200);
    }
  });
});

describe('a game wallpaper and the common field categories', () => {
  it('accepts the empty list it reads, and refuses any category under the field', async () => {
    const references = await createReferences(t, gamewallpaper);
    const values = validValues(gamewallpaper.fields, gamewallpaper, references);
    const save = (categories: unknown) =>
      postMultipart(
        t,
        gamewallpaper.calls.create as CallPath,
        partsOf(gamewallpaper, { ...values, title: 'Sunset', status: 'ACTIVE', categories }),
        t.user.cookie,
      );
    const accepted = await save([]);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.data.categories).toEqual([]);
    const refused = await save([references.categoryId]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toEqual(
      fieldErrors({ categories: [contentMessage.noCategories('Game Wallpapers')] }),
    );
    expect(contentMessage.noCategories('Game Wallpapers')).toBe(
      'should be empty: game wallpapers have no categories',
    );
  });
});

describe('edit conflicts', () => {
  it.each([
    ['tag', 'tag-service/create-tag', 'tag-service/update-tag', { name: 'Racing', level: ['game'] }],
    [
      'category',
      'category-service/create-category',
      'category-service/update-category',
      { name: 'Racing', level: ['game'] },
    ],
    [
      'attribute',
      'attribute-service/create-attribute',
      'attribute-service/update-attribute',
      { name: 'attribute.fast', level: 'game' },
    ],
    [
      'allowed IP',
      'allowed-ip-service/create-ip',
      'allowed-ip-service/update-ip',
      { ip: '10.9.0.0/16', description: 'Lab' },
    ],
  ] as const)(
    'refuses a %s saved over a newer version (409), and saves over the loaded one',
    async (what, create, update, body) => {
      const made = (await t.as(create, body)).body.data as { id: number; update_datetime: string };
      const first = await t.as(update, { ...body, id: made.id, update_datetime: made.update_datetime });
      expect(first.statusCode).toBe(200);
      const stale = await t.as(update, { ...body, id: made.id, update_datetime: made.update_datetime });
      expect(stale.statusCode).toBe(409);
      expect(stale.body.message).toMatch(new RegExp(`^This ${what} was changed by`));
      const fresh = first.body.data as { update_datetime: string };
      expect(fresh.update_datetime > made.update_datetime).toBe(true);
      expect(
        (await t.as(update, { ...body, id: made.id, update_datetime: fresh.update_datetime })).statusCode,
      ).toBe(200);
    },
  );
});
