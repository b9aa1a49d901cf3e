/**
 * The words around a history's entries: what was done, by whom, when. The changes themselves
 * come as sentences from the server (the contract's describeChange).
 */
import type { AuditEntry } from '@masthead/contract';

export const actionText: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  clone: 'Cloned',
  delete: 'Deleted',
  restore: 'Restored from the trash',
  'view-as-start': 'Viewed as this user (read-only)',
  'view-as-stop': 'Stopped viewing as this user',
};

/** Who made a change; a removed account leaves its entries behind without a name. */
/** A change a script made through a personal API token names the token: 'alice (token: deploy-bot)'. */
export const actorText = (actor: AuditEntry['actor']) =>
  actor ? (actor.token ? `${actor.username} (token: ${actor.token})` : actor.username) : 'deleted user';

/** The API's times are UTC 'YYYY-MM-DD HH:mm:ss'; saying so spares staff in other zones a guess. */
export const timeText = (at: string) => `${at} UTC`;
