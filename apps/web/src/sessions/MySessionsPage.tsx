import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { SignedInSession } from '@masthead/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { callKey, useCall, useMutationCall } from '../api/hooks.ts';
import { useLoggedUser } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { LoadFailure } from '../components/form-kit/index.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { SessionsTable } from './SessionsTable.tsx';

const listPath = 'session-service/get-my-sessions';

/** /sessions: the browsers signed in as me, each with Sign out, and Sign out everywhere else. */
export function MySessionsPage() {
  useDocumentTitle('My sessions · Masthead');
  const user = useLoggedUser();
  const queryClient = useQueryClient();
  const sessions = useCall(listPath, undefined, { staleTime: 0 });
  const [endingId, setEndingId] = useState<string | null>(null);
  // Each answer is the list left, shown at once without asking again.
  const handlers = {
    onSuccess: (left: SignedInSession[]) => {
      queryClient.setQueryData(callKey(listPath), left);
      showBanner({ kind: 'success', title: 'Signed out', message: 'That browser needs to sign in again.' });
    },
    onError: (error: Error) => {
      if (!isGlobalError(error))
        showBanner({ kind: 'error', title: 'Not signed out', message: error.message });
    },
    onSettled: () => setEndingId(null),
  };
  const endOne = useMutationCall('session-service/end-my-session', handlers);
  const endOthers = useMutationCall('session-service/end-my-other-sessions', {
    ...handlers,
    onSuccess: (left) => {
      queryClient.setQueryData(callKey(listPath), left);
      showBanner({
        kind: 'success',
        title: 'Signed out everywhere else',
        message: 'Only this browser is signed in now.',
      });
    },
  });
  const isReadOnly = Boolean(user.viewer);
  const others = sessions.data?.filter((session) => !session.is_current).length ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>My sessions</Title>
        <Button
          color="red.9"
          disabled={isReadOnly || others === 0}
          loading={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out everywhere else
        </Button>
      </Group>
      <Text>
        {isReadOnly
          ? `The browsers signed in as ${user.username}. Viewing as another user, none can be signed out from here.`
          : 'The browsers signed in to your account. Sign out any you do not recognise, then change your password.'}
      </Text>
      {sessions.error && <LoadFailure error={sessions.error} onRetry={() => sessions.refetch()} />}
      {sessions.data ? (
        <SessionsTable
          caption="Signed-in browsers, most recently used first (times in UTC)"
          sessions={sessions.data}
          endingId={endingId}
          isReadOnly={isReadOnly}
          onEnd={(session) => {
            setEndingId(session.id);
            endOne.mutate({ id: session.id });
          }}
        />
      ) : (
        !sessions.error && <LoadingScreen />
      )}
    </Stack>
  );
}
