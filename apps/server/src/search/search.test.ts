import { randomInt, randomUUID } from 'node:crypto';
import {
  type ContentItem,
  commonLimits,
  contentTypes,
  fieldMessage,
  game,
  gamenews,
  globalMessage,
  normalizeText,
  type SearchResult,
  searchedTypes,
  searchFolding,
  searchLimits,
} from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fileTestAppSignedIn } from '../../test/harness.ts';
import { fileValidGame, partsOf, postMultipart } from '../content/test-kit.ts';
import { allowedIps, categories, contentItems, legalDocuments, legalVersions, tags } from '../db/schema.ts';
import { searchesAtOnce, searchesWaiting } from './turns.ts';

const t = fileTestAppSignedIn();
const validGame = fileValidGame(t);

const search = async (q: string, cookie = t.user.cookie, limit?: number) => {
  const result = await t.as(
    'search-service/search',
    { q, ...(limit === undefined ? {} : { limit }) },
    cookie,
  );
  expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
  return result.body.data as SearchResult[];
};
const titles = (results: SearchResult[]) => results.map((result) => result.title);

/** An item of `type` straight in the database, as the bulk of a newsroom's items are. */
async function insertItem(type: string, title: string, keywords = '') {
  const [row] = await t.database.db
    .insert(contentItems)
    .values({ type, title, keywords, contentId: randomUUID() })
    .returning({ id: contentItems.id, contentId: contentItems.contentId });
  if (!row) throw new Error('item not inserted');
  return row;
}

describe('who may search', () => {
  it('refuses a caller without a session', async () => {
    const result = await t.call('search-service/search', { q: 'game' });
    expect(result.statusCode).toBe(401);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.sessionExpired });
  });

  it('lets in any signed-in user, finding nothing of what it may not list', async () => {
    await insertItem('game', 'Forbidden Orchard');
    const cookie = await t.holderOf('create_content');
    expect(await search('forbidden orchard', cookie)).toEqual([]);
  });
});

describe('many searches at once', () => {
  it("answers a hundred of one user's with their results or a 429 saying to wait, and another user's meanwhile", async () => {
    await insertItem('game', 'Burst Lantern');
    const other = await t.holderOf('access_all_contents');
    const [answers, othersAnswer] = await Promise.all([
      Promise.all(Array.from({ length: 100 }, () => t.as('search-service/search', { q: 'burst lantern' }))),
      t.as('search-service/search', { q: 'burst lantern' }, other),
    ]);
    const found = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(found.length + refused.length).toBe(100);
    // Two at a time and twenty waiting: the rest arrive while those are under way.
    expect(found.length).toBeGreaterThanOrEqual(searchesAtOnce + searchesWaiting);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of found) expect(titles(answer.body.data as SearchResult[])).toEqual(['Burst Lantern']);
    for (const answer of refused)
      expect(answer.body).toEqual({ status: 'ERROR', message: globalMessage.tooManySearches });
    expect(othersAnswer.statusCode).toBe(200);
    // Once the burst is answered, the user searches as before.
    expect(titles(await search('burst lantern'))).toEqual(['Burst Lantern']);
  });
});

describe('bad input', () => {
  const refused = async (body: Record<string, unknown>, messages: Record<string, string[]>) => {
    const result = await t.as('search-service/search', body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors(messages));
  };
  const limitMessage = fieldMessage.integerFromTo(1, searchLimits.limit);

  it('asks for the text, also when it is only spaces', async () => {
    await refused({}, { q: [fieldMessage.required] });
    await refused({ q: '   ' }, { q: [fieldMessage.required] });
  });

  it('refuses text longer than 200 characters once trimmed, and text that is no string', async () => {
    await refused({ q: 'a'.repeat(201) }, { q: [fieldMessage.maxSymbols(200)] });
    await refused({ q: 42 }, { q: [fieldMessage.invalid] });
    expect(await search(` ${'a'.repeat(200)} `)).toEqual([]);
  });

  it('takes a limit from 1 to 50 only', async () => {
    for (const limit of [0, 51, 1.5, '5', null])
      await refused({ q: 'game', limit }, { limit: [limitMessage] });
  });

  it('refuses fields it does not know', async () => {
    await refused({ q: 'game', page: 2 }, { page: [fieldMessage.unknownField] });
  });
});

