import { Button, Group, Stack, Text } from '@mantine/core';
import type { SignedInSession, User } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { callKey, useCall, useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { LoadFailure } from '../components/form-kit/index.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { SessionsTable } from '../sessions/SessionsTable.tsx';

/** The user form's Sessions tab: that user's browsers, for a holder of update_user to sign out. */
export function UserSessionsPanel({ user, isReadOnly }: { user: User; isReadOnly: boolean }) {
  const queryClient = useQueryClient();
  const key = callKey('session-service/get-user-sessions', { id: user.id });
  // Loaded each time the tab opens: browsers sign in and out all the time.
  const sessions = useCall('session-service/get-user-sessions', { id: user.id }, { staleTime: 0 });
  const [endingId, setEndingId] = useState<string | null>(null);
  const handlers = {
    onSuccess: (left: SignedInSession[]) => {
      queryClient.setQueryData(key, left);
      showBanner({
        kind: 'success',
        title: 'Signed out',
        message: `${user.username} must sign in again there.`,
      });
    },
    onError: (error: Error) => {
      if (!isGlobalError(error))
        showBanner({ kind: 'error', title: 'Not signed out', message: error.message });
    },
    onSettled: () => setEndingId(null),
  };
  const endOne = useMutationCall('session-service/end-user-session', handlers);
  const endAll = useMutationCall('session-service/end-user-sessions', handlers);

  if (sessions.error) return <LoadFailure error={sessions.error} onRetry={() => sessions.refetch()} />;
  if (!sessions.data) return <LoadingScreen />;
  const others = sessions.data.filter((session) => !session.is_current).length;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text>Browsers signed in as {user.username}. Signing one out takes effect at once.</Text>
        <Button
          color="red.9"
          variant="outline"
          disabled={isReadOnly || others === 0}
          loading={endAll.isPending}
          onClick={() => endAll.mutate({ id: user.id })}
        >
          Sign out of every browser
        </Button>
      </Group>
      <SessionsTable
        caption={`Browsers signed in as ${user.username}, most recently used first (times in UTC)`}
        sessions={sessions.data}
        endingId={endingId}
        isReadOnly={isReadOnly}
        onEnd={(session) => {
          setEndingId(session.id);
          endOne.mutate({ user_id: user.id, id: session.id });
        }}
      />
    </Stack>
  );
}
