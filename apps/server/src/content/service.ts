import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  allFields,
  type ContentCounts,
  type ContentItem,
  type ContentListRow,
  type ContentTypeDefinition,
  type ContentTypeName,
  type ContentValues,
  contentTypes,
  emptyValue,
  globalMessage,
  isFieldRelevant,
  type Status,
} from '@masthead/contract';
import { and, count, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { sqlDateTime } from '../db/json-list.ts';
import { cachedList } from '../db/list-cache.ts';
import { oncePerDatabase } from '../db/per-database.ts';
import { users } from '../db/schema.ts';
import { AppError, fieldError, notFound } from '../http/errors.ts';
import { type MediaStorage, MediaUnavailable } from '../media/storage.ts';
import { richTextSanitizer } from '../rich-text/sanitize.ts';
import { checkReferences } from './references.ts';
import { contentItems, isLive, type StoredMedia } from './schema.ts';
import type { Upload } from './uploads.ts';

export type Row = typeof contentItems.$inferSelect;

/** The columns an item is shown from (`present`): its list row and search words stay behind. */
export const shownColumns = {
  id: contentItems.id,
  contentId: contentItems.contentId,
  type: contentItems.type,
  title: contentItems.title,
  description: contentItems.description,
  keywords: contentItems.keywords,
  status: contentItems.status,
  projects: contentItems.projects,
  categories: contentItems.categories,
  tags: contentItems.tags,
  fields: contentItems.fields,
  media: contentItems.media,
  config: contentItems.config,
  createdAt: contentItems.createdAt,
  updatedAt: contentItems.updatedAt,
};
export type ShownRow = Pick<Row, keyof typeof shownColumns>;

const commonKeys = new Set(['title', 'description', 'keywords', 'status', 'projects', 'categories', 'tags']);
const mediaUrl = (name: string) => `/media/${name}`;

/**
 * An item in the shape a save sends it (see ContentItem in the contract). Built by assignment
 * in the answer's key order rather than by spreading the type's fields into a literal: get-one
 * presents an item per call, and the spread made V8 copy the object key by key (9 µs for a game).
 */
export function present(
  definition: ContentTypeDefinition,
  row: ShownRow,
  updatedBy: string | null,
): ContentItem {
  const item: Record<string, unknown> = {
    id: row.id,
    content_id: row.contentId,
    type: row.type as ContentTypeName,
    title: row.title,
    description: row.description,
    keywords: row.keywords,
    status: row.status as Status,
    projects: row.projects,
    categories: row.categories,
    tags: row.tags,
    config: row.config,
  };
  for (const field of definition.fields) {
    const media = row.media[field.key];
    item[field.key] =
      field.kind === 'file'
        ? media
          ? mediaUrl(media.name)
          : ''
        : (row.fields[field.key] ?? emptyValue(field));
  }
  const media: Record<string, unknown> = {};
  for (const key in row.media) {
    const { name, originalName, ...facts } = row.media[key] as StoredMedia;
    media[key] = { url: mediaUrl(name), ...facts, original_name: originalName ?? null };
  }
  item.media = media;
  item.creation_datetime = formatDateTime(row.createdAt);
  item.update_datetime = formatDateTime(row.updatedAt);
  item.updated_by = updatedBy;
  return item as unknown as ContentItem;
}

/** What the history records: the editable fields, files by URL with the names they were uploaded under. */
export function audited({
  id: _id,
  content_id: _contentId,
  type: _type,
  media,
  creation_datetime: _c,
  update_datetime: _u,
  updated_by: _by,
  ...fields
}: ContentItem) {
  for (const [key, file] of Object.entries(media)) fields[key] = { url: file.url, name: file.original_name };
  return fields;
}

/** An item's change in its history: each field as it read `before` (null when created) and `after`. */
export const recordItemChange = (
  db: Db,
  action: AuditEntry['action'],
  { actorId, before, after }: { actorId: number; before: ContentItem | null; after: ContentItem },
) =>
  recordAudit(db, {
    entity: 'content',
    entityId: after.id,
    action,
    actorId,
    changes: diffFields(before && audited(before), audited(after)),
  });

/** The list's columns as SQL: common columns as they are, own fields from JSON, files as URLs. */
function listColumn(definition: ContentTypeDefinition, key: string) {
  const alias = sql.identifier(key);
  if (key === 'creation_datetime') return sql`${sqlDateTime(contentItems.createdAt)} as ${alias}`;
  if (key === 'update_datetime') return sql`${sqlDateTime(contentItems.updatedAt)} as ${alias}`;
  if (key === 'id' || key === 'content_id' || commonKeys.has(key)) return sql`${sql.identifier(key)}`;
  const field = definition.fields.find((candidate) => candidate.key === key);
  if (field?.kind === 'file')
    return sql`'/media/' || (${contentItems.media} -> ${key} ->> 'name') as ${alias}`;
  return sql`${contentItems.fields} -> ${key} as ${alias}`;
}

/** The list row of the items `where` selects, rewritten from their columns (after every save). */
export async function writeListRows(db: Db, definition: ContentTypeDefinition, where: SQL) {
  const columns = sql.join(
    [...new Set(['id', ...definition.columns])].map((key) => listColumn(definition, key)),
    sql`, `,
  );
  await db.execute(
    sql`update ${contentItems} set list_row = (select row_to_json(r)::text from (select ${columns}) r) where ${where}`,
  );
}

/** Every item of a type with its list columns (the trash left out): the stored rows joined in id order. */
export const listContent = (db: Db, definition: ContentTypeDefinition) =>
  cachedList<ContentListRow>(db, {
    key: `content ${definition.type}`,
    table: contentItems,
    id: contentItems.id,
    xid: contentItems.listXid,
    stored: true,
    rows: (changed) => sql`select ${contentItems.id}, ${contentItems.listRow} as row from ${contentItems}
      where ${contentItems.type} = ${definition.type} and ${isLive} and ${changed}`,
  });

/** The item of `id` and `type`, not in the trash. */
export const itemOf = (id: SQLWrapper, type: SQLWrapper) =>
  and(eq(contentItems.id, id), eq(contentItems.type, type), isLive);
/** The item of the statement's `id` and `type`. */
const itemIs = itemOf(sql.placeholder('id'), sql.placeholder('type'));

/** An item to change, whole, read `for update`. */
const lockedItemQuery = (db: Db) =>
  db
    .select({ row: contentItems, updatedBy: users.username })
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.updatedBy))
    .where(itemIs)
    .for('update', { of: contentItems });

