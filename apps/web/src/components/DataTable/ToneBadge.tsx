import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { type StatusTone, statusColors } from './status.ts';

/**
 * A small label in a tone's colours, readable at AA contrast (status.ts). It keeps its whole
 * width: a table short of room would otherwise cut 'INACTIVE' to 'INACTI…', which reads as neither.
 */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  const colors = statusColors[tone];
  return (
    <Badge
      variant="light"
      radius="sm"
      style={{ backgroundColor: colors.background, color: colors.text, minWidth: 'max-content' }}
    >
      {children}
    </Badge>
  );
}
