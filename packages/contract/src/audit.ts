import type { RecordedChange } from './history/describe.ts';

/** One recorded change of a record: who, when, and each field's before and after. */
export interface AuditEntry {
  id: number;
  /**
   * view-as-start/-stop: someone began or ended viewing the console as this user;
   * delete: the entity was removed (a content item: moved to the trash), its last fields the
   * changes' `from`; restore: a content item was brought back from the trash.
   */
  action: 'create' | 'update' | 'clone' | 'delete' | 'restore' | 'view-as-start' | 'view-as-stop';
  /**
   * Who made the change; `token` names the personal API token it was made through, when a
   * script made it rather than the user in a browser.
   */
  actor: { id: number; username: string; token?: string } | null;
  at: string;
  changes: RecordedChange[];
  /**
   * Each change as a person reads it, in the order of `changes`: labels instead of keys, names
   * instead of ids ('Tags: added Action on Site A'), files by the names they were uploaded under,
   * rich text as words added and removed, secrets only as 'changed'.
   */
  lines: string[];
}
