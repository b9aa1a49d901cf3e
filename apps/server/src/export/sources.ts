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

interface LoadOptions {
  projectType?: ProjectContentType;
  /** A content list's rows joined with their projects, categories and tags (a view shows or filters one). */
  withRelations?: boolean;
  report?: CallParsed<'stat-content-impression-service/get-impressions'>;
}

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

export async function loadListRows(
  db: Db,
  list: ExportListKey,
  options: LoadOptions,
): Promise<Record<string, unknown>[]> {
  let json: JsonText<unknown[]>;
  if (list.startsWith('content/')) {
    const definition = findContentType(list.slice('content/'.length));
    if (!definition) throw new Error(`no content type for the list ${list}`);
    json = await listContent(db, definition);
    if (options.withRelations) {
      const relations = await contentRelations(db, definition);
      return joinRelations(
        JSON.parse(json.text) as ContentListRow[],
        JSON.parse(relations.text) as ContentRelations,
      );
    }
  } else {
    json = await loaders[list as keyof typeof loaders](db, options);
  }
  return JSON.parse(json.text) as Record<string, unknown>[];
}
