import { randomBytes } from 'node:crypto';
import { permissionList, permissionNames } from '@masthead/contract';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from './client.ts';
import { permissions, userPermissions, users } from './schema.ts';

/** The permission table mirrors the contract's list: new names appear, descriptions follow edits. */
export async function seedPermissions(db: Db) {
  await db
    .insert(permissions)
    .values([...permissionList])
    .onConflictDoUpdate({
      target: permissions.name,
      set: { description: sql`excluded.description`, section: sql`excluded.section` },
    });
}

/**
 * The first administrator, with every permission, when there are no users at all.
 * Returns the generated password so that it can be printed once.
 */
export async function ensureFirstAdmin(db: Db, admin: Config['admin']) {
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return null;
  const password = admin.password ?? generatePassword();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        username: admin.username,
        passwordHash: await hashPassword(password),
        firstName: 'Admin',
        lastName: 'Istrator',
        email: admin.email ?? 'admin@localhost.localdomain',
        status: 'ACTIVE',
      })
      .returning({ id: users.id });
    if (!created) throw new Error('The first admin could not be created');
    await tx
      .insert(userPermissions)
      .values(permissionNames.map((permissionName) => ({ userId: created.id, permissionName })));
  });
  return { username: admin.username, password, generated: admin.password === undefined };
}

/** Meets the spec's strength rule: upper, lower, digit and a special character. */
function generatePassword() {
  return `${randomBytes(12).toString('base64url')}aA1!`;
}
