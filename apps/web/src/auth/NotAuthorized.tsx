import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText } from '@masthead/contract';

export function NotAuthorized() {
  useDocumentTitle(`${bannerText.notAuthorized.title} · Masthead`);
  return (
    <Stack gap="xs">
      <Title order={1}>{bannerText.notAuthorized.title}</Title>
      <Text>{bannerText.notAuthorized.message}</Text>
    </Stack>
  );
}
