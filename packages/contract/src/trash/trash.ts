import type { ContentTypeName } from '../content/item.ts';

/** Days an item stays in the trash before it and the files only it used are purged. */
export const trashDays = 30;

/** One item in the trash, as get-trash lists it and a delete answers it. */
export interface TrashEntry {
  type: ContentTypeName;
  id: number;
  title: string;
  /** Who moved it to the trash (username); null once that account is gone. */
  deleted_by: string | null;
  /** 'YYYY-MM-DD HH:mm:ss' UTC. */
  deleted_at: string;
  /** When the purge may remove it: deleted_at plus trashDays. */
  purge_at: string;
}

/** Days left before the purge, counting the one under way: 30 just after a delete, 1 on the last day. */
export function daysBeforePurge(purgeAt: string, now: Date = new Date()) {
  const at = Date.parse(`${purgeAt.replace(' ', 'T')}Z`);
  return Math.max(0, Math.ceil((at - now.getTime()) / 86_400_000));
}

/** The trash's own texts. */
export const trashMessage = {
  deleted: (typeLabel: string, title: string) => `${typeLabel} "${title}" moved to the trash.`,
  restored: (typeLabel: string, title: string) => `${typeLabel} "${title}" restored.`,
  notInTrash: (typeLabel: string) =>
    `This ${typeLabel.toLowerCase()} is not in the trash: it was restored or purged meanwhile. Reload the trash to see what it holds now.`,
  confirmDelete: (typeLabel: string, title: string) =>
    `Move ${typeLabel.toLowerCase()} "${title}" to the trash? It disappears from lists, counts, reports and exports at once; it can be restored from the trash for ${trashDays} days, then it and the files only it uses are deleted for good.`,
  daysLeft: (days: number) => (days === 1 ? '1 day' : `${days} days`),
} as const;
