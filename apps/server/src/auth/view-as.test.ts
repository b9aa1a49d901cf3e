import {
  type CallPath,
  calls,
  globalMessage,
  isAllowedWhileViewingAs,
  permissionNames,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestApp, validUser } from '../../test/harness.ts';
import { userPermissions } from '../db/schema.ts';

const t = fileTestApp();

/** An administrator and a user with few permissions, the administrator viewing as the user. */
async function viewingAsEditor() {
  const admin = await t.signedInUser(permissionNames, { first_name: 'Grace', last_name: 'Hopper' });
  const editor = await t.createUser({ permissions: ['access_all_contents', 'access_all_projects'] });
  const start = await t.call('session-service/start-view-as', { id: editor.id }, { cookie: admin.cookie });
  expect(start.statusCode).toBe(200);
  return { admin, editor };
}

const readOnly = (username: string) => ({
  status: 'ERROR',
  message: globalMessage.viewingAsReadOnly(username),
});

describe('view as', () => {
  it("answers the viewed user's permissions and who is really signed in", async () => {
    const { admin, editor } = await viewingAsEditor();
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: admin.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.body.data).toMatchObject({
      id: editor.id,
      username: editor.username,
      permissions: ['access_all_contents', 'access_all_projects'],
      viewer: { id: admin.id, username: admin.username, first_name: 'Grace', last_name: 'Hopper' },
    });
  });

  it('reads what the viewed user may read, and nothing the administrator alone may', async () => {
    const { admin } = await viewingAsEditor();
    const projects = await t.call('project-service/get-all-projects', undefined, { cookie: admin.cookie });
    expect(projects.statusCode).toBe(200);
    const users = await t.call('user-service/get-all-users', undefined, { cookie: admin.cookie });
    expect(users.statusCode).toBe(403);
    expect(users.body.message).toBe(globalMessage.permissionDenied(['access_all_users']));
  });

  // Every call of the table, today's and tomorrow's: the rule comes from the contract.
  const writes = (Object.keys(calls) as CallPath[]).filter(
    (path) =>
      calls[path].access !== 'public' && calls[path].access !== 'api-key' && !isAllowedWhileViewingAs(path),
  );
  it.each(writes)('%s is refused while viewing as another user (403)', async (path) => {
    const { admin, editor } = await viewingAsEditor();
    const result = await t.call(path, {}, { cookie: admin.cookie });
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual(readOnly(editor.username));
  });

  it('changes nothing even with a valid body and a permission both hold', async () => {
    const { admin, editor } = await viewingAsEditor();
    const before = await t.call('project-service/get-all-projects', undefined, { cookie: admin.cookie });
    const create = await t.call(
      'user-service/create-user',
      validUser({ permissions: ['access_all_projects'] }),
      { cookie: admin.cookie },
    );
    expect(create.statusCode).toBe(403);
    expect(create.body).toEqual(readOnly(editor.username));
    const password = await t.call(
      'user-service/change-my-password',
      { oldPassword: 'Secret123!', password: 'Other456#Pass', passwordRetype: 'Other456#Pass' },
      { cookie: admin.cookie },
    );
    expect(password.statusCode).toBe(403);
    const after = await t.call('project-service/get-all-projects', undefined, { cookie: admin.cookie });
    expect(after.body.data).toEqual(before.body.data);
    // Stopped, the administrator finds no trace of the attempts.
    await t.call('session-service/stop-view-as', undefined, { cookie: admin.cookie });
    const list = await t.call('user-service/get-all-users', undefined, { cookie: admin.cookie });
    expect(
      list.body.data.some((user) => user.username === (create.body.data as { username?: string })?.username),
    ).toBe(false);
  });

  it('stops: the administrator acts as itself again, and the history names who viewed', async () => {
    const { admin, editor } = await viewingAsEditor();
    const stop = await t.call('session-service/stop-view-as', undefined, { cookie: admin.cookie });
    expect(stop.statusCode).toBe(200);
    expect(stop.body.data.id).toBe(admin.id);
    expect(stop.body.data.viewer).toBeUndefined();
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: admin.cookie });
    expect(me.body.data.id).toBe(admin.id);
    expect(me.body.data.permissions).toHaveLength(permissionNames.length);
    const history = await t.call(
      'user-service/get-user-history',
      { id: editor.id },
      { cookie: admin.cookie },
    );
    expect(history.body.data.map((entry) => [entry.action, entry.actor?.username])).toEqual([
      ['view-as-stop', admin.username],
      ['view-as-start', admin.username],
    ]);
    // Stopping again changes nothing and records nothing.
    const again = await t.call('session-service/stop-view-as', undefined, { cookie: admin.cookie });
    expect(again.statusCode).toBe(200);
    const unchanged = await t.call(
      'user-service/get-user-history',
      { id: editor.id },
      { cookie: admin.cookie },
    );
    expect(unchanged.body.data).toHaveLength(2);
  });

  it('views only in the session that chose it: the same user elsewhere acts as itself', async () => {
    const { admin } = await viewingAsEditor();
    const elsewhere = await t.signIn(admin.username);
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: elsewhere });
    expect(me.body.data.id).toBe(admin.id);
    expect(me.body.data.viewer).toBeUndefined();
  });

  it('never shows a permission the viewer lacks, even one granted to the viewed user later', async () => {
    const admin = await t.signedInUser(['update_user', 'access_all_projects']);
    const editor = await t.createUser({ permissions: ['access_all_projects'] });
    await t.call('session-service/start-view-as', { id: editor.id }, { cookie: admin.cookie });
    await t.database.db
      .insert(userPermissions)
      .values({ userId: editor.id, permissionName: 'access_all_tags' });
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: admin.cookie });
    expect(me.body.data.permissions).toEqual(['access_all_projects']);
    const tags = await t.call('tag-service/get-tags', {}, { cookie: admin.cookie });
    expect(tags.statusCode).toBe(403);
  });
});

