import type { AuditEntry } from '@masthead/contract';

type Change = AuditEntry['changes'][number];

export interface ChangeFormat {
  /** Field labels of the area, e.g. userLabels; a field without one shows its own name. */
  labels: Readonly<Record<string, string>>;
  /** How an item of a list field reads, by field: permissions as 'Create User'. */
  itemLabels?: Readonly<Record<string, (item: string) => string>>;
  /** Fields whose values are never shown, only that they changed. */
  secretFields?: readonly string[];
}

export const actionText: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Updated',
  clone: 'Cloned',
  delete: 'Deleted',
  restore: 'Restored from the trash',
  'view-as-start': 'Viewed as this user (read-only)',
  'view-as-stop': 'Stopped viewing as this user',
};

export const emptyValueText = '(empty)';

/** Who made a change; a removed account leaves its entries behind without a name. */
export const actorText = (actor: AuditEntry['actor']) => actor?.username ?? 'deleted user';

/** The API's times are UTC 'YYYY-MM-DD HH:mm:ss'; saying so spares staff in other zones a guess. */
export const timeText = (at: string) => `${at} UTC`;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

function valueText(value: unknown): string {
  if (isBlank(value)) return emptyValueText;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** 'added Create Tag, Update Tag; removed Access All Tags' */
function listChangeText({
  from,
  to,
  itemLabel,
}: {
  from: unknown;
  to: unknown;
  itemLabel: (item: string) => string;
}) {
  const before = asList(from);
  const after = asList(to);
  const added = after.filter((item) => !before.includes(item)).map(itemLabel);
  const removed = before.filter((item) => !after.includes(item)).map(itemLabel);
  const parts = [
    ...(added.length ? [`added ${added.join(', ')}`] : []),
    ...(removed.length ? [`removed ${removed.join(', ')}`] : []),
  ];
  return parts.length ? parts.join('; ') : 'reordered';
}

/**
 * One change as a line: 'Last Name: Smith → Jones'; 'Email: ann@example.com' when the value is
 * new (on create); 'Permissions: added Create Tag'; 'Password: changed'.
 */
export function formatChange(change: Change, format: ChangeFormat): string {
  const { labels, itemLabels = {}, secretFields = ['password'] } = format;
  const label = labels[change.field] ?? change.field;
  if (secretFields.includes(change.field)) return `${label}: changed`;
  if (Array.isArray(change.from) || Array.isArray(change.to)) {
    const itemLabel = itemLabels[change.field] ?? ((item: string) => item);
    return `${label}: ${listChangeText({ from: change.from, to: change.to, itemLabel })}`;
  }
  if (isBlank(change.from)) return `${label}: ${valueText(change.to)}`;
  return `${label}: ${valueText(change.from)} → ${valueText(change.to)}`;
}
