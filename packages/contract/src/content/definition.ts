import type { ContentField } from './fields.ts';

/**
 * One content type, written once: its names, its calls, its tag and category levels and its
 * own fields. The common fields (title, description, keywords, status, projects, categories,
 * tags) are added by `common.ts`; the call table, the server's storage and the web's list
 * and form are all derived from these objects.
 */
export interface ContentTypeDefinition<T extends string = string> {
  /** The stored `type`: 'game', 'gamedeal', … */
  type: T;
  /** 'Game', 'Game Deal': banners read '{label} not saved'. */
  label: string;
  /** The menu's and the list's heading: 'Games', 'Game News'. */
  pluralLabel: string;
  /** The web route of the list: '/games'; /new, /view/{id} and /edit/{id} hang below it. */
  route: `/${string}`;
  /** The spec's call paths (without /api/). */
  calls: { list: string; get: string; create: string; update: string; delete: string };
  /** The level tags and categories must include to be offered; null when the type has none. */
  tagLevel: string | null;
  categoryLevel: string | null;
  /** Quiz, recipe and online tool require a description (content spec section 5). */
  isDescriptionRequired: boolean;
  /** The second tab's title: 'Game Options'. */
  tabLabel: string;
  /** The type's own fields, in form order. */
  fields: readonly ContentField[];
  /**
   * The list's columns, in order: common keys (id, content_id, title, status, image_1,
   * creation_datetime, update_datetime) or keys of the type's own text, choice, integer or
   * date fields. get-all answers exactly these keys for each row.
   */
  columns: readonly string[];
}

/** Keeps the literal type name and call paths, so the call table knows them. */
export const defineContentType = <const D extends ContentTypeDefinition>(definition: D) => definition;

/** The columns most types list. */
export const defaultColumns = [
  'id',
  'title',
  'status',
  'image_1',
  'creation_datetime',
  'update_datetime',
] as const;
