import { fieldMessage, globalMessage, type Project, type User } from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, validProject, validUser } from '../../test/harness.ts';

const t = fileTestApp();
let anna: { username: string; cookie: string };
let ben: { username: string; cookie: string };
beforeAll(async () => {
  const everything = ['update_project', 'access_all_projects', 'update_user', 'access_all_users'] as const;
  anna = await t.signedInUser([...everything, 'access_all_contents']);
  ben = await t.signedInUser([...everything]);
});

const loadProject = async (id: number) =>
  (await t.call('project-service/get-project', { id }, { cookie: anna.cookie })).body.data as Project;
const saveProject = (cookie: string, project: Project, name: string) =>
  t.call(
    'project-service/update-project',
    { ...validProject({ name }), id: project.id, update_datetime: project.update_datetime },
    { cookie },
  );

describe('edit conflicts on projects', () => {
  it('refuses a save over a newer version with 409, naming who saved it and when, and keeps theirs', async () => {
    const { id } = await t.createProject();
    const loadedByBoth = await loadProject(id);
    const first = await saveProject(anna.cookie, loadedByBoth, 'Anna was here');
    expect(first.statusCode).toBe(200);
    const late = await saveProject(ben.cookie, loadedByBoth, 'Ben overwrites');
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toBe(
      globalMessage.editConflict({
        what: 'This project',
        who: anna.username,
        when: (first.body.data as Project).update_datetime,
      }),
    );
    expect((await loadProject(id)).name).toBe('Anna was here');
  });

  it('gives every save its own update_datetime, even several within one second', async () => {
    const { id } = await t.createProject();
    let project = await loadProject(id);
    const seen = new Set([project.update_datetime]);
    for (const name of ['One', 'Two', 'Three']) {
      const saved = await saveProject(anna.cookie, project, name);
      expect(saved.statusCode).toBe(200);
      project = saved.body.data as Project;
      seen.add(project.update_datetime);
    }
    expect(seen.size).toBe(4);
  });

  it('lets exactly one of 20 simultaneous saves of the same version through', async () => {
    const { id } = await t.createProject();
    const loaded = await loadProject(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        saveProject(i % 2 ? anna.cookie : ben.cookie, loaded, `Writer ${i}`),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    const winner = answers.find((answer) => answer.statusCode === 200)?.body.data as Project;
    expect((await loadProject(id)).name).toBe(winner.name);
  });

  it('still saves without update_datetime (scripts), and refuses one that is not a date-time', async () => {
    const { id } = await t.createProject();
    const blind = await t.call(
      'project-service/update-project',
      { ...validProject({ name: 'No version' }), id },
      { cookie: anna.cookie },
    );
    expect(blind.statusCode).toBe(200);
    const garbled = await t.call(
      'project-service/update-project',
      { ...validProject(), id, update_datetime: 'yesterday' },
      { cookie: anna.cookie },
    );
    expect(garbled.statusCode).toBe(400);
    expect(garbled.body.messages).toEqual({ update_datetime: [fieldMessage.invalid] });
  });
});

describe('edit conflicts on users', () => {
  it('refuses a save over a newer version of a user and keeps the first save', async () => {
    const { id } = await t.createUser({ permissions: ['access_all_projects'] });
    const loaded = (await t.call('user-service/get-user', { id }, { cookie: anna.cookie })).body.data as User;
    const save = (cookie: string, firstName: string) =>
      t.call(
        'user-service/update-user',
        {
          ...validUser({
            username: loaded.username,
            email: loaded.email,
            first_name: firstName,
          }),
          password: '',
          id: loaded.id,
          update_datetime: loaded.update_datetime,
        },
        { cookie },
      );
    expect((await save(ben.cookie, 'Bertha')).statusCode).toBe(200);
    const late = await save(anna.cookie, 'Annabel');
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toContain(`was changed by ${ben.username}`);
    const now = await t.call('user-service/get-user', { id: loaded.id }, { cookie: anna.cookie });
    expect((now.body.data as User).first_name).toBe('Bertha');
  });
});
