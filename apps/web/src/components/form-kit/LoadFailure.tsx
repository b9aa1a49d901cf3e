import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { useHandOver } from '../../first-screen/useHandOver.ts';
import { listHref, returningToList } from './listQuery.ts';

/** A list or form whose data could not be loaded: what the server said, and a way to try again. */
export function LoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // A screen that failed in place of the list the server drew: the failure shows, not that drawing.
  useHandOver();
  return (
    <Alert color="red" title="Could not load the data" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button variant="default" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** An address naming an item that does not exist (any more): say so, and lead back to the list. */
export function FormNotFound({ entity, listPath }: { entity: string; listPath: string }) {
  const title = `${entity} not found`;
  useDocumentTitle(`${title} · Masthead`);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>{title}</Title>
      <Text>
        There is no {entity.toLowerCase()} at this address. It may have been removed, or the link is mistyped.
      </Text>
      <Anchor component={Link} to={listHref(listPath)} state={returningToList}>
        Back to the list
      </Anchor>
    </Stack>
  );
}
