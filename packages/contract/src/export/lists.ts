import { allFields } from '../content/common.ts';
import type { ContentTypeDefinition } from '../content/definition.ts';
import type { ContentListRow } from '../content/item.ts';
import { contentTypes } from '../content/types/index.ts';
import { type Access, access } from '../permissions.ts';
import type { Project } from '../project.ts';
import { projectLabels } from '../project.ts';
import { type ImpressionRow, impressionRowLabels } from '../reports/impressions.ts';
import type { AllowedIp } from '../taxonomy/allowed-ip.ts';
import { allowedIpLabels } from '../taxonomy/allowed-ip.ts';
import { type Attribute, attributeLabels } from '../taxonomy/attribute.ts';
import { type Category, categoryLabels } from '../taxonomy/category.ts';
import { type LegalTemplate, legalLabels } from '../taxonomy/legal.ts';
import { type Tag, tagLabels } from '../taxonomy/tag.ts';
import { type User, userLabels } from '../user.ts';
import type { ColumnKind, ViewColumn } from './types.ts';

/**
 * The columns of every list screen, written once: the browser's tables show them (adding how a
 * cell is drawn) and the server exports them, so a CSV has exactly the columns, values, sort and
 * filter semantics of the table it was asked from.
 */
export interface ListColumn<T> extends ViewColumn<T> {
  header: string;
}

export const userColumns: readonly ListColumn<User>[] = [
  { id: 'id', header: userLabels.id, kind: 'id' },
  { id: 'username', header: userLabels.username },
  { id: 'first_name', header: userLabels.first_name },
  { id: 'last_name', header: userLabels.last_name },
  { id: 'email', header: userLabels.email },
  { id: 'status', header: userLabels.status, kind: 'status' },
  { id: 'creation_datetime', header: userLabels.creation_datetime, kind: 'date' },
  { id: 'update_datetime', header: userLabels.update_datetime, kind: 'date' },
];

export const projectColumns: readonly ListColumn<Project>[] = [
  { id: 'id', header: projectLabels.id, kind: 'id' },
  { id: 'factor_id', header: projectLabels.factor_id, kind: 'number' },
  { id: 'name', header: projectLabels.name },
  { id: 'legal_name', header: projectLabels.legal_name },
  { id: 'tld', header: projectLabels.tld },
  { id: 'content_type', header: projectLabels.content_type },
  { id: 'status', header: projectLabels.status, kind: 'status' },
  { id: 'supports_https', header: projectLabels.supports_https },
  { id: 'http_locked', header: projectLabels.http_locked },
  { id: 'creation_datetime', header: projectLabels.creation_datetime, kind: 'date' },
  { id: 'update_datetime', header: projectLabels.update_datetime, kind: 'date' },
];

export const tagColumns: readonly ListColumn<Tag>[] = [
  { id: 'id', header: tagLabels.id, kind: 'id' },
  { id: 'name', header: tagLabels.name },
  { id: 'level', header: tagLabels.level, accessor: (tag) => tag.level.join(', ') },
  { id: 'description', header: tagLabels.description },
  { id: 'status', header: tagLabels.status, kind: 'status' },
  { id: 'update_datetime', header: tagLabels.update_datetime, kind: 'date' },
];

export const categoryColumns: readonly ListColumn<Category>[] = [
  { id: 'id', header: categoryLabels.id, kind: 'id' },
  { id: 'name', header: categoryLabels.name },
  { id: 'level', header: categoryLabels.level, accessor: (category) => category.level.join(', ') },
  { id: 'status', header: categoryLabels.status, kind: 'status' },
  { id: 'update_datetime', header: categoryLabels.update_datetime, kind: 'date' },
];

export const attributeColumns: readonly ListColumn<Attribute>[] = [
  { id: 'id', header: attributeLabels.id, kind: 'id' },
  { id: 'name', header: attributeLabels.name },
  { id: 'level', header: attributeLabels.level },
  { id: 'description', header: attributeLabels.description },
  { id: 'update_datetime', header: attributeLabels.update_datetime, kind: 'date' },
];

export const legalColumns: readonly ListColumn<LegalTemplate>[] = [
  { id: 'id', header: legalLabels.id, kind: 'id' },
  { id: 'title', header: legalLabels.title },
  { id: 'type', header: legalLabels.type },
  { id: 'level', header: legalLabels.level },
  { id: 'version', header: legalLabels.version, kind: 'number' },
  { id: 'author', header: legalLabels.author },
  { id: 'creation_datetime', header: legalLabels.creation_datetime, kind: 'date' },
];

export const allowedIpColumns: readonly ListColumn<AllowedIp>[] = [
  { id: 'id', header: allowedIpLabels.id, kind: 'id' },
  { id: 'ip', header: allowedIpLabels.ip },
  { id: 'description', header: allowedIpLabels.description },
  { id: 'username', header: allowedIpLabels.username },
  { id: 'creation_datetime', header: allowedIpLabels.creation_datetime, kind: 'date' },
  { id: 'update_datetime', header: allowedIpLabels.update_datetime, kind: 'date' },
];

