import {
  fieldMessage,
  globalMessage,
  messageMarker,
  permissionList,
  permissionNames,
  type User,
} from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  dateTimePattern,
  describeAccess,
  expectNotFound,
  fieldErrors,
  fileTestAppSignedIn,
  strongPassword,
  uniqueName,
  validUser,
  validUserUpdate,
} from '../../test/harness.ts';

const t = fileTestAppSignedIn();

let sequence = 0;
/** A username of exactly `length` characters that no other test uses. */
const usernameOfLength = (length: number) => {
  sequence += 1;
  const base = `u${sequence}z`;
  return base + 'a'.repeat(length - base.length);
};

const createUser = (body: Record<string, unknown>) => t.as('user-service/create-user', body);
const updateUser = (body: Record<string, unknown>, cookie?: string) =>
  t.as('user-service/update-user', body, cookie);
const login = (username: string, password: string) =>
  t.call('user-service/login', { username, password }, { remoteAddress: '203.0.113.9' });

/** A stored user's fields as an update-user body (the password left out). */
const asUpdate = ({ creation_datetime: _c, update_datetime: _u, ...user }: User) => user;

describeAccess(
  () => t,
  [
    { path: 'user-service/get-all-users', allowed: ['access_all_users'], body: () => ({}) },
    { path: 'user-service/get-user', allowed: ['access_all_users', 'update_user'], body: () => ({ id: 1 }) },
    {
      path: 'user-service/get-user-history',
      allowed: ['access_all_users', 'update_user'],
      body: () => ({ id: 1 }),
    },
    {
      path: 'user-service/create-user',
      allowed: ['create_user'],
      // A holder of create_user may grant create_user, which it holds.
      body: () => validUser({ permissions: ['create_user'] }),
    },
    {
      path: 'user-service/update-user',
      allowed: ['update_user'],
      body: async () => {
        const target = await t.createUser();
        return validUserUpdate(target, { permissions: ['update_user'] });
      },
    },
    {
      path: 'user-service/get-permission-map',
      allowed: ['access_all_users', 'update_user', 'create_user'],
      body: () => ({}),
    },
  ],
);

