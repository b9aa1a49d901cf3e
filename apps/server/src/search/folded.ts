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

/** The folded title in byte order, so a beginning ('emi%') is a range of its index. */
export const foldedTitle = (title: AnyPgColumn | SQL) => sql`(search_fold(${title}) collate "C")`;

/** The two indexes of a searched table: its words (GIN) and its folded title. */
export const searchIndexes = <K extends string>(
  name: string,
  table: Record<K | 'searchWords', AnyPgColumn>,
  searched: Searched<K>,
) => [
  index(`${name}_search_words`).using('gin', table.searchWords),
  index(`${name}_search_title`).on(foldedTitle(table[searched.title])),
];
