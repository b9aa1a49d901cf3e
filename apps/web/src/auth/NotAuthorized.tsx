import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText } from '@masthead/contract';

/** `needs`, shown only while viewing as another user: the permission that would open the screen. */
export function NotAuthorized({ needs }: { needs?: string } = {}) {
  useDocumentTitle(`${bannerText.notAuthorized.title} · Masthead`);
  return (
    <Stack gap="xs">
      <Title order={1}>{bannerText.notAuthorized.title}</Title>
      <Text>{bannerText.notAuthorized.message}</Text>
      {needs && <Text fw={600}>This screen {needs}.</Text>}
    </Stack>
  );
}
