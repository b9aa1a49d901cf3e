import { Button, Stack, Text } from '@mantine/core';
import { bannerText } from '@masthead/contract';

/** What to do when part of the app's code could not be downloaded: reload, which fetches the current version. */
export function CodeNotLoadedMessage() {
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{bannerText.codeNotLoaded.message}</Text>
      <Button size="xs" variant="light" onClick={() => window.location.reload()}>
        {bannerText.codeNotLoaded.reload}
      </Button>
    </Stack>
  );
}
