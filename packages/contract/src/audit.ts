/** One recorded change of a user or project: who, when, and each field's before and after. */
export interface AuditEntry {
  id: number;
  /**
   * view-as-start/-stop: someone began or ended viewing the console as this user;
   * delete: the entity was removed (a content item: moved to the trash), its last fields the
   * changes' `from`; restore: a content item was brought back from the trash.
   */
  action: 'create' | 'update' | 'clone' | 'delete' | 'restore' | 'view-as-start' | 'view-as-stop';
  actor: { id: number; username: string } | null;
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}
