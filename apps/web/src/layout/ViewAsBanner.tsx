import { Button, Group, Text } from '@mantine/core';
import type { SessionUser } from '@masthead/contract';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useStopViewingAs } from '../sessions/viewAs.ts';

const nameOf = (user: { first_name: string; last_name: string; username: string }) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;

/**
 * Stays on every screen while viewing as another user: whose eyes these are, that nothing can
 * be changed, and the way back.
 */
export function ViewAsBanner({ user, height }: { user: SessionUser; height: number }) {
  const stop = useStopViewingAs();
  const [isStopping, setIsStopping] = useState(false);
  const handleStop = async () => {
    setIsStopping(true);
    try {
      await stop(user.id);
    } finally {
      setIsStopping(false);
    }
  };
  return (
    <Group
      component="section"
      aria-label="Viewing as another user"
      justify="space-between"
      wrap="nowrap"
      px="md"
      h={height}
      bg="orange.1"
      style={{ borderBottom: '2px solid var(--mantine-color-orange-7)' }}
    >
      {/* On a phone the words give way (cut, whole in their title), never the way back. */}
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconEye size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text
          size="sm"
          fw={700}
          truncate="end"
          title={`Viewing as ${nameOf(user)} (${user.username}) — read-only`}
        >
          Viewing as {nameOf(user)} ({user.username}) — read-only
        </Text>
      </Group>
      <Button
        size="compact-sm"
        variant="default"
        loading={isStopping}
        onClick={() => void handleStop()}
        style={{ flexShrink: 0 }}
      >
        Stop viewing
      </Button>
    </Group>
  );
}
