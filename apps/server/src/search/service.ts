import {
  type SearchResult,
  type SearchType,
  searchedType,
  searchFold,
  searchResultRoute,
  visibleSearchTypes,
} from '@masthead/contract';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { foldedTitle, titleIndexChars, wholeFoldedTitle } from './folded.ts';
import { type SearchSource, searchSources } from './sources.ts';

/** How well a row matched: its id or content id exactly, its title's beginning, or its words. */
const rank = { exact: 0, titleStart: 1, words: 2 } as const;

const maxInt4 = 2_147_483_647;

/** How many of the newest rows of a table are looked through first for words. */
const recentRows = 5000;

/** How many of the newest rows of a table each type's newest matches are looked for among. */
const recentRowsOfEachType = 500;

/** How many matches of a word rare among the newest rows are read to pick the newest from. */
const olderMatches = 1000;

/** What the typed text asks for, worked out once for every source. */
interface Wanted {
  /** The text as typed (trimmed), for a content id. */
  text: string;
  /** The number it is, when it could be an id. */
  id: number | null;
  /**
   * 'emi%': the folded text as a title's beginning, with LIKE's wildcards escaped, cut to the
   * characters the title's index holds.
   */
  titleStart: string;
  /**
   * The whole beginning when the folded text is longer than the index holds (200 typed Hangul
   * syllables fold to up to 600 letters), checked on the rows the index finds; null otherwise.
   */
  wholeTitleStart: string | null;
  /**
   * "'emile' & 'zo':*": every word whole but the last, which may be a beginning, as it is typed;
   * '' when none. (A beginning costs the index a range of words: three of them took 35 ms.)
   */
  words: string;
  limit: number;
}

/** 'emi%': text as LIKE's pattern of a beginning, its wildcards escaped. */
const beginningPattern = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

function wantedOf(q: string, limit: number): Wanted {
  const folded = searchFold(q);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  // Characters as the database counts them (code points), so the cut matches its left().
  const characters = [...folded];
  return {
    text: q,
    id: /^\d{1,10}$/.test(q) && Number(q) <= maxInt4 ? Number(q) : null,
    titleStart: beginningPattern(characters.slice(0, titleIndexChars).join('')),
    wholeTitleStart: characters.length > titleIndexChars ? beginningPattern(folded) : null,
    words: words.map((word, index) => `'${word}'${index === words.length - 1 ? ':*' : ''}`).join(' & '),
    limit,
  };
}

/**
 * One source's matches, at most `limit` per way of matching; each way is a query its indexes
 * answer alone (the id, the folded title's range, the words' GIN), so a word that half the
 * rows hold costs no more than a rare one.
 */
function sourceQueries(source: SearchSource, types: readonly SearchType[], wanted: Wanted): SQL[] {
  const where = (condition: SQL) => and(source.where(types), condition);
  // The ids first, alone, so the newest matches can come from an index without the wide rows;
  // then the few rows found are read whole.
  const found = (matched: number, ids: SQL) =>
    sql`select ${source.type} as type, ${source.id} as id, ${source.title} as title, ${source.context} as context,
      extract(epoch from ${source.created})::float8 as created, ${matched} as rank
      from ${source.from} where ${where(sql`${source.id} in (select ${source.id} from ${source.from} ${ids})`)}`;
  const queries: SQL[] = [];
  const exact = [
    ...(wanted.id === null ? [] : [sql`${source.id} = ${wanted.id}`]),
    ...(source.exact ? [sql`${source.exact} = ${wanted.text.toLowerCase()}`] : []),
  ];
  if (exact.length > 0)
    queries.push(found(rank.exact, sql`where ${where(sql.join(exact, sql` or `))} limit ${wanted.limit}`));
  const title = foldedTitle(source.title);
  const titleStarts = [
    sql`${title} like ${wanted.titleStart}`,
    ...(wanted.wholeTitleStart === null
      ? []
      : [sql`${wholeFoldedTitle(source.title)} like ${wanted.wholeTitleStart}`]),
  ];
  // Titles alike in their first `titleIndexChars` characters come in id order here; the answer
  // is sorted by the whole title afterwards (compareFound).
  queries.push(
    found(
      rank.titleStart,
      sql`where ${where(sql.join(titleStarts, sql` and `))} order by ${title}, ${source.id} limit ${wanted.limit}`,
    ),
  );
  if (wanted.words === '') return queries;
  const matches = where(sql`${source.words} @@ to_tsquery('simple', ${wanted.words})`);
  const newest = sql`order by ${source.id} desc limit ${wanted.limit}`;
  if (!source.large) {
    queries.push(found(rank.words, sql`where ${matches} ${newest}`));
    return queries;
  }
  // The newest matches among the newest rows, walked backwards by id: a common word is met at once.
  // Rows whose words fit in an index are walked there; the few longer ones apart, from the table.
  const { wordsFitIndex } = source.large;
  const cutoff = sql`(select coalesce(max(${source.id}), 0) - ${recentRows} from ${source.from})`;
  const newestWhere = (fits: SQL) =>
    sql`(select ${source.id} as id from ${source.from} where ${matches} and ${fits} and ${source.id} > ${cutoff} ${newest})`;
  const recentIds = sql`select id from (${newestWhere(wordsFitIndex)} union all ${newestWhere(sql`not ${wordsFitIndex}`)}) newest order by id desc limit ${wanted.limit}`;
  const recent = sql`where ${source.id} in (${recentIds})`;
  queries.push(found(rank.words, recent));
  // And each type's newest matches among the very newest rows, so that the types take turns
  // (byTypeInTurn): a word that every type's titles hold answers each type, not only the newest
  // type's twenty. Half the turns at most for each: the newest type's come from recentIds, as do
  // the few rows too long for the index. The rows are read from the index first (materialized) and
  // matched after; asked for the matches among them, the planner took every match of a common
  // word from the words' index (320,000, 70 ms).
  const turnCutoff = sql`(select coalesce(max(${source.id}), 0) - ${recentRowsOfEachType} from ${source.from})`;
  const newestRows = sql`select ${source.id} as id, ${source.type} as type, ${source.words} as words,
    ${source.where(types) ?? sql`true`} as is_searched
    from ${source.from} where ${wordsFitIndex} and ${source.id} > ${turnCutoff}`;
  const eachTypesNewest = sql`with newest_rows as materialized (${newestRows})
    select id from (select id, row_number() over (partition by type order by id desc) as turn from newest_rows
      where is_searched and words @@ to_tsquery('simple', ${wanted.words})) newest
    where turn <= ${Math.ceil(wanted.limit / 2)}`;
  queries.push(found(rank.words, sql`where ${source.id} in (${eachTypesNewest})`));
  // Too few there means a word rare among the newest rows: then its index finds the matches and the
  // newest of them are kept. (Walking every row for a rare word took seconds; the planner cannot
  // tell a rare word's beginning from a common one's, so the search decides instead.) A word common
  // only among older rows would have the index hand over, and the sort order, every one of its
  // matches (80,000 took 0.5 s): the newest are looked for among the first `olderMatches` found.
  const enoughRecent = sql`(select count(*) from (${recentIds}) recent) >= ${wanted.limit}`;
  const older = sql`select ${source.id} as id from ${source.from} where ${matches} and not ${enoughRecent} limit ${olderMatches}`;
  queries.push(
    found(
      rank.words,
      sql`where ${source.id} in (select older.id from (${older}) older order by older.id desc limit ${wanted.limit})`,
    ),
  );
  return queries;
}

