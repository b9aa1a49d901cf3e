import { type ProjectCounts, projectContentTypes } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { describeAccess, fileTestAppSignedIn, validProject } from '../../test/harness.ts';

const t = fileTestAppSignedIn();

const counts = async () => {
  const result = await t.as('dashboard-service/get-project-counts', undefined);
  expect(result.statusCode).toBe(200);
  return result.body.data as ProjectCounts;
};

describeAccess(
  () => t,
  [{ path: 'dashboard-service/get-project-counts', allowed: ['access_all_projects'], body: () => ({}) }],
);

describe('get-project-counts', () => {
  // Runs first in the file, on a database without projects.
  it('names every content type, with zero where there are no projects', async () => {
    const zero = Object.fromEntries(projectContentTypes.map((type) => [type, 0]));
    expect(await counts()).toEqual(zero);
  });

  it('counts the projects of each type as they are created and cloned', async () => {
    const before = await counts();
    const create = (overrides: Parameters<typeof validProject>[0]) =>
      t.as('project-service/create-project', validProject(overrides));
    await create({ content_type: 'game' });
    await create({ content_type: 'game', status: 'INACTIVE' });
    const quiz = await create({ content_type: 'quiz' });
    await t.as('project-service/clone-project', {
      ...validProject({ content_type: 'quiz', name: 'Quiz Copy' }),
      id: quiz.body.data.id,
    });
    await t.createProject({ content_type: 'subops' });

    const after = await counts();
    expect(after).toEqual({
      ...before,
      game: before.game + 2,
      quiz: before.quiz + 2,
      subops: before.subops + 1,
    });
    expect(Object.keys(after).sort()).toEqual([...projectContentTypes].sort());
  });

  it('agrees with the project list the dashboard links to, type by type', async () => {
    const current = await counts();
    for (const type of ['game', 'quiz', 'recipe'] as const) {
      const list = await t.as('project-service/get-all-projects', { type });
      expect(list.body.data, type).toHaveLength(current[type]);
    }
  });
});
