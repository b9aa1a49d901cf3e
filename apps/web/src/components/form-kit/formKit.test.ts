import { describe, expect, it } from 'vitest';
import { isDirty, isSameValue } from './dirty.ts';
import { freshFormOf, freshFormState } from './freshForm.ts';
import { listHref, rememberListQuery } from './listQuery.ts';
import { loadsItem, modePath, openingTab, parseItemId, tabState } from './modes.ts';
import { savedItemHref, savedItemOf, savedItemState } from './savedItem.tsx';
import { errorCountByTab, firstTabWithError } from './tabErrors.ts';

describe('dirty check', () => {
  const initial = { name: 'Anna', status: 'ACTIVE', permissions: ['create_user'], nested: { a: 1 } };

  it('is clean while nothing changed, also for a copy of the values', () => {
    expect(isDirty({ initial, current: structuredClone(initial) })).toBe(false);
  });

  it('sees a changed text, list item, list order or nested value', () => {
    expect(isDirty({ initial, current: { ...initial, name: 'Ann' } })).toBe(true);
    expect(isDirty({ initial, current: { ...initial, permissions: ['create_user', 'update_user'] } })).toBe(
      true,
    );
    expect(isSameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(isDirty({ initial, current: { ...initial, nested: { a: 2 } } })).toBe(true);
  });

  it('is clean again when a change is undone', () => {
    const typed = { ...initial, name: 'Annabel' };
    expect(isDirty({ initial, current: typed })).toBe(true);
    expect(isDirty({ initial, current: { ...typed, name: 'Anna' } })).toBe(false);
  });

  it('tells an empty string, null, a missing key and an array apart', () => {
    expect(isSameValue({ a: '' }, { a: null })).toBe(false);
    expect(isSameValue({ a: undefined }, {})).toBe(true);
    expect(isSameValue([], {})).toBe(false);
  });
});

describe('tab errors', () => {
  const tabs = [
    { value: 'general', fields: ['username', 'email'] },
    { value: 'permissions', fields: ['permissions'] },
    { value: 'history' },
  ];

  it('counts the fields with an error on each tab', () => {
    expect(errorCountByTab({ tabs, errors: { email: 'is invalid', permissions: 'is required' } })).toEqual({
      general: 1,
      permissions: 1,
      history: 0,
    });
  });

  it('opens the first tab, in tab order, that has an error', () => {
    expect(firstTabWithError({ tabs, fields: ['permissions', 'email'] })).toBe('general');
    expect(firstTabWithError({ tabs, fields: ['permissions'] })).toBe('permissions');
    expect(firstTabWithError({ tabs, fields: ['body'] })).toBeUndefined();
  });

  it('counts an error of a row of a list field on the tab of that field', () => {
    const rowTabs = [...tabs, { value: 'game', fields: ['review_urls'] }];
    expect(errorCountByTab({ tabs: rowTabs, errors: { 'review_urls.1.url': 'is invalid' } }).game).toBe(1);
    expect(firstTabWithError({ tabs: rowTabs, fields: ['review_urls.0.name'] })).toBe('game');
    expect(errorCountByTab({ tabs: rowTabs, errors: { review_urlsx: 'is invalid' } }).game).toBe(0);
  });
});

describe('modes and ids', () => {
  it('routes each mode and loads an item for all but new', () => {
    expect(modePath('new')).toBe('new');
    expect(modePath('clone')).toBe('clone/:id');
    expect(loadsItem('new')).toBe(false);
    expect(loadsItem('view')).toBe(true);
  });

  it('accepts only an id an item could have', () => {
    expect(parseItemId('12')).toBe(12);
    for (const param of [undefined, '', '0', '012', '1.5', 'abc', '-3', '99999999999']) {
      expect(parseItemId(param)).toBeNull();
    }
  });
});

describe('list query memory', () => {
  it('returns to the list with the query it was left with', () => {
    expect(listHref('/widgets')).toBe('/widgets');
    rememberListQuery({ listPath: '/widgets', search: '?type=game&page=2' });
    expect(listHref('/widgets')).toBe('/widgets?type=game&page=2');
    rememberListQuery({ listPath: '/widgets', search: '' });
    expect(listHref('/widgets')).toBe('/widgets');
  });
});

describe('what a save hands on', () => {
  it('names the saved row to the list, and nothing for any other state', () => {
    const saved = { id: '12', title: 'Game saved' };
    expect(savedItemOf(savedItemState(saved))).toEqual(saved);
    expect(savedItemHref('/games', saved.id)).toBe('/games/view/12');
    for (const other of [null, undefined, {}, { saved: { id: 12, title: 'x' } }, freshFormState()])
      expect(savedItemOf(other)).toBeUndefined();
  });

  it('opens each fresh form under a key of its own', () => {
    const first = freshFormOf(freshFormState());
    const second = freshFormOf(freshFormState());
    expect(first).toBeTypeOf('number');
    expect(second).not.toBe(first);
    expect(freshFormOf(savedItemState({ id: '1', title: 't' }))).toBeUndefined();
  });
});

describe('the tab a form opens on', () => {
  const tabs = [{ value: 'general' }, { value: 'game' }];

  it('is the one the switch from view mode names, when the form has it, else the first', () => {
    expect(openingTab(tabState('game'), tabs)).toBe('game');
    expect(openingTab(tabState('history'), tabs)).toBe('general');
    expect(openingTab(null, tabs)).toBe('general');
    expect(openingTab({ tab: 1 }, tabs)).toBe('general');
    expect(openingTab(undefined, [])).toBe('');
  });
});
