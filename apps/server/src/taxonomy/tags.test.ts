import { fieldMessage, type Tag, taxonomyMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  describeAccess,
  expectNotFound,
  fieldErrors,
  fileTestAppSignedIn,
  idOfNew,
} from '../../test/harness.ts';

const t = fileTestAppSignedIn();

let counter = 0;
const uniqueTag = (word = 'Tag') => {
  counter += 1;
  return `${word} ${counter}`;
};
const newTag = async (overrides: Record<string, unknown> = {}) =>
  (
    await t.as('tag-service/create-tag', {
      name: uniqueTag(),
      level: ['game'],
      description: '',
      ...overrides,
    })
  ).body.data as Tag;

describeAccess(
  () => t,
  [
    {
      path: 'tag-service/get-tags',
      allowed: [
        'access_all_tags',
        'update_tag',
        'create_tag',
        'create_content',
        'update_content',
        'access_all_contents',
      ],
      body: () => ({ level: 'game' }),
    },
    {
      path: 'tag-service/get-tag',
      allowed: ['access_all_tags', 'update_tag', 'create_tag'],
      body: idOfNew(newTag),
    },
    {
      path: 'tag-service/get-tag-history',
      allowed: ['access_all_tags', 'update_tag', 'create_tag'],
      body: idOfNew(newTag),
    },
    {
      path: 'tag-service/create-tag',
      allowed: ['create_tag'],
      body: () => ({ name: uniqueTag(), level: ['quiz'] }),
    },
    {
      path: 'tag-service/update-tag',
      allowed: ['update_tag'],
      body: async () => ({ id: (await newTag()).id, name: uniqueTag('Edited'), level: ['quiz'] }),
    },
  ],
);

describe('create-tag and get-tag', () => {
  it('saves the tag with its levels sorted, ACTIVE by default, and get-tag answers the same', async () => {
    const result = await t.as('tag-service/create-tag', {
      name: '  Puzzle  ',
      level: ['quiz', 'game', 'quiz'],
      description: 'Brain teasers',
    });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      id: expect.any(Number),
      name: 'Puzzle',
      level: ['game', 'quiz'],
      description: 'Brain teasers',
      status: 'ACTIVE',
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    const read = await t.as('tag-service/get-tag', { id: result.body.data.id });
    expect(read.body.data).toEqual(result.body.data);
  });

  it('requires a name, allows 45 characters and no more, and refuses unknown levels', async () => {
    expect((await t.as('tag-service/create-tag', { level: ['game'] })).body).toEqual(
      fieldErrors({ name: [fieldMessage.required] }),
    );
    expect((await t.as('tag-service/create-tag', { name: '   ', level: ['game'] })).body).toEqual(
      fieldErrors({ name: [fieldMessage.required] }),
    );
    const tooLong = await t.as('tag-service/create-tag', { name: 'x'.repeat(46), level: ['apps'] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toEqual(
      fieldErrors({ name: [fieldMessage.atMost(45)], level: [fieldMessage.invalid] }),
    );
    expect((await t.as('tag-service/create-tag', { name: 'x'.repeat(45), level: ['game'] })).statusCode).toBe(
      200,
    );
  });

  it('refuses the same name (in any case) for the same level set, and allows it for another', async () => {
    const name = uniqueTag('Action');
    await newTag({ name, level: ['game', 'gamenews'] });
    const again = await t.as('tag-service/create-tag', {
      name: name.toUpperCase(),
      level: ['gamenews', 'game'],
    });
    expect(again.statusCode).toBe(400);
    expect(again.body).toEqual(fieldErrors({ name: [taxonomyMessage.tagTaken] }));
    expect((await t.as('tag-service/create-tag', { name, level: ['game'] })).statusCode).toBe(200);
  });

  it('answers 404 for an id no tag has', async () => {
    await expectNotFound(t.as('tag-service/get-tag', { id: 987654 }), 'Tag');
  });
});

describe('get-tags', () => {
  it('lists every tag without a level, and with one only the tags whose level includes it', async () => {
    const recipe = await newTag({ level: ['recipe', 'coupon'] });
    const game = await newTag({ level: ['game'] });
    const all = (await t.as('tag-service/get-tags')).body.data;
    expect(all).toEqual(expect.arrayContaining([recipe, game]));
    const recipes = await t.as('tag-service/get-tags', { level: 'recipe' });
    expect(recipes.statusCode).toBe(200);
    expect(recipes.body.data).toContainEqual(recipe);
    expect(recipes.body.data.every((tag) => tag.level.includes('recipe'))).toBe(true);
    expect((await t.as('tag-service/get-tags', { level: 'astrology' })).body.data).toEqual([]);
    expect((await t.as('tag-service/get-tags', { level: 'blog' })).body).toEqual(
      fieldErrors({ level: [fieldMessage.invalid] }),
    );
  });
});

describe('update-tag and its history', () => {
  it('saves the fields, keeps the status when none is sent, and records who changed what', async () => {
    const tag = await newTag({ status: 'INACTIVE' });
    const result = await t.as('tag-service/update-tag', {
      id: tag.id,
      name: 'Renamed tag',
      level: ['coupon'],
    });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Renamed tag', level: ['coupon'], status: 'INACTIVE' });
    const history = (await t.as('tag-service/get-tag-history', { id: tag.id })).body.data;
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([
      { field: 'name', from: tag.name, to: 'Renamed tag' },
      { field: 'level', from: ['game'], to: ['coupon'] },
    ]);
  });

  it('refuses a rename onto another tag of the same levels, leaving both as they were', async () => {
    const first = await newTag();
    const second = await newTag();
    const result = await t.as('tag-service/update-tag', { id: second.id, name: first.name, level: ['game'] });
    expect(result.body).toEqual(fieldErrors({ name: [taxonomyMessage.tagTaken] }));
    expect((await t.as('tag-service/get-tag', { id: second.id })).body.data).toEqual(second);
  });

  it('answers 404 for an unknown id, for the update and the history', async () => {
    const update = await t.as('tag-service/update-tag', { id: 987654, name: 'Nobody', level: [] });
    expect(update.statusCode).toBe(404);
    expect((await t.as('tag-service/get-tag-history', { id: 987654 })).statusCode).toBe(404);
  });
});
