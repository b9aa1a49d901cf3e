import {
  type CallParsed,
  fieldMessage,
  type LegalProjectChoice,
  type LegalTemplate,
  taxonomyMessage,
} from '@masthead/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { formatDateTime } from '../../db/format.ts';
import { jsonRows, sqlDateTime } from '../../db/json-list.ts';
import { legalDocuments, legalVersions, projects } from '../../db/schema.ts';
import { jsonRow } from '../../entities/rows.ts';
import type { EntityService } from '../../entities/service.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { richTextSanitizer } from '../../rich-text/sanitize.ts';

type LegalFields = CallParsed<'legal-template-service/create-template'>;

const versionSelect = sql`select ${legalVersions.documentId} as id, ${legalVersions.version}, ${legalVersions.type},
  ${legalVersions.level}, ${legalVersions.title}, ${legalVersions.content}, ${legalVersions.contentTypes} as content_types,
  ${legalVersions.projects}, ${legalVersions.comment}, ${legalVersions.author},
  ${sqlDateTime(legalVersions.createdAt)} as creation_datetime
  from ${legalVersions}`;

const currentVersions = sql`${versionSelect} join ${legalDocuments}
  on ${legalDocuments.id} = ${legalVersions.documentId} and ${legalDocuments.currentVersion} = ${legalVersions.version}`;

/** The newest version of every document, as the database writes it in JSON. */
export const listCurrentTemplates = (db: Db) =>
  jsonRows<LegalTemplate>(db, sql`${currentVersions} order by ${legalDocuments.id}`);

export const getTemplate = (db: Db, id: number) =>
  jsonRow<LegalTemplate>(db, sql`${currentVersions} where ${legalDocuments.id} = ${id}`, 'Legal document');

export async function listTemplateVersions(db: Db, id: number) {
  await getTemplate(db, id);
  return jsonRows<LegalTemplate>(
    db,
    sql`${versionSelect} where ${legalVersions.documentId} = ${id} order by ${legalVersions.version} desc`,
  );
}

export const listProjectChoices = (db: Db) =>
  jsonRows<LegalProjectChoice>(
    db,
    sql`select ${projects.id}, ${projects.name}, ${projects.contentType} as content_type from ${projects} order by lower(${projects.name}), ${projects.id}`,
  );

/**
 * What is stored of the fields: content as the sanitizer leaves it, which must still say
 * something, and projects that exist.
 */
async function checkedVersion(db: Db, fields: LegalFields) {
  const content = (await richTextSanitizer())(fields.content);
  const problems: Record<string, string[]> = {};
  if (content.replace(/<[^>]*>|&nbsp;|\s/g, '') === '') problems.content = [fieldMessage.required];
  if (fields.projects.length) {
    const found = await db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, fields.projects));
    const known = new Set(found.map((row) => row.id));
    const unknown = fields.projects.filter((projectId) => !known.has(projectId));
    if (unknown.length) problems.projects = [taxonomyMessage.unknownProjects(unknown)];
  }
  if (Object.keys(problems).length) throw validationError(problems);
  return {
    type: fields.type,
    level: fields.level,
    title: fields.title,
    content,
    contentTypes: fields.content_types,
    projects: fields.projects,
    comment: fields.comment,
  };
}

export function createTemplate(db: Db, fields: LegalFields, author: string) {
  return db.transaction(async (tx) => {
    const version = await checkedVersion(tx, fields);
    const [document] = await tx.insert(legalDocuments).values({ currentVersion: 1 }).returning();
    if (!document) throw new Error('insert returned no row');
    await tx.insert(legalVersions).values({ ...version, documentId: document.id, version: 1, author });
    return getTemplate(tx, document.id);
  });
}

/**
 * Saves the fields as the document's next version; the old ones stay. Given the version the
 * editor started from, a newer saved version refuses the save, naming who saved it and when.
 */
export function updateTemplate(
  db: Db,
  { id, version: startedFrom, ...fields }: CallParsed<'legal-template-service/update-template'>,
  author: string,
) {
  return db.transaction(async (tx) => {
    // Locked, so two saves at once become versions one after the other, never the same number.
    const [document] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, id)).for('update');
    if (!document) throw notFound('Legal document');
    if (startedFrom !== undefined && startedFrom !== document.currentVersion) {
      const [newest] = await tx
        .select({ author: legalVersions.author, at: legalVersions.createdAt })
        .from(legalVersions)
        .where(and(eq(legalVersions.documentId, id), eq(legalVersions.version, document.currentVersion)));
      throw new AppError(
        409,
        taxonomyMessage.staleLegalVersion({
          version: document.currentVersion,
          author: newest?.author ?? 'someone',
          at: newest ? formatDateTime(newest.at) : '',
        }),
      );
    }
    const version = await checkedVersion(tx, fields);
    const next = document.currentVersion + 1;
    await tx.insert(legalVersions).values({ ...version, documentId: id, version: next, author });
    await tx.update(legalDocuments).set({ currentVersion: next }).where(eq(legalDocuments.id, id));
    return getTemplate(tx, id);
  });
}

/**
 * A legal document's calls for the derived handlers: its saves add versions rather than
 * change a row, by the signed-in user as author, so they are its own; it keeps no history
 * beside its versions and is never deleted.
 */
export const legalService: EntityService<LegalTemplate> = {
  list: (db) => listCurrentTemplates(db),
  get: getTemplate,
  create: ({ user, services: { db } }, input: LegalFields) => createTemplate(db, input, user.username),
  update: ({ user, services: { db } }, input: CallParsed<'legal-template-service/update-template'>) =>
    updateTemplate(db, input, user.username),
};
