import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { twoFactorMessage } from '@masthead/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { isGlobalError } from '../api/globalErrors.ts';
import { useCall, useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';

/** A reset's success takes the place of its failure. */
const resetBannerId = 'two-factor-reset';

/**
 * On the user form: whether the user has two-factor sign-in on, and, for whoever may edit the
 * user, a reset (a lost phone) after a confirmation. The server checks the same rules.
 */
export function UserTwoFactorPanel({
  userId,
  canReset,
  isSelf,
}: {
  userId: number;
  canReset: boolean;
  /** One's own second factor is never reset here: a stolen session could then take it over. */
  isSelf: boolean;
}) {
  const status = useCall('user-service/get-user-two-factor', { id: userId });
  const [isConfirming, setIsConfirming] = useState(false);
  const reset = useMutationCall('user-service/reset-user-two-factor', {
    invalidates: ['user-service/get-user-two-factor', 'user-service/get-user-history'],
    onSuccess: () => {
      setIsConfirming(false);
      showBanner({ id: resetBannerId, kind: 'success', title: twoFactorMessage.resetDone });
    },
    onError: (error) => {
      if (!isGlobalError(error))
        showBanner({
          id: resetBannerId,
          kind: 'error',
          title: 'Two-factor sign-in not reset',
          message: error.message,
        });
    },
  });
  const data = status.data;

  return (
    <Stack gap="xs" component="section" aria-labelledby="user-two-factor-title">
      <Title order={2} size="h4" id="user-two-factor-title">
        Two-factor sign-in
      </Title>
      <Text size="sm" role="status">
        {status.isError
          ? `Could not load it: ${status.error.message}`
          : !data
            ? 'Loading…'
            : data.enrolled
              ? `On since ${data.enrolled_at} UTC; ${data.recovery_codes_left} of 10 recovery codes left.`
              : 'Off: this user signs in with the password alone.'}
      </Text>
      {isSelf && (
        <Text size="sm">
          Yours is managed under{' '}
          <Anchor component={Link} to="/two-factor" underline="always">
            Two-factor sign-in
          </Anchor>
          ; if you lost your phone, another administrator resets it.
        </Text>
      )}
      {canReset && data?.enrolled && !isConfirming && (
        <Group>
          <Button variant="light" color="red" onClick={() => setIsConfirming(true)}>
            Reset two-factor sign-in
          </Button>
        </Group>
      )}
      {canReset && data?.enrolled && isConfirming && (
        <Alert
          color="red"
          title="Reset two-factor sign-in?"
          role="alertdialog"
          aria-label="Reset two-factor sign-in?"
        >
          <Stack gap="xs">
            <Text size="sm">
              The user will sign in with the password alone until setting it up again, and the recovery codes
              stop working. Do this only when you are sure who asks for it.
            </Text>
            <Group>
              <Button color="red" onClick={() => reset.mutate({ id: userId })} loading={reset.isPending}>
                Reset
              </Button>
              <Button variant="subtle" onClick={() => setIsConfirming(false)} autoFocus>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
