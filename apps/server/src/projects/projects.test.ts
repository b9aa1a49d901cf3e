import { fieldMessage, globalMessage, type Project, projectContentTypes } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  describeAccess,
  expectNotFound,
  fieldErrors,
  fileTestAppSignedIn,
  validProject,
} from '../../test/harness.ts';
import { projects } from '../db/schema.ts';

const t = fileTestAppSignedIn();

const getProject = async (id: number) =>
  (await t.as('project-service/get-project', { id })).body.data as Project;

describeAccess(
  () => t,
  [
    { path: 'project-service/get-all-projects', allowed: ['access_all_projects'], body: () => ({}) },
    {
      path: 'project-service/get-project',
      allowed: ['access_all_projects', 'update_project', 'create_project'],
      body: async () => ({ id: (await t.createProject()).id }),
    },
    {
      path: 'project-service/get-project-history',
      allowed: ['access_all_projects', 'update_project', 'create_project'],
      body: async () => ({ id: (await t.createProject()).id }),
    },
    { path: 'project-service/create-project', allowed: ['create_project'], body: () => validProject() },
    {
      path: 'project-service/update-project',
      allowed: ['update_project'],
      body: async () => ({ ...validProject({ name: 'Edited' }), id: (await t.createProject()).id }),
    },
    {
      path: 'project-service/clone-project',
      allowed: ['create_project'],
      body: async () => ({ ...validProject({ name: 'Copy' }), id: (await t.createProject()).id }),
    },
  ],
);

describe('create-project and get-project', () => {
  it('saves the project and answers it with its id; get-project answers the same', async () => {
    const input = validProject({
      factor_id: 4711,
      name: 'Recipe Box',
      legal_name: 'Recipe Box GmbH',
      tld: 'de',
      content_type: 'recipe',
      status: 'INACTIVE',
      http_locked: 'YES',
      supports_https: 'NO',
    });
    const result = await t.as('project-service/create-project', input);
    expect(result.statusCode).toBe(200);
    expect(result.body).toEqual({
      status: 'OK',
      data: {
        ...input,
        id: expect.any(Number),
        config: {},
        creation_datetime: expect.stringMatching(dateTimePattern),
        update_datetime: expect.stringMatching(dateTimePattern),
      },
    });
    expect(await getProject(result.body.data.id)).toEqual(result.body.data);
  });

  it('takes a factor_id typed as digits', async () => {
    const result = await t.as('project-service/create-project', { ...validProject(), factor_id: '0042' });
    expect(result.statusCode).toBe(200);
    expect(result.body.data.factor_id).toBe(42);
  });

  it('answers 404 for an id no project has', async () => {
    await expectNotFound(t.as('project-service/get-project', { id: 987654 }), 'Project');
  });
});

describe('get-all-projects', () => {
  it('lists every project in id order, or only those of one content type', async () => {
    const quiz = await t.as(
      'project-service/create-project',
      validProject({ content_type: 'quiz', name: 'Quiz A' }),
    );
    const tv = await t.as(
      'project-service/create-project',
      validProject({ content_type: 'tv', name: 'TV A' }),
    );
    const all = await t.as('project-service/get-all-projects');
    expect(all.statusCode).toBe(200);
    const ids = all.body.data.map((project) => project.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([quiz.body.data.id, tv.body.data.id]));
    expect((await t.as('project-service/get-all-projects', {})).body).toEqual(all.body);

    const quizzes = await t.as('project-service/get-all-projects', { type: 'quiz' });
    expect(quizzes.statusCode).toBe(200);
    expect(quizzes.body.data.length).toBeGreaterThan(0);
    expect(quizzes.body.data.every((project) => project.content_type === 'quiz')).toBe(true);
    expect(quizzes.body.data).toContainEqual(quiz.body.data);
    expect(quizzes.body.data).toEqual(all.body.data.filter((project) => project.content_type === 'quiz'));
  });

  it('answers an empty list for a type without projects', async () => {
    const result = await t.as('project-service/get-all-projects', { type: 'astrology' });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual([]);
  });

  it('refuses a type that does not exist', async () => {
    const result = await t.as('project-service/get-all-projects', { type: 'blog' });
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ type: [fieldMessage.invalid] }));
  });
});

describe('update-project', () => {
  it('saves every field and answers the saved project', async () => {
    const { id } = await t.createProject();
    const before = await getProject(id);
    const input = {
      id,
      factor_id: 9,
      name: 'Renamed',
      legal_name: 'Renamed Ltd',
      tld: 'net',
      content_type: 'news',
      status: 'INACTIVE',
      http_locked: 'YES',
      supports_https: 'NO',
    };
    const result = await t.as('project-service/update-project', input);
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      ...input,
      config: {},
      creation_datetime: before.creation_datetime,
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    expect(await getProject(id)).toEqual(result.body.data);
  });

  it('answers 404 for an id no project has', async () => {
    await expectNotFound(
      t.as('project-service/update-project', { ...validProject(), id: 987654 }),
      'Project',
    );
  });
});

