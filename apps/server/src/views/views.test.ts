import {
  calls,
  fieldMessage,
  filterMessage,
  globalMessage,
  type SavedView,
  type ViewState,
  viewLimits,
  viewListKeys,
  viewLists,
  viewMessage,
} from '@masthead/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, fileTestApp } from '../../test/harness.ts';
import { userPermissions } from '../db/schema.ts';

const t = fileTestApp();
/** Two colleagues who may both see the users list, and one who may see only tags. */
let ann: { id: number; username: string; cookie: string };
let bob: { id: number; username: string; cookie: string };
let tagsOnly: string;
beforeAll(async () => {
  ann = await t.signedInUser(['access_all_users']);
  bob = await t.signedInUser(['access_all_users', 'access_all_tags']);
  tagsOnly = (await t.signedInUser(['access_all_tags'])).cookie;
});

const state = (overrides: Partial<ViewState> = {}): ViewState => ({
  sort: { column: 'username', direction: 'desc' },
  filters: { status: 'ACTIVE' },
  search: '',
  columns: ['username', 'email'],
  pageSize: 50,
  params: {},
  ...overrides,
});
let counter = 0;
const uniqueView = () => {
  counter += 1;
  return `View ${counter}`;
};
const create = (cookie: string, body: Record<string, unknown> = {}) =>
  t.call(
    'view-service/create-view',
    { list: 'users', name: uniqueView(), state: state(), ...body },
    { cookie },
  );
const viewsOf = async (cookie: string, list = 'users') => {
  const result = await t.call('view-service/get-views', { list }, { cookie });
  expect(result.statusCode).toBe(200);
  return result.body.data as SavedView[];
};

describe('which lists have views', () => {
  it('lets each list be seen by exactly who may load its rows', () => {
    expect(viewLists.users).toEqual(calls['user-service/get-all-users'].access);
    expect(viewLists.projects).toEqual(calls['project-service/get-all-projects'].access);
    expect(viewLists.tags).toEqual(calls['tag-service/get-tags'].access);
    expect(viewLists.categories).toEqual(calls['category-service/get-categories'].access);
    expect(viewLists.attributes).toEqual(calls['attribute-service/get-attributes'].access);
    expect(viewLists['legal-docs']).toEqual(calls['legal-template-service/get-current-templates'].access);
    expect(viewLists['allowed-ips']).toEqual(calls['allowed-ip-service/get-ips'].access);
    expect(viewLists['content/game']).toEqual(calls['game-service/get-all-games'].access);
    expect(viewLists['reports/recipe']).toEqual(
      calls['stat-content-impression-service/get-impressions'].access,
    );
    expect(viewListKeys).toContain('content/recipe');
  });
});

