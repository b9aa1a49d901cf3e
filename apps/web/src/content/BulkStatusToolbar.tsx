import { Button, Group, Progress } from '@mantine/core';
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
import { lazy, useRef, useState } from 'react';
import { call, isApiError } from '../api/client.ts';
import { showBanner } from '../components/banner.ts';
import { LazyPart } from '../components/lazy/LazyPart.tsx';
import type { BulkStatusQuestion } from './BulkStatusDialog.tsx';
import { pathsOf } from './contentPaths.ts';

// The question's dialog (Mantine's Modal) loads when first asked: the list's first load does without it.
const BulkStatusDialog = lazy(() =>
  import('./BulkStatusDialog.tsx').then((module) => ({ default: module.BulkStatusDialog })),
);

/**
 * "Set ACTIVE" / "Set INACTIVE" for the checked rows of a content list. A selection bigger than
 * one request takes is sent in batches, one after another, with a bar of the items done; a
 * banner then says how many changed, how many already had the status and how many were gone.
 * More than one item is changed only once the user has confirmed it, told how many.
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
  // The last question stays mounted once asked, closed, so it closes as a modal does.
  const [question, setQuestion] = useState<BulkStatusQuestion | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  // The button that asked takes focus back when the question closes: the first dialog opens as its
  // code arrives, before Mantine has noted where focus was.
  const askedBy = useRef<HTMLButtonElement | null>(null);
  const ask = (status: Status, button: HTMLButtonElement) => {
    askedBy.current = button;
    setQuestion({ status, count: selected.size });
    setIsAsking(true);
  };
  const closeQuestion = () => {
    setIsAsking(false);
    askedBy.current?.focus();
  };

  const handleSetStatus = async (status: Status) => {
    const ids = [...selected].map(Number).filter((id) => Number.isInteger(id) && id > 0);
    const total: BulkStatusResult = { items: [], updated: 0, unchanged: 0, notFound: 0 };
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
      // A banner, as an export's result is: in the toolbar, the text moved its buttons onto a second line.
      showBanner({
        kind: 'success',
        title: contentMessage.bulkStatusDone({ status, ...total }),
        id: 'bulk-status',
      });
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
          onClick={(event) =>
            selected.size > 1 ? ask(status, event.currentTarget) : handleSetStatus(status)
          }
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
      {question && (
        <LazyPart>
          <BulkStatusDialog
            question={question}
            isOpen={isAsking}
            onCancel={closeQuestion}
            onConfirm={(status) => {
              closeQuestion();
              void handleSetStatus(status);
            }}
          />
        </LazyPart>
      )}
    </Group>
  );
}
