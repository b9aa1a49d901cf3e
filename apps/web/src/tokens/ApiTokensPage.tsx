import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ApiToken, CreatedApiToken } from '@masthead/contract';
import { useState } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { useCall, useMutationCall } from '../api/hooks.ts';
import { useLoggedUser } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { CreateTokenDialog } from './CreateTokenDialog.tsx';
import { NewTokenDialog } from './NewTokenDialog.tsx';
import { TokensTable } from './TokensTable.tsx';

const listPath = 'api-token-service/get-my-tokens';

/** /api-tokens: my personal API tokens for scripts: create (secret shown once), see, revoke. */
export function ApiTokensPage() {
  useDocumentTitle('API tokens · Masthead');
  const user = useLoggedUser();
  const tokens = useCall(listPath, undefined, { staleTime: 0 });
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revokingId, setRevokingId] = useState<number | null>(null);
  const revoke = useMutationCall('api-token-service/revoke-my-token', {
    invalidates: [listPath],
    onSuccess: (token) => showBanner({ kind: 'success', title: `API token “${token.name}” revoked` }),
    onError: (error) => {
      if (!isGlobalError(error))
        showBanner({ kind: 'error', title: 'API token not revoked', message: error.message });
    },
    onSettled: () => setRevokingId(null),
  });
  const isReadOnly = Boolean(user.viewer);
  const handleRevoke = (token: ApiToken) => {
    setRevokingId(token.id);
    return revoke.mutateAsync({ id: token.id }).catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>API tokens</Title>
        <Button disabled={isReadOnly} onClick={() => setCreating(true)}>
          Create API token
        </Button>
      </Group>
      <Text>
        Scripts act as you with a token, sent as the header <Code>Authorization: Bearer &lt;token&gt;</Code>{' '}
        to any call of the API (see API in Tools), holding the permissions you gave it as long as you hold
        them too. Signing in, passwords, two-factor sign-in, sessions and tokens stay with the browser.
      </Text>
      <TokensTable
        query={tokens}
        label="My API tokens, newest first (times in UTC)"
        revokingId={revokingId}
        isReadOnly={isReadOnly}
        onRevoke={handleRevoke}
      />
      <CreateTokenDialog
        opened={isCreating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false);
          setCreated(token);
        }}
      />
      <NewTokenDialog created={created} onDone={() => setCreated(null)} />
    </Stack>
  );
}