export const impressionColumns: readonly ListColumn<ImpressionRow>[] = [
  { id: 'id', header: impressionRowLabels.id, kind: 'id' },
  { id: 'content_id', header: impressionRowLabels.content_id, kind: 'number' },
  { id: 'content_name', header: impressionRowLabels.content_name },
  { id: 'date', header: impressionRowLabels.date },
  { id: 'project_id', header: impressionRowLabels.project_id, kind: 'number' },
  { id: 'project_name', header: impressionRowLabels.project_name },
  { id: 'impressions', header: impressionRowLabels.impressions, kind: 'number' },
  { id: 'content_type', header: impressionRowLabels.content_type },
];

/** Headers of the columns every content type may list; the type's own take their field's label. */
const commonContentHeaders: Record<string, string> = {
  id: 'ID',
  content_id: 'Content ID',
  type: 'Type',
  creation_datetime: 'Created',
  update_datetime: 'Updated',
};

function contentKindOf(key: string, field: { kind: string } | undefined): ColumnKind {
  if (key === 'id') return 'id';
  if (key === 'status') return 'status';
  if (key.endsWith('_datetime')) return 'date';
  if (field?.kind === 'file') return 'image';
  if (field?.kind === 'date') return 'date';
  if (field?.kind === 'integer') return 'number';
  return 'text';
}

/** A file field's label carries its size hint ('Image 1 (100x100)'); a column header needs only the name. */
const withoutSizeHint = (label: string) => label.replace(/\s*\(\d+x\d+\)$/, '');

const contentColumnCache = new WeakMap<ContentTypeDefinition, readonly ListColumn<ContentListRow>[]>();

/**
 * A content type's list columns from its definition's `columns`, made once per type: the
 * browser's table rebuilds its sort keys whenever it is given a new array.
 */
export function contentListColumns(definition: ContentTypeDefinition): readonly ListColumn<ContentListRow>[] {
  const known = contentColumnCache.get(definition);
  if (known) return known;
  const fields = new Map(allFields(definition).map((field) => [field.key, field]));
  const columns = definition.columns.map(
    (key): ListColumn<ContentListRow> => ({
      id: key,
      header: withoutSizeHint(commonContentHeaders[key] ?? fields.get(key)?.label ?? key),
      kind: contentKindOf(key, fields.get(key)),
      accessor: (row) => row[key],
    }),
  );
  contentColumnCache.set(definition, columns);
  return columns;
}

/** The headers of an export's answer that a client reads. */
export const exportHeaders = { rowCount: 'x-row-count' } as const;

/** A list that can be exported: its columns, who may read it, and the file's name. */
export interface ExportableList {
  columns: readonly ListColumn<never>[];
  access: Access;
  fileName: string;
}

const contentLists = Object.fromEntries(
  contentTypes.map((definition) => [
    `content/${definition.type}`,
    {
      // Made on first use: every screen that loads this module would otherwise pay for eight types.
      get columns() {
        return contentListColumns(definition);
      },
      access: access.contents.list,
      fileName: definition.route.replace(/^\//, ''),
    },
  ]),
) as unknown as Record<`content/${(typeof contentTypes)[number]['type']}`, ExportableList>;

/**
 * Every exportable list by key. Access is the list call's own: whoever may load a list may
 * export it, and nobody else.
 */
export const exportableLists = {
  users: { columns: userColumns, access: access.users.list, fileName: 'users' },
  projects: { columns: projectColumns, access: access.projects.list, fileName: 'projects' },
  tags: { columns: tagColumns, access: access.tags.pick, fileName: 'tags' },
  categories: { columns: categoryColumns, access: access.categories.pick, fileName: 'categories' },
  attributes: { columns: attributeColumns, access: access.categories.list, fileName: 'attributes' },
  legal: { columns: legalColumns, access: access.legal.list, fileName: 'legal-documents' },
  'allowed-ips': { columns: allowedIpColumns, access: access.allowedIps.any, fileName: 'allowed-ips' },
  impressions: { columns: impressionColumns, access: access.reports.any, fileName: 'impressions' },
  ...contentLists,
} as Record<ExportListKey, ExportableList>;

export const exportListKeys = [
  'users',
  'projects',
  'tags',
  'categories',
  'attributes',
  'legal',
  'allowed-ips',
  'impressions',
  ...(Object.keys(contentLists) as (keyof typeof contentLists)[]),
] as const;
export type ExportListKey =
  | 'users'
  | 'projects'
  | 'tags'
  | 'categories'
  | 'attributes'
  | 'legal'
  | 'allowed-ips'
  | 'impressions'
  | keyof typeof contentLists;
