import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCall } from '../api/hooks.ts';
import { statusColors } from '../components/DataTable/status.ts';
import { LoadFailure } from '../components/form-kit/index.ts';
import { ClearByResourceForm } from './ClearByResourceForm.tsx';
import { RecentPurges } from './RecentPurges.tsx';
import { ZonesTable } from './ZonesTable.tsx';

/** /cdn-cache: purge by resource, purge by zone, and what was purged lately. */
export function CdnCachePage() {
  useDocumentTitle('CDN Cache · Masthead');
  const types = useCall('clear-cdn-service/get-cdn-types');
  const zones = useCall('clear-cdn-service/get-zones');
  const notConfigured = (types.data ?? []).filter((status) => !status.configured);

  return (
    <Stack gap="xl">
      <Title order={1}>CDN Cache</Title>
      {types.error && <LoadFailure error={types.error} onRetry={() => types.refetch()} />}
      {notConfigured.length > 0 && (
        <Alert
          color="yellow"
          title="Not configured"
          // Mantine's yellow title on its light tint stays under WCAG AA's 4.5:1; the badges' dark amber passes.
          styles={{ title: { color: statusColors.warning.text } }}
        >
          <Text size="sm">
            These CDN types have no credentials on this server, so nothing can be purged through them:
          </Text>
          <List size="sm">
            {notConfigured.map((status) => (
              <List.Item key={status.type}>
                {status.type}: an administrator sets {status.environment.join(', ')}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {types.data && <ClearByResourceForm types={types.data} zones={zones.data} />}
      {zones.error && <LoadFailure error={zones.error} onRetry={() => zones.refetch()} />}
      <ZonesTable zones={zones.data} isLoading={zones.isFetching} />
      <RecentPurges />
    </Stack>
  );
}
