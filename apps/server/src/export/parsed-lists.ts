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
  sources: ListSources;
  columns: readonly ListColumn<Row>[];
}

/**
 * Parsing 100,000 rows takes far longer than answering a page of them, and the index's sort keys
 * longer still, so the most recently paged lists are kept parsed. They are keyed by the list
 * cache's own JSON objects (db/list-cache.ts), which change exactly when a row does, here or on
 * another server: every call still asks the list cache, so an edit shows on the next page.
 * Only a few are kept: each costs several times its JSON in memory. An entry is found by those
 * objects, not by the call's input, so options a list does not read (a project type sent for a
 * content list) cannot make it parse again; a list whose columns are made per call (a report's)
 * is never kept, as it could never be found again.
 */
const keptLists = 3;
const parsed = new WeakMap<Db, Entry[]>();

const sameSources = (a: ListSources, b: ListSources) => a.list === b.list && a.relations === b.relations;

export async function loadParsedList(
  db: Db,
  list: ExportListKey,
  options: LoadOptions & {
    columns: readonly ListColumn<Row>[];
    /** The list's columns are made for each call (a report's), so its entry could not be found again. */
    columnsPerCall: boolean;
  },
): Promise<ParsedList> {
  const sources = await loadListSources(db, list, options);
  const entries = parsed.get(db) ?? [];
  const known = entries.find(
    (entry) => sameSources(entry.sources, sources) && entry.columns === options.columns,
  );
  if (known) {
    parsed.set(db, [known, ...entries.filter((entry) => entry !== known)]);
    return known;
  }
  const { rows, relations } = parseListSources(sources);
  const entry: Entry = {
    sources,
    columns: options.columns,
    rows,
    index: createKeyIndex(rows, options.columns),
    choiceLabels: relations ? { ...relations.names } : {},
  };
  if (options.columnsPerCall) return entry;
  parsed.set(db, [entry, ...entries].slice(0, keptLists));
  return entry;
}
