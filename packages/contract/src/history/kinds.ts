/**
 * The vocabulary of the history: what it records and how a recorded field reads. Types alone,
 * so definitions can name them without loading the formatter.
 */

/** Every kind of record whose changes the history keeps. */
export type AuditedEntity =
  | 'user'
  | 'project'
  | 'tag'
  | 'category'
  | 'attribute'
  | 'legal-template'
  | 'allowed-ip'
  | 'content'
  | 'api-key';

/** The records a history names by id: their current names are looked up when it is read. */
export type ReferencedEntity = 'project' | 'tag' | 'category';

/**
 * How a recorded field reads in the history. The value kinds mirror the content field kinds, so
 * every entity (a content type, a user, a tag) is read by the same formatter.
 */
export type HistoryKind =
  /** A single value shown as it is: text, number, choice, date ('YYYY-MM-DD'). */
  | { kind: 'value' }
  /** Never shown: only that it changed (passwords, secrets). */
  | { kind: 'secret' }
  /** A UTC date-time 'YYYY-MM-DD HH:mm:ss', shown with its zone. */
  | { kind: 'dateTime' }
  /** Sanitized HTML, summarised by words added and removed. */
  | { kind: 'richText' }
  /** A list of texts: items added and removed, each through `itemLabel` when given. */
  | { kind: 'list'; itemLabel?: (item: string) => string }
  /** One comma-joined string read as a list of words. */
  | { kind: 'keywords' }
  /** Rows of { name, url, rating }: each row added, removed or changed, by its name. */
  | { kind: 'reviewUrls' }
  /** An uploaded file, by the name it was uploaded under. */
  | { kind: 'file' }
  /** Ids of other records, named by their current names. */
  | { kind: 'refs'; ref: ReferencedEntity }
  /** One id of another record. */
  | { kind: 'ref'; ref: ReferencedEntity }
  /** Tag ids per project id: { "<project id>": [tag ids] }. */
  | { kind: 'tags' }
  /** A small object of settings, shown key by key. */
  | { kind: 'object' };

export type HistoryField = HistoryKind & { label: string };

/** The recorded fields of one entity by key; a field missing here falls back to `fallbackField`. */
export type HistoryFields = Readonly<Record<string, HistoryField>>;
