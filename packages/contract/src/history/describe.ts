import { keywordList } from '../content/keywords.ts';
import { fallbackField } from './fields.ts';
import type { HistoryField, HistoryFields, ReferencedEntity } from './kinds.ts';
import { quoted, shortened, wordChange } from './text.ts';

/** One recorded change of a field, as the audit trail stores it. */
export interface RecordedChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** Current names of the records a history refers to, by id: { project: { "12": "Site A" } }. */
export type HistoryNames = Partial<Record<ReferencedEntity, Readonly<Record<string, string>>>>;

export const emptyValueText = '(empty)';

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

function valueText(value: unknown): string {
  if (isBlank(value)) return emptyValueText;
  if (typeof value === 'string') return shortened(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return shortened(value.map(valueText).join(', '));
  if (typeof value === 'object')
    return shortened(
      Object.entries(value as Record<string, unknown>)
        .map(([key, item]) => `${key}: ${valueText(item)}`)
        .join(', '),
    );
  return String(value);
}

/** 'Site A'; an id no record has any more reads 'project #4 (deleted)'. */
const nameOf = (names: HistoryNames, ref: ReferencedEntity, id: unknown) =>
  names[ref]?.[String(id)] ?? `${ref} #${String(id)} (deleted)`;

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** 'added A, B; removed C'; nothing added or removed reads 'reordered', or 'none' when empty. */
function addedRemovedText({
  added,
  removed,
  isEmpty,
}: {
  added: string[];
  removed: string[];
  isEmpty: boolean;
}) {
  const parts = [
    ...(added.length ? [`added ${added.join(', ')}`] : []),
    ...(removed.length ? [`removed ${removed.join(', ')}`] : []),
  ];
  if (parts.length) return parts.join('; ');
  return isEmpty ? 'none' : 'reordered';
}

function listText(from: unknown, to: unknown, itemText: (item: unknown) => string) {
  const before = asArray(from).map(String);
  const after = asArray(to).map(String);
  return addedRemovedText({
    added: after.filter((item) => !before.includes(item)).map(itemText),
    removed: before.filter((item) => !after.includes(item)).map(itemText),
    isEmpty: after.length === 0,
  });
}

const keywordsOf = (value: unknown) => (typeof value === 'string' ? keywordList(value) : []);

/** Tag ids per project as (project, tag) pairs, so a tag moved between projects reads as both. */
const tagPairs = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).flatMap(([project, tags]) =>
        asArray(tags).map((tag) => `${project}:${String(tag)}`),
      )
    : [];

/** 'added Action, Puzzle on Site A; removed Racing on Site B' */
function tagsText(from: unknown, to: unknown, names: HistoryNames) {
  const before = tagPairs(from);
  const after = tagPairs(to);
  const byProject = (verb: string, pairs: string[]) => {
    const groups = new Map<string, string[]>();
    for (const pair of pairs) {
      const [project = '', tag] = pair.split(':');
      groups.set(project, [...(groups.get(project) ?? []), nameOf(names, 'tag', tag)]);
    }
    return [...groups].map(
      ([project, tags]) => `${verb} ${tags.join(', ')} on ${nameOf(names, 'project', project)}`,
    );
  };
  const parts = [
    ...byProject(
      'added',
      after.filter((pair) => !before.includes(pair)),
    ),
    ...byProject(
      'removed',
      before.filter((pair) => !after.includes(pair)),
    ),
  ];
  if (parts.length) return parts.join('; ');
  return after.length === 0 ? 'none' : 'reordered';
}

interface ReviewRow {
  name: string;
  url: string;
  rating: unknown;
}
const reviewRows = (value: unknown): ReviewRow[] =>
  asArray(value).map((row) => {
    const { name = '', url = '', rating = '' } = (row ?? {}) as Partial<ReviewRow>;
    return { name: String(name), url: String(url), rating };
  });
const reviewText = (row: ReviewRow) => `review ${quoted(row.name || row.url)} ${String(row.rating)}%`;

/** "added review 'IGN' 85%; removed review 'Polygon' 70%; changed review 'Kotaku' 60% → 75%" */
function reviewUrlsText(from: unknown, to: unknown) {
  const before = reviewRows(from);
  const after = reviewRows(to);
  const keyOf = (row: ReviewRow) => row.name || row.url;
  const find = (rows: ReviewRow[], key: string) => rows.find((row) => keyOf(row) === key);
  const added = after.filter((row) => !find(before, keyOf(row))).map(reviewText);
  const removed = before.filter((row) => !find(after, keyOf(row))).map(reviewText);
  const changed = after.flatMap((row) => {
    const old = find(before, keyOf(row));
    if (!old) return [];
    const what = [
      ...(String(old.rating) !== String(row.rating)
        ? [`${String(old.rating)}% → ${String(row.rating)}%`]
        : []),
      ...(old.url !== row.url ? [`link ${shortened(row.url)}`] : []),
    ];
    return what.length ? [`changed review ${quoted(keyOf(row))} ${what.join(', ')}`] : [];
  });
  const text = addedRemovedText({ added, removed, isEmpty: after.length === 0 });
  if (!changed.length) return text;
  return text === 'reordered' || text === 'none' ? changed.join('; ') : [text, ...changed].join('; ');
}

