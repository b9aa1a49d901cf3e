import { describe, expect, it } from 'vitest';
import { isDirty } from '../components/form-kit/dirty.ts';
import { sortPermissions, withPermissions } from './userValues.ts';

describe('user form permissions', () => {
  it('ticks and unticks permissions without making the form dirty when put back', () => {
    const initial = { username: 'anna2024', permissions: sortPermissions(['update_user', 'create_project']) };
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
