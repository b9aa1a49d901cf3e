import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { bannerText } from '@masthead/contract';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { CodeNotLoadedMessage } from '../components/lazy/CodeNotLoaded.tsx';
import { isCodeLoadFailure } from '../components/lazy/codeLoadFailure.ts';
import { useHandOver } from '../first-screen/useHandOver.ts';

const describe = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
};

/**
 * What an unexpected failure while rendering a screen shows, instead of a blank page. A screen
 * whose code could not be downloaded (the server stopped, or a new version went live) says so
 * and offers the reload that mends it, in place of the screen: the menu stays around it.
 */
export function RouteError() {
  // A screen that failed in place of the list the server drew: the failure shows, not that drawing.
  useHandOver();
  const error = useRouteError();
  if (isCodeLoadFailure(error)) {
    return (
      <Stack p="md" gap="sm" role="alert">
        <Title order={1}>{bannerText.codeNotLoaded.title}</Title>
        <CodeNotLoadedMessage />
      </Stack>
    );
  }
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
