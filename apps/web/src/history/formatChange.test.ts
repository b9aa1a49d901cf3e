import { permissionLabel, projectLabels, userLabels } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { actorText, formatChange, timeText } from './formatChange.ts';

const userFormat = { labels: userLabels, itemLabels: { permissions: permissionLabel } };

describe('formatChange', () => {
  it('shows a change from one value to another under the field label', () => {
    expect(formatChange({ field: 'last_name', from: 'Smith', to: 'Jones' }, userFormat)).toBe(
      'Last Name: Smith → Jones',
    );
    expect(formatChange({ field: 'http_locked', from: 'NO', to: 'YES' }, { labels: projectLabels })).toBe(
      'HTTP Lock: NO → YES',
    );
  });

  it('shows only the new value of a field that had none, as on create', () => {
    expect(formatChange({ field: 'email', from: null, to: 'ann@example.com' }, userFormat)).toBe(
      'Email: ann@example.com',
    );
    expect(formatChange({ field: 'factor_id', from: null, to: 12 }, { labels: projectLabels })).toBe(
      'Factor ID: 12',
    );
  });

  it('names an emptied value', () => {
    expect(formatChange({ field: 'note', from: 'Desk B', to: '' }, userFormat)).toBe(
      'Note: Desk B → (empty)',
    );
  });

  it('lists permissions added and removed by their labels', () => {
    expect(
      formatChange(
        { field: 'permissions', from: ['create_tag', 'access_all_tags'], to: ['create_tag', 'update_tag'] },
        userFormat,
      ),
    ).toBe('Permissions: added Update Tag; removed Access All Tags');
    expect(formatChange({ field: 'permissions', from: null, to: ['create_user'] }, userFormat)).toBe(
      'Permissions: added Create User',
    );
  });

  it('never shows a password, only that it changed', () => {
    expect(formatChange({ field: 'password', from: null, to: '(changed)' }, userFormat)).toBe(
      'Password: changed',
    );
  });

  it('labels the source of a clone and falls back to the field name', () => {
    expect(formatChange({ field: 'cloned_from', from: null, to: 7 }, { labels: projectLabels })).toBe(
      'Cloned from: 7',
    );
    expect(formatChange({ field: 'mystery', from: 'a', to: 'b' }, { labels: projectLabels })).toBe(
      'mystery: a → b',
    );
  });
});

describe('actor and time', () => {
  it('names a removed actor and says the time is UTC', () => {
    expect(actorText(null)).toBe('deleted user');
    expect(actorText({ id: 3, username: 'anna2024' })).toBe('anna2024');
    expect(timeText('2024-05-01 09:30:00')).toBe('2024-05-01 09:30:00 UTC');
  });
});
