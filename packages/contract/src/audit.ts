/** One recorded change of a user or project: who, when, and each field's before and after. */
export interface AuditEntry {
  id: number;
  action: 'create' | 'update' | 'clone';
  actor: { id: number; username: string } | null;
  at: string;
  changes: { field: string; from: unknown; to: unknown }[];
}
