import type { ColumnKind } from '../export/types.ts';
import type { AuditedEntity, HistoryField } from '../history/kinds.ts';
import type { Access } from '../permissions.ts';

/**
 * The vocabulary of the fields of users, projects, tags, categories, attributes, legal
 * documents and allowed IPs. Each kind has one rule (rules.ts), one widget in the web's entity
 * form and one way of reading in the history; what is truly special to one entity (its
 * password, its permissions, an IP range) is a kind of its own rather than a copy of a screen.
 */
export type EntityWidget =
  /**
   * One line of text; `pattern` with `patternMessage` narrows it (the spec's own words). Without
   * `max` the pattern alone bounds its length, and every wrong value gets the pattern's message.
   */
  | { kind: 'text'; max?: number; pattern?: RegExp; patternMessage?: string; inputType?: 'email' }
  /** Several lines of plain text. */
  | { kind: 'textarea'; max: number }
  /** Sanitized HTML edited in the rich-text editor. */
  | { kind: 'richText'; max: number }
  /** A whole number, typed as digits. */
  | { kind: 'integer' }
  /** One of `options`, shown as a select, or as radio buttons labelled by `optionLabels`. */
  | {
      kind: 'choice';
      options: readonly [string, ...string[]];
      as?: 'select' | 'radio';
      optionLabels?: Readonly<Record<string, string>>;
    }
  /** ACTIVE or INACTIVE. */
  | { kind: 'status' }
  /** Any of `options`, ticked as checkboxes or picked in a searchable list; kept sorted without repeats. */
  | { kind: 'choiceList'; options: readonly string[]; as: 'checkboxes' | 'multiSelect' }
  /** Project ids, chosen by name. */
  | { kind: 'projects' }
  /** A strong password; on an update, empty keeps the current one. */
  | { kind: 'password' }
  /** Permission names, granted in the permissions accordion. */
  | { kind: 'permissions' }
  /** An IPv4 or IPv6 address or CIDR range. */
  | { kind: 'ipRange'; max: number };

export type EntityFieldKind = EntityWidget['kind'];

export type EntityField<K extends string = string> = EntityWidget & {
  key: K;
  /** Refused when missing or empty; the form marks it. */
  required: boolean;
  /** The form's tab; 'general' unless said. */
  tab?: string;
  /** Half a row on wide screens (the default), or a whole row. */
  width?: 'half' | 'full';
  /** A hint under the input: what the rule accepts. */
  hint?: string;
  /**
   * A valid value for examples and generic tests, where the kind alone cannot make one (a
   * pattern): '{n}' becomes a number and '{a}' letters, both unique per example.
   */
  example?: string;
  /** Shown and kept only while another field has one of these values; dropped otherwise. */
  onlyWhen?: { field: K; in: readonly string[] };
};

/** A column of the entity's list; its header is the label of its key. */
export interface EntityColumn<K extends string = string> {
  key: K;
  kind?: ColumnKind;
}

/** What a row of the entity's list and get calls answers at least. */
export interface EntityRow {
  id: number;
  creation_datetime: string;
}

/**
 * One entity, written once: its names, its calls, who may make them, its fields with their
 * labels and rules, its list's columns and its form's tabs. The call table, the server's
 * handlers, the web's list page and form, the history's wording, the CSV export and the
 * OpenAPI schemas are derived from it (see the README's architecture section).
 */
export interface EntityDefinition<Key extends string = string> {
  /** The history's name for it, and the key the server registers its storage under. */
  name: AuditedEntity;
  /** 'Tag': 'Tag not found', 'View Tag …'. */
  label: string;
  /** 'Tags': the list's heading and the menu's entry. */
  pluralLabel: string;
  /** The web route of the list; /new, /view/{id} and /edit/{id} hang below it. */
  route: `/${string}`;
  /** The keys of its list in the CSV export and in saved views, and the export's file name. */
  lists: { export: string; view: string; file: string };
  /** The spec's call paths (without /api/). */
  calls: {
    list: string;
    get: string;
    /** Who changed what (legal documents keep versions instead, a call of their own). */
    history?: string;
    create: string;
    update: string;
    delete?: string;
    usage?: string;
  };
  /**
   * Who may do what: list and view screens, loading one, creating, editing (and deleting, with
   * the edit permission: the spec names none). `pick` loads the list where more may than the
   * list screen's holders (content forms offer tags and categories).
   */
  access: {
    any: Access;
    list: Access;
    view: Access;
    read: Access;
    create: Access;
    update: Access;
    pick?: Access;
  };
  /**
   * The platform spec words a too-long value 'should be string at most N symbols' and keeps
   * spaces; the content spec's screens say 'should be at most N symbols' and trim.
   */
  wording: 'platform' | 'content';
  /**
   * What an edit names of the version it loaded, so a save over a newer one is refused (409):
   * its `update_datetime`, or the document's `version` (legal documents keep every version).
   */
  versionedBy: 'update_datetime' | 'version';
  /** Every label of a row by key: fields, columns and the history read them. */
  labels: Readonly<Record<Key, string>> & Readonly<Record<string, string>>;
  /** The form's fields in order. */
  fields: readonly EntityField<Key>[];
  /** Tabs after General, in order ('Permissions'); History follows on an opened item. */
  tabs?: readonly { value: string; label: string }[];
  /** The list's columns in order. */
  columns: readonly EntityColumn<Key>[];
  /**
   * What a row answers beyond its fields and columns (a project's config), by key: its JSON
   * type in the OpenAPI document's schema of the row.
   */
  answersAlso?: Readonly<Partial<Record<Key, 'string' | 'integer' | 'object'>>>;
  /** What the history records beyond the form's fields (a project's config), by key. */
  recordedAlso?: Readonly<Record<string, HistoryField>>;
  /** The field that names a row: 'Edit Puzzle'. */
  nameField: Key;
  /** Headings of the form's modes. */
  titles: { new: string; view: string; edit: string };
  /** The list's button. */
  addLabel: string;
  /** The banners of a save. */
  texts: { notSaved: string; saved: string };
  /**
   * What a delete takes away besides the row, said in the confirmation ('{name}' stands for
   * the row's name); the default says it leaves the list for good.
   */
  deleteConsequence?: string;
}

/**
 * Keeps the literal names and paths, so the call table knows them; fields and columns name
 * keys of `Row`, or of `WriteOnly` (a password is sent, never answered).
 */
export const defineEntity =
  <Row extends EntityRow, WriteOnly extends string = never>() =>
  <const D extends EntityDefinition<(keyof Row & string) | WriteOnly>>(definition: D) =>
    definition;

/** Headers of the keys every entity has. */
export const commonLabels = { id: 'ID', creation_datetime: 'Created', update_datetime: 'Updated' } as const;

/** Kinds whose value is a list of choices or ids (a list's cell joins them with commas). */
export const isListField = (field: Pick<EntityField, 'kind'>) =>
  field.kind === 'choiceList' || field.kind === 'projects' || field.kind === 'permissions';

/** Whether a field shows with these values: always, or while the field it depends on has one of its values. */
export const isFieldShown = (
  field: Pick<EntityField, 'onlyWhen'>,
  values: Readonly<Record<string, unknown>>,
) => !field.onlyWhen || field.onlyWhen.in.includes(values[field.onlyWhen.field] as string);

/** A field's tab: General unless it says. */
export const tabOf = (field: Pick<EntityField, 'tab'>) => field.tab ?? 'general';

/** Who may load the list: its screen's holders, or more where others pick from it. */
export const listAccess = (definition: Pick<EntityDefinition, 'access'>): Access =>
  definition.access.pick ?? definition.access.list;
