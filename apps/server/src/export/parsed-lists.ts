import { createKeyIndex, type ExportListKey, type KeyIndex, type ListColumn } from '@masthead/contract';
import type { Db } from '../db/client.ts';
import { type ListSources, type LoadOptions, loadListSources, parseListSources } from './sources.ts';
import type { Row } from './view-check.ts';

/** A list's rows parsed once, with the contract's index of their sort keys and search texts. */
export interface ParsedList {
  rows: readonly Row[];
  index: KeyIndex;
  /** A relation's ids to their names, per relation column (an item's projects, tags…). */
  choiceLabels: Record<string, Record<string, string>>;
}

interface Entry extends ParsedList {
  key: string;
  sources: ListSources;
  columns: readonly ListColumn<Row>[];
}

/**
 * Parsing 100,000 rows takes far longer than answering a page of them, and the index's sort keys
 * longer still, so the most recently paged lists are kept parsed. They are keyed by the list
 * cache's own JSON objects (db/list-cache.ts), which change exactly when a row does, here or on
 * another server: every call still asks the list cache, so an edit shows on the next page.
 * Only a few are kept: each costs several times its JSON in memory.
 */
const keptLists = 3;
const parsed = new WeakMap<Db, Entry[]>();

const sameSources = (a: ListSources, b: ListSources) => a.list === b.list && a.relations === b.relations;

export async function loadParsedList(
  db: Db,
  list: ExportListKey,
  options: LoadOptions & { columns: readonly ListColumn<Row>[] },
): Promise<ParsedList> {
  const sources = await loadListSources(db, list, options);
  const key = JSON.stringify([list, options.projectType, options.withRelations, options.report]);
  const entries = parsed.get(db) ?? [];
  const known = entries.find((entry) => entry.key === key);
  const rest = entries.filter((entry) => entry !== known);
  if (known && sameSources(known.sources, sources) && known.columns === options.columns) {
    parsed.set(db, [known, ...rest]);
    return known;
  }
  const { rows, relations } = parseListSources(sources);
  const entry: Entry = {
    key,
    sources,
    columns: options.columns,
    rows,
    index: createKeyIndex(rows, options.columns),
    choiceLabels: relations ? { ...relations.names } : {},
  };
  parsed.set(db, [entry, ...rest].slice(0, keptLists));
  return entry;
}