/**
 * A file as recorded: { url, name } with the name it was uploaded under, or (in entries written
 * before names were kept) its URL alone, which reads as the start of its stored name.
 */
function fileText(value: unknown): string | null {
  if (isBlank(value)) return null;
  const { url, name } =
    typeof value === 'string' ? { url: value, name: null } : (value as { url?: unknown; name?: unknown });
  if (typeof name === 'string' && name !== '') return quoted(name);
  const stored = String(url ?? '')
    .split('/')
    .pop();
  const [hash = '', ext] = (stored ?? '').split('.');
  return `file ${hash.slice(0, 8)}${hash.length > 8 ? '…' : ''}${ext ? `.${ext}` : ''}`;
}

function fileChangeText(from: unknown, to: unknown) {
  const before = fileText(from);
  const after = fileText(to);
  if (!before) return after ? `added ${after}` : emptyValueText;
  if (!after) return `removed ${before}`;
  if (before === after) return `replaced ${before} with a new file of the same name`;
  return `replaced ${before} with ${after}`;
}

function richTextText(from: unknown, to: unknown) {
  const { before, after, added, removed } = wordChange(String(from ?? ''), String(to ?? ''));
  const words = (n: number) => `${n} ${n === 1 ? 'word' : 'words'}`;
  if (before === 0) return after === 0 ? emptyValueText : words(after);
  if (after === 0) return `emptied (−${words(before)})`;
  if (added === 0 && removed === 0) return 'changed (formatting only)';
  return `changed (+${words(added)}, −${removed})`;
}

function detailText(field: HistoryField, { from, to }: RecordedChange, names: HistoryNames): string {
  switch (field.kind) {
    case 'secret':
      return 'changed';
    case 'richText':
      return richTextText(from, to);
    case 'list':
      return listText(from, to, (item) => (field.itemLabel ?? String)(String(item)));
    case 'keywords':
      return listText(keywordsOf(from), keywordsOf(to), String);
    case 'reviewUrls':
      return reviewUrlsText(from, to);
    case 'file':
      return fileChangeText(from, to);
    case 'refs':
      return listText(from, to, (id) => nameOf(names, field.ref, id));
    case 'tags':
      return tagsText(from, to, names);
    case 'ref': {
      const text = (value: unknown) => (isBlank(value) ? emptyValueText : nameOf(names, field.ref, value));
      return isBlank(from) ? text(to) : `${text(from)} → ${text(to)}`;
    }
    case 'dateTime': {
      const text = (value: unknown) => (isBlank(value) ? emptyValueText : `${String(value)} UTC`);
      return isBlank(from) ? text(to) : `${text(from)} → ${text(to)}`;
    }
    case 'object':
    case 'value':
      return isBlank(from) ? valueText(to) : `${valueText(from)} → ${valueText(to)}`;
  }
}

/**
 * One change as a person reads it, under its field's label: 'Last Name: Smith → Jones',
 * 'Tags: added Action on Site A', 'Body: changed (+12 words, −3)', "Image 1: added 'cover.png'",
 * 'Password: changed'. Ids read as the names in `names`.
 */
export function describeChange(
  change: RecordedChange,
  { fields, names = {} }: { fields: HistoryFields; names?: HistoryNames },
): string {
  const field = fields[change.field] ?? fallbackField(change.field);
  return `${field.label}: ${detailText(field, change, names)}`;
}

const maxRowId = 2 ** 31 - 1;

/** The ids of other records that the changes name, by kind of record, for one lookup of names. */
export function referencedIds(changes: readonly RecordedChange[], fields: HistoryFields) {
  const ids: Record<ReferencedEntity, Set<number>> = {
    project: new Set(),
    tag: new Set(),
    category: new Set(),
  };
  const add = (ref: ReferencedEntity, value: unknown) => {
    const id = Number(value);
    // Ids are int4 columns: a larger number (in a hand-edited entry) names nothing and is not asked for.
    if (Number.isInteger(id) && id > 0 && id <= maxRowId) ids[ref].add(id);
  };
  for (const change of changes) {
    const field = fields[change.field];
    for (const value of [change.from, change.to]) {
      if (field?.kind === 'ref') add(field.ref, value);
      if (field?.kind === 'refs') for (const id of asArray(value)) add(field.ref, id);
      if (field?.kind === 'tags')
        for (const pair of tagPairs(value)) {
          const [project, tag] = pair.split(':');
          add('project', project);
          add('tag', tag);
        }
    }
  }
  return ids;
}
