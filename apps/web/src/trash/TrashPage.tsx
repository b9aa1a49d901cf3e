import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  daysBeforePurge,
  findContentType,
  type TrashEntry,
  trashDays,
  trashMessage,
} from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCall } from '../api/hooks.ts';
import { type DataTableColumn, QueryTable } from '../components/DataTable/index.ts';
import { restoreFromTrash } from './useContentDelete.tsx';

type TrashRow = TrashEntry & { type_label: string; days_left: number };

const columns: DataTableColumn<TrashRow>[] = [
  { id: 'type_label', header: 'Type' },
  { id: 'id', header: 'ID', kind: 'id' },
  { id: 'title', header: 'Title' },
  { id: 'deleted_by', header: 'Deleted by', accessor: (row) => row.deleted_by ?? 'deleted user' },
  { id: 'deleted_at', header: 'Deleted at (UTC)' },
  {
    id: 'days_left',
    header: 'Purged in',
    kind: 'number',
    cell: (row) => trashMessage.daysLeft(row.days_left),
  },
];

/** /trash: the deleted content items, each with Restore, until the purge removes them. */
export function TrashPage() {
  useDocumentTitle('Trash · Masthead');
  const trash = useCall('trash-service/get-trash');
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState<number | null>(null);
  const rows = useMemo(
    () =>
      trash.data?.map(
        (entry): TrashRow => ({
          ...entry,
          type_label: findContentType(entry.type)?.label ?? entry.type,
          days_left: daysBeforePurge(entry.purge_at),
        }),
      ),
    [trash.data],
  );

  const handleRestore = async (row: TrashRow) => {
    const definition = findContentType(row.type);
    if (!definition) return;
    setRestoring(row.id);
    await restoreFromTrash({
      definition,
      entry: row,
      refresh: (paths) =>
        Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
    });
    setRestoring(null);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Trash</Title>
      <Text>
        Deleted content items wait here for {trashDays} days; then they, and the files only they use, are
        deleted for good. Restore brings an item back as it was.
      </Text>
      <QueryTable
        query={trash}
        aria-label="Deleted content items"
        data={rows}
        columns={columns}
        emptyText="The trash is empty."
        defaultSort={{ columnId: 'deleted_at', direction: 'desc' }}
        rowActions={(row) => (
          <Button
            size="compact-sm"
            variant="default"
            loading={restoring === row.id}
            aria-label={`Restore ${row.title}`}
            onClick={() => handleRestore(row)}
          >
            Restore
          </Button>
        )}
      />
    </Stack>
  );
}
