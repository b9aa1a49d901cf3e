import type { User } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { isDirty } from '../components/form-kit/dirty.ts';
import { initialUserValues, newUserValues, sortPermissions, withPermissions } from './userValues.ts';

const anna: User = {
  id: 7,
  username: 'anna2024',
  status: 'ACTIVE',
  first_name: 'Anna',
  last_name: 'Smith',
  email: 'anna@example.com',
  note: '',
  permissions: ['update_user', 'create_project'],
  creation_datetime: '2024-01-01 10:00:00',
  update_datetime: '2024-01-02 10:00:00',
};

describe('user form values', () => {
  it('opens a new user empty and active, with no permissions', () => {
    expect(initialUserValues({ mode: 'new', user: null })).toEqual(newUserValues);
    expect(newUserValues.status).toBe('ACTIVE');
  });

  it('opens a saved user with its fields, the password empty and permissions in contract order', () => {
    const values = initialUserValues({ mode: 'edit', user: anna });
    expect(values).toEqual({
      username: 'anna2024',
      password: '',
      first_name: 'Anna',
      last_name: 'Smith',
      email: 'anna@example.com',
      status: 'ACTIVE',
      note: '',
      permissions: ['create_project', 'update_user'],
    });
    expect(Object.keys(values)).not.toContain('creation_datetime');
  });

  it('ticks and unticks permissions without making the form dirty when put back', () => {
    const initial = initialUserValues({ mode: 'edit', user: anna });
    const ticked = withPermissions({
      current: initial.permissions,
      names: ['access_all_users'],
      checked: true,
    });
    expect(ticked).toEqual(['create_project', 'update_user', 'access_all_users']);
    expect(isDirty({ initial, current: { ...initial, permissions: ticked } })).toBe(true);
    const back = withPermissions({ current: ticked, names: ['access_all_users'], checked: false });
    expect(isDirty({ initial, current: { ...initial, permissions: back } })).toBe(false);
  });

  it('ticks a whole section once, in order', () => {
    expect(
      withPermissions({ current: ['update_user'], names: ['create_user', 'update_user'], checked: true }),
    ).toEqual(['create_user', 'update_user']);
    expect(sortPermissions(['zeta', 'create_user', 'alpha'])).toEqual(['create_user', 'alpha', 'zeta']);
  });
});
