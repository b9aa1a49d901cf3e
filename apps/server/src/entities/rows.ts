import { fieldMessage } from '@masthead/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/format.ts';
import { jsonRows } from '../db/json-list.ts';
import { fieldError, notFound } from '../http/errors.ts';

/**
 * One row of `query` as the database writes it in JSON: the same shape the list answers, so a
 * row is described once, by its select.
 */
export async function jsonRow<T>(db: Db, query: SQL, entity: string): Promise<T> {
  const [row] = JSON.parse((await jsonRows<T>(db, query)).text) as T[];
  if (!row) throw notFound(entity);
  return row;
}

/** Runs a save; a duplicate the unique index catches becomes a field error the form shows. */
export async function refusingDuplicates<T>(
  save: () => Promise<T>,
  { field, message = fieldMessage.taken }: { field: string; message?: string | (() => Promise<string>) },
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw fieldError(field, typeof message === 'string' ? message : await message());
  }
}

/** What the history records of an entity: its fields without id and timestamps. */
export const auditedFields = ({
  id: _id,
  creation_datetime: _created,
  update_datetime: _updated,
  ...fields
}: Record<string, unknown> & { id: number }) => fields;
