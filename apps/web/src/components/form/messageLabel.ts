/**
 * The label a message of `field` is shown under: the field's own, or for a part of a list
 * ('review_urls.1.name') the list's label, the item counted from 1 and the part's name, so a
 * banner never shows a raw key: 'Review URLs › item 2 › name'.
 */
export function messageLabel(field: string, labels: Readonly<Record<string, string>>): string {
  const own = labels[field];
  if (own) return own;
  const [list, ...parts] = field.split('.');
  const listLabel = list === undefined ? undefined : labels[list];
  if (!listLabel || parts.length === 0) return field;
  const partLabels = parts.map((part) =>
    /^\d+$/.test(part) ? `item ${Number(part) + 1}` : part.replaceAll('_', ' '),
  );
  return [listLabel, ...partLabels].join(' › ');
}
