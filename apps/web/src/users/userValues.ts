import { permissionNames } from '@masthead/contract';

const permissionOrder = new Map<string, number>(permissionNames.map((name, index) => [name, index]));

/**
 * The permissions in the contract's order, so that ticking a box and unticking it again gives
 * back the same list and the form does not count as changed.
 */
export const sortPermissions = (names: readonly string[]) =>
  [...new Set(names)].sort(
    (a, b) =>
      (permissionOrder.get(a) ?? permissionOrder.size) - (permissionOrder.get(b) ?? permissionOrder.size) ||
      a.localeCompare(b),
  );

/** The permissions with `names` ticked (checked) or unticked: one box, or a whole section. */
export function withPermissions({
  current,
  names,
  checked,
}: {
  current: readonly string[];
  names: readonly string[];
  checked: boolean;
}): string[] {
  if (checked) return sortPermissions([...current, ...names]);
  return current.filter((name) => !names.includes(name));
}
