import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText } from '@masthead/contract';
import { useHandOver } from '../first-screen/useHandOver.ts';

/** `needs`, shown only while viewing as another user: the permission that would open the screen. */
export function NotAuthorized({ needs }: { needs?: string } = {}) {
  useDocumentTitle(`${bannerText.notAuthorized.title} · Masthead`);
  // Where the server drew a list, the app's refusal replaces the drawing.
  useHandOver();
  return (
    <Stack gap="xs">
      <Title order={1}>{bannerText.notAuthorized.title}</Title>
      <Text>{bannerText.notAuthorized.message}</Text>
      {needs && <Text fw={600}>This screen {needs}.</Text>}
    </Stack>
  );
}
