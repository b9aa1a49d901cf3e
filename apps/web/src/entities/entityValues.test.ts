import {
  cloneProjectInput,
  isFieldShown,
  type LegalTemplate,
  legalDocumentEntity,
  newProjectDefaults,
  type Project,
  projectEntity,
  tagEntity,
  type User,
  userEntity,
  validate,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { dependentsOf, entityInput, initialEntityValues, newEntityValues } from './entityValues.ts';

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

const puzzle: Project = {
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

const terms: LegalTemplate = {
  id: 3,
  version: 2,
  title: 'Terms',
  type: 'TERMS_OF_USE',
  level: 'PROJECT',
  content: '<p>Be nice</p>',
  content_types: [],
  projects: [5, 9],
  comment: '',
  author: 'anna2024',
  creation_datetime: '2024-01-03 10:00:00',
};

describe('entity form values', () => {
  it('opens a new user empty and active, with no permissions', () => {
    expect(initialEntityValues({ definition: userEntity, item: null })).toEqual({
      username: '',
      password: '',
      first_name: '',
      last_name: '',
      email: '',
      status: 'ACTIVE',
      note: '',
      permissions: [],
    });
  });

  it('opens a saved user with its fields, the password empty and permissions in contract order', () => {
    const values = initialEntityValues({ definition: userEntity, item: anna });
    const { id, creation_datetime, update_datetime, ...fields } = anna;
    expect(values).toEqual({ ...fields, password: '', permissions: ['create_project', 'update_user'] });
    expect(Object.keys(values)).not.toContain('creation_datetime');
  });

  it('opens a new project with the contract defaults and nothing else filled in', () => {
    expect(newEntityValues(projectEntity, newProjectDefaults)).toEqual({
      factor_id: '',
      name: '',
      legal_name: '',
      ...newProjectDefaults,
    });
  });

  it('prefills a clone with every field of its source, factor id as digits', () => {
    const values = initialEntityValues({ definition: projectEntity, item: puzzle });
    const { id, config, creation_datetime, update_datetime, ...fields } = puzzle;
    expect(values).toEqual({ ...fields, factor_id: '340' });
    expect(Object.keys(values)).not.toContain('config');
  });

  it('gives the clone call exactly what its schema accepts: the values and the source id', () => {
    const values = initialEntityValues({ definition: projectEntity, item: puzzle });
    const input = entityInput({ definition: projectEntity, values, item: puzzle, mode: 'clone' });
    expect(validate(cloneProjectInput, input)).toEqual({
      ok: true,
      data: { ...values, factor_id: 340, id: 12 },
    });
  });

  it('names the loaded version on an edit: its update time, or a document its version', () => {
    const values = initialEntityValues({ definition: tagEntity, item: null });
    const tag = { id: 4, creation_datetime: 'x', update_datetime: '2024-01-02 10:00:00' };
    expect(entityInput({ definition: tagEntity, values, item: tag, mode: 'edit' })).toMatchObject({
      id: 4,
      update_datetime: '2024-01-02 10:00:00',
    });
    const legal = initialEntityValues({ definition: legalDocumentEntity, item: terms });
    expect(legal.projects).toEqual(['5', '9']);
    const input = entityInput({ definition: legalDocumentEntity, values: legal, item: terms, mode: 'edit' });
    expect(input).toMatchObject({ id: 3, version: 2, projects: [5, 9] });
    expect(input).not.toHaveProperty('update_datetime');
  });

  it('opens a legal document at its first level and shows each list only with its level', () => {
    const values = newEntityValues(legalDocumentEntity);
    expect(values.level).toBe('GLOBAL');
    expect(values.type).toBe('');
    const [contentTypes, projects] = dependentsOf(legalDocumentEntity, 'level');
    expect([contentTypes?.key, projects?.key]).toEqual(['content_types', 'projects']);
    if (!contentTypes || !projects) return;
    expect(isFieldShown(contentTypes, values)).toBe(false);
    expect(isFieldShown(projects, { ...values, level: 'PROJECT' })).toBe(true);
  });
});
