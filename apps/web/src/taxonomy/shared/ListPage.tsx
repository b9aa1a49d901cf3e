import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Access, ExportListKey, ViewListKey } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../auth/authContext.ts';
import { DataTable, type DataTableColumn, RowAction } from '../../components/DataTable/index.ts';
import { LoadFailure, useListQueryMemory } from '../../components/form-kit/index.ts';
import { PermissionGate } from '../../layout/PermissionGate.tsx';
import { SavedViews } from '../../views/SavedViews.tsx';

interface ListQuery<T> {
  data: T[] | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A taxonomy list: its heading, the "Add new …" button, the table of 20 rows a page, and view
 * and edit actions per row, each shown only with its permission.
 */
export function ListPage<T extends { id: number }>({
  title,
  listPath,
  query,
  columns,
  addLabel,
  rowName,
  access,
  exportList,
  viewList,
}: {
  title: string;
  listPath: string;
  query: ListQuery<T>;
  columns: readonly DataTableColumn<T>[];
  addLabel: string;
  /** Names a row in its actions' labels: 'Edit Puzzle'. */
  rowName: (row: T) => string;
  access: { view: Access; create: Access; update: Access };
  /** The list's key for the CSV export of its current view. */
  exportList: ExportListKey;
  /** Names the list's saved views. */
  viewList: ViewListKey;
}) {
  useDocumentTitle(`${title} · Masthead`);
  useListQueryMemory(listPath);
  const { can } = useAuth();
  const canView = can(access.view);
  const canEdit = can(access.update);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={1}>{title}</Title>
          <SavedViews list={viewList} />
        </Group>
        <PermissionGate access={access.create} label={addLabel}>
          <Button
            component={Link}
            to={`${listPath}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {addLabel}
          </Button>
        </PermissionGate>
      </Group>
      {query.error && <LoadFailure error={query.error} onRetry={() => query.refetch()} />}
      <DataTable
        aria-label={title}
        data={query.data}
        columns={columns}
        isLoading={query.isFetching}
        pageSize={20}
        emptyText={`No ${title.toLowerCase()} yet.`}
        exportList={{ list: exportList }}
        rowActions={
          canView || canEdit
            ? (row) => (
                <>
                  {canView && (
                    <RowAction icon="view" label={`View ${rowName(row)}`} to={`${listPath}/view/${row.id}`} />
                  )}
                  {canEdit && (
                    <RowAction icon="edit" label={`Edit ${rowName(row)}`} to={`${listPath}/edit/${row.id}`} />
                  )}
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
}
