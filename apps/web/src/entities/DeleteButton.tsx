import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import {
  type CallPath,
  type EntityDefinition,
  findContentType,
  type TaxonomyUsage,
} from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ApiError, call } from '../api/client.ts';
import { useCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { listHref } from '../components/form-kit/listQuery.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';

/** What a delete takes away besides the row; '{name}' stands for the row's name. */
const consequenceOf = (definition: EntityDefinition, name: string) =>
  definition.deleteConsequence?.replaceAll('{name}', name) ?? 'It disappears from the list for good.';

/** The content items using it, each a link to its view screen; asked for only when shown. */
function UsingItems({ path, id }: { path: CallPath; id: number }) {
  const usage = useCall(path as 'tag-service/get-tag-usage', { id });
  if (usage.isPending) return <Text size="sm">Loading the items…</Text>;
  if (usage.error) return <Text size="sm">{usage.error.message}</Text>;
  const { count, items } = usage.data as TaxonomyUsage;
  if (items.length === 0)
    return (
      <Text size="sm">
        Your permissions do not include opening content items, so they are not listed here.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">
        {count > items.length ? `The first ${items.length} of ${count}, by title:` : 'By title:'}
      </Text>
      <List size="sm" aria-label="Items using it">
        {items.map((item) => {
          const route = findContentType(item.type)?.route;
          return (
            <List.Item key={item.id}>
              {route ? (
                <Anchor component={Link} to={`${route}/view/${item.id}`}>
                  {item.title}
                </Anchor>
              ) : (
                item.title
              )}
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/**
 * Delete, behind a dialog that names what goes. A refusal the user can act on (in use, or the
 * entry that admits their own address) stays in the dialog with the way forward; for a tag or
 * category in use, the items using it can be listed there.
 */
export function DeleteButton({
  definition,
  id,
  name,
}: {
  definition: EntityDefinition;
  id: number;
  name: string;
}) {
  const { label, calls } = definition;
  // Its answers no longer hold once it is gone.
  const stale = [calls.list, calls.get, calls.usage].filter((path) => path !== undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isShowingItems, setShowingItems] = useState(false);
  const word = label.charAt(0).toLowerCase() + label.slice(1);

  const close = () => {
    setConfirming(false);
    setRefusal(null);
    setShowingItems(false);
  };
  const handleDelete = async () => {
    setPending(true);
    try {
      await call(calls.delete as 'tag-service/delete-tag', { id });
      close();
      navigate(listHref(definition.route));
      for (const path of stale) queryClient.removeQueries({ queryKey: [path] });
      showBanner({ kind: 'success', title: `${label} deleted`, message: `“${name}” is gone.` });
    } catch (error) {
      const failure = error as ApiError;
      if (failure.status === 409) setRefusal(failure.message);
      else {
        close();
        showBanner({ kind: 'error', title: `${label} not deleted`, message: failure.message });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <PermissionGate access={definition.access.update} label="Delete">
      <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Modal
        opened={isConfirming}
        onClose={close}
        title={`Delete ${word} “${name}”?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack>
          {refusal ? (
            <Alert color="red" title={`${label} not deleted`} role="alert">
              <Stack gap="xs">
                <Text size="sm">{refusal}</Text>
                {calls.usage &&
                  (isShowingItems ? (
                    <UsingItems path={calls.usage as CallPath} id={id} />
                  ) : (
                    <Button variant="default" size="compact-sm" onClick={() => setShowingItems(true)}>
                      Show the items
                    </Button>
                  ))}
              </Stack>
            </Alert>
          ) : (
            <Text>{consequenceOf(definition, name)} Its history is kept.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {refusal ? 'Close' : 'Keep it'}
            </Button>
            {!refusal && (
              <Button color="red.9" loading={isPending} onClick={handleDelete}>
                Delete
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </PermissionGate>
  );
}
