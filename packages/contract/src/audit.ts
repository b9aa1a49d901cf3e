/** One recorded change of a user or project: who, when, and each field's before and after. */
export interface AuditEntry {
  id: number;
  /**
   * view-as-start/-stop: someone began or ended viewing the console as this user;
   * delete/restore: a content item was moved to the trash or brought back from it.
   */
  action: 'create' | 'update' | 'clone' | 'delete' | 'restore' | 'view-as-start' | 'view-as-stop';
  actor: { id: number; username: string } | null;
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}
