import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type CdnZone, cdnLabels } from '@masthead/contract';
import { useState } from 'react';
import { useMutationCall } from '../api/hooks.ts';
import { DataTable, type DataTableColumn, RowAction } from '../components/DataTable/index.ts';
import { showCallFailed, showPurgeDone } from './purgeBanners.tsx';

const columns: readonly DataTableColumn<CdnZone>[] = [
  { id: 'zone_id', header: cdnLabels.zone_id },
  { id: 'domain', header: cdnLabels.domain },
  { id: 'type', header: cdnLabels.type },
];

/** 'Clear cache by zone': the zones, 20 a page, each with a purge that asks first. */
export function ZonesTable({ zones, isLoading }: { zones: CdnZone[] | undefined; isLoading: boolean }) {
  const [target, setTarget] = useState<CdnZone | null>(null);
  const clearZone = useMutationCall('clear-cdn-service/clear-zone', {
    invalidates: ['clear-cdn-service/get-recent-purges'],
    onSuccess: (result) => showPurgeDone(`Everything cached in zone ${result.zone_id} was purged.`),
    onError: (error) => showCallFailed(error),
    onSettled: () => setTarget(null),
  });

  const handleConfirm = () => {
    if (target) clearZone.mutate({ type: target.type, zone_id: target.zone_id });
  };

  return (
    <Stack gap="sm">
      <Title order={2}>Clear cache by zone</Title>
      <DataTable
        aria-label="Zones"
        data={zones}
        columns={columns}
        isLoading={isLoading}
        paramPrefix="zones-"
        getRowId={(zone) => `${zone.type}:${zone.zone_id}`}
        emptyText="No zones: no CDN type is configured, or its account has none."
        rowActions={(zone) => (
          <RowAction icon="purge" label={`Purge zone ${zone.domain}`} onClick={() => setTarget(zone)} />
        )}
      />
      <Modal
        opened={target !== null}
        onClose={() => !clearZone.isPending && setTarget(null)}
        title="Purge the whole zone?"
        centered
      >
        <Text>
          Everything cached for {target?.domain} (zone {target?.zone_id}, {target?.type}) will be removed, and
          visitors' next requests go to the origin servers until the cache fills again.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button
            variant="default"
            onClick={() => setTarget(null)}
            disabled={clearZone.isPending}
            data-autofocus
          >
            Cancel
          </Button>
          <Button color="red" onClick={handleConfirm} loading={clearZone.isPending}>
            Purge zone
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
