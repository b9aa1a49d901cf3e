import {
  globalMessage,
  type Permission,
  type PermissionName,
  permissionNames,
  permissionsLacking,
  type User,
  userEntity,
} from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { passwordChange } from '../audit/service.ts';
import { assertPasswordConfirmed } from '../auth/confirm-password.ts';
import { afterPasswordChange, revokeResetLinks } from '../auth/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endUserSessions, permissionsOf } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { permissions, userPermissions, users } from '../db/schema.ts';
import { entityService, type SavedValues } from '../entities/service.ts';
import { AppError } from '../http/errors.ts';
import { revokeUserTokens } from '../tokens/revoke.ts';

type UserValues = SavedValues<typeof userEntity>;
/** Who is saving: the signed-in user and its permissions. */
type Actor = { id: number; permissions: readonly string[] };

async function setPermissions(db: Db, userId: number, names: PermissionName[]) {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (names.length)
    await db.insert(userPermissions).values(names.map((permissionName) => ({ userId, permissionName })));
}

/** Nobody grants a permission it does not hold itself. */
function assertCanGrant(actor: Actor, granted: readonly string[]) {
  const lacking = permissionsLacking(actor.permissions, granted);
  if (lacking.length) throw new AppError(403, globalMessage.cannotGrant(lacking));
}

/** Nobody edits a user who holds a permission it lacks: it could take over that account. */
function assertCanEdit(actor: Actor, target: User) {
  const lacking = permissionsLacking(actor.permissions, target.permissions);
  if (lacking.length) throw new AppError(403, globalMessage.cannotEditHolder(lacking));
}

/**
 * A stolen session must not lock the owner out: one's own password changes only where the
 * current one is asked for (change-my-password), and one's own e-mail address (where reset
 * links go), username and status only by someone else.
 */
function assertNoSelfTakeover(values: UserValues, self: User) {
  if (values.password) throw new AppError(403, globalMessage.ownPasswordElsewhere);
  // Exactly as stored: a look-alike ('K' for the Kelvin sign) is another address.
  if (values.email !== self.email) throw new AppError(403, globalMessage.ownEmailElsewhere);
  if (values.username !== self.username || values.status !== self.status)
    throw new AppError(403, globalMessage.ownSignInElsewhere);
}

/**
 * A new password, e-mail address (where reset links go), username, permission, or an account
 * switched back on: what a thief would set to sign in as someone, or to bring back a switched-off
 * account.
 */
const changesSignIn = (values: UserValues, target: User) =>
  Boolean(values.password) ||
  values.email !== target.email ||
  values.username !== target.username ||
  (values.status === 'ACTIVE' && target.status !== 'ACTIVE') ||
  values.permissions.some((permission) => !target.permissions.includes(permission));

/**
 * Users: a save needs the saver to hold every permission it grants (and, on an update, those
 * the user holds), and the password confirmed for what a thief would change. The password is
 * stored hashed and stays unless a new one is given; a new one signs the user out elsewhere.
 * Two saves racing for one username: the unique index refuses the second, as 'is taken'.
 */
export const userService = entityService<typeof userEntity, User, { passwordHash: Promise<string> | null }>(
  userEntity,
  {
    table: users,
    fields: [
      users.username,
      users.status,
      users.firstName,
      users.lastName,
      users.email,
      users.note,
      sql`${permissionsOf(users.id)} as permissions`,
    ],
    list: 'users',
    duplicate: { field: 'username' },
    /** Every field but the password, which is recorded as changed without its value. */
    audited: (user) => ({
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      status: user.status,
      note: user.note,
      permissions: user.permissions,
    }),
    prepare: async (db, { call: { user: actor, sessionId }, values, id }) => {
      assertCanGrant(actor, values.permissions);
      if (id === undefined) await assertPasswordConfirmed(db, sessionId);
      else {
        const target = await getUser(db, id);
        assertCanEdit(actor, target);
        if (id === actor.id) assertNoSelfTakeover(values, target);
        if (changesSignIn(values, target)) await assertPasswordConfirmed(db, sessionId);
      }
      return { passwordHash: values.password ? hashPassword(values.password) : null };
    },
    // Again inside the transaction: the user may have gained a permission meanwhile.
    mayEdit: (before, { call }) => assertCanEdit(call.user, before),
    columns: async ({ values, before, prepared }) => ({
      username: values.username,
      status: values.status,
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email,
      // A script that leaves the note out keeps it; the form always sends it.
      note: values.note ?? before?.note ?? '',
      ...(prepared.passwordHash ? { passwordHash: await prepared.passwordHash } : {}),
    }),
    afterWrite: async (tx, { id, values, before, prepared, call: { sessionId } }) => {
      await setPermissions(tx, id, values.permissions);
      if (!before) return [];
      if (prepared.passwordHash) await afterPasswordChange(tx, id, sessionId);
      else if (values.status !== 'ACTIVE') {
        await endUserSessions(tx, id, sessionId);
        // Switching the account back on must not bring its scripts back with it.
        await revokeUserTokens(tx, id);
      }
      // A link sent to the old address, or to an account now switched off, must not work.
      if (values.status !== 'ACTIVE' || values.email.toLowerCase() !== before.email.toLowerCase())
        await revokeResetLinks(tx, id);
      return prepared.passwordHash ? [passwordChange] : [];
    },
  },
);

export const getUser = (db: Db, id: number) => userService.get(db, id);

/** Every user as the database writes it in JSON. */
export const listUsers = (db: Db) => userService.list(db);

/** The seeded permission table, in the contract's order (grouped by section). */
export async function listPermissions(db: Db): Promise<Permission[]> {
  const rows = await db.select().from(permissions);
  const order = (name: string) => permissionNames.indexOf(name as PermissionName);
  return rows.sort((a, b) => order(a.name) - order(b.name)) as Permission[];
}
