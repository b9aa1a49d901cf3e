import {
  type CallParsed,
  filterProblem,
  globalMessage,
  isAllowed,
  type LoggedUser,
  type SavedView,
  type ViewListKey,
  type ViewState,
  viewLimits,
  viewListColumns,
  viewLists,
  viewMessage,
} from '@masthead/contract';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formatDateTime, isUniqueViolation } from '../db/format.ts';
import { users } from '../db/schema.ts';
import { AppError, fieldError, notFound, permissionDenied } from '../http/errors.ts';
import { savedViews } from './schema.ts';

type Viewer = Pick<LoggedUser, 'id' | 'permissions'>;

/** Whoever may see a list's rows may see and save its views; the list's call decides who that is. */
function assertMaySeeList(viewer: Viewer, list: ViewListKey) {
  const required = viewLists[list];
  if (!isAllowed(viewer.permissions, required)) throw permissionDenied(required);
}

const viewColumns = {
  id: savedViews.id,
  list: savedViews.listKey,
  name: savedViews.name,
  shared: savedViews.isShared,
  state: savedViews.state,
  ownerId: savedViews.ownerId,
  ownerName: users.username,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};

type ViewRow = {
  id: number;
  list: string;
  name: string;
  shared: boolean;
  state: unknown;
  ownerId: number;
  ownerName: string;
  createdAt: Date;
  updatedAt: Date;
};

const present = (row: ViewRow, viewer: Viewer): SavedView => ({
  id: row.id,
  list: row.list,
  name: row.name,
  shared: row.shared,
  state: row.state as ViewState,
  owner_id: row.ownerId,
  owner_name: row.ownerName,
  is_mine: row.ownerId === viewer.id,
  creation_datetime: formatDateTime(row.createdAt),
  update_datetime: formatDateTime(row.updatedAt),
});

const selectViews = (db: Db) =>
  db.select(viewColumns).from(savedViews).innerJoin(users, eq(users.id, savedViews.ownerId));

/** The views of a list the viewer may use: its own and everyone's shared ones, by name. */
export async function listViews(db: Db, viewer: Viewer, list: ViewListKey): Promise<SavedView[]> {
  assertMaySeeList(viewer, list);
  const rows = await selectViews(db)
    .where(
      and(eq(savedViews.listKey, list), or(eq(savedViews.ownerId, viewer.id), eq(savedViews.isShared, true))),
    )
    .orderBy(sql`lower(${savedViews.name})`, asc(savedViews.id));
  return rows.map((row) => present(row, viewer));
}

async function getView(db: Db, viewer: Viewer, id: number): Promise<SavedView> {
  const [row] = await selectViews(db).where(eq(savedViews.id, id));
  // Someone else's private view is answered as if it did not exist: its name is nobody's business.
  if (!row || (row.ownerId !== viewer.id && !row.shared)) throw notFound('View');
  return present(row, viewer);
}

/** A view the viewer may change: visible to it, of a list it may still see, and its own. */
async function getOwnView(db: Db, viewer: Viewer, id: number): Promise<SavedView> {
  const view = await getView(db, viewer, id);
  assertMaySeeList(viewer, view.list as ViewListKey);
  if (!view.is_mine) throw new AppError(403, viewMessage.notOwner);
  return view;
}

/**
 * Each filter of a state must be one its column can read (a status of ACTIVE, a range of days),
 * as the export requires; a filter on a column the list no longer has is kept, and ignored when
 * the view is opened, so a view saved before a column went still opens.
 */
function assertFiltersFit(list: ViewListKey, state: ViewState | undefined) {
  if (!state) return;
  const columns = viewListColumns(list);
  for (const [id, text] of Object.entries(state.filters)) {
    const column = columns.find((candidate) => candidate.id === id);
    const problem = column && filterProblem(column, text);
    if (problem) throw fieldError(`state.filters.${id}`, problem);
  }
}

/** A second view of the same name in the same list is a field error, also when two saves race. */
async function refusingDuplicateName<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('name', viewMessage.nameTaken);
    throw error;
  }
}

export function createView(db: Db, viewer: Viewer, input: CallParsed<'view-service/create-view'>) {
  assertMaySeeList(viewer, input.list);
  assertFiltersFit(input.list, input.state);
  return refusingDuplicateName(() =>
    db.transaction(async (tx) => {
      // Saves by one user queue on its row, so parallel saves cannot pass the limit together.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${viewer.id} for update`);
      const [counted] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(savedViews)
        .where(and(eq(savedViews.ownerId, viewer.id), eq(savedViews.listKey, input.list)));
      if ((counted?.count ?? 0) >= viewLimits.perList) {
        throw new AppError(400, viewMessage.tooMany(viewLimits.perList));
      }
      const [row] = await tx
        .insert(savedViews)
        .values({
          ownerId: viewer.id,
          listKey: input.list,
          name: input.name,
          isShared: input.shared,
          state: input.state,
        })
        .returning({ id: savedViews.id });
      if (!row) throw new AppError(500, globalMessage.unexpected);
      return getView(tx, viewer, row.id);
    }),
  );
}

export async function updateView(db: Db, viewer: Viewer, input: CallParsed<'view-service/update-view'>) {
  const { id, name, shared, state } = input;
  const view = await getOwnView(db, viewer, id);
  assertFiltersFit(view.list as ViewListKey, state);
  return refusingDuplicateName(async () => {
    await db
      .update(savedViews)
      .set({
        ...(name === undefined ? {} : { name }),
        ...(shared === undefined ? {} : { isShared: shared }),
        ...(state === undefined ? {} : { state }),
        updatedAt: new Date(),
      })
      .where(and(eq(savedViews.id, id), eq(savedViews.ownerId, viewer.id)));
    return getView(db, viewer, id);
  });
}

export async function deleteView(db: Db, viewer: Viewer, id: number) {
  await getOwnView(db, viewer, id);
  await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.ownerId, viewer.id)));
  return { id };
}
