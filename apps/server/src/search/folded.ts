import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, index } from 'drizzle-orm/pg-core';

/**
 * The search's columns and expressions, written once. The words a row is matched by are a
 * column the database computes itself on every insert and update (a generated column), so no
 * save, clone, restore or bulk change can leave them behind; the title is matched through an
 * index over an expression the search's query repeats.
 */

/** What a table is searched by: its title (a key of its columns) and the columns of its words (their SQL names). */
export interface Searched<K extends string = string> {
  title: K;
  words: readonly string[];
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of these columns, lower case without accents (search_fold, migration 0015):
 * matched by word and by a word's beginning.
 */
export const searchWordsColumn = (columns: readonly string[]) =>
  tsvector('search_words')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(
        `to_tsvector('simple', search_fold(${columns.map((name) => `"${name}"`).join(` || ' ' || `)}))`,
      ),
    );

/**
 * How many characters of the folded title its index holds. A btree row holds at most 2,704 bytes
 * and a title may be 2,048 characters of up to 4 bytes each in UTF-8 (random CJK or emoji do not
 * compress): 500 characters are at most 2,000 bytes, whatever search_fold makes of them.
 */
export const titleIndexChars = 500;

/**
 * The folded title's first `titleIndexChars` characters in byte order, so a beginning ('emi%') is
 * a range of its index. The index and the search's query are this one expression (a literal
 * length: the planner matches the index only to the same text).
 */
export const foldedTitle = (title: AnyPgColumn | SQL) =>
  sql`(left(search_fold(${title}), ${sql.raw(String(titleIndexChars))}) collate "C")`;

/** The whole folded title, for a beginning longer than its index holds. */
export const wholeFoldedTitle = (title: AnyPgColumn | SQL) => sql`search_fold(${title})`;

/** The two indexes of a searched table: its words (GIN) and its folded title. */
export const searchIndexes = <K extends string>(
  name: string,
  table: Record<K | 'searchWords', AnyPgColumn>,
  searched: Searched<K>,
) => [
  index(`${name}_search_words`).using('gin', table.searchWords),
  index(`${name}_search_title`).on(foldedTitle(table[searched.title])),
];
