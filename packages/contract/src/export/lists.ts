import { allFields } from '../content/common.ts';
import type { ContentTypeDefinition } from '../content/definition.ts';
import type { ContentField } from '../content/fields.ts';
import type { ContentListRow } from '../content/item.ts';
import {
  type RelatedRow,
  type RelationKey,
  relationIdsKey,
  relationKeys,
  relationLabels,
  relationsOf,
} from '../content/relations.ts';
import { contentTypes } from '../content/types/index.ts';
import { entityListColumns } from '../entities/columns.ts';
import { commonLabels, listAccess } from '../entities/definition.ts';
import {
  type AnyEntity,
  allowedIpEntity,
  attributeEntity,
  categoryEntity,
  entities,
  legalDocumentEntity,
  projectEntity,
  tagEntity,
  userEntity,
} from '../entities/types/index.ts';
import { type Access, access } from '../permissions.ts';
import type { Project } from '../project.ts';
import { impressionColumns, impressionColumnsFor } from '../reports/columns.ts';
import type { AllowedIp } from '../taxonomy/allowed-ip.ts';
import type { Attribute } from '../taxonomy/attribute.ts';
import type { Category } from '../taxonomy/category.ts';
import type { LegalTemplate } from '../taxonomy/legal.ts';
import type { Tag } from '../taxonomy/tag.ts';
import type { User } from '../user.ts';
import type { ColumnKind, ListColumn } from './types.ts';

export const userColumns = entityListColumns<User>(userEntity);
export const projectColumns = entityListColumns<Project>(projectEntity);
export const tagColumns = entityListColumns<Tag>(tagEntity);
export const categoryColumns = entityListColumns<Category>(categoryEntity);
export const attributeColumns = entityListColumns<Attribute>(attributeEntity);
export const legalColumns = entityListColumns<LegalTemplate>(legalDocumentEntity);
export const allowedIpColumns = entityListColumns<AllowedIp>(allowedIpEntity);

/** Headers of the columns every content type may list; the type's own take their field's label. */
const commonContentHeaders: Record<string, string> = {
  ...commonLabels,
  content_id: 'Content ID',
  type: 'Type',
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

/** A choice field's values (technology, quiz type…), which its column filters by picking. */
const choicesOf = (field: ContentField | undefined) =>
  field?.kind === 'choice' ? { choices: field.options } : undefined;

/** A file field's label carries its size hint ('Image 1 (100x100)'); a column header needs only the name. */
const withoutSizeHint = (label: string) => label.replace(/\s*\(\d+x\d+\)$/, '');

/**
 * An item's projects, categories or tags, by name: offered in the column chooser, shown once
 * picked, filtered by any of their ids. Its cells are empty until the rows are joined with the
 * relations call's answer (joinRelations).
 */
const relationColumn = (key: RelationKey): ListColumn<ContentListRow> => ({
  id: key,
  header: relationLabels[key],
  accessor: (row) => row[key],
  filter: 'choice',
  filterValues: (row) => (row as RelatedRow)[relationIdsKey]?.[key] ?? [],
  isHiddenByDefault: true,
});

/** Whether a column of a content list is one of its relations, which need the relations call. */
export const isRelationColumn = (columnId: string): columnId is RelationKey =>
  (relationKeys as readonly string[]).includes(columnId);

const contentColumnCache = new WeakMap<ContentTypeDefinition, readonly ListColumn<ContentListRow>[]>();

/**
 * A content type's list columns from its definition's `columns`, made once per type: the
 * browser's table rebuilds its sort keys whenever it is given a new array.
 */
export function contentListColumns(definition: ContentTypeDefinition): readonly ListColumn<ContentListRow>[] {
  const known = contentColumnCache.get(definition);
  if (known) return known;
  const fields = new Map(allFields(definition).map((field) => [field.key, field]));
  const columns = [
    ...definition.columns.map(
      (key): ListColumn<ContentListRow> => ({
        id: key,
        header: withoutSizeHint(commonContentHeaders[key] ?? fields.get(key)?.label ?? key),
        kind: contentKindOf(key, fields.get(key)),
        accessor: (row) => row[key],
        ...choicesOf(fields.get(key)),
      }),
    ),
    ...relationsOf(definition).map(relationColumn),
  ];
  contentColumnCache.set(definition, columns);
  return columns;
}

/** The headers of an export's answer that a client reads. */
export const exportHeaders = { rowCount: 'x-row-count' } as const;

/** A list that can be exported: its columns, who may read it, and the file's name. */
export interface ExportableList {
  columns: readonly ListColumn<never>[];
  /** The columns for one export, when they depend on its input (a report's grouping). */
  columnsFor?: (input: {
    report?: Parameters<typeof impressionColumnsFor>[0];
  }) => readonly ListColumn<never>[];
  access: Access;
  fileName: string;
}

/** An entity's list: its list call's access, its route's name for the file. */
const entityLists = Object.fromEntries(
  entities.map((definition) => [
    definition.lists.export,
    {
      get columns() {
        return entityListColumns(definition);
      },
      access: listAccess(definition),
      fileName: definition.lists.file,
    },
  ]),
) as unknown as Record<AnyEntity['lists']['export'], ExportableList>;

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
  ...entityLists,
  impressions: {
    columns: impressionColumns,
    columnsFor: (input) => impressionColumnsFor(input.report ?? {}),
    access: access.reports.any,
    fileName: 'impressions',
  },
  ...contentLists,
} as Record<ExportListKey, ExportableList>;

export const exportListKeys = [
  ...(Object.keys(entityLists) as AnyEntity['lists']['export'][]),
  'impressions',
  ...(Object.keys(contentLists) as (keyof typeof contentLists)[]),
] as const;
export type ExportListKey = AnyEntity['lists']['export'] | 'impressions' | keyof typeof contentLists;