describe('get-all-users', () => {
  it('lists every user in id order, with dates and without any password', async () => {
    const first = await t.createUser({ first_name: 'Listed', permissions: ['create_tag'] });
    const second = await t.createUser({ status: 'INACTIVE' });
    const result = await t.as('user-service/get-all-users', {});
    expect(result.statusCode).toBe(200);
    const list = result.body.data;
    const ids = list.map((user) => user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(list.find((user) => user.id === first.id)).toEqual({
      id: first.id,
      username: first.username,
      status: 'ACTIVE',
      first_name: 'Listed',
      last_name: 'User',
      email: `${first.username}@example.com`,
      note: '',
      permissions: ['create_tag'],
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    expect(list.find((user) => user.id === second.id)?.status).toBe('INACTIVE');
    expect(JSON.stringify(result.body)).not.toMatch(/password|hash|argon/i);
  });
});

describe('get-user', () => {
  it('answers one user', async () => {
    const user = await t.createUser({ note: 'Sports desk', permissions: ['update_tag', 'access_all_tags'] });
    const result = await t.as('user-service/get-user', { id: user.id });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({
      id: user.id,
      username: user.username,
      note: 'Sports desk',
      permissions: ['access_all_tags', 'update_tag'],
    });
    expect(JSON.stringify(result.body)).not.toMatch(/password|hash/i);
  });

  it('answers 404 for an id no user has', async () => {
    await expectNotFound(t.as('user-service/get-user', { id: 987654 }), 'User');
  });
});

describe('create-user', () => {
  it('saves the user, answers it with its id, and the user can sign in', async () => {
    const input = validUser({
      first_name: 'Ida',
      last_name: 'Wells',
      note: 'Investigations',
      permissions: ['update_content', 'access_all_contents', 'update_content'],
    });
    const result = await createUser(input);
    expect(result.statusCode).toBe(200);
    const { password: _, ...expected } = input;
    expect(result.body.data).toEqual({
      ...expected,
      id: expect.any(Number),
      permissions: ['access_all_contents', 'update_content'],
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    expect(JSON.stringify(result.body)).not.toContain(strongPassword);
    const stored = await t.as('user-service/get-user', { id: result.body.data.id });
    expect(stored.body.data).toEqual(result.body.data);
    expect((await login(input.username, strongPassword)).statusCode).toBe(200);
  });

  it('refuses a username already taken, in any letter case, under username', async () => {
    const existing = await t.createUser({ username: `Anna${uniqueName('q')}` });
    for (const username of [
      existing.username,
      existing.username.toLowerCase(),
      existing.username.toUpperCase(),
    ]) {
      const result = await createUser(validUser({ username }));
      expect(result.statusCode, username).toBe(400);
      expect(result.body).toEqual(fieldErrors({ username: [fieldMessage.taken] }));
    }
  });

  it('refuses two simultaneous creates of one username with "is already taken", not a 500', async () => {
    const username = uniqueName('twin');
    const results = await Promise.all([
      createUser(validUser({ username })),
      createUser(validUser({ username })),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    const refused = results.find((result) => result.statusCode === 400);
    expect(refused?.body.messages).toEqual({ username: [fieldMessage.taken] });
  });
});

/** Every rule of platform spec section 5, each boundary from both sides. */
describe('user rules', () => {
  const tooLong = fieldMessage.maxSymbols(45);
  const rejected: [field: string, value: unknown, messages: string[]][] = [
    ['username', undefined, [fieldMessage.required]],
    ['username', '', [fieldMessage.required]],
    ['username', 'abcd', [fieldMessage.username]],
    ['username', `u${'a'.repeat(44)}`, [fieldMessage.username]],
    ['username', `u${'a'.repeat(45)}`, [tooLong, fieldMessage.username]],
    ['username', '1abcdef', [fieldMessage.username]],
    ['username', 'abc_def', [fieldMessage.username]],
    ['username', 'abc def', [fieldMessage.username]],
    ['username', 'abcdéf', [fieldMessage.username]],
    ['username', 12345, [fieldMessage.invalid]],
    ['password', 'Aa1!aaa', [fieldMessage.passwordStrength]],
    ['password', 'Aaa!aaaa', [fieldMessage.passwordStrength]],
    ['password', 'aa1!aaaa', [fieldMessage.passwordStrength]],
    ['password', 'AA1!AAAA', [fieldMessage.passwordStrength]],
    ['password', 'Aa1aaaaa', [fieldMessage.passwordStrength]],
    ['password', 'Aa1_aaaa', [fieldMessage.passwordStrength]],
    ['password', `Aa1!${'a'.repeat(42)}`, [tooLong, fieldMessage.passwordStrength]],
    ['first_name', undefined, [fieldMessage.required]],
    ['first_name', '', [fieldMessage.required]],
    ['first_name', 'f'.repeat(46), [tooLong]],
    ['last_name', undefined, [fieldMessage.required]],
    ['last_name', 'l'.repeat(46), [tooLong]],
    ['email', undefined, [fieldMessage.required]],
    ['email', `${'e'.repeat(34)}@example.com`, [tooLong]],
    ['email', 'not-an-address', [fieldMessage.invalid]],
    ['email', 'someone@localhost', [fieldMessage.invalid]],
    ['email', 'some one@example.com', [fieldMessage.invalid]],
    ['note', 'n'.repeat(1025), [fieldMessage.maxSymbols(1024)]],
    ['note', 5, [fieldMessage.invalid]],
    ['status', undefined, [fieldMessage.required]],
    ['status', 'active', [fieldMessage.invalid]],
    ['status', 'DELETED', [fieldMessage.invalid]],
    ['permissions', undefined, [fieldMessage.required]],
    ['permissions', [], [fieldMessage.required]],
    ['permissions', 'create_user', [fieldMessage.invalid]],
    [
      'permissions',
      ['create_user', 'fly_planes', 'sudo'],
      [fieldMessage.unknownPermission(['fly_planes', 'sudo'])],
    ],
  ];

  describe.each(['create', 'update'] as const)('on %s', (scenario) => {
    let target: { id: number; username: string };
    beforeAll(async () => {
      target = await t.createUser();
    });
    const save = (field: string, value: unknown) =>
      scenario === 'create'
        ? createUser({ ...validUser(), [field]: value })
        : updateUser({ ...validUserUpdate(target), [field]: value });

    it.each(rejected)('refuses %s %j', async (field, value, messages) => {
      const result = await save(field, value);
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ [field]: messages }));
    });
  });

  it('requires a password on create', async () => {
    for (const password of [undefined, '']) {
      const result = await createUser({ ...validUser(), password });
      expect(result.statusCode).toBe(400);
      expect(result.body).toEqual(fieldErrors({ password: [fieldMessage.required] }));
    }
  });

  it.each([
    ['username', 'of 5 characters', () => usernameOfLength(5)],
    ['username', 'of 44 characters', () => usernameOfLength(44)],
    ['username', 'in mixed case with digits', () => `Mixed${sequence++}Case`],
    ['first_name', 'of 45 characters', () => 'f'.repeat(45)],
    ['last_name', 'of 45 characters', () => 'l'.repeat(45)],
    ['email', 'of 45 characters', () => `${'e'.repeat(33)}@example.com`],
    ['note', 'of 1024 characters', () => 'n'.repeat(1024)],
    ['note', 'left empty', () => ''],
    ['status', 'INACTIVE', () => 'INACTIVE'],
    ['permissions', 'naming all 20', () => [...permissionNames]],
  ])('accepts a %s %s', async (field, _, make) => {
    const value = make();
    const result = await createUser({ ...validUser(), [field]: value });
    expect(result.statusCode).toBe(200);
    expect((result.body.data as unknown as Record<string, unknown>)[field]).toEqual(
      field === 'permissions' ? [...permissionNames].sort() : value,
    );
  });

  it.each([
    ['8 characters', 'Aa1!aaaa'],
    ['45 characters', `Aa1!${'a'.repeat(41)}`],
    ...[...'!@#$%^&*-.'].map((special) => [`the special character ${special}`, `Abcdef1${special}`]),
  ])('accepts a password of %s', async (_, password) => {
    const input = validUser({ password });
    const result = await createUser(input);
    expect(result.statusCode).toBe(200);
    expect((await login(input.username, password)).statusCode).toBe(200);
  });
});

describe('update-user', () => {
  it('saves every field and answers the saved user', async () => {
    const target = await t.createUser({ permissions: ['create_tag'] });
    const input = {
      id: target.id,
      username: `${target.username}b`,
      first_name: 'Nellie',
      last_name: 'Bly',
      email: 'nellie@example.com',
      status: 'INACTIVE',
      note: 'Moved to features',
      permissions: ['access_all_legals', 'manage_legal_template'],
    };
    const result = await updateUser(input);
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toEqual({
      ...input,
      creation_datetime: expect.stringMatching(dateTimePattern),
      update_datetime: expect.stringMatching(dateTimePattern),
    });
    const stored = await t.as('user-service/get-user', { id: target.id });
    expect(stored.body.data).toEqual(result.body.data);
  });

  it('keeps the password when none is given', async () => {
    const target = await t.createUser();
    for (const password of [undefined, '']) {
      const result = await updateUser({
        ...validUser({ username: target.username }),
        id: target.id,
        password,
      });
      expect(result.statusCode).toBe(200);
    }
    expect((await login(target.username, strongPassword)).statusCode).toBe(200);
  });

  it('keeps the note when a script leaves it out', async () => {
    const target = await t.createUser({ note: 'Works nights' });
    const { note: _note, ...withoutNote } = validUser({ username: target.username }) as Record<
      string,
      unknown
    >;
    const result = await updateUser({ ...withoutNote, id: target.id });
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toMatchObject({ note: 'Works nights' });
  });

  it('changes the password when one is given and signs the user out, but not the admin', async () => {
    const target = await t.createUser();
    const targetCookie = await t.signIn(target.username);
    const newPassword = 'Changed99!pw';
    const result = await updateUser({
      ...validUser({ username: target.username }),
      id: target.id,
      password: newPassword,
    });
    expect(result.statusCode).toBe(200);
    expect(JSON.stringify(result.body)).not.toContain(newPassword);
    expect((await login(target.username, strongPassword)).statusCode).toBe(401);
    expect((await login(target.username, newPassword)).statusCode).toBe(200);
    const stale = await t.call('user-service/is-logged-in', {}, { cookie: targetCookie });
    expect(stale.statusCode).toBe(401);
    expect((await t.as('user-service/is-logged-in', {})).statusCode).toBe(200);
  });

  it('refuses a new password, e-mail address, username or status for one’s own account, and keeps them', async () => {
    const self = await t.signedInUser(['update_user', 'access_all_users']);
    const current = await t.call('user-service/get-user', { id: self.id }, { cookie: self.cookie });
    for (const [change, message] of [
      [{ password: 'Changed99!pw' }, globalMessage.ownPasswordElsewhere],
      [{ email: 'elsewhere@example.net' }, globalMessage.ownEmailElsewhere],
      [{ email: current.body.data.email.replace('e', '\u212A') }, globalMessage.ownEmailElsewhere],
      [{ username: `${self.username}x` }, globalMessage.ownSignInElsewhere],
      [{ status: 'INACTIVE' }, globalMessage.ownSignInElsewhere],
    ] as const) {
      const result = await t.call(
        'user-service/update-user',
        { ...asUpdate(current.body.data), ...change },
        { cookie: self.cookie },
      );
      expect(result.statusCode).toBe(403);
      expect(result.body).toEqual({ status: 'ERROR', message });
    }
    expect((await login(self.username, strongPassword)).statusCode).toBe(200);
    const after = await t.call('user-service/get-user', { id: self.id }, { cookie: self.cookie });
    expect(after.body.data).toEqual(current.body.data);
  });

  it('signs out a user made INACTIVE', async () => {
    const target = await t.createUser();
    const targetCookie = await t.signIn(target.username);
    const result = await updateUser({
      ...validUser({ username: target.username }),
      id: target.id,
      status: 'INACTIVE',
    });
    expect(result.statusCode).toBe(200);
    expect((await t.call('user-service/is-logged-in', {}, { cookie: targetCookie })).statusCode).toBe(401);
    const blocked = await login(target.username, strongPassword);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body).toEqual({ status: 'ERROR', message: globalMessage.accountInactive });
  });

  it("refuses another user's username in any case, and keeps one's own in a new case", async () => {
    const other = await t.createUser({ username: `Other${uniqueName('n')}` });
    const target = await t.createUser({ username: `Self${uniqueName('n')}` });
    const taken = await updateUser({
      ...validUser({ username: other.username.toUpperCase() }),
      id: target.id,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).toEqual(fieldErrors({ username: [fieldMessage.taken] }));
    const ownName = await updateUser({
      ...validUser({ username: target.username.toLowerCase() }),
      id: target.id,
    });
    expect(ownName.statusCode).toBe(200);
    expect(ownName.body.data.username).toBe(target.username.toLowerCase());
  });

  it('answers 404 for an id no user has', async () => {
    await expectNotFound(updateUser({ ...validUser(), id: 987654 }), 'User');
  });

  it('needs an id', async () => {
    const result = await updateUser(validUser());
    expect(result.statusCode).toBe(400);
    expect(result.body).toEqual(fieldErrors({ id: [fieldMessage.required] }));
  });
});

describe('get-permission-map', () => {
  it('answers all 20 permissions with name, description and section', async () => {
    const result = await t.as('user-service/get-permission-map', {});
    expect(result.statusCode).toBe(200);
    expect(result.body.data).toHaveLength(20);
    expect(result.body.data).toEqual(permissionList);
    for (const permission of result.body.data) {
      expect(Object.keys(permission).sort()).toEqual(['description', 'name', 'section']);
      expect(permission.description.length).toBeGreaterThan(0);
    }
    const sectionOf = Object.fromEntries(result.body.data.map((p) => [p.name, p.section]));
    expect(sectionOf).toMatchObject({
      create_project: 'Projects',
      update_project: 'Projects',
      access_all_projects: 'Projects',
      create_user: 'Users',
      update_user: 'Users',
      access_all_users: 'Users',
    });
  });
});

describe('granting no more than one holds', () => {
  const usernames = async () =>
    (await t.as('user-service/get-all-users', undefined)).body.data.map((user) => user.username);

  it('refuses a create_user holder creating a user with permissions it lacks, naming them, and saves nothing', async () => {
    const creator = await t.signedInUser(['create_user']);
    const body = validUser({ permissions: ['create_user', 'update_user', 'access_all_users'] });
    const result = await t.call('user-service/create-user', body, { cookie: creator.cookie });
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({
      status: 'ERROR',
      message: globalMessage.cannotGrant(['update_user', 'access_all_users']),
    });
    expect(result.body.message?.startsWith(messageMarker.permissionDenied)).toBe(true);
    expect(await usernames()).not.toContain(body.username);
    expect((await login(body.username, strongPassword)).statusCode).toBe(401);
  });

  it('lets a create_user holder create a user with permissions it holds', async () => {
    const creator = await t.signedInUser(['create_user', 'access_all_projects']);
    const body = validUser({ permissions: ['access_all_projects'] });
    const result = await t.call('user-service/create-user', body, { cookie: creator.cookie });
    expect(result.statusCode).toBe(200);
    expect(result.body.data.permissions).toEqual(['access_all_projects']);
  });

  /** An update_user holder's own update-user, granting itself create_user besides. */
  const grantSelfCreateUser = (editor: { id: number; username: string; cookie: string }) =>
    updateUser(validUserUpdate(editor, { permissions: ['update_user', 'create_user'] }), editor.cookie);

  it('refuses an update_user holder granting itself a permission it lacks', async () => {
    const editor = await t.signedInUser(['update_user']);
    const result = await grantSelfCreateUser(editor);
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.cannotGrant(['create_user']) });
    const mine = await t.as('user-service/get-user', { id: editor.id });
    expect(mine.body.data.permissions).toEqual(['update_user']);
  });

  it("refuses an update_user holder setting the password of a user who holds more, and keeps that user's password", async () => {
    const editor = await t.signedInUser(['update_user']);
    const boss = await t.createUser({ permissions: ['update_user', 'create_user', 'access_all_users'] });
    const result = await updateUser(
      validUserUpdate(boss, { password: 'Taken456#Over', permissions: ['update_user'] }),
      editor.cookie,
    );
    expect(result.statusCode).toBe(403);
    expect(result.body).toEqual({
      status: 'ERROR',
      message: globalMessage.cannotEditHolder(['access_all_users', 'create_user']),
    });
    expect((await login(boss.username, 'Taken456#Over')).statusCode).toBe(401);
    expect((await login(boss.username, strongPassword)).statusCode).toBe(200);
  });

  it('refuses a status or profile change of a user who holds more', async () => {
    const editor = await t.signedInUser(['update_user']);
    const boss = await t.createUser({ permissions: ['update_user', 'create_project'], first_name: 'Boss' });
    const result = await updateUser(
      validUserUpdate(boss, { status: 'INACTIVE', permissions: ['update_user'] }),
      editor.cookie,
    );
    expect(result.statusCode).toBe(403);
    const stored = await t.as('user-service/get-user', { id: boss.id });
    expect(stored.body.data).toMatchObject({
      status: 'ACTIVE',
      first_name: 'Boss',
      permissions: ['create_project', 'update_user'],
    });
  });

  it('lets an update_user holder edit a user whose permissions it all holds, removing some', async () => {
    const editor = await t.signedInUser(['update_user', 'access_all_projects']);
    const colleague = await t.createUser({ permissions: ['update_user', 'access_all_projects'] });
    const result = await updateUser(
      validUserUpdate(colleague, { permissions: ['access_all_projects'] }),
      editor.cookie,
    );
    expect(result.statusCode).toBe(200);
    expect(result.body.data.permissions).toEqual(['access_all_projects']);
  });

  it('refuses every one of 50 simultaneous attempts to grant more, saving none', async () => {
    const editor = await t.signedInUser(['update_user']);
    const answers = await Promise.all(Array.from({ length: 50 }, () => grantSelfCreateUser(editor)));
    expect(answers.every((answer) => answer.statusCode === 403)).toBe(true);
    const mine = await t.as('user-service/get-user', { id: editor.id });
    expect(mine.body.data.permissions).toEqual(['update_user']);
  });
});
