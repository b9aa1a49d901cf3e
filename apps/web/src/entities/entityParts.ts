import type { CallPath, EntityRow, LegalProjectChoice, Permission } from '@masthead/contract';
import type { ReactNode } from 'react';
import type { FormMode, FormTab, LoadQuery, Submission } from '../components/form-kit/index.ts';

/** What the kinds that choose from a list offer, loaded before the form opens. */
export interface EntityChoices {
  /** For a `permissions` field. */
  permissions?: Permission[];
  /** For a `projects` field. */
  projects?: LegalProjectChoice[];
}

export type ChoiceQueries = { [K in keyof EntityChoices]: LoadQuery<NonNullable<EntityChoices[K]>> };

/** How one field shows to this user on this item, beyond its definition. */
export interface FieldLook {
  /** Shown, not changed (one's own username). */
  readOnly?: boolean;
  /** Replaces the definition's hint. */
  hint?: string;
  /** Drawn instead of the input (where one's own password is changed). */
  replacement?: ReactNode;
}

/** What an entity's form shows of one opened item, for the signed-in user. */
export interface ItemParts<Row extends EntityRow> {
  look?: (key: string) => FieldLook | undefined;
  /** Above the General tab's fields. */
  before?: ReactNode;
  /** Below the General tab's fields. */
  after?: ReactNode;
  /** Tabs after History. */
  tabs?: readonly { tab: FormTab; panel: ReactNode }[];
  /** Whether the Edit button of view mode shows to whoever holds the edit permission; yes unless said. */
  canEdit?: boolean;
  /** Buttons after Edit and Delete. */
  actions?: ReactNode;
  onSaved?: (saved: Row) => void | Promise<void>;
}

/**
 * What is special to one entity's form, plugged into the form its definition makes: the
 * defaults of a new item, the lists its choices come from, a clone mode, and what it shows of
 * an opened item (`useItemParts`, a hook: it may read the signed-in user).
 */
export interface EntityFormParts<Row extends EntityRow = EntityRow> {
  defaults?: Readonly<Record<string, string>>;
  useChoices?: () => ChoiceQueries;
  clone?: { title: string; saved: string; submission: Submission<Row> };
  /** Answers a save makes stale besides the entity's list, item and history. */
  invalidatesAlso?: readonly CallPath[];
  useItemParts?: (opened: { mode: FormMode; item: Row | null }) => ItemParts<Row>;
}
