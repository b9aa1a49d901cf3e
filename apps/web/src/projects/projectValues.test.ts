import type { Project } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { hasConfig, parseContentType } from './projectValues.ts';

/** Only the config matters here. */
const source = { id: 12, config: { theme: 'dark' } } as unknown as Project;

describe('project form values', () => {
  it('shows a config only when there is one', () => {
    expect(hasConfig(source)).toBe(true);
    expect(hasConfig({ ...source, config: {} })).toBe(false);
    expect(hasConfig(null)).toBe(false);
  });

  it('accepts only a known content type from the address', () => {
    expect(parseContentType('game')).toBe('game');
    expect(parseContentType('Game')).toBeNull();
    expect(parseContentType('')).toBeNull();
    expect(parseContentType(null)).toBeNull();
  });
});
