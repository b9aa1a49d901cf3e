import { Center, Group, Loader, Text } from '@mantine/core';
import { BootHeading } from '../boot/BootHeading.tsx';

/**
 * The 'Loading' state, announced to screen readers. `fullPage` covers the window while it is
 * not yet known whether the visitor is signed in, with the heading of the list the page opens
 * (BootHeading); otherwise it fills the content area.
 */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const loading = (
    <Center
      role="status"
      aria-live="polite"
      pos={fullPage ? 'fixed' : 'relative'}
      inset={fullPage ? 0 : undefined}
      mih={fullPage ? '100vh' : 200}
      bg={fullPage ? 'var(--mantine-color-body)' : undefined}
      style={{ zIndex: fullPage ? 1000 : undefined }}
    >
      <Group gap="sm">
        <Loader size="sm" aria-hidden="true" />
        <Text>Loading</Text>
      </Group>
    </Center>
  );
  return fullPage ? (
    <>
      {loading}
      <BootHeading />
    </>
  ) : (
    loading
  );
}