interface FoundRow {
  type: SearchType;
  id: number;
  title: string;
  context: string;
  created: number;
  rank: number;
}

const typeOrder = (type: SearchType, order: readonly SearchType[]) => order.indexOf(type);

/**
 * Best first and always in the same order: exact ids, then titles that begin with the text
 * (alphabetically), then the other matches (newest first); ties by type, then id.
 */
function compareFound(order: readonly SearchType[]) {
  return (a: FoundRow, b: FoundRow) =>
    a.rank - b.rank ||
    (a.rank === rank.titleStart ? compareText(searchFold(a.title), searchFold(b.title)) : 0) ||
    (a.rank === rank.words ? b.created - a.created || b.id - a.id : 0) ||
    typeOrder(a.type, order) - typeOrder(b.type, order) ||
    a.id - b.id;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The sorted rows with the types taking turns after the exact matches: a word that every type's
 * titles hold ('dragon') answers a few games, a few quizzes… rather than twenty of the type whose
 * items happen to be newest, and twenty titles of one type that begin with the text do not hide
 * every other type's titles that hold it as a word: the palette's groups show what there is to
 * find. Within a turn the better way of matching comes first.
 */
function byTypeInTurn(sorted: readonly FoundRow[]): FoundRow[] {
  const turns = new Map<string, number>();
  const turnOf = new Map<FoundRow, number>();
  for (const row of sorted) {
    const key = row.rank === rank.exact ? 'exact' : row.type;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    turnOf.set(row, turn);
  }
  const position = new Map(sorted.map((row, index) => [row, index]));
  const isExact = (row: FoundRow) => (row.rank === rank.exact ? 0 : 1);
  return [...sorted].sort(
    (a, b) =>
      isExact(a) - isExact(b) ||
      (turnOf.get(a) ?? 0) - (turnOf.get(b) ?? 0) ||
      (position.get(a) ?? 0) - (position.get(b) ?? 0),
  );
}

/** The matches of `q` among the types the holder of `held` may see, best first. */
export async function search(
  db: Db,
  { q, limit, held }: { q: string; limit: number; held: readonly string[] },
): Promise<SearchResult[]> {
  // Text of accents alone folds to nothing, which as a title's beginning would match every row.
  if (searchFold(q).trim() === '') return [];
  const visible = visibleSearchTypes(held).map((searched) => searched.type);
  const wanted = wantedOf(q, limit);
  const queries = searchSources.flatMap((source) => {
    const types = source.types.filter((type) => visible.includes(type));
    return types.length === 0 ? [] : sourceQueries(source, types, wanted);
  });
  if (queries.length === 0) return [];
  // One round trip: every source's queries in one statement.
  const result = (await db.execute(
    sql.join(
      queries.map((query) => sql`(${query})`),
      sql` union all `,
    ),
  )) as unknown as { rows: FoundRow[] };
  const best = new Map<string, FoundRow>();
  for (const row of result.rows) {
    const found = { ...row, id: Number(row.id), created: Number(row.created), rank: Number(row.rank) };
    const key = `${found.type}/${found.id}`;
    const known = best.get(key);
    if (!known || found.rank < known.rank) best.set(key, found);
  }
  return byTypeInTurn([...best.values()].sort(compareFound(visible)))
    .slice(0, limit)
    .map(({ type, id, title, context }) => ({
      type,
      id,
      title,
      context,
      route: searchResultRoute(searchedType(type), id),
    }));
}
