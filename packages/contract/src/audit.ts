/** One recorded change of a user or project: who, when, and each field's before and after. */
export interface AuditEntry {
  id: number;
  /**
   * view-as-start/-stop: someone began or ended viewing the console as this user. delete: the
   * entity was removed; its last fields are the changes' `from`.
   */
  action: 'create' | 'update' | 'clone' | 'delete' | 'view-as-start' | 'view-as-stop';
  actor: { id: number; username: string } | null;
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}
