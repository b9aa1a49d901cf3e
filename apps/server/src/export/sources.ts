import {
  type CallParsed,
  type ContentListRow,
  type ContentRelations,
  type ExportListKey,
  findContentType,
  joinRelations,
  type ProjectContentType,
} from '@masthead/contract';
import { contentRelations } from '../content/relations.ts';
import { listContent } from '../content/service.ts';
import type { Db } from '../db/client.ts';
import type { JsonText } from '../db/json-list.ts';
import { listProjects } from '../projects/service.ts';
import { getImpressions } from '../reports/report.ts';
import { listAllowedIps } from '../taxonomy/allowed-ips/service.ts';
import { listAttributes } from '../taxonomy/attributes/service.ts';
import { listCategories } from '../taxonomy/categories/service.ts';
import { listCurrentTemplates } from '../taxonomy/legal/service.ts';
import { listTags } from '../taxonomy/tags/service.ts';
import { listUsers } from '../users/service.ts';

export interface LoadOptions {
  projectType?: ProjectContentType;
  /** A content list's rows joined with their projects, categories and tags (a view shows or filters one). */
  withRelations?: boolean;
  report?: CallParsed<'stat-content-impression-service/get-impressions'>;
}

type Row = Record<string, unknown>;

type Loader = (db: Db, options: LoadOptions) => Promise<JsonText<unknown[]>>;

/**
 * Where each exportable list's rows come from: the very list its get-all call answers (the same
 * cache, the same JSON), so an export cannot hold a row or a value the screen would not.
 */
const loaders: Record<Exclude<ExportListKey, `content/${string}`>, Loader> = {
  users: (db) => listUsers(db),
  projects: (db, { projectType }) => listProjects(db, projectType),
  tags: (db) => listTags(db),
  categories: (db) => listCategories(db),
  attributes: (db) => listAttributes(db),
  legal: (db) => listCurrentTemplates(db),
  'allowed-ips': (db) => listAllowedIps(db),
  impressions: (db, { report }) => {
    // The route checks the report's input is there before loading.
    if (!report) throw new Error('an impressions export needs the report input');
    return getImpressions(db, report);
  },
};

/**
 * The JSON texts a list's rows are made of: the list as its get-all call answers it and, for a
 * content list that shows or filters a relation, the type's relations. The list cache answers the
 * same objects until something changes, so they also name the version of the rows (parsed-lists.ts).
 */
export interface ListSources {
  list: JsonText<unknown[]>;
  relations?: JsonText<ContentRelations>;
}

export async function loadListSources(
  db: Db,
  list: ExportListKey,
  options: LoadOptions,
): Promise<ListSources> {
  if (!list.startsWith('content/')) return { list: await loaders[list as keyof typeof loaders](db, options) };
  const definition = findContentType(list.slice('content/'.length));
  if (!definition) throw new Error(`no content type for the list ${list}`);
  const json = await listContent(db, definition);
  if (!options.withRelations) return { list: json };
  return { list: json, relations: (await contentRelations(db, definition)) as JsonText<ContentRelations> };
}

/** The rows of the sources, relations joined when they are there. */
export function parseListSources(sources: ListSources): { rows: Row[]; relations?: ContentRelations } {
  const rows = JSON.parse(sources.list.text) as Row[];
  if (!sources.relations) return { rows };
  const relations = JSON.parse(sources.relations.text) as ContentRelations;
  return { rows: joinRelations(rows as ContentListRow[], relations), relations };
}

export async function loadListRows(db: Db, list: ExportListKey, options: LoadOptions): Promise<Row[]> {
  return parseListSources(await loadListSources(db, list, options)).rows;
}