describe('matching', () => {
  it('folds accents and case as the contract does (the migration agrees with fold.ts)', async () => {
    const result = (await t.database.db.execute(
      sql`select search_fold(${searchFolding.from}) as folded, search_fold('ÉMILE Zola') as name`,
    )) as unknown as { rows: { folded: string; name: string }[] };
    expect(result.rows[0]?.folded).toBe(normalizeText(searchFolding.from));
    expect(result.rows[0]?.name).toBe('emile zola');
  });

  it('finds by words and word beginnings in any order, any case, without accents', async () => {
    const { id } = await insertItem('game', 'Émile Zola Adventure', 'naturalism,paris');
    for (const q of ['emile', 'ÉMILE', 'zol', 'adventure emile', 'ZOLA adv', 'paris', 'Émile-Zola'])
      expect(
        (await search(q)).map((result) => result.id),
        q,
      ).toContain(id);
    for (const q of ['zolax', 'emile london']) expect(await search(q), q).toEqual([]);
  });

  it('folds the accents of every script the contract folds, and finds nothing for accents alone', async () => {
    const { id } = await insertItem('game', 'Brașov Phở ёлка');
    for (const q of ['brasov', 'brașov', 'pho', 'phở', 'елка', 'ЁЛКА'])
      expect(
        (await search(q)).map((result) => result.id),
        q,
      ).toContain(id);
    expect(await search('\u0301'.repeat(20))).toEqual([]);
  });

  it('finds Korean and Japanese as they are typed, whole syllables and voiced kana', async () => {
    const title = '한국어 게임 ドラゴンがいる';
    // The same title pasted as letters (decomposed), as some systems store it.
    const items = [await insertItem('game', title), await insertItem('game', title.normalize('NFD'))];
    for (const q of [
      '한국어',
      '한국',
      '게임',
      'ドラゴンがいる',
      'ドラゴンが',
      '한국어 게',
      title.normalize('NFD'),
    ])
      expect(
        (await search(q)).map((result) => result.id),
        q,
      ).toEqual(expect.arrayContaining(items.map((item) => item.id)));
  });

  it('finds what is typed with accents in text stored without them', async () => {
    const { id } = await insertItem('recipe', 'Creme brulee tonight');
    expect((await search('Crème Brûlée')).map((result) => result.id)).toContain(id);
  });

  it('puts an exact id first, then a content id, then titles that begin with the text', async () => {
    const target = await insertItem('quiz', 'Ranking target quiz');
    await insertItem('quiz', `Quiz number ${target.id}`);
    const byId = await search(String(target.id));
    expect(byId[0]).toMatchObject({ type: 'quiz', id: target.id, title: 'Ranking target quiz' });
    expect(titles(byId)).toContain(`Quiz number ${target.id}`);

    const byContentId = await search(target.contentId.toUpperCase());
    expect(byContentId[0]).toMatchObject({ id: target.id, context: `${target.contentId} · ACTIVE` });

    await insertItem('quiz', 'A rankling puzzle');
    await insertItem('quiz', 'Rankling first');
    expect(titles(await search('rankl'))).toEqual(['Rankling first', 'A rankling puzzle']);
  });

  it('answers in the same order every time', async () => {
    for (const title of ['Steady one', 'Steady two', 'A steady three']) await insertItem('coupon', title);
    const first = await search('steady');
    expect(titles(first)).toEqual(['Steady one', 'Steady two', 'A steady three']);
    expect(await search('steady')).toEqual(first);
  });

  it('finds every content type, each with the route that opens it', async () => {
    for (const definition of contentTypes) {
      const { id } = await insertItem(definition.type, `Typewide ${definition.type}`);
      const found = await search(`typewide ${definition.type}`);
      expect(
        found.find((result) => result.id === id),
        definition.type,
      ).toMatchObject({
        type: definition.type,
        route: `${definition.route}/view/${id}`,
      });
    }
  });

  it('keeps to the limit, 20 by default', async () => {
    for (let n = 0; n < 25; n += 1) await insertItem('apps', `Limitless tool ${n}`);
    expect(await search('limitless', undefined, 3)).toHaveLength(3);
    expect(await search('limitless')).toHaveLength(searchLimits.defaultLimit);
  });

  it('lets the types take turns, so a word every type holds is not answered by the newest type alone', async () => {
    for (const type of ['game', 'quiz']) await insertItem(type, `Turntaking ${type}`);
    for (let n = 0; n < 8; n += 1) await insertItem('apps', `Turntaking tool ${n}`);
    const found = await search('turntaking', undefined, 4);
    expect(found.map((result) => result.type).sort()).toEqual(['apps', 'apps', 'game', 'quiz']);
  });

  it("answers a word held in the middle of every type's titles with each type, not the newest type alone", async () => {
    for (const type of ['game', 'quiz']) await insertItem(type, `An old ${type} of the meadowlark`);
    for (let n = 0; n < 8; n += 1) await insertItem('apps', `Tool ${n} for the meadowlark`);
    const found = await search('meadowlark', undefined, 4);
    expect(found.map((result) => result.type).sort()).toEqual(['apps', 'apps', 'game', 'quiz']);
    // Each type's own newest first.
    expect(titles(found.filter((result) => result.type === 'apps'))).toEqual([
      'Tool 7 for the meadowlark',
      'Tool 6 for the meadowlark',
    ]);
  });

  it('lets titles that hold the text as a word be found beside many of one type that begin with it', async () => {
    for (let n = 0; n < 8; n += 1) await insertItem('apps', `Moorside tool ${n}`);
    for (const type of ['game', 'recipe']) await insertItem(type, `Crimson Moorside ${type}`);
    const found = await search('moorside', undefined, 4);
    expect(found.map((result) => result.type).sort()).toEqual(['apps', 'apps', 'game', 'recipe']);
    // Within a turn, a title beginning with the text still comes first.
    expect(found[0]).toMatchObject({ type: 'apps', title: 'Moorside tool 0' });
  });

  it('finds a rare word in an old item, and a common one among the newest, past 5,000 newer items', async () => {
    const { id } = await insertItem('game', 'Ancient Axolotl');
    await t.database.db.execute(
      sql`insert into content_items (content_id, type, title) select gen_random_uuid()::text, 'recipe', 'Soup of filler ' || i from generate_series(1, 5001) i`,
    );
    expect((await search('axolotl')).map((result) => result.id)).toEqual([id]);
    const newest = await search('filler', undefined, 3);
    expect(titles(newest)).toEqual(['Soup of filler 5001', 'Soup of filler 5000', 'Soup of filler 4999']);
  });

  it('finds a word among the newest items newest first, however many words their titles hold', async () => {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    // Every two-letter word once, in random order: more words than an index row holds.
    const words = [...letters].flatMap((first) => [...letters].map((second) => first + second));
    words.sort(() => randomInt(3) - 1);
    const older = await insertItem('game', 'Older wombat');
    const long = await insertItem('game', `Long wombat ${words.join(' ')}`.slice(0, commonLimits.title));
    const newer = await insertItem('game', 'Newer wombat');
    expect((await search('wombat')).map((result) => result.id)).toEqual([newer.id, long.id, older.id]);
    // A word of the long title alone (as the last word typed it is a beginning: not 'ne' of 'Newer').
    const onlyLong = words
      .slice(300)
      .find((word) => !['older', 'newer', 'wombat'].some((w) => w.startsWith(word)));
    expect((await search(`wombat ${onlyLong}`)).map((result) => result.id)).toEqual([long.id]);
  });

  it('treats wildcards and query syntax as plain text', async () => {
    await insertItem('game', 'Percent 100% sure');
    expect(titles(await search('percent 100%'))).toEqual(['Percent 100% sure']);
    expect(await search("%' & !:*")).toEqual([]);
  });
});

