import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  type EntityDefinition,
  type EntityRow,
  type ExportListKey,
  entityListColumns,
  type ViewListKey,
} from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { tableColumns } from '../components/DataTable/export/tableColumns.ts';
import { QueryTable, RowLinks, type RowScreen } from '../components/DataTable/index.ts';
import { useListQueryMemory, useSavedRow } from '../components/form-kit/index.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { SavedViews } from '../views/SavedViews.tsx';

type Row = EntityRow & Record<string, unknown>;

/** Who may take a row's way to its form: the definition's permission of that name. */
const rowModeAccess: Record<RowScreen, 'view' | 'update' | 'create'> = {
  view: 'view',
  edit: 'update',
  clone: 'create',
};

export type RowMode = RowScreen;

/** What one entity's list adds to the one its definition makes (the projects' content type filter). */
export interface EntityListOptions {
  /** The list call's input. */
  listInput?: unknown;
  /** Replaces the heading, the plural label. */
  title?: string;
  /** Between the heading and the table. */
  notice?: ReactNode;
  /** Narrows the CSV export as the list is narrowed. */
  exportFilter?: Readonly<Record<string, string>>;
  emptyText?: string;
  /** Address parameters a saved view keeps. */
  screenParams?: string[];
  /** The row actions; view and edit unless said. */
  modes?: readonly RowMode[];
}

/**
 * The list of an entity, from its definition: its heading, the "Add new …" button, the table of
 * 20 rows a page with its columns, CSV export and saved views, and view and edit actions per row
 * named by the row's name, each shown only with its permission.
 */
export function EntityListPage({
  definition,
  listInput,
  title = definition.pluralLabel,
  notice,
  exportFilter,
  emptyText = `No ${title.toLowerCase()} yet.`,
  screenParams,
  modes = ['view', 'edit'],
}: EntityListOptions & { definition: EntityDefinition }) {
  const { route, lists, access, addLabel } = definition;
  useDocumentTitle(`${title} · Masthead`);
  useListQueryMemory(route);
  const savedRow = useSavedRow(route);
  const { can } = useAuth();
  // The definition chooses the call; its rows are read by the definition's keys.
  const rows = useCall(definition.calls.list as 'tag-service/get-tags', listInput as undefined);
  const allowed = modes.filter((mode) => can(access[rowModeAccess[mode]]));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={1}>{title}</Title>
          <SavedViews list={lists.view as ViewListKey} screenParams={screenParams} />
        </Group>
        <PermissionGate access={access.create} label={addLabel}>
          <Button
            component={Link}
            to={`${route}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {addLabel}
          </Button>
        </PermissionGate>
      </Group>
      {notice}
      <QueryTable<Row>
        query={rows}
        aria-label={definition.pluralLabel}
        {...savedRow}
        data={rows.data as Row[] | undefined}
        columns={tableColumns(entityListColumns<Row>(definition))}
        pageSize={20}
        emptyText={emptyText}
        exportList={{ list: lists.export as ExportListKey, ...exportFilter }}
        rowActions={
          allowed.length > 0
            ? (row) => (
                <RowLinks
                  listPath={route}
                  id={row.id}
                  name={String(row[definition.nameField])}
                  screens={allowed}
                />
              )
            : undefined
        }
      />
    </Stack>
  );
}
