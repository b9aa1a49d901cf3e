import { type AuditEntry, type Project, permissionNames, type User } from '@masthead/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNotFound, fileTestApp, strongPassword, validProject, validUser } from '../../test/harness.ts';
import { users } from '../db/schema.ts';

const t = fileTestApp();
/** Two administrators, so that each entry can be checked for who made it. */
let alice: { id: number; username: string; cookie: string };
let bob: { id: number; username: string; cookie: string };
beforeAll(async () => {
  // Every permission: a user grants only what it holds, and these tests grant tag permissions.
  const all = permissionNames;
  alice = await t.signedInUser(all);
  bob = await t.signedInUser(all);
});

/** The entry was written within the last minute, in the API's UTC date-time form. */
const isRecent = (at: string) => {
  expect(at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const age = Date.now() - new Date(`${at.replace(' ', 'T')}Z`).getTime();
  return age >= -1000 && age < 60_000;
};

const userHistory = async (id: number) => {
  const result = await t.call('user-service/get-user-history', { id }, { cookie: alice.cookie });
  expect(result.statusCode).toBe(200);
  return result.body.data as AuditEntry[];
};
const projectHistory = async (id: number) => {
  const result = await t.call('project-service/get-project-history', { id }, { cookie: alice.cookie });
  expect(result.statusCode).toBe(200);
  return result.body.data as AuditEntry[];
};
const asUpdate = ({ creation_datetime: _c, update_datetime: _u, ...user }: User) => user;
const projectFields = ({
  id: _id,
  creation_datetime: _c,
  update_datetime: _u,
  config: _config,
  ...project
}: Project) => project;

describe('user history', () => {
  it('records who created the user, when, and every field but the password', async () => {
    const password = 'Created77!pw';
    const input = validUser({ password, note: 'Desk B', permissions: ['create_tag', 'access_all_tags'] });
    const created = await t.call('user-service/create-user', input, { cookie: alice.cookie });
    const history = await userHistory(created.body.data.id);
    expect(history).toHaveLength(1);
    const [entry] = history as [AuditEntry];
    expect(entry.action).toBe('create');
    expect(entry.actor).toEqual({ id: alice.id, username: alice.username });
    expect(isRecent(entry.at)).toBe(true);
    expect(entry.changes).toEqual([
      { field: 'username', from: null, to: input.username },
      { field: 'first_name', from: null, to: input.first_name },
      { field: 'last_name', from: null, to: input.last_name },
      { field: 'email', from: null, to: input.email },
      { field: 'status', from: null, to: 'ACTIVE' },
      { field: 'note', from: null, to: 'Desk B' },
      { field: 'permissions', from: null, to: ['access_all_tags', 'create_tag'] },
    ]);
    const text = JSON.stringify(history);
    expect(text).not.toContain(password);
    expect(text).not.toMatch(/password|argon/i);
  });

  it('records an update field by field, newest first, under the name of who made it', async () => {
    const created = await t.call('user-service/create-user', validUser({ permissions: ['create_tag'] }), {
      cookie: alice.cookie,
    });
    const before = created.body.data;
    const updated = await t.call(
      'user-service/update-user',
      { ...asUpdate(before), last_name: 'Renamed', permissions: ['create_tag', 'update_tag'] },
      { cookie: bob.cookie },
    );
    expect(updated.statusCode).toBe(200);
    const history = await userHistory(before.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [latest] = history as [AuditEntry];
    expect(latest.actor).toEqual({ id: bob.id, username: bob.username });
    expect(isRecent(latest.at)).toBe(true);
    expect(latest.changes).toEqual([
      { field: 'last_name', from: before.last_name, to: 'Renamed' },
      { field: 'permissions', from: ['create_tag'], to: ['create_tag', 'update_tag'] },
    ]);
  });

  it('adds nothing for an update that changes nothing, permissions in another order included', async () => {
    const created = await t.call(
      'user-service/create-user',
      validUser({ permissions: ['create_tag', 'access_all_tags'] }),
      { cookie: alice.cookie },
    );
    const same = await t.call(
      'user-service/update-user',
      { ...asUpdate(created.body.data), permissions: ['create_tag', 'access_all_tags'] },
      { cookie: bob.cookie },
    );
    expect(same.statusCode).toBe(200);
    expect(await userHistory(created.body.data.id)).toHaveLength(1);
  });

  it('records that the password changed, never its value', async () => {
    const created = await t.call('user-service/create-user', validUser(), { cookie: alice.cookie });
    const newPassword = 'Brand9New!pw';
    await t.call(
      'user-service/update-user',
      { ...asUpdate(created.body.data), password: newPassword },
      { cookie: bob.cookie },
    );
    const history = await userHistory(created.body.data.id);
    const [latest] = history as [AuditEntry];
    expect(latest.action).toBe('update');
    expect(latest.changes.map((change) => change.field)).toEqual(['password']);
    const text = JSON.stringify(history);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(strongPassword);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, created.body.data.id));
    expect(text).not.toContain(row?.hash);
  });

  it('keeps the entries of an actor who is later renamed, under the new name', async () => {
    const actor = await t.signedInUser(['create_user']);
    const created = await t.call('user-service/create-user', validUser({ permissions: ['create_user'] }), {
      cookie: actor.cookie,
    });
    await t.database.db
      .update(users)
      .set({ username: `${actor.username}r` })
      .where(eq(users.id, actor.id));
    const [entry] = (await userHistory(created.body.data.id)) as [AuditEntry];
    expect(entry.actor).toEqual({ id: actor.id, username: `${actor.username}r` });
  });

  it('answers 404 for an id no user has', async () => {
    await expectNotFound(
      t.call('user-service/get-user-history', { id: 987654 }, { cookie: alice.cookie }),
      'User',
    );
  });
});

