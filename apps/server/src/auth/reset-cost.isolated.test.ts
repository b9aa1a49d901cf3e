import { globalMessage } from '@masthead/contract';
import { expect, it, vi } from 'vitest';
import { fileTestApp, validUserUpdate } from '../../test/harness.ts';

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

/** An update-user by the holder of `cookie`: its status, and how many hashes it computed. */
async function hashingOfUpdate(body: Record<string, unknown>, cookie: string) {
  const before = hashes.count;
  const result = await t.call('user-service/update-user', body, { cookie });
  return { statusCode: result.statusCode, hashed: hashes.count - before };
}

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
  const update = validUserUpdate(admin, { password: 'Taken456#Over', permissions: ['update_user'] });
  expect(await hashingOfUpdate(update, editor.cookie)).toEqual({ statusCode: 403, hashed: 0 });
});

it('counts the hashing of an edit that is allowed, so the figures above mean something', async () => {
  const editor = await t.signedInUser(['update_user', 'access_all_users']);
  const target = await t.createUser({ permissions: ['access_all_users'] });
  const update = validUserUpdate(target, { password: 'Fresh789#Pass', permissions: ['access_all_users'] });
  expect(await hashingOfUpdate(update, editor.cookie)).toEqual({ statusCode: 200, hashed: 1 });
});
