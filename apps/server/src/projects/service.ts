import {
  type CallParsed,
  type Project,
  type ProjectContentType,
  type ProjectCounts,
  projectContentTypes,
  projectEntity,
} from '@masthead/contract';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { projects } from '../db/schema.ts';
import { auditedFields } from '../entities/rows.ts';
import { type EntityCall, entityService } from '../entities/service.ts';

type ProjectFields = CallParsed<'project-service/create-project'>;

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

export const projectService = entityService<typeof projectEntity, Project>(projectEntity, {
  table: projects,
  fields: [
    projects.factorId,
    projects.name,
    projects.legalName,
    projects.tld,
    projects.contentType,
    projects.status,
    projects.httpLocked,
    projects.supportsHttps,
    projects.config,
  ],
  /** Every project, or those of one content type. */
  list: (input) => ({
    key: `projects ${input?.type ?? ''}`,
    where: input?.type ? sql`${projects.contentType} = ${input.type}` : sql`true`,
  }),
  columns: ({ values }) => toColumns(values),
  /** What the history records: the editable fields, not the config the form does not edit. */
  audited: (project) => {
    const { config: _config, ...fields } = auditedFields({ ...project });
    return fields;
  },
});

export const listProjects = (db: Db, type?: ProjectContentType) => projectService.list(db, { type });

/** A new project from the given fields; it keeps the original's config, which the form does not edit. */
export function cloneProject(
  call: EntityCall,
  { id, ...values }: CallParsed<'project-service/clone-project'>,
) {
  return call.services.db.transaction(async (tx) => {
    const source = await projectService.get(tx, id);
    return projectService.insert(
      tx,
      { call, values, prepared: undefined },
      {
        action: 'clone',
        columns: { config: source.config },
        changes: [{ field: 'cloned_from', from: null, to: source.id }],
      },
    );
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
