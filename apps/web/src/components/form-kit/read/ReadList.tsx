import { Box, List } from '@mantine/core';
import type { ReactNode } from 'react';
import { NotSet } from './ReadText.tsx';

/**
 * Several values as a list. Short ones (levels, projects, tags, keywords) sit side by side as
 * chips, as the multi-select of edit mode shows them; longer ones (ingredients, review links)
 * one under another, numbered where their order matters. An empty list says so.
 */
export function ReadList({
  items,
  look = 'chips',
  empty,
}: {
  items: readonly ReactNode[];
  look?: 'chips' | 'bullets' | 'numbered';
  /** What an empty list says; "Not set" unless told. */
  empty?: string;
}) {
  if (items.length === 0) return <NotSet text={empty} />;
  if (look !== 'chips')
    return (
      <List
        size="sm"
        spacing={4}
        type={look === 'numbered' ? 'ordered' : 'unordered'}
        c="var(--mantine-color-text)"
      >
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their position is what they are
          <List.Item key={index}>{item}</List.Item>
        ))}
      </List>
    );
  return (
    <Box component="ul" display="flex" m={0} p={0} style={{ flexWrap: 'wrap', gap: 6, listStyle: 'none' }}>
      {items.map((item, index) => (
        <Box
          component="li"
          // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their position is what they are
          key={index}
          px={10}
          bg="var(--mantine-color-gray-1)"
          c="var(--mantine-color-text)"
          lh={1.6}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          {item}
        </Box>
      ))}
    </Box>
  );
}
