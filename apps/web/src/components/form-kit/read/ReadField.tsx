import { Box, Input } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';

/**
 * How much room the edit widget of a field takes before it holds anything, so that switching
 * between View and Edit leaves every label where it was: one input line, a row of radio
 * buttons or checkboxes, a text area of some rows, or whatever the value needs.
 */
export type ReadShape = 'line' | 'choices' | { rows: number } | 'free';

/** Mantine's sizes for an input of size sm: 36px high; a multiline one pads 5.5px above and below. */
const inputHeight = 'calc(2.25rem * var(--mantine-scale))';
const multilinePadding = 'calc(0.34375rem * var(--mantine-scale))';
/** A radio or checkbox row: its 6px gap under the label and a 20px control. */
const choicesHeight = 'calc(1.625rem * var(--mantine-scale))';

function boxOf(shape: ReadShape) {
  if (shape === 'line') return { mih: inputHeight, align: 'center' };
  if (shape === 'choices') return { mih: choicesHeight, align: 'flex-end' };
  if (shape === 'free') return { mih: inputHeight, align: 'flex-start' };
  // A text area's rows of body text, its padding and its 1px borders.
  return {
    mih: `calc(${shape.rows} * var(--mantine-line-height) * var(--mantine-font-size-sm) + 2 * ${multilinePadding} + calc(0.125rem * var(--mantine-scale)))`,
    align: 'flex-start',
    pt: multilinePadding,
  };
}

/**
 * A field of a form in view mode: the label edit mode shows (Mantine's, without the required
 * marker, as nothing is asked), the hint that describes the value, and the value itself as
 * text at body contrast, never a disabled input. The value is a group named by the label, so
 * assistive technology reads "Title, Puzzle Quest" and tests find it by its label.
 */
export function ReadField({
  label,
  description,
  shape = 'line',
  children,
}: {
  label: string;
  description?: ReactNode;
  shape?: ReadShape;
  children: ReactNode;
}) {
  const labelId = useId();
  const box = boxOf(shape);
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id: labelId }} description={description}>
      <Box
        role="group"
        aria-labelledby={labelId}
        // Where an input would sit under a hint (Mantine's offset), so the hint keeps its gap.
        mt={description ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined}
        mih={box.mih}
        pt={box.pt}
        display="flex"
        fz="sm"
        style={{ alignItems: box.align, color: 'var(--mantine-color-text)', overflowWrap: 'anywhere' }}
      >
        <Box w="100%" miw={0}>
          {children}
        </Box>
      </Box>
    </Input.Wrapper>
  );
}