/** get-one is the hottest read: its statement is prepared once per database. */
const itemQuery = oncePerDatabase((db) =>
  db
    .select({ row: shownColumns, updatedBy: users.username })
    .from(contentItems)
    .leftJoin(users, eq(users.id, contentItems.updatedBy))
    .where(itemIs)
    .prepare('content_item_by_id'),
);

/**
 * The item to change, read `for update`, if nobody saved it since the form loaded it at
 * `loadedAt`; else 409, naming who saved it and when.
 */
export async function findRowAsLoaded(
  db: Db,
  definition: ContentTypeDefinition,
  id: number,
  loadedAt: string,
) {
  const [found] = await lockedItemQuery(db).execute({ id, type: definition.type });
  if (!found) throw notFound(definition.label);
  const { row, updatedBy } = found;
  if (formatDateTime(row.updatedAt) === loadedAt) return found;
  throw new AppError(
    409,
    globalMessage.editConflict({
      what: `This ${definition.label.toLowerCase()}`,
      who: updatedBy ?? 'someone',
      when: formatDateTime(row.updatedAt),
    }),
  );
}

/** An item not in the trash, or 404 as if it did not exist. */
export async function getContent(db: Db, definition: ContentTypeDefinition, id: number) {
  const [found] = await itemQuery(db).execute({ id, type: definition.type });
  if (!found) throw notFound(definition.label);
  return present(definition, found.row, found.updatedBy);
}

/** The item's type, for calls that name only an id (its history). */
export async function contentTypeOf(db: Db, id: number) {
  const [row] = await db
    .select({ type: contentItems.type })
    .from(contentItems)
    .where(eq(contentItems.id, id));
  if (!row) throw notFound('Content item');
  return row.type;
}

