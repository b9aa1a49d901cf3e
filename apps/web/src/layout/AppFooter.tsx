import { ActionIcon, Group, Text } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';

const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });

export function AppFooter() {
  return (
    <Group h="100%" px="md" justify="space-between">
      <Text size="sm">© {new Date().getFullYear()} Masthead</Text>
      <ActionIcon variant="subtle" aria-label="Scroll to top" onClick={scrollToTop}>
        <IconArrowUp size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
