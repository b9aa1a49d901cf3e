import {
  type AuditEntry,
  allFields,
  type BulkStatusResult,
  bulkStatusLimit,
  type ContentItem,
  type ContentListRow,
  contentMessage,
  fieldMessage,
  game,
  recipe,
} from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeAccess, fileTestAppSignedIn } from '../../test/harness.ts';
import { createReferences, partsOf, postMultipart, type References, validValues } from './test-kit.ts';

/** "Set ACTIVE" / "Set INACTIVE" on a content list's selected rows. */
const t = fileTestAppSignedIn();
let gameReferences: References;
let recipeReferences: References;
beforeAll(async () => {
  gameReferences = await createReferences(t, game);
  recipeReferences = await createReferences(t, recipe);
});

const createGame = async (overrides: Record<string, unknown> = {}) => {
  const values = { ...validValues(allFields(game), game, gameReferences), status: 'ACTIVE', ...overrides };
  const result = await postMultipart(t, 'game-service/create-game', partsOf(game, values), t.user.cookie);
  return result.body.data as ContentItem;
};
const createRecipe = async () => {
  const values = { ...validValues(allFields(recipe), recipe, recipeReferences), status: 'ACTIVE' };
  const result = await postMultipart(
    t,
    'recipe-service/create-recipe',
    partsOf(recipe, values),
    t.user.cookie,
  );
  return result.body.data as ContentItem;
};
const history = async (id: number) =>
  (await t.as('content-service/get-content-history', { id })).body.data as AuditEntry[];
const getGame = async (id: number) => (await t.as('game-service/get-game', { id })).body.data as ContentItem;

describeAccess(
  () => t,
  [
    {
      path: 'content-service/set-status',
      allowed: ['update_content'],
      body: async () => ({ type: 'game', ids: [(await createGame()).id], status: 'INACTIVE' }),
    },
  ],
);

describe('bad requests', () => {
  it.each([
    [{ type: 'game', ids: [], status: 'ACTIVE' }, { ids: [fieldMessage.required] }],
    [{ type: 'game', ids: [1, 1], status: 'ACTIVE' }, { ids: [fieldMessage.invalid] }],
    [{ type: 'game', ids: [0], status: 'ACTIVE' }, { 'ids.0': [fieldMessage.invalid] }],
    [{ type: 'game', ids: [1], status: 'PENDING' }, { status: [fieldMessage.invalid] }],
    [{ type: 'spam', ids: [1], status: 'ACTIVE' }, { type: [fieldMessage.invalid] }],
    [
      {
        type: 'game',
        ids: Array.from({ length: bulkStatusLimit + 1 }, (_, index) => index + 1),
        status: 'ACTIVE',
      },
      { ids: [contentMessage.tooManyItems(bulkStatusLimit)] },
    ],
  ])('answers 400 to %j', async (body, messages) => {
    const result = await t.as('content-service/set-status', body);
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual(messages);
  });
});

describe('setting the status of selected items', () => {
  it('sets each item, records it in its history, moves its update_datetime, reports the rest', async () => {
    const [first, second, already] = [
      await createGame(),
      await createGame(),
      await createGame({ status: 'INACTIVE' }),
    ];
    const otherType = await createRecipe();
    const editor = await t.signedInUser(['update_content']);
    const result = await t.call(
      'content-service/set-status',
      { type: 'game', ids: [first.id, second.id, already.id, otherType.id, 2_000_000], status: 'INACTIVE' },
      { cookie: editor.cookie },
    );
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      items: [
        { id: first.id, outcome: 'updated' },
        { id: second.id, outcome: 'updated' },
        { id: already.id, outcome: 'unchanged' },
        { id: otherType.id, outcome: 'not-found' },
        { id: 2_000_000, outcome: 'not-found' },
      ],
      updated: 2,
      unchanged: 1,
      notFound: 2,
    } satisfies BulkStatusResult);

    const after = await getGame(first.id);
    expect(after.status).toBe('INACTIVE');
    expect(after.updated_by).toBe(editor.username);
    expect(after.update_datetime > first.update_datetime).toBe(true);
    const [latest] = await history(first.id);
    expect(latest).toMatchObject({
      action: 'update',
      actor: { id: editor.id, username: editor.username },
      changes: [{ field: 'status', from: 'ACTIVE', to: 'INACTIVE' }],
    });
    // The item left alone has no new entry, and the recipe was not touched.
    expect((await history(already.id)).length).toBe(1);
    const recipeAfter = (await t.as('recipe-service/get-recipe', { id: otherType.id })).body
      .data as ContentItem;
    expect(recipeAfter.status).toBe('ACTIVE');
    // The list shows the new status at once.
    const list = (await t.as('game-service/get-all-games', {})).body.data as ContentListRow[];
    expect(list.find((row) => row.id === first.id)?.status).toBe('INACTIVE');
  });

  it('makes an edit form opened before the change answer 409 instead of putting the old status back', async () => {
    const item = await createGame();
    await t.as('content-service/set-status', { type: 'game', ids: [item.id], status: 'INACTIVE' });
    const { id, update_datetime, ...values } = item;
    const result = await postMultipart(
      t,
      'game-service/update-game',
      [
        ...partsOf(game, { ...validValues(allFields(game), game, gameReferences), status: 'ACTIVE' }),
        ['id', String(id)],
        ['update_datetime', update_datetime],
      ],
      t.user.cookie,
    );
    expect(values.status).toBe('ACTIVE');
    expect(result.statusCode).toBe(409);
  });

  it('records one change per item when the same request is sent several times at once', async () => {
    const items = await Promise.all(Array.from({ length: 5 }, () => createGame()));
    const ids = items.map((item) => item.id);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.as('content-service/set-status', { type: 'game', ids, status: 'INACTIVE' }),
      ),
    );
    const data = results.map((result) => result.body.data as BulkStatusResult);
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    expect(data.reduce((sum, answer) => sum + answer.updated, 0)).toBe(ids.length);
    expect(data.reduce((sum, answer) => sum + answer.unchanged, 0)).toBe(ids.length * 3);
    for (const id of ids) {
      const entries = await history(id);
      expect(entries.filter((entry) => entry.action === 'update')).toHaveLength(1);
    }
  });
});
