import { describe, expect, it } from 'vitest';
import { pageSelectionState, togglePage, toggleRow } from './selection.ts';

describe('row selection', () => {
  it('checks the whole page, then unchecks it, leaving other pages’ rows alone', () => {
    const page = ['1', '2', '3'];
    const checked = togglePage(new Set(['9', '2']), page);
    expect([...checked].sort()).toEqual(['1', '2', '3', '9']);
    expect(pageSelectionState(checked, page)).toBe('all');
    expect([...togglePage(checked, page)]).toEqual(['9']);
  });

  it('tells a partly checked page from an empty one', () => {
    expect(pageSelectionState(new Set(['2']), ['1', '2'])).toBe('some');
    expect(pageSelectionState(new Set(), ['1', '2'])).toBe('none');
    expect([...toggleRow(toggleRow(new Set(), '4'), '5')]).toEqual(['4', '5']);
    expect([...toggleRow(new Set(['4']), '4')]).toEqual([]);
  });
});
