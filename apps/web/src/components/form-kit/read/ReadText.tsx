import { Anchor, Text } from '@mantine/core';
import { readText, webAddress } from './readText.ts';

/** Where a field holds nothing: said in words, at the contrast of any value. */
export function NotSet({ text = readText.notSet }: { text?: string }) {
  return (
    <Text size="sm" fs="italic" c="var(--mantine-color-text)">
      {text}
    </Text>
  );
}

/** A link a reader follows to another site: a new tab, the back office left as it was. */
export function ReadLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
      {children}
    </Anchor>
  );
}

/**
 * A value as text: a web address as a link to it, several lines with their breaks kept,
 * nothing as "Not set".
 */
export function ReadText({ value, isMultiline = false }: { value: string; isMultiline?: boolean }) {
  if (value.trim() === '') return <NotSet />;
  const address = webAddress(value);
  if (address) return <ReadLink href={address}>{value}</ReadLink>;
  return (
    <Text
      size="sm"
      c="var(--mantine-color-text)"
      style={isMultiline ? { whiteSpace: 'pre-wrap' } : undefined}
    >
      {value}
    </Text>
  );
}
