import { contentTypes, type SearchType } from '@masthead/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  allowedIps,
  categories,
  contentItems,
  isLive,
  legalDocuments,
  legalVersions,
  projects,
  tags,
  users,
} from '../db/schema.ts';
import type { Searched } from './folded.ts';
import { searched } from './searched.ts';

/**
 * Where the search looks: one source per table, saying which of the contract's types it holds,
 * which rows are live, and how a found row reads (title, context, when it was made).
 */
export interface SearchSource {
  types: readonly SearchType[];
  from: SQL;
  /** The rows of `types` that can be found at all (not in the trash, the current version). */
  where: (types: readonly SearchType[]) => SQL | undefined;
  type: SQL;
  id: AnyPgColumn;
  title: AnyPgColumn;
  /** Its words (a generated column with a GIN index). */
  words: AnyPgColumn;
  /** A short line that tells the row apart from others of the same title. */
  context: SQL;
  created: AnyPgColumn;
  /** Text that names one row exactly besides its id (a content id). */
  exact?: AnyPgColumn;
  /**
   * Many wide rows (content): words are looked for among the newest rows first (service.ts),
   * read from an index that holds the words of the rows `wordsFitIndex` says are short enough.
   */
  large?: { wordsFitIndex: SQL };
}

/** A source of one entity table, whose type is a constant. */
function entitySource<K extends string>(
  type: SearchType,
  table: PgTable & Record<K | 'id' | 'searchWords', AnyPgColumn>,
  columns: Searched<K>,
  rest: { from?: SQL; where?: SQL; id?: AnyPgColumn; context: SQL; created: AnyPgColumn },
): SearchSource {
  return {
    types: [type],
    from: rest.from ?? sql`${table}`,
    where: () => rest.where,
    type: sql`${type}`,
    id: rest.id ?? table.id,
    title: table[columns.title],
    words: table.searchWords,
    context: rest.context,
    created: rest.created,
  };
}

const joined = (...parts: (AnyPgColumn | SQL)[]) => sql`concat_ws(' · ', ${sql.join(parts, sql`, `)})`;
const levels = (column: AnyPgColumn) => sql`nullif(array_to_string(${column}, ', '), '')`;

/**
 * Content whose words fit in a btree row beside its id (content_items_search_recent, migration
 * 0020; the same text there, or the planner will not use it). A word is at least a byte and its
 * separator another, and costs its row at most 5 bytes per byte typed, so 400 bytes of title and
 * keywords are at most about 2,000 bytes of words, under a btree row's 2,704. Longer ones (a
 * 2,048-character title) are walked from their own index (content_items_search_recent_long).
 */
const contentWordsFitIndex = sql.raw('((octet_length(title) + octet_length(keywords)) <= 400)');

const content: SearchSource = {
  types: contentTypes.map((definition) => definition.type),
  from: sql`${contentItems}`,
  where: (types) => and(isLive, sql`${contentItems.type} in ${types}`),
  type: sql`${contentItems.type}`,
  id: contentItems.id,
  title: contentItems[searched.content.title],
  words: contentItems.searchWords,
  context: joined(contentItems.contentId, contentItems.status),
  created: contentItems.createdAt,
  exact: contentItems.contentId,
  large: { wordsFitIndex: contentWordsFitIndex },
};

export const searchSources: readonly SearchSource[] = [
  content,
  entitySource('user', users, searched.user, {
    context: joined(sql`${users.firstName} || ' ' || ${users.lastName}`, users.email, users.status),
    created: users.createdAt,
  }),
  entitySource('project', projects, searched.project, {
    context: joined(projects.legalName, projects.contentType, projects.status),
    created: projects.createdAt,
  }),
  entitySource('category', categories, searched.category, {
    context: joined(levels(categories.level), categories.status),
    created: categories.createdAt,
  }),
  entitySource('tag', tags, searched.tag, {
    context: joined(levels(tags.level), tags.status),
    created: tags.createdAt,
  }),
  entitySource('legal-template', legalVersions, searched.legal, {
    from: sql`${legalVersions} join ${legalDocuments} on ${eq(legalDocuments.id, legalVersions.documentId)}`,
    where: eq(legalDocuments.currentVersion, legalVersions.version),
    // A document is opened by its own id, not by its version's.
    id: legalVersions.documentId,
    context: joined(legalVersions.type, legalVersions.level),
    created: legalVersions.createdAt,
  }),
  entitySource('allowed-ip', allowedIps, searched.allowedIp, {
    context: joined(allowedIps.description),
    created: allowedIps.createdAt,
  }),
];