describe('entities', () => {
  const routeOf = (type: string) => searchedTypes.find((searched) => searched.type === type)?.route;

  it('finds users, projects, categories, tags, legal documents and allowed IPs', async () => {
    const user = await t.createUser({ username: 'zephyrine', first_name: 'Zéphyrine', last_name: 'Quill' });
    const project = await t.createProject({ name: 'Zephyr Arcade', content_type: 'game' });
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: 'Zephyr Puzzles', level: ['game'] })
      .returning();
    const [tag] = await t.database.db
      .insert(tags)
      .values({ name: 'Zephyr Hot', level: ['game'] })
      .returning();
    const [document] = await t.database.db.insert(legalDocuments).values({ currentVersion: 2 }).returning();
    if (!category || !tag || !document) throw new Error('not inserted');
    const version = { documentId: document.id, type: 'terms', level: 'global', content: '<p>x</p>' };
    await t.database.db.insert(legalVersions).values([
      { ...version, version: 1, title: 'Zephyr old terms', contentTypes: [], projects: [], author: 'admin' },
      { ...version, version: 2, title: 'Zephyr Terms', contentTypes: [], projects: [], author: 'admin' },
    ]);
    const [ip] = await t.database.db
      .insert(allowedIps)
      .values({
        ip: '10.77.0.0/16',
        network: '10.77.0.0/16',
        description: 'Zephyr office',
        username: 'admin',
      })
      .returning();
    if (!ip) throw new Error('not inserted');

    const found = await search('zephyr');
    const expected = [
      { type: 'user', id: user.id, title: 'zephyrine' },
      { type: 'project', id: project.id, title: 'Zephyr Arcade' },
      { type: 'category', id: category.id, title: 'Zephyr Puzzles' },
      { type: 'tag', id: tag.id, title: 'Zephyr Hot' },
      { type: 'legal-template', id: document.id, title: 'Zephyr Terms' },
      { type: 'allowed-ip', id: ip.id, title: '10.77.0.0/16' },
    ];
    for (const item of expected)
      expect(found, item.type).toContainEqual({
        ...item,
        context: expect.any(String),
        route: `${routeOf(item.type)}/view/${item.id}`,
      });
    // Only the document's current version is found.
    expect(titles(found)).not.toContain('Zephyr old terms');
    expect(found.find((result) => result.type === 'user')?.context).toContain('Zéphyrine Quill');
    expect(titles(await search('10.77'))).toEqual(['10.77.0.0/16']);
  });
});

