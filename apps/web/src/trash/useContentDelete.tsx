import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type CallPath, type ContentTypeDefinition, type TrashEntry, trashMessage } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { call, isApiError } from '../api/client.ts';
import { showBanner } from '../components/banner.ts';
import { listHref } from '../components/form-kit/index.ts';
import { pathsOf, typeNameOf } from '../content/contentPaths.ts';

/** What a delete needs to name: the item, as the user saw it (its update_datetime). */
export interface DeleteTarget {
  id: number;
  title: string;
  update_datetime: string;
}

/** Every answer a removal or a restore makes stale: lists, counts, the trash, the item. */
export const trashInvalidates = (definition: ContentTypeDefinition): CallPath[] => [
  pathsOf(definition).list,
  // The pages of a list too long to load whole.
  'export-service/get-list-page',
  pathsOf(definition).get,
  'content-service/get-content-history',
  'dashboard-service/get-content-counts',
  'trash-service/get-trash',
];

/**
 * Restores an item from the trash, says so and refreshes what showed it gone. The Undo of the
 * delete banner and the trash screen's Restore both come here.
 */
export async function restoreFromTrash({
  definition,
  entry,
  refresh,
}: {
  definition: ContentTypeDefinition;
  entry: Pick<TrashEntry, 'id' | 'title'>;
  refresh: (paths: CallPath[]) => Promise<unknown>;
}) {
  try {
    await call('trash-service/restore-item', { type: typeNameOf(definition), id: entry.id });
    showBanner({ kind: 'success', title: trashMessage.restored(definition.label, entry.title), id: 'trash' });
  } catch (error) {
    showBanner({
      kind: 'error',
      title: `${definition.label} not restored`,
      message: isApiError(error) ? error.message : String(error),
      id: 'trash',
    });
  } finally {
    await refresh(trashInvalidates(definition));
  }
}

/**
 * Delete for a content item, from its form or its list row: `ask(item)` opens a confirmation
 * naming it; once confirmed the item goes to the trash, the user lands on the list and a banner
 * offers Undo. Render `dialog` once where the hook is used.
 */
export function useContentDelete(definition: ContentTypeDefinition) {
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  const [isDeleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = (paths: CallPath[]) =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));

  const handleDelete = async () => {
    if (!target) return;
    setDeleting(true);
    try {
      const entry = await call(pathsOf(definition).delete, {
        id: target.id,
        update_datetime: target.update_datetime,
      });
      setTarget(null);
      await refresh(trashInvalidates(definition));
      navigate(listHref(definition.route));
      showBanner({
        kind: 'success',
        id: 'trash',
        title: trashMessage.deleted(definition.label, entry.title),
        message: (
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => restoreFromTrash({ definition, entry, refresh })}
            >
              Undo
            </Button>
            {/* A banner is drawn outside the router, so it navigates through the hook's navigate. */}
            <Button size="compact-sm" variant="subtle" onClick={() => navigate('/trash')}>
              Open the trash
            </Button>
          </Group>
        ),
      });
    } catch (error) {
      setTarget(null);
      showBanner({
        kind: 'error',
        title: `${definition.label} not deleted`,
        message: isApiError(error) ? error.message : String(error),
        id: 'trash',
      });
      await refresh(trashInvalidates(definition));
    } finally {
      setDeleting(false);
    }
  };

  const dialog = (
    <Modal
      opened={target !== null}
      onClose={() => setTarget(null)}
      title={`Delete this ${definition.label.toLowerCase()}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      centered
    >
      <Stack>
        <Text>{target && trashMessage.confirmDelete(definition.label, target.title)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setTarget(null)} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={isDeleting} onClick={handleDelete}>
            Move to the trash
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask: setTarget, dialog };
}
