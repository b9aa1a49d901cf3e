import { Stack, Title } from '@mantine/core';
import { type CdnPurge, cdnLabels } from '@masthead/contract';
import { useCall } from '../api/hooks.ts';
import { type DataTableColumn, QueryTable } from '../components/DataTable/index.ts';
import { ToneBadge } from '../components/DataTable/ToneBadge.tsx';

function OutcomeBadge({ outcome }: { outcome: CdnPurge['outcome'] }) {
  return <ToneBadge tone={outcome === 'success' ? 'positive' : 'negative'}>{outcome}</ToneBadge>;
}

const purgedText = (purge: CdnPurge) =>
  purge.urls.length === 0
    ? 'whole zone'
    : purge.urls.length === 1
      ? purge.urls[0]
      : `${purge.urls.length} URLs`;

const columns: readonly DataTableColumn<CdnPurge>[] = [
  { id: 'at', header: cdnLabels.at },
  { id: 'username', header: cdnLabels.username },
  { id: 'type', header: cdnLabels.type },
  { id: 'zone_id', header: cdnLabels.zone_id },
  { id: 'purged', header: 'Purged', accessor: purgedText },
  { id: 'outcome', header: cdnLabels.outcome, cell: (purge) => <OutcomeBadge outcome={purge.outcome} /> },
  { id: 'error', header: cdnLabels.error },
];

/** The purge log, newest first: every purge that reached a CDN, whoever made it. */
export function RecentPurges() {
  const purges = useCall('clear-cdn-service/get-recent-purges');
  return (
    <Stack gap="sm">
      <Title order={2}>Recent purges</Title>
      <QueryTable
        query={purges}
        aria-label="Recent purges"
        data={purges.data}
        columns={columns}
        pageSize={10}
        paramPrefix="purges-"
        emptyText="No purges yet."
      />
    </Stack>
  );
}
