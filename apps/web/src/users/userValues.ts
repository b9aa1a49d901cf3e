import { type EntityValues, permissionNames, type User, type userEntity } from '@masthead/contract';
import type { FormMode } from '../components/form-kit/modes.ts';

type UserField = keyof EntityValues<typeof userEntity>;

/** The user form's values: every field of the create call, as the inputs hold them. */
export type UserValues = { [K in Exclude<UserField, 'permissions'>]: string } & { permissions: string[] };

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

export const newUserValues: UserValues = {
  username: '',
  password: '',
  first_name: '',
  last_name: '',
  email: '',
  status: 'ACTIVE',
  note: '',
  permissions: [],
};

/** What the form opens with: empty for a new user; the saved user, password left empty, otherwise. */
export function initialUserValues({ mode, user }: { mode: FormMode; user: User | null }): UserValues {
  if (mode === 'new' || !user) return newUserValues;
  return {
    username: user.username,
    password: '',
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    status: user.status,
    note: user.note ?? '',
    permissions: sortPermissions(user.permissions),
  };
}
