import type { CallPath, EntityDefinition } from '@masthead/contract';
import { type CallHandlers, defineHandlers } from '../http/calls.ts';
import type { EntityCall, EntityService } from './service.ts';

/** The call paths an entity's definition names. */
export type EntityPaths<D extends EntityDefinition> = D extends EntityDefinition
  ? NonNullable<D['calls'][keyof D['calls']]> & CallPath
  : never;
type Context = EntityCall & { input: unknown };

/**
 * The handlers of an entity's calls, at the paths its definition names: its list (with the
 * list's input as filter), one row, its history, its saves and delete, and its usage. A call
 * the service lacks (legal documents keep no history, users are never deleted) gets none.
 */
export function entityHandlers<const D extends EntityDefinition>(definition: D, service: EntityService) {
  const { calls } = definition;
  const handlers: Partial<Record<string, (context: Context) => Promise<unknown>>> = {
    [calls.list]: ({ input, services: { db } }) => service.list(db, input),
    [calls.get]: ({ input, services: { db } }) => service.get(db, (input as { id: number }).id),
    [calls.create]: (context) => service.create(context, context.input as never),
    [calls.update]: (context) => service.update(context, context.input as never),
  };
  const { history, delete: remove, usage } = service;
  if (calls.history && history)
    handlers[calls.history] = ({ input, services: { db } }) => history(db, (input as { id: number }).id);
  if (calls.delete && remove)
    handlers[calls.delete] = (context) => remove(context, (context.input as { id: number }).id);
  if (calls.usage && usage)
    handlers[calls.usage] = (context) => usage(context, (context.input as { id: number }).id);
  for (const path of Object.values(calls))
    if (!handlers[path]) throw new Error(`${definition.name}: no handler for ${path}`);
  return defineHandlers(handlers as unknown as CallHandlers<EntityPaths<D>>);
}
