import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ApiToken, CreatedApiToken } from '@masthead/contract';
import { useRef, useState } from 'react';
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
  // Where focus goes once a dialog's subject is gone (the secret shown, the token revoked).
  const createButton = useRef<HTMLButtonElement>(null);
  const revoke = useMutationCall('api-token-service/revoke-my-token', {
    invalidates: [listPath],
    onSuccess: (token) => {
      showBanner({ kind: 'success', title: `API token “${token.name}” revoked` });
      createButton.current?.focus();
    },
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
        <Button ref={createButton} disabled={isReadOnly} onClick={() => setCreating(true)}>
          Create API token
        </Button>
      </Group>
      <Text>
        A script acts as you by sending a token as the header <Code>Authorization: Bearer &lt;token&gt;</Code>{' '}
        with its calls to the API (see API in Tools). It holds the permissions you gave it, as long as you
        hold them too. Tokens are refused for signing in, passwords, two-factor sign-in, sessions and managing
        tokens: those need you, in the browser. Changing your password revokes all your tokens.
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
      <NewTokenDialog
        created={created}
        onDone={() => {
          setCreated(null);
          createButton.current?.focus();
        }}
      />
    </Stack>
  );
}