/** The validated values split into the row's columns; rich text sanitized, irrelevant fields left out. */
function toColumns(
  definition: ContentTypeDefinition,
  values: ContentValues,
  sanitizeRichText: (html: string) => string,
) {
  const fields: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.kind === 'file' || !isFieldRelevant(field, values)) continue;
    const value = values[field.key];
    if (value === undefined) continue;
    fields[field.key] =
      field.kind === 'richText' && typeof value === 'string' ? sanitizeRichText(value) : value;
  }
  return {
    title: values.title as string,
    description: (values.description as string | undefined) ?? '',
    keywords: (values.keywords as string | undefined) ?? '',
    status: values.status as string,
    projects: (values.projects as number[] | undefined) ?? [],
    categories: definition.categoryLevel ? ((values.categories as number[] | undefined) ?? []) : [],
    tags: definition.tagLevel ? ((values.tags as Record<string, number[]> | undefined) ?? {}) : {},
    config: (values.config as Record<string, unknown> | undefined) ?? {},
    fields,
  };
}

/**
 * The files the item keeps after a save: a new upload replaces, '' removes, no value or the
 * current URL keeps; a file field irrelevant to the chosen technology is let go.
 */
function nextMedia(
  definition: ContentTypeDefinition,
  {
    current,
    values,
    uploads,
  }: { current: Record<string, StoredMedia>; values: ContentValues; uploads: Upload[] },
) {
  const media: Record<string, StoredMedia> = {};
  for (const field of allFields(definition)) {
    if (field.kind !== 'file' || !isFieldRelevant(field, values)) continue;
    const upload = uploads.find((candidate) => candidate.field === field.key);
    const kept = current[field.key];
    const sent = values[field.key];
    if (upload) {
      const { name, type, bytes, width, height, originalName } = upload;
      media[field.key] = { name, type, bytes, width, height, ...(originalName ? { originalName } : {}) };
    } else if (sent === '') {
      // removed
    } else if (sent === undefined || (kept && sent === mediaUrl(kept.name))) {
      if (kept) media[field.key] = kept;
    } else {
      throw fieldError(field.key, 'is invalid');
    }
  }
  return media;
}

const namesOf = (media: Record<string, StoredMedia>) =>
  new Set(Object.values(media).map((file) => file.name));

/** Seconds are the API's resolution, so each save moves update_datetime on by at least one. */
export function nextUpdateTime(previous: Date | null) {
  const now = Math.floor(Date.now() / 1000) * 1000;
  return new Date(previous ? Math.max(now, Math.floor(previous.getTime() / 1000) * 1000 + 1000) : now);
}

/**
 * A stored file's lock, between the saves that bring its bytes and the clean-up that deletes
 * it: a save stores the file and commits the row naming it under a shared hold, and the
 * clean-up checks that no row names it and deletes it under a sole one. Without it, a save
 * that found the bytes already stored could commit while another save's clean-up, having
 * seen no row naming them yet, deleted them.
 */
const holdMedia = (tx: Db, name: string, sole: boolean) =>
  tx.execute(
    sole
      ? sql`select pg_advisory_xact_lock(hashtext(${`media:${name}`}))`
      : sql`select pg_advisory_xact_lock_shared(hashtext(${`media:${name}`}))`,
  );

/**
 * Files whose deletion the storage refused (a bucket out of reach), by storage: the next
 * clean-up of that storage (the hourly trash purge, or any save letting files go) tries them
 * again, so a fault of the bucket leaves no object behind for long.
 */
const deletionsLeft = new WeakMap<MediaStorage, Set<string>>();

/**
 * Files no item (live or in the trash) refers to any more are deleted, after the save that
 * let them go has committed. A storage fault does not undo that save: the file waits for
 * the next clean-up (see deletionsLeft), and the names still waiting are answered.
 */
export async function deleteUnreferenced(db: Db, storage: MediaStorage, names: Iterable<string>) {
  const left = deletionsLeft.get(storage) ?? new Set<string>();
  deletionsLeft.set(storage, left);
  for (const name of new Set([...names, ...left]))
    await db.transaction(async (tx) => {
      await holdMedia(tx, name, true);
      const result = (await tx.execute(
        sql`select 1 from ${contentItems} where jsonb_path_exists(${contentItems.media}, '$.*.name ? (@ == $n)', jsonb_build_object('n', ${name}::text)) limit 1`,
      )) as unknown as { rows: unknown[] };
      try {
        if (result.rows.length === 0) await storage.delete(name);
        left.delete(name);
      } catch (error) {
        if (!(error instanceof MediaUnavailable)) throw error;
        left.add(name);
      }
    });
  return [...left];
}