describe('project history', () => {
  const createProject = async (overrides: Parameters<typeof validProject>[0] = {}) => {
    const result = await t.call('project-service/create-project', validProject(overrides), {
      cookie: alice.cookie,
    });
    expect(result.statusCode).toBe(200);
    return result.body.data as Project;
  };

  it('records who created the project, when, and every field', async () => {
    const project = await createProject({ name: 'Audited', content_type: 'maps' });
    const history = await projectHistory(project.id);
    expect(history).toHaveLength(1);
    const [entry] = history as [AuditEntry];
    expect(entry.action).toBe('create');
    expect(entry.actor).toEqual({ id: alice.id, username: alice.username });
    expect(isRecent(entry.at)).toBe(true);
    expect(entry.changes).toEqual(
      Object.entries(projectFields(project)).map(([field, to]) => ({ field, from: null, to })),
    );
    expect(entry.changes.map((change) => change.field)).toEqual([
      'factor_id',
      'name',
      'legal_name',
      'tld',
      'content_type',
      'status',
      'http_locked',
      'supports_https',
    ]);
  });

  it('records an update field by field under the name of who made it', async () => {
    const project = await createProject({ name: 'Before', tld: 'com' });
    await t.call(
      'project-service/update-project',
      { ...projectFields(project), id: project.id, name: 'After', tld: 'net', http_locked: 'YES' },
      { cookie: bob.cookie },
    );
    const history = await projectHistory(project.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [latest] = history as [AuditEntry];
    expect(latest.actor).toEqual({ id: bob.id, username: bob.username });
    expect(isRecent(latest.at)).toBe(true);
    expect(latest.changes).toEqual([
      { field: 'name', from: 'Before', to: 'After' },
      { field: 'tld', from: 'com', to: 'net' },
      { field: 'http_locked', from: 'NO', to: 'YES' },
    ]);
  });

  it('adds nothing for an update that changes nothing', async () => {
    const project = await createProject();
    const result = await t.call(
      'project-service/update-project',
      { ...projectFields(project), id: project.id },
      { cookie: bob.cookie },
    );
    expect(result.statusCode).toBe(200);
    expect(await projectHistory(project.id)).toHaveLength(1);
  });

  it('records a clone on the new project, naming its source, and leaves the source history alone', async () => {
    const source = await createProject({ name: 'Source' });
    const cloned = await t.call(
      'project-service/clone-project',
      { ...validProject({ name: 'Clone' }), id: source.id },
      { cookie: bob.cookie },
    );
    expect(cloned.statusCode).toBe(200);
    const clone = cloned.body.data as Project;
    const history = await projectHistory(clone.id);
    expect(history).toHaveLength(1);
    const [entry] = history as [AuditEntry];
    expect(entry.action).toBe('clone');
    expect(entry.actor).toEqual({ id: bob.id, username: bob.username });
    expect(isRecent(entry.at)).toBe(true);
    expect(entry.changes[0]).toEqual({ field: 'cloned_from', from: null, to: source.id });
    expect(entry.changes).toContainEqual({ field: 'name', from: null, to: 'Clone' });
    expect((await projectHistory(source.id)).map((e) => e.action)).toEqual(['create']);
  });

  it('answers 404 for an id no project has', async () => {
    await expectNotFound(
      t.call('project-service/get-project-history', { id: 987654 }, { cookie: alice.cookie }),
      'Project',
    );
  });
});