describe('saving a view', () => {
  it('saves the state under a trimmed name, private unless shared', async () => {
    const result = await create(ann.cookie, { name: '  Active by name  ' });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({
      list: 'users',
      name: 'Active by name',
      shared: false,
      state: state(),
      owner_id: ann.id,
      owner_name: ann.username,
      is_mine: true,
    });
    expect(result.body.data.update_datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('fills a state given in part with the list’s defaults', async () => {
    const result = await create(ann.cookie, { state: { filters: { username: 'ann' } } });
    expect(result.body.data.state).toEqual({
      sort: null,
      filters: { username: 'ann' },
      search: '',
      columns: null,
      pageSize: null,
      params: {},
    });
  });

  it('keeps the list’s search and its exact filters', async () => {
    const kept = state({
      filters: { status: 'ACTIVE,INACTIVE', creation_datetime: '2026-01-01..' },
      search: 'ann',
    });
    const result = await create(ann.cookie, { state: kept });
    expect(result.statusCode).toBe(200);
    expect(result.body.data.state).toEqual(kept);
  });

  it('refuses a name used by another view of the same list, in any case', async () => {
    await create(ann.cookie, { name: 'Newest first' });
    const result = await create(ann.cookie, { name: 'NEWEST FIRST ' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ name: [viewMessage.nameTaken] }));
  });

  it('allows the same name in another list and for another user', async () => {
    await create(bob.cookie, { name: 'Shared name' });
    expect((await create(bob.cookie, { name: 'Shared name', list: 'tags' })).statusCode).toBe(200);
    expect((await create(ann.cookie, { name: 'Shared name' })).statusCode).toBe(200);
  });

  it('saves one of two identical saves made at once', async () => {
    const name = uniqueView();
    const results = await Promise.all([create(ann.cookie, { name }), create(ann.cookie, { name })]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    expect((await viewsOf(ann.cookie)).filter((view) => view.name === name)).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: undefined }, { name: [fieldMessage.required] }],
    ['a blank name', { name: '   ' }, { name: [fieldMessage.required] }],
    ['a long name', { name: 'x'.repeat(61) }, { name: [fieldMessage.atMost(60)] }],
    ['an unknown list', { list: 'passwords' }, { list: [fieldMessage.invalid] }],
    ['a shared flag that is not a boolean', { shared: 'yes' }, { shared: [fieldMessage.invalid] }],
    [
      'a page size not offered',
      { state: state({ pageSize: 7 }) },
      { 'state.pageSize': [fieldMessage.invalid] },
    ],
    ['no columns', { state: state({ columns: [] }) }, { 'state.columns': [fieldMessage.invalid] }],
    [
      'an unknown part of the state',
      { state: { ...state(), rows: [1] } },
      { 'state.rows': [fieldMessage.unknownField] },
    ],
    [
      'a status no list has',
      { state: state({ filters: { status: 'MAYBE' } }) },
      { 'state.filters.status': [filterMessage.choice(['ACTIVE', 'INACTIVE'])] },
    ],
    [
      'a range of days that ends before it starts',
      { state: state({ filters: { creation_datetime: '2026-03-31..2026-01-01' } }) },
      { 'state.filters.creation_datetime': [filterMessage.dateRange] },
    ],
    [
      'an id that is no number',
      { state: state({ filters: { id: 'one' } }) },
      { 'state.filters.id': [filterMessage.id] },
    ],
  ])('refuses %s', async (_, body, messages) => {
    const result = await create(ann.cookie, body);
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors(messages));
  });

  it('refuses a state too large to keep in a link', async () => {
    const filters = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`column${i}`, 'x'.repeat(150)]));
    const result = await create(ann.cookie, { state: state({ filters }) });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ state: [viewMessage.stateTooLarge(viewLimits.stateChars)] }));
  });

  it(`keeps at most ${viewLimits.perList} views per user and list`, async () => {
    const saver = await t.signedInUser(['access_all_users']);
    for (let i = 0; i < viewLimits.perList; i += 1) {
      expect((await create(saver.cookie, { name: `Mine ${i}` })).statusCode).toBe(200);
    }
    const result = await create(saver.cookie);
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual({ status: 'ERROR', message: viewMessage.tooMany(viewLimits.perList) });
    expect((await create(saver.cookie, { list: 'projects' })).statusCode).toBe(403);
  });
});

describe('who may see and save views of a list', () => {
  it('refuses views of a list the user may not see, in both directions', async () => {
    const denied = globalMessage.permissionDenied(viewLists.users);
    for (const result of [
      await t.call('view-service/get-views', { list: 'users' }, { cookie: tagsOnly }),
      await create(tagsOnly),
    ]) {
      expect(result.statusCode).toBe(403);
      expect(result.body).toEqual({ status: 'ERROR', message: denied });
    }
    expect((await create(tagsOnly, { list: 'tags' })).statusCode).toBe(200);
  });

  it('refuses a user holding no list permission before reading the body', async () => {
    const { cookie } = await t.signedInUser(['create_user']);
    const result = await t.call('view-service/get-views', { list: 'users' }, { cookie });
    expect(result.statusCode).toBe(403);
  });
});

