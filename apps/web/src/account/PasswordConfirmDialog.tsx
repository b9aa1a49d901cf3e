import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { callQuietly, firstFieldMessages, isApiError } from '../api/client.ts';
import type { PasswordRequest } from '../api/passwordPrompt.ts';
import { BannerRegion } from '../app/BannerRegion.tsx';

/**
 * "Confirm your password": creating users and changing how others sign in or what they may do
 * ask for it again 15 minutes after it was last given, so a stolen session alone cannot.
 */
export function PasswordConfirmDialog({ request }: { request: PasswordRequest }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      await callQuietly('user-service/confirm-password', { password });
      request.settle(true);
    } catch (failure) {
      setError(
        isApiError(failure)
          ? (firstFieldMessages(failure.messages).password ?? failure.message)
          : String(failure),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened onClose={() => request.settle(false)} title="Confirm your password" centered>
      {/* A banner raised while the dialog is open shows here, not behind the dialog. */}
      <BannerRegion />
      <form onSubmit={confirm} noValidate>
        <Stack>
          <Text size="sm">
            Creating users and changing how others sign in or what they may do asks for your password again
            after 15 minutes. Give it, and your change is sent.
          </Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => request.settle(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSending}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
