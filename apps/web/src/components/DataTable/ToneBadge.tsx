import type { ReactNode } from 'react';
import { lightBadge } from './mantineLook.ts';
import { type StatusTone, statusColors } from './status.ts';

/** Each tone's style, made once: a page of rows draws a badge in each. */
const toneStyles = Object.fromEntries(
  Object.entries(statusColors).map(([tone, colors]) => [
    tone,
    { ...lightBadge.style, backgroundColor: colors.background, color: colors.text, minWidth: 'max-content' },
  ]),
) as Record<StatusTone, typeof lightBadge.style>;

/**
 * A small label in a tone's colours, readable at AA contrast (status.ts). It keeps its whole
 * width: a table short of room would otherwise cut 'INACTIVE' to 'INACTI…', which reads as neither.
 * A plain element dressed as Mantine's Badge (mantineLook.ts).
 */
export function ToneBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <div className={lightBadge.className} data-variant={lightBadge['data-variant']} style={toneStyles[tone]}>
      <span className={lightBadge.labelClassName}>{children}</span>
    </div>
  );
}
