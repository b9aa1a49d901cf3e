import {
  type CallParsed,
  fieldMessage,
  globalMessage,
  type Permission,
  type PermissionName,
  permissionNames,
  permissionsLacking,
  type User,
} from '@masthead/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { diffFields, passwordChange, recordAudit } from '../audit/service.ts';
import { assertPasswordConfirmed } from '../auth/confirm-password.ts';
import { afterPasswordChange, revokeResetLinks } from '../auth/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endUserSessions, loggedUserColumns, permissionsOf } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime, isUniqueViolation } from '../db/format.ts';
import { sqlDateTime } from '../db/json-list.ts';
import { cachedList } from '../db/list-cache.ts';
import { permissions, userPermissions, users } from '../db/schema.ts';
import { assertLoadedVersion, nextUpdatedAt } from '../db/versions.ts';
import { AppError, fieldError, notFound } from '../http/errors.ts';

/** The signed-in user's columns plus the dates lists show. */
const userColumns = { ...loggedUserColumns, createdAt: users.createdAt, updatedAt: users.updatedAt };

type UserRow = { createdAt: Date; updatedAt: Date } & Omit<User, 'creation_datetime' | 'update_datetime'>;

const present = ({ createdAt, updatedAt, ...user }: UserRow): User => ({
  ...user,
  creation_datetime: formatDateTime(createdAt),
  update_datetime: formatDateTime(updatedAt),
});

/** What the history records of a user: every field but the password. */
const audited = (user: Omit<User, 'id' | 'creation_datetime' | 'update_datetime'>) => ({
  username: user.username,
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  status: user.status,
  note: user.note,
  permissions: user.permissions,
});

/** Every user as the database writes it in JSON. */
export function listUsers(db: Db) {
  return cachedList<User>(db, {
    key: 'users',
    table: users,
    id: users.id,
    xid: users.listXid,
    rows: (
      changed,
    ) => sql`select ${users.id}, ${users.username}, ${users.status}, ${users.firstName}, ${users.lastName},
      ${users.email}, ${users.note}, ${permissionsOf(users.id)} as permissions,
      ${sqlDateTime(users.createdAt)} as creation_datetime, ${sqlDateTime(users.updatedAt)} as update_datetime
    from ${users} where ${changed}`,
  });
}

export async function getUser(db: Db, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('User');
  return present(row);
}

async function assertUsernameFree(db: Db, username: string, exceptId?: number) {
  const sameName = sql`lower(${users.username}) = ${username.toLowerCase()}`;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptId ? and(sameName, ne(users.id, exceptId)) : sameName);
  if (taken) throw fieldError('username', fieldMessage.taken);
}

async function setPermissions(db: Db, userId: number, names: PermissionName[]) {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (names.length)
    await db.insert(userPermissions).values(names.map((permissionName) => ({ userId, permissionName })));
}

/** Two saves racing for one username: the index refuses the second, reported like the check. */
async function guardUsername<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('username', fieldMessage.taken);
    throw error;
  }
}

/** Who is saving: the signed-in user, its permissions and its session. */
export interface Actor {
  id: number;
  permissions: readonly string[];
  sessionId: string;
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
function assertNoSelfTakeover(input: CallParsed<'user-service/update-user'>, self: User) {
  if (input.password) throw new AppError(403, globalMessage.ownPasswordElsewhere);
  // Exactly as stored: a look-alike ('K' for the Kelvin sign) is another address.
  if (input.email !== self.email) throw new AppError(403, globalMessage.ownEmailElsewhere);
  if (input.username !== self.username || input.status !== self.status)
    throw new AppError(403, globalMessage.ownSignInElsewhere);
}

/** A new password, e-mail address (where reset links go) or permission: what a thief would set. */
const changesSignIn = (input: CallParsed<'user-service/update-user'>, target: User) =>
  Boolean(input.password) ||
  input.email !== target.email ||
  input.permissions.some((permission) => !target.permissions.includes(permission));

export async function createUser(db: Db, input: CallParsed<'user-service/create-user'>, actor: Actor) {
  assertCanGrant(actor, input.permissions);
  await assertPasswordConfirmed(db, actor.sessionId);
  const passwordHashing = hashPassword(input.password);
  return guardUsername(() =>
    db.transaction(async (tx) => {
      await assertUsernameFree(tx, input.username);
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          passwordHash: await passwordHashing,
          status: input.status,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          note: input.note ?? '',
        })
        .returning({ id: users.id });
      if (!created) throw new Error('insert returned no row');
      await setPermissions(tx, created.id, input.permissions);
      const user = await getUser(tx, created.id);
      await recordAudit(tx, {
        entity: 'user',
        entityId: user.id,
        action: 'create',
        actorId: actor.id,
        changes: diffFields(null, audited(user)),
      });
      return user;
    }),
  );
}

/** The password stays unless a new one is given; a new one signs the user out elsewhere. */
export async function updateUser(db: Db, input: CallParsed<'user-service/update-user'>, actor: Actor) {
  assertCanGrant(actor, input.permissions);
  const target = await getUser(db, input.id);
  assertCanEdit(actor, target);
  if (input.id === actor.id) assertNoSelfTakeover(input, target);
  if (changesSignIn(input, target)) await assertPasswordConfirmed(db, actor.sessionId);
  const passwordHashing = input.password ? hashPassword(input.password) : null;
  return guardUsername(() =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ updatedAt: users.updatedAt })
        .from(users)
        .where(eq(users.id, input.id))
        .for('update');
      const before = await getUser(tx, input.id);
      // Again inside the transaction: the user may have gained a permission meanwhile.
      assertCanEdit(actor, before);
      if (locked)
        await assertLoadedVersion(tx, {
          entity: 'user',
          entityId: input.id,
          what: 'This user',
          loaded: input.update_datetime,
          current: locked.updatedAt,
        });
      await assertUsernameFree(tx, input.username, input.id);
      await tx
        .update(users)
        .set({
          username: input.username,
          status: input.status,
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          // A script that leaves the note out keeps it; the form always sends it.
          note: input.note ?? before.note,
          updatedAt: nextUpdatedAt(users.updatedAt),
          ...(passwordHashing ? { passwordHash: await passwordHashing } : {}),
        })
        .where(eq(users.id, input.id));
      await setPermissions(tx, input.id, input.permissions);
      if (passwordHashing) await afterPasswordChange(tx, input.id, actor.sessionId);
      else if (input.status !== 'ACTIVE') await endUserSessions(tx, input.id, actor.sessionId);
      // A link sent to the old address, or to an account now switched off, must not work.
      if (input.status !== 'ACTIVE' || input.email.toLowerCase() !== before.email.toLowerCase())
        await revokeResetLinks(tx, input.id);
      const after = await getUser(tx, input.id);
      const changes = diffFields(audited(before), audited(after));
      if (passwordHashing) changes.push(passwordChange);
      await recordAudit(tx, {
        entity: 'user',
        entityId: input.id,
        action: 'update',
        actorId: actor.id,
        changes,
      });
      return after;
    }),
  );
}

/** The seeded permission table, in the contract's order (grouped by section). */
export async function listPermissions(db: Db): Promise<Permission[]> {
  const rows = await db.select().from(permissions);
  const order = (name: string) => permissionNames.indexOf(name as PermissionName);
  return rows.sort((a, b) => order(a.name) - order(b.name)) as Permission[];
}
