import { Stack, Text } from '@mantine/core';
import type { ApiToken, User } from '@masthead/contract';
import { useState } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { useCall, useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { TokensTable } from '../tokens/TokensTable.tsx';

/** The user form's API tokens tab: that user's tokens, for a holder of update_user to revoke. */
export function UserTokensPanel({ user, isReadOnly }: { user: User; isReadOnly: boolean }) {
  const tokens = useCall('api-token-service/get-user-tokens', { id: user.id }, { staleTime: 0 });
  const [revokingId, setRevokingId] = useState<number | null>(null);
  const revoke = useMutationCall('api-token-service/revoke-user-token', {
    invalidates: ['api-token-service/get-user-tokens'],
    onSuccess: (token) =>
      showBanner({
        kind: 'success',
        title: `API token “${token.name}” revoked`,
        message: `${user.username}'s scripts using it are refused from now on.`,
      }),
    onError: (error) => {
      if (!isGlobalError(error))
        showBanner({ kind: 'error', title: 'API token not revoked', message: error.message });
    },
    onSettled: () => setRevokingId(null),
  });
  const handleRevoke = (token: ApiToken) => {
    setRevokingId(token.id);
    return revoke.mutateAsync({ user_id: user.id, id: token.id }).catch(() => undefined);
  };
  return (
    <Stack gap="sm">
      <Text>API tokens {user.username} made for scripts. Revoking one takes effect at once.</Text>
      <TokensTable
        query={tokens}
        label={`API tokens of ${user.username}, newest first (times in UTC)`}
        revokingId={revokingId}
        isReadOnly={isReadOnly}
        onRevoke={handleRevoke}
      />
    </Stack>
  );
}