describe('clone-project', () => {
  it('creates a new project from the given fields and leaves the source as it was', async () => {
    const { id: sourceId } = await t.createProject({ name: 'Original', content_type: 'coupon' });
    await t.database.db
      .update(projects)
      .set({ config: { adSlots: 3 } })
      .where(eq(projects.id, sourceId));
    const source = await getProject(sourceId);
    const input = {
      ...validProject({ name: 'Original Copy', legal_name: 'Copy Ltd', tld: 'org', content_type: 'coupon' }),
      id: sourceId,
    };
    const result = await t.as('project-service/clone-project', input);
    expect(result.statusCode).toBe(200);
    const { id: _, ...fields } = input;
    expect(result.body.data).toEqual({
      ...fields,
      id: expect.any(Number),
      // The settings the form does not show come along from the source.
      config: { adSlots: 3 },
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    expect(result.body.data.id).not.toBe(sourceId);
    expect(await getProject(sourceId)).toEqual(source);
    expect(await getProject(result.body.data.id)).toEqual(result.body.data);
  });

  it('answers 404 when the source does not exist, and creates nothing', async () => {
    const before = (await t.as('project-service/get-all-projects')).body.data.length;
    const result = await t.as('project-service/clone-project', { ...validProject(), id: 987654 });
    expect(result.statusCode).toBe(404);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notFound('Project') });
    expect((await t.as('project-service/get-all-projects')).body.data).toHaveLength(before);
  });
});

/** Platform spec section 5, Project: each rule from both sides, on create, update and clone. */
describe('project rules', () => {
  const rejected: [field: string, value: unknown, messages: string[]][] = [
    ['factor_id', undefined, [fieldMessage.required]],
    ['factor_id', '', [fieldMessage.required]],
    ['factor_id', 1.5, [fieldMessage.integer]],
    ['factor_id', '1.5', [fieldMessage.integer]],
    ['factor_id', 'abc', [fieldMessage.integer]],
    ['factor_id', -1, [fieldMessage.integer]],
    ['name', undefined, [fieldMessage.required]],
    ['name', '', [fieldMessage.required]],
    ['name', 'n'.repeat(46), [fieldMessage.maxSymbols(45)]],
    ['legal_name', undefined, [fieldMessage.required]],
    ['legal_name', 'l'.repeat(46), [fieldMessage.maxSymbols(45)]],
    ['tld', undefined, [fieldMessage.required]],
    ['tld', '', [fieldMessage.required]],
    ['tld', 'c', [fieldMessage.tld]],
    ['tld', 'abcdefghijk', [fieldMessage.tld]],
    ['tld', 'co.uk', [fieldMessage.tld]],
    ['tld', '.com', [fieldMessage.tld]],
    ['tld', 'COM', [fieldMessage.tld]],
    ['tld', 'c0m', [fieldMessage.tld]],
    ['content_type', undefined, [fieldMessage.required]],
    ['content_type', '', [fieldMessage.required]],
    ['content_type', 'blog', [fieldMessage.invalid]],
    ['content_type', 'GAME', [fieldMessage.invalid]],
    ['status', undefined, [fieldMessage.required]],
    ['status', 'active', [fieldMessage.invalid]],
    ['http_locked', undefined, [fieldMessage.required]],
    ['http_locked', 'yes', [fieldMessage.invalid]],
    ['http_locked', true, [fieldMessage.invalid]],
    ['supports_https', undefined, [fieldMessage.required]],
    ['supports_https', 'MAYBE', [fieldMessage.invalid]],
  ];

  describe.each(['create', 'update', 'clone'] as const)('on %s', (scenario) => {
    let existing: number;
    beforeAll(async () => {
      existing = (await t.createProject()).id;
    });
    const save = (field: string, value: unknown) => {
      const body = { ...validProject(), [field]: value };
      if (scenario === 'create') return t.as('project-service/create-project', body);
      return t.as(`project-service/${scenario}-project`, { ...body, id: existing });
    };

    it.each(rejected)('refuses %s %j', async (field, value, messages) => {
      const result = await save(field, value);
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ [field]: messages }));
    });
  });

  it.each([
    ['factor_id', 0],
    ['factor_id', 2147483647],
    ['name', 'n'.repeat(45)],
    ['legal_name', 'l'.repeat(45)],
    ['tld', 'com'],
    ['tld', 'io'],
    ['tld', 'abcdefghij'],
    ['status', 'ACTIVE'],
    ['status', 'INACTIVE'],
    ['http_locked', 'YES'],
    ['http_locked', 'NO'],
    ['supports_https', 'YES'],
    ['supports_https', 'NO'],
  ])('accepts %s %j', async (field, value) => {
    const result = await t.as('project-service/create-project', { ...validProject(), [field]: value });
    expect(result.statusCode).toBe(200);
    expect((result.body.data as unknown as Record<string, unknown>)[field]).toBe(value);
  });

  it('accepts every content type of the list', async () => {
    for (const contentType of projectContentTypes) {
      const result = await t.as(
        'project-service/create-project',
        validProject({ content_type: contentType }),
      );
      expect(result.statusCode, contentType).toBe(200);
      expect(result.body.data.content_type).toBe(contentType);
    }
  });

  it('needs an id to update or clone', async () => {
    for (const path of ['project-service/update-project', 'project-service/clone-project'] as const) {
      const result = await t.as(path, validProject());
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ id: [fieldMessage.required] }));
    }
  });
});