describe('what each caller may see', () => {
  it('shows a holder of only the content list content alone, opened in view mode', async () => {
    const { id } = await insertItem('gamenews', 'Visibility marker news');
    await t.database.db.insert(tags).values({ name: 'Visibility marker', level: ['game'] });
    await t.createUser({ first_name: 'Visibility', last_name: 'Marker' });
    const cookie = await t.holderOf('access_all_contents');
    const found = await search('visibility marker', cookie);
    expect(found).toEqual([
      {
        type: 'gamenews',
        id,
        title: 'Visibility marker news',
        context: expect.any(String),
        route: `${gamenews.route}/view/${id}`,
      },
    ]);
    expect((await search('visibility marker')).map((result) => result.type).sort()).toEqual(
      ['gamenews', 'tag', 'user'].sort(),
    );
  });

  it('never answers users to a caller without the user list, whatever it may edit', async () => {
    const { username } = await t.createUser({ username: 'hiddenperson' });
    for (const permission of [
      'access_all_tags',
      'create_user',
      'update_user',
      'access_all_contents',
    ] as const)
      expect(
        (await search(username, await t.holderOf(permission))).filter((result) => result.type === 'user'),
        permission,
      ).toEqual([]);
    expect(titles(await search(username, await t.holderOf('access_all_users')))).toEqual([username]);
  });

  it('does not show an editor of content the tags it may only pick in a form', async () => {
    await t.database.db.insert(tags).values({ name: 'Pickonly', level: ['game'] });
    expect(await search('pickonly', await t.holderOf('update_content'))).toEqual([]);
    expect(titles(await search('pickonly', await t.holderOf('access_all_tags')))).toEqual(['Pickonly']);
  });
});

