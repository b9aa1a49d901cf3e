import { Box, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { NotSet } from './ReadText.tsx';
import { richTextNodes } from './richTextNodes.ts';

/** Rich text as the formatted document it is: headings, lists, emphasis, links and colours. */
export function ReadRichText({ html }: { html: string }) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  if (html.trim() === '') return <NotSet />;
  return (
    <Box
      bd="1px solid var(--mantine-color-gray-3)"
      p="md"
      style={{ borderRadius: 'var(--mantine-radius-default)' }}
      c="var(--mantine-color-text)"
    >
      <Typography>{nodes}</Typography>
    </Box>
  );
}
