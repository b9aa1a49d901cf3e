import type { Project } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { hasConfig, parseContentType } from './projectValues.ts';

const source: Project = {
  id: 12,
  factor_id: 340,
  name: 'Puzzle Planet',
  legal_name: 'Puzzle Planet Ltd',
  tld: 'net',
  content_type: 'quiz',
  status: 'INACTIVE',
  http_locked: 'YES',
  supports_https: 'NO',
  config: { theme: 'dark' },
  creation_datetime: '2024-01-01 10:00:00',
  update_datetime: '2024-01-02 10:00:00',
};

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
