import type { Project } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { hasConfig, parseContentType, projectsListInput } from './projectValues.ts';

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

  it('asks for the projects of the address’s content type, or for every project', () => {
    const inputAt = (search: string) => projectsListInput(new URLSearchParams(search));
    expect(inputAt('?type=game&sort=name')).toEqual({ type: 'game' });
    expect(inputAt('?type=Game')).toBeUndefined();
    expect(inputAt('')).toBeUndefined();
  });
});
