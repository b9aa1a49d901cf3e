import {
  type CallParsed,
  type Project,
  type ProjectContentType,
  type ProjectCounts,
  projectContentTypes,
  type Status,
  type YesNo,
} from '@masthead/contract';
import { count, eq, sql } from 'drizzle-orm';
import { diffFields, recordAudit } from '../audit/service.ts';
import type { Db } from '../db/client.ts';
import { formatDateTime } from '../db/format.ts';
import { sqlDateTime } from '../db/json-list.ts';
import { cachedList } from '../db/list-cache.ts';
import { projects } from '../db/schema.ts';
import { assertLoadedVersion, nextUpdatedAt } from '../db/versions.ts';
import { notFound } from '../http/errors.ts';

type ProjectFields = CallParsed<'project-service/create-project'>;
type ProjectRow = typeof projects.$inferSelect;

const present = (row: ProjectRow): Project => ({
  id: row.id,
  factor_id: row.factorId,
  name: row.name,
  legal_name: row.legalName,
  tld: row.tld,
  content_type: row.contentType as ProjectContentType,
  status: row.status as Status,
  http_locked: row.httpLocked as YesNo,
  supports_https: row.supportsHttps as YesNo,
  config: row.config,
  creation_datetime: formatDateTime(row.createdAt),
  update_datetime: formatDateTime(row.updatedAt),
});

/** The contract's field names mapped to the table's columns. */
export const toColumns = (fields: ProjectFields) => ({
  factorId: fields.factor_id,
  name: fields.name,
  legalName: fields.legal_name,
  tld: fields.tld,
  contentType: fields.content_type,
  status: fields.status,
  httpLocked: fields.http_locked,
  supportsHttps: fields.supports_https,
});

/** What the history records: the editable fields. */
const audited = ({
  id: _id,
  creation_datetime: _c,
  update_datetime: _u,
  config: _config,
  ...fields
}: Project) => fields;

/** Every project (of one content type, when given) as the database writes it in JSON. */
export function listProjects(db: Db, type?: ProjectContentType) {
  return cachedList<Project>(db, {
    key: `projects ${type ?? ''}`,
    table: projects,
    id: projects.id,
    xid: projects.listXid,
    rows: (
      changed,
    ) => sql`select ${projects.id}, ${projects.factorId}, ${projects.name}, ${projects.legalName}, ${projects.tld},
      ${projects.contentType}, ${projects.status}, ${projects.httpLocked}, ${projects.supportsHttps},
      ${projects.config}, ${sqlDateTime(projects.createdAt)} as creation_datetime,
      ${sqlDateTime(projects.updatedAt)} as update_datetime
    from ${projects} where ${type ? sql`${projects.contentType} = ${type}` : sql`true`} and ${changed}`,
  });
}

export async function getProject(db: Db, id: number) {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  if (!row) throw notFound('Project');
  return present(row);
}

/** Inserts a project and records how it came to be. */
async function insertProject(
  db: Db,
  {
    columns,
    actorId,
    clonedFrom,
  }: { columns: typeof projects.$inferInsert; actorId: number; clonedFrom?: number },
) {
  const [row] = await db.insert(projects).values(columns).returning();
  if (!row) throw new Error('insert returned no row');
  const project = present(row);
  const changes = diffFields(null, audited(project));
  await recordAudit(db, {
    entity: 'project',
    entityId: project.id,
    action: clonedFrom ? 'clone' : 'create',
    actorId,
    changes: clonedFrom ? [{ field: 'cloned_from', from: null, to: clonedFrom }, ...changes] : changes,
  });
  return project;
}

export function createProject(db: Db, fields: ProjectFields, actorId: number) {
  return db.transaction((tx) => insertProject(tx, { columns: toColumns(fields), actorId }));
}

export async function updateProject(
  db: Db,
  input: CallParsed<'project-service/update-project'>,
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(projects).where(eq(projects.id, input.id)).for('update');
    if (!locked) throw notFound('Project');
    const before = present(locked);
    await assertLoadedVersion(tx, {
      entity: 'project',
      entityId: input.id,
      what: 'This project',
      loaded: input.update_datetime,
      current: locked.updatedAt,
    });
    const { update_datetime: _loaded, ...fields } = input;
    const [row] = await tx
      .update(projects)
      .set({ ...toColumns(fields), updatedAt: nextUpdatedAt(projects.updatedAt) })
      .where(eq(projects.id, input.id))
      .returning();
    if (!row) throw notFound('Project');
    const after = present(row);
    await recordAudit(tx, {
      entity: 'project',
      entityId: after.id,
      action: 'update',
      actorId,
      changes: diffFields(audited(before), audited(after)),
    });
    return after;
  });
}

/** A new project from the given fields; it keeps the original's config, which the form does not edit. */
export function cloneProject(db: Db, input: CallParsed<'project-service/clone-project'>, actorId: number) {
  return db.transaction(async (tx) => {
    const source = await getProject(tx, input.id);
    return insertProject(tx, {
      columns: { ...toColumns(input), config: source.config },
      actorId,
      clonedFrom: source.id,
    });
  });
}

/** Every content type with its number of projects, zero included. */
export async function countProjectsByType(db: Db): Promise<ProjectCounts> {
  const rows = await db
    .select({ type: projects.contentType, projects: count() })
    .from(projects)
    .groupBy(projects.contentType);
  const counts = Object.fromEntries(projectContentTypes.map((type) => [type, 0])) as ProjectCounts;
  for (const row of rows) counts[row.type as ProjectContentType] = Number(row.projects);
  return counts;
}
