import { Center, Group, Loader, Text } from '@mantine/core';

/**
 * The 'Loading' state, announced to screen readers. `fullPage` covers the window while it is
 * not yet known whether the visitor is signed in; otherwise it fills the content area.
 */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  return (
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
}
