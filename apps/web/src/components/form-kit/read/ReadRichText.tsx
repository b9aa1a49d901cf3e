import { Box, Typography } from '@mantine/core';
import { useMemo } from 'react';
import { NotSet } from './ReadText.tsx';
import { richTextNodes } from './richTextNodes.ts';

/** The editor's toolbar (47px) and its frame's borders, above and around its text area. */
const editorChrome = 'calc(3.0625rem * var(--mantine-scale))';

/**
 * Rich text as the formatted document it is: headings, lists, emphasis, links and colours, in a
 * frame at least as tall as the editor of edit mode (`height`, its text area), so what follows
 * stays in place; a longer document grows where the editor would scroll.
 */
export function ReadRichText({ html, height }: { html: string; height: number }) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  if (html.trim() === '') return <NotSet />;
  return (
    <Box
      bd="1px solid var(--mantine-color-gray-3)"
      p="md"
      mih={`calc(${height}px + ${editorChrome})`}
      style={{ borderRadius: 'var(--mantine-radius-default)' }}
      c="var(--mantine-color-text)"
    >
      {/* The editor's own size of text, not the form's smaller one. */}
      <Typography fz="md">{nodes}</Typography>
    </Box>
  );
}