interface SaveContext {
  db: Db;
  storage: MediaStorage;
  definition: ContentTypeDefinition;
  values: ContentValues;
  uploads: Upload[];
  actor: { id: number; username: string };
}

/**
 * Files first, then the row, then the files it let go: the save's transaction stores its
 * files (under their shared holds) before it writes the row; a failed save deletes the files
 * it brought (unless another item holds the same bytes), so no file is left without an item.
 */
async function withStoredUploads<T>(
  { db, storage, uploads }: SaveContext,
  save: (storeFiles: (tx: Db) => Promise<void>) => Promise<T>,
) {
  const added: string[] = [];
  const storeFiles = async (tx: Db) => {
    for (const upload of uploads) {
      await holdMedia(tx, upload.name, false);
      if (await storage.put(upload.name, upload.localFile)) added.push(upload.name);
    }
  };
  try {
    return await save(storeFiles);
  } catch (error) {
    await deleteUnreferenced(db, storage, added);
    throw error;
  }
}

export async function createContent(context: SaveContext) {
  const { db, definition, values, uploads, actor } = context;
  const sanitizeRichText = await richTextSanitizer();
  const item = await withStoredUploads(context, (storeFiles) =>
    db.transaction(async (tx) => {
      await storeFiles(tx);
      await checkReferences(tx, definition, values);
      const [row] = await tx
        .insert(contentItems)
        .values({
          ...toColumns(definition, values, sanitizeRichText),
          contentId: randomUUID(),
          type: definition.type,
          media: nextMedia(definition, { current: {}, values, uploads }),
          updatedBy: actor.id,
          updatedAt: nextUpdateTime(null),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await writeListRows(tx, definition, eq(contentItems.id, row.id));
      const created = present(definition, row, actor.username);
      await recordItemChange(tx, 'create', { actorId: actor.id, before: null, after: created });
      return created;
    }),
  );
  return item;
}

export async function updateContent(context: SaveContext & { id: number; loadedAt: string }) {
  const { db, storage, definition, values, uploads, actor, id, loadedAt } = context;
  let released: string[] = [];
  const sanitizeRichText = await richTextSanitizer();
  const item = await withStoredUploads(context, (storeFiles) =>
    db.transaction(async (tx) => {
      const { row: before, updatedBy } = await findRowAsLoaded(tx, definition, id, loadedAt);
      await storeFiles(tx);
      await checkReferences(tx, definition, values);
      const media = nextMedia(definition, { current: before.media, values, uploads });
      const [row] = await tx
        .update(contentItems)
        .set({
          ...toColumns(definition, values, sanitizeRichText),
          media,
          updatedBy: actor.id,
          updatedAt: nextUpdateTime(before.updatedAt),
        })
        .where(eq(contentItems.id, id))
        .returning();
      if (!row) throw notFound(definition.label);
      await writeListRows(tx, definition, eq(contentItems.id, id));
      const after = present(definition, row, actor.username);
      const shownBefore = present(definition, before, updatedBy);
      await recordItemChange(tx, 'update', { actorId: actor.id, before: shownBefore, after });
      const keeps = namesOf(media);
      released = [...namesOf(before.media)].filter((name) => !keeps.has(name));
      return after;
    }),
  );
  await deleteUnreferenced(db, storage, released);
  return item;
}

/** Every content type with its number of items (the trash left out), zero included, in one query. */
export async function countContentByType(db: Db): Promise<ContentCounts> {
  const rows = await db
    .select({ type: contentItems.type, items: count() })
    .from(contentItems)
    .where(isLive)
    .groupBy(contentItems.type);
  const counts = Object.fromEntries(contentTypes.map(({ type }) => [type, 0])) as ContentCounts;
  for (const row of rows) if (row.type in counts) counts[row.type as ContentTypeName] = Number(row.items);
  return counts;
}
