import { randomBytes } from 'node:crypto';
import { type ApiKey, type CreatedApiKey, reportMessage } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/service.ts';
import { hashToken } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { jsonRows, sqlDateTime } from '../db/json-list.ts';
import { apiKeys, users } from '../db/schema.ts';
import { jsonRow } from '../entities/rows.ts';
import { notFound, notSignedIn } from '../http/errors.ts';

/** Keys start with a marker, so one pasted into the wrong place (a log, a chat) is recognisable. */
const keyPrefix = 'mh_';
/** `last_used_at` moves at most once a minute, so concurrent batches of one key do not queue on its row. */
const touchEvery = sql`interval '1 minute'`;

const apiKeyColumns = sql`${apiKeys.id} as id, ${apiKeys.name} as name, ${users.username} as created_by,
  ${sqlDateTime(apiKeys.createdAt)} as creation_datetime,
  case when ${apiKeys.lastUsedAt} is null then null else ${sqlDateTime(apiKeys.lastUsedAt)} end as last_used_datetime,
  case when ${apiKeys.revokedAt} is null then null else ${sqlDateTime(apiKeys.revokedAt)} end as revoked_datetime`;

const selectApiKeys = (where = sql``) =>
  sql`select ${apiKeyColumns} from ${apiKeys} left join ${users} on ${users.id} = ${apiKeys.createdBy} ${where} order by ${apiKeys.id} desc`;

const readApiKey = (db: Db, id: number) =>
  jsonRow<ApiKey>(db, selectApiKeys(sql`where ${apiKeys.id} = ${id}`), 'API key');

export const listApiKeys = (db: Db) => jsonRows<ApiKey>(db, selectApiKeys());

/** A new key; the answer is the only place it appears, the database keeps its SHA-256. */
export async function createApiKey(db: Db, { name, actorId }: { name: string; actorId: number }) {
  const key = `${keyPrefix}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx): Promise<CreatedApiKey> => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, keyHash: hashToken(key), createdBy: actorId })
      .returning({ id: apiKeys.id });
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      entity: 'api-key',
      entityId: row.id,
      action: 'create',
      actorId,
      changes: [{ field: 'name', from: null, to: name }],
    });
    return { ...(await readApiKey(tx, row.id)), key };
  });
}

/** Revoking twice keeps the first revocation's time. */
export async function revokeApiKey(db: Db, { id, actorId }: { id: number; actorId: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
      .where(eq(apiKeys.id, id))
      .returning({ id: apiKeys.id });
    if (!row) throw notFound('API key');
    const key = await readApiKey(tx, id);
    await recordAudit(tx, {
      entity: 'api-key',
      entityId: id,
      action: 'update',
      actorId,
      changes: [{ field: 'revoked_datetime', from: null, to: key.revoked_datetime }],
    });
    return key;
  });
}

/**
 * The key of `Authorization: Bearer <key>`, checked: answers the key's id, or throws 401 with
 * words a site's developer can act on. One statement reads the key and notes its use.
 */
export async function authenticateApiKey(db: Db, request: FastifyRequest): Promise<number> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw notSignedIn(reportMessage.apiKeyMissing);
  const result = (await db.execute(sql`
    with found as (
      select ${apiKeys.id} as id, ${apiKeys.lastUsedAt} as last_used_at from ${apiKeys}
      where ${apiKeys.keyHash} = ${hashToken(match[1])} and ${apiKeys.revokedAt} is null
    ), touched as (
      update ${apiKeys} set last_used_at = now() from found
      where ${apiKeys.id} = found.id and (found.last_used_at is null or found.last_used_at < now() - ${touchEvery})
      returning ${apiKeys.id}
    )
    select id from found`)) as unknown as { rows: { id: number }[] };
  const id = result.rows[0]?.id;
  if (id === undefined) throw notSignedIn(reportMessage.apiKeyInvalid);
  return id;
}
