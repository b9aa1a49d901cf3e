import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index } from 'drizzle-orm/pg-core';

type Text = AnyPgColumn | SQL;

/**
 * The search's expressions, written once: the indexes of the searched tables are built over
 * them and the search's query repeats them, so PostgreSQL (and PGlite) answer from the index
 * and nothing has to be kept in sync on a save: the database keeps its indexes itself.
 */

/** Lower case, accents dropped (search_fold, migration 0015), the columns joined by spaces. */
const folded = (columns: readonly Text[]) => sql`search_fold(${sql.join([...columns], sql` || ' ' || `)})`;

/** The words of the columns, for full-text matching by word and word beginning. */
export const searchWords = (columns: readonly Text[]) => sql`to_tsvector('simple', ${folded(columns)})`;

/** The folded title in byte order, so a beginning ('emi%') is a range of its index. */
export const foldedTitle = (title: Text) => sql`(${folded([title])} collate "C")`;

/** What a table is searched by, as keys of its columns: its title and every column of words. */
export interface Searched<K extends string = string> {
  title: K;
  words: readonly K[];
}

/** Those columns of a table (or of the columns a schema's index callback is given). */
export const searchedColumns = <K extends string, C extends Text>(
  table: Record<K, C>,
  searched: Searched<K>,
): { title: C; words: C[] } => ({
  title: table[searched.title],
  words: searched.words.map((key) => table[key]),
});

/** The two indexes of a searched table: its words (GIN) and its folded title. */
export function searchIndexes<K extends string>(name: string, table: Record<K, Text>, searched: Searched<K>) {
  const { title, words } = searchedColumns(table, searched);
  return [
    index(`${name}_search_words`).using('gin', searchWords(words)),
    index(`${name}_search_title`).on(foldedTitle(title)),
  ];
}
