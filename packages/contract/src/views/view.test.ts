import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../messages.ts';
import { validate } from '../validate.ts';
import { viewState } from './inputs.ts';

describe('viewState', () => {
  it('never lets a filter named __proto__ change what a state object is', () => {
    const result = viewState.parse(JSON.parse('{"filters": {"__proto__": {"polluted": "x"}}}'));
    expect(Object.getPrototypeOf(result.filters)).toBe(Object.prototype);
    expect(Object.hasOwn(result.filters, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses the same column twice', () => {
    expect(validate(viewState, { columns: ['id', 'id'] })).toEqual({
      ok: false,
      messages: { columns: [fieldMessage.invalid] },
    });
  });

  it('reads an empty state as the list as it comes', () => {
    expect(validate(viewState, {})).toEqual({
      ok: true,
      data: { sort: null, filters: {}, search: '', columns: null, pageSize: null, params: {} },
    });
  });
});
