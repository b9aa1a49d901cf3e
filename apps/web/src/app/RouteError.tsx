import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { bannerText } from '@masthead/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const describe = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * What an unexpected failure while rendering a screen shows, instead of a blank page. A reload
 * also recovers from a screen's code that failed to download after a new version went live.
 */
export function RouteError() {
  const error = useRouteError();
  return (
    <Stack p="md" gap="sm" role="alert">
      <Title order={1}>{bannerText.unexpectedError}</Title>
      <Code block>{describe(error)}</Code>
      <Text>
        <Anchor href={window.location.href}>Reload this page</Anchor> or go to the{' '}
        <Anchor href="/">dashboard</Anchor>.
      </Text>
    </Stack>
  );
}
