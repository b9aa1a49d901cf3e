import { globalMessage, type PermissionName } from '@masthead/contract';
import { expect, it, vi } from 'vitest';
import { fileTestApp, validUser } from '../../test/harness.ts';

/** Every argon2 hash the server computes, counted. */
const hashes = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (...args: Parameters<typeof argon2.hash>) => {
      hashes.count += 1;
      return argon2.hash(...args);
    },
  };
});

const t = fileTestApp();

/** An update-user body that sets a new password on `user`, and the permissions it keeps. */
const passwordChange = (
  user: { id: number; username: string },
  password: string,
  permissions: PermissionName[],
) => ({ ...validUser({ username: user.username, password, permissions }), id: user.id });

it('spends no password hashing on a made-up reset token', async () => {
  const before = hashes.count;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const result = await t.call('user-service/reset-password', {
      token: `made-up-token-${attempt}`,
      password: 'Fresh456#Pass',
      passwordRetype: 'Fresh456#Pass',
    });
    expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.resetTokenInvalid });
  }
  expect(hashes.count - before).toBe(0);
});

it('spends none on an edit of a user the editor may not touch', async () => {
  const admin = await t.createUser({ permissions: ['update_user', 'access_all_users'] });
  const editor = await t.signedInUser(['update_user']);
  const before = hashes.count;
  const result = await t.call(
    'user-service/update-user',
    passwordChange(admin, 'Taken456#Over', ['update_user']),
    { cookie: editor.cookie },
  );
  expect(result.statusCode).toBe(403);
  expect(hashes.count - before).toBe(0);
});

it('counts the hashing of an edit that is allowed, so the figures above mean something', async () => {
  const editor = await t.signedInUser(['update_user', 'access_all_users']);
  const target = await t.createUser({ permissions: ['access_all_users'] });
  const before = hashes.count;
  const result = await t.call(
    'user-service/update-user',
    passwordChange(target, 'Fresh789#Pass', ['access_all_users']),
    { cookie: editor.cookie },
  );
  expect(result.statusCode).toBe(200);
  expect(hashes.count - before).toBe(1);
});
