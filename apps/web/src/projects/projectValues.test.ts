import { newProjectDefaults, type Project, updateProjectInput, validate } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { hasConfig, initialProjectValues, newProjectValues, parseContentType } from './projectValues.ts';

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
  it('opens a new project with the contract defaults and nothing else filled in', () => {
    expect(initialProjectValues({ mode: 'new', project: null })).toEqual({
      factor_id: '',
      name: '',
      legal_name: '',
      ...newProjectDefaults,
    });
    expect(newProjectValues.http_locked).toBe('NO');
  });

  it('prefills a clone with every field of its source, factor id as digits, content type kept', () => {
    const values = initialProjectValues({ mode: 'clone', project: source });
    expect(values).toEqual({
      factor_id: '340',
      name: 'Puzzle Planet',
      legal_name: 'Puzzle Planet Ltd',
      tld: 'net',
      content_type: 'quiz',
      status: 'INACTIVE',
      http_locked: 'YES',
      supports_https: 'NO',
    });
    expect(Object.keys(values)).not.toContain('config');
  });

  it('gives the clone call exactly what its schema accepts once the source id is added', () => {
    const values = initialProjectValues({ mode: 'clone', project: source });
    const result = validate(updateProjectInput, { ...values, id: source.id });
    expect(result).toEqual({ ok: true, data: { ...values, factor_id: 340, id: 12 } });
  });

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
