import { Box, Center, Paper, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BannerRegion } from '../app/BannerRegion.tsx';

/** The frame of the sign-in pages: the product's name over one narrow card. */
export function SignedOutLayout() {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-gray-1)">
      <Box w="100%" maw={400}>
        <Text ta="center" fw={700} fz="xl" mb="md">
          Masthead
        </Text>
        {/* Over the card, as wide as it: a banner moves the card down rather than covering its fields. */}
        <BannerRegion />
        <Paper withBorder shadow="sm" p="xl" radius="md">
          {/* The router fetches a page's code before drawing it; should a page still wait, only the card waits. */}
          <Suspense>
            <Outlet />
          </Suspense>
        </Paper>
      </Box>
    </Center>
  );
}