describe('after a save', () => {
  const save = (values: Record<string, unknown>, path: string = game.calls.create) =>
    postMultipart(t, path as never, partsOf(game, values), t.user.cookie);

  it('finds an item by its new title once updated, not by the old, and not once deleted', async () => {
    const created = await save({ ...validGame, title: 'Quasar Original' });
    const item = created.body.data as ContentItem;
    expect(titles(await search('quasar'))).toEqual(['Quasar Original']);

    const updated = await save(
      { ...validGame, id: item.id, title: 'Quasar Renamed', update_datetime: item.update_datetime },
      game.calls.update,
    );
    expect(updated.statusCode, JSON.stringify(updated.body)).toBe(200);
    const { update_datetime } = updated.body.data as ContentItem;
    expect(titles(await search('quasar'))).toEqual(['Quasar Renamed']);
    expect(await search('original quasar')).toEqual([]);

    expect((await t.as(game.calls.delete, { id: item.id, update_datetime })).statusCode).toBe(200);
    expect(await search('quasar')).toEqual([]);
    expect(await search(String(item.id))).not.toContainEqual(
      expect.objectContaining({ type: 'game', id: item.id }),
    );

    expect((await t.as('trash-service/restore-item', { type: 'game', id: item.id })).statusCode).toBe(200);
    expect(titles(await search('quasar'))).toEqual(['Quasar Renamed']);
  });

  /** `length` UTF-16 units of random characters from `ranges`, which no fold changes: text that does not compress. */
  const randomText = (length: number, ...ranges: (readonly [number, number])[]) => {
    let text = '';
    while (text.length < length) {
      const [first, last] = ranges[randomInt(ranges.length)] ?? [0x61, 0x7a];
      text += String.fromCodePoint(randomInt(first, last + 1));
    }
    return text;
  };
  const cjk = [0x4e00, 0x9fff] as const;
  const emoji = [0x1f300, 0x1f5ff] as const;
  const cjkExtensionB = [0x20000, 0x2a6df] as const;
  // Longer than any word the search's words keep (2047 bytes), so only the title's beginning finds it.
  const beginning = (title: string) => title.slice(0, searchLimits.query);

  for (const [script, ranges] of [
    ['CJK', [cjk]],
    ['emoji and CJK beyond the Basic Plane', [emoji, cjkExtensionB]],
  ] as const)
    it(`saves and finds by its beginning a title of ${commonLimits.title} random ${script} units`, async () => {
      const title = randomText(commonLimits.title, ...ranges);
      const created = await save({ ...validGame, title });
      expect(created.statusCode, JSON.stringify(created.body).slice(0, 300)).toBe(200);
      const item = created.body.data as ContentItem;
      expect(item.title).toBe(title);
      expect((await search(beginning(title))).map((result) => result.id)).toEqual([item.id]);

      const renamed = randomText(commonLimits.title, ...ranges);
      const updated = await save(
        { ...validGame, id: item.id, title: renamed, update_datetime: item.update_datetime },
        game.calls.update,
      );
      expect(updated.statusCode, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
      expect((await search(beginning(renamed))).map((result) => result.id)).toEqual([item.id]);
      expect(await search(beginning(title))).toEqual([]);
    });

  it('finds a title by a typed beginning that folds to more characters than the index holds', async () => {
    // שּׁ (U+FB2C) is three characters once folded, even composed again: 200 typed fold to 600,
    // past the indexed 500.
    const letters = '\ufb2c'.repeat(240);
    const { id } = await insertItem('game', letters);
    const differing = await insertItem('game', `${'\ufb2c'.repeat(180)}${'\ufb2d'.repeat(60)}`);
    const found = (await search(letters.slice(0, searchLimits.query))).map((result) => result.id);
    expect(found).toContain(id);
    expect(found).not.toContain(differing.id);
  });
});
