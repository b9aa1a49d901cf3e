import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: a confirmation for navigations inside the
 * app, the browser's own question for a reload, a closed tab or another address. `shouldBlock`
 * is read when the navigation starts, so it sees a save that has just succeeded.
 */
export function LeaveGuard({ shouldBlock, isDirty }: { shouldBlock: () => boolean; isDirty: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
      shouldBlock() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlock()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty, shouldBlock]);

  const handleStay = () => blocker.reset?.();
  const handleLeave = () => blocker.proceed?.();

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={handleStay} title="Leave without saving?" centered>
      <Text>Your changes on this form have not been saved and will be lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={handleStay} data-autofocus>
          Stay on this form
        </Button>
        <Button color="red" onClick={handleLeave}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}
