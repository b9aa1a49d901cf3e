/**
 * Whether two form values are the same, deeply: strings, numbers, booleans, null, arrays (in
 * order) and plain objects. A form's values are only ever of these kinds.
 */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => isSameValue(item, b[index]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => isSameValue(a[key], b[key]));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * True when the user changed something since the form opened. A field typed and then put back
 * as it was does not count, so leaving such a form asks nothing.
 */
export const isDirty = ({ initial, current }: { initial: unknown; current: unknown }) =>
  !isSameValue(initial, current);