describe('who may view as whom', () => {
  it('refuses a user holding permissions the caller lacks (403)', async () => {
    const admin = await t.signedInUser(['update_user']);
    const stronger = await t.createUser({ permissions: ['update_user', 'clear_cdn'] });
    const result = await t.call(
      'session-service/start-view-as',
      { id: stronger.id },
      { cookie: admin.cookie },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({
      status: 'ERROR',
      message: globalMessage.cannotViewAsHolder(['clear_cdn']),
    });
    const me = await t.call('user-service/is-logged-in', undefined, { cookie: admin.cookie });
    expect(me.body.data.viewer).toBeUndefined();
  });

  it('needs update_user', async () => {
    const reader = await t.signedInUser(['access_all_users']);
    const editor = await t.createUser();
    const result = await t.call(
      'session-service/start-view-as',
      { id: editor.id },
      { cookie: reader.cookie },
    );
    expect(result.statusCode).toBe(403);
    expect(result.body.message).toBe(globalMessage.permissionDenied(['update_user']));
  });

  it('answers 400 for oneself and 404 for an unknown user', async () => {
    const admin = await t.signedInUser(['update_user']);
    const self = await t.call('session-service/start-view-as', { id: admin.id }, { cookie: admin.cookie });
    expect(self.statusCode).toBe(400);
    expect(self.body.message).toBe(globalMessage.cannotViewAsSelf);
    const unknown = await t.call('session-service/start-view-as', { id: 999999 }, { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(globalMessage.notFound('User'));
  });

  it('two starts racing leave one view and one history entry', async () => {
    const admin = await t.signedInUser(['update_user', 'access_all_users']);
    const one = await t.createUser();
    const two = await t.createUser();
    const results = await Promise.all([
      t.call('session-service/start-view-as', { id: one.id }, { cookie: admin.cookie }),
      t.call('session-service/start-view-as', { id: two.id }, { cookie: admin.cookie }),
    ]);
    expect(results.map((result) => result.statusCode).filter((code) => code === 200)).toHaveLength(1);
    const refused = results.find((result) => result.statusCode !== 200);
    expect([403, 409]).toContain(refused?.statusCode);
    await t.call('session-service/stop-view-as', undefined, { cookie: admin.cookie });
    const entries = await Promise.all(
      [one, two].map((user) =>
        t.call('user-service/get-user-history', { id: user.id }, { cookie: admin.cookie }),
      ),
    );
    expect(
      entries.flatMap((entry) => entry.body.data).filter((e) => e.action === 'view-as-start'),
    ).toHaveLength(1);
  });
});