describe('private and shared views', () => {
  it('shows a user its own views and everyone’s shared ones, never another’s private one', async () => {
    const mine = (await create(ann.cookie, { name: 'Ann private' })).body.data;
    const shared = (await create(ann.cookie, { name: 'Ann shared', shared: true })).body.data;
    const annSees = await viewsOf(ann.cookie);
    expect(annSees.map((view) => view.id)).toEqual(expect.arrayContaining([mine.id, shared.id]));
    const bobSees = await viewsOf(bob.cookie);
    expect(bobSees.find((view) => view.id === mine.id)).toBeUndefined();
    expect(bobSees.find((view) => view.id === shared.id)).toMatchObject({
      name: 'Ann shared',
      shared: true,
      is_mine: false,
      owner_name: ann.username,
    });
    // Shared views of one list stay in that list.
    expect((await viewsOf(bob.cookie, 'tags')).find((view) => view.id === shared.id)).toBeUndefined();
  });

  it('lets only the owner change or delete a shared view', async () => {
    const shared = (await create(ann.cookie, { shared: true })).body.data;
    const update = await t.call(
      'view-service/update-view',
      { id: shared.id, name: 'Mine now' },
      { cookie: bob.cookie },
    );
    expect(update.statusCode).toBe(403);
    expect(update.body).toEqual({ status: 'ERROR', message: viewMessage.notOwner });
    const removal = await t.call('view-service/delete-view', { id: shared.id }, { cookie: bob.cookie });
    expect(removal.statusCode).toBe(403);
    expect((await viewsOf(bob.cookie)).find((view) => view.id === shared.id)?.name).toBe(shared.name);
  });

  it('answers another user’s private view as not found, whatever is asked of it', async () => {
    const hidden = (await create(ann.cookie)).body.data;
    for (const [path, body] of [
      ['view-service/update-view', { id: hidden.id, shared: true }],
      ['view-service/delete-view', { id: hidden.id }],
    ] as const) {
      const result = await t.call(path, body, { cookie: bob.cookie });
      expect(result.statusCode).toBe(404);
      expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notFound('View') });
    }
    const absent = await t.call('view-service/delete-view', { id: 2_000_000_000 }, { cookie: ann.cookie });
    expect(absent.statusCode).toBe(404);
  });

  it('changes a shared view for everyone when its owner saves it again', async () => {
    const shared = (await create(ann.cookie, { shared: true })).body.data;
    const newState = state({ sort: null, filters: {}, columns: ['email'], pageSize: 100 });
    const result = await t.call(
      'view-service/update-view',
      { id: shared.id, name: 'Emails', state: newState },
      { cookie: ann.cookie },
    );
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Emails', state: newState, shared: true });
    expect((await viewsOf(bob.cookie)).find((view) => view.id === shared.id)).toMatchObject({
      name: 'Emails',
      state: newState,
    });
  });

  it('takes a view away from the others when its owner stops sharing it', async () => {
    const shared = (await create(ann.cookie, { shared: true })).body.data;
    await t.call('view-service/update-view', { id: shared.id, shared: false }, { cookie: ann.cookie });
    expect((await viewsOf(bob.cookie)).find((view) => view.id === shared.id)).toBeUndefined();
    expect((await viewsOf(ann.cookie)).find((view) => view.id === shared.id)?.shared).toBe(false);
  });

  it('refuses a rename onto another of the owner’s views', async () => {
    const first = (await create(ann.cookie, { name: 'Rename target' })).body.data;
    const second = (await create(ann.cookie)).body.data;
    const result = await t.call(
      'view-service/update-view',
      { id: second.id, name: 'rename TARGET' },
      { cookie: ann.cookie },
    );
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ name: [viewMessage.nameTaken] }));
    expect(first.id).not.toBe(second.id);
  });

  it('deletes a view for everyone', async () => {
    const shared = (await create(ann.cookie, { shared: true })).body.data;
    const result = await t.call('view-service/delete-view', { id: shared.id }, { cookie: ann.cookie });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({ id: shared.id });
    expect((await viewsOf(bob.cookie)).find((view) => view.id === shared.id)).toBeUndefined();
    const again = await t.call('view-service/delete-view', { id: shared.id }, { cookie: ann.cookie });
    expect(again.statusCode).toBe(404);
  });

  it('stops an owner who lost the list’s permission from changing its views', async () => {
    const owner = await t.signedInUser(['access_all_users', 'access_all_tags']);
    const view = (await create(owner.cookie)).body.data;
    await t.database.db
      .delete(userPermissions)
      .where(
        and(eq(userPermissions.userId, owner.id), eq(userPermissions.permissionName, 'access_all_users')),
      );
    const result = await t.call(
      'view-service/update-view',
      { id: view.id, shared: true },
      { cookie: owner.cookie },
    );
    expect(result.statusCode).toBe(403);
  });
});
