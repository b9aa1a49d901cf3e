import { Button, Group, Progress, Text } from '@mantine/core';
import {
  type BulkStatusResult,
  bulkStatusLimit,
  type ContentTypeDefinition,
  type ContentTypeName,
  contentMessage,
  type Status,
  statuses,
} from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, isApiError } from '../api/client.ts';
import { showBanner } from '../components/banner.ts';
import { pathsOf } from './contentPaths.ts';

/**
 * "Set ACTIVE" / "Set INACTIVE" for the checked rows of a content list. A selection bigger than
 * one request takes is sent in batches, one after another, with a bar of the items done; the
 * summary says how many changed, how many already had the status and how many were gone.
 */
export function BulkStatusToolbar({
  definition,
  selected,
  onDone,
}: {
  definition: ContentTypeDefinition;
  selected: ReadonlySet<string>;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [summary, setSummary] = useState('');

  const handleSetStatus = async (status: Status) => {
    const ids = [...selected].map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const total: BulkStatusResult = { items: [], updated: 0, unchanged: 0, notFound: 0 };
    setSummary('');
    setProgress({ done: 0, total: ids.length });
    try {
      for (let start = 0; start < ids.length; start += bulkStatusLimit) {
        const batch = ids.slice(start, start + bulkStatusLimit);
        const result = await call('content-service/set-status', {
          type: definition.type as ContentTypeName,
          ids: batch,
          status,
        });
        total.updated += result.updated;
        total.unchanged += result.unchanged;
        total.notFound += result.notFound;
        setProgress({ done: start + batch.length, total: ids.length });
      }
      setSummary(contentMessage.bulkStatusDone({ status, ...total }));
      onDone();
    } catch (error) {
      const done = total.updated + total.unchanged + total.notFound;
      showBanner({
        kind: 'error',
        title: `Status not set for every item (${done} of ${ids.length} done)`,
        message: isApiError(error) ? error.message : String(error),
        id: 'bulk-status',
      });
    } finally {
      setProgress(null);
      // Changed rows show their new status; the list reloads even after a partial failure.
      await Promise.all(
        [pathsOf(definition).list, 'export-service/get-list-page'].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      );
    }
  };

  const isBusy = progress !== null;
  const hasSelection = selected.size > 0;
  return (
    <Group gap="sm">
      {statuses.map((status) => (
        <Button
          key={status}
          size="xs"
          variant="default"
          disabled={!hasSelection || isBusy}
          onClick={() => handleSetStatus(status)}
        >
          Set {status}
        </Button>
      ))}
      {progress && (
        <Progress
          w={160}
          value={progress.total ? Math.round((progress.done / progress.total) * 100) : 0}
          animated
          aria-label="Status change progress"
        />
      )}
      <Text size="sm" role="status">
        {summary}
      </Text>
    </Group>
  );
}
