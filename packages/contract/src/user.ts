import type { Status } from './choices.ts';
import { commonLabels } from './entities/definition.ts';
import type { PermissionName, PermissionSection } from './permissions.ts';

/** Platform spec section 5. Each scenario adds its rules to the base set, field by field. */
export const userLimits = { text: 45, note: 1024 } as const;

/** A letter first, then letters and digits: 5 to 44 characters in all. */
export const usernamePattern = /^[A-Za-z][A-Za-z0-9]{4,43}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A user as every call answers it: never a password or its hash. */
export interface User {
  id: number;
  username: string;
  status: Status;
  first_name: string;
  last_name: string;
  email: string;
  note: string;
  permissions: PermissionName[];
  creation_datetime: string;
  update_datetime: string;
}

/** The signed-in user: the same fields; its permissions govern access. */
export type LoggedUser = Omit<User, 'creation_datetime' | 'update_datetime'>;

export interface Permission {
  name: PermissionName;
  description: string;
  section: PermissionSection;
}

export const userLabels = {
  ...commonLabels,
  username: 'Username',
  password: 'Password',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  note: 'Note',
  status: 'Status',
  permissions: 'Permissions',
} as const;
