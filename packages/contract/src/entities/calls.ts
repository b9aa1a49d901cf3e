import { z } from 'zod';
import { auditEntryAnswer } from '../answers.ts';
import type { AuditEntry } from '../audit.ts';
import { type CallDefinition, nothing } from '../call-definition.ts';
import { byId, noInput } from '../rules.ts';
import { entityRowAnswer } from './answers.ts';
import type { EntityDefinition, EntityRow } from './definition.ts';
import { entityInputs } from './rules.ts';

type Paths<D extends EntityDefinition> = D['calls'];
type Access<D extends EntityDefinition> = D['access'];
type ListAccess<D extends EntityDefinition> = Access<D> extends { pick: infer A } ? A : Access<D>['list'];
type Inputs<D extends EntityDefinition> = ReturnType<typeof entityInputs<D>>;

/** The list, get, history, create, update and delete calls of one entity, keyed by their paths. */
export type EntityCalls<D extends EntityDefinition, Row, ListInput extends z.ZodType> = {
  [P in Paths<D>['list']]: { input: ListInput; access: ListAccess<D>; output: z.ZodType<Row[]> };
} & { [P in Paths<D>['get']]: { input: typeof byId; access: Access<D>['read']; output: z.ZodType<Row> } } & {
  [P in NonNullable<Paths<D>['history']>]: {
    input: typeof byId;
    access: Access<D>['read'];
    output: z.ZodType<AuditEntry[]>;
  };
} & {
  [P in Paths<D>['create']]: {
    input: Inputs<D>['create'];
    access: Access<D>['create'];
    output: z.ZodType<Row>;
  };
} & {
  [P in Paths<D>['update']]: {
    input: Inputs<D>['update'];
    access: Access<D>['update'];
    output: z.ZodType<Row>;
  };
} & {
  [P in NonNullable<Paths<D>['delete']>]: {
    input: typeof byId;
    access: Access<D>['update'];
    output: typeof nothing;
  };
};

/**
 * An entity's calls for the one call table, from its definition: the list (with its own
 * filter input where it has one), one row, its history, create, update and delete. Calls only
 * some entities have (a tag's usage, a project's clone) sit beside them in their area.
 */
export const entityCalls =
  <Row extends EntityRow>() =>
  <const D extends EntityDefinition, L extends z.ZodType = typeof noInput>(
    definition: D,
    { listInput }: { listInput?: L } = {},
  ) => {
    const inputs = entityInputs(definition);
    const { calls: paths, access } = definition;
    const row = entityRowAnswer<Row>(definition);
    const table: Record<string, CallDefinition> = {
      [paths.list]: {
        input: listInput ?? noInput,
        access: access.pick ?? access.list,
        output: z.array(row),
      },
      [paths.get]: { input: byId, access: access.read, output: row },
      [paths.create]: { input: inputs.create, access: access.create, output: row },
      [paths.update]: { input: inputs.update, access: access.update, output: row },
    };
    if (paths.history)
      table[paths.history] = { input: byId, access: access.read, output: z.array(auditEntryAnswer) };
    if (paths.delete) table[paths.delete] = { input: byId, access: access.update, output: nothing };
    return table as unknown as EntityCalls<D, Row, L>;
  };
