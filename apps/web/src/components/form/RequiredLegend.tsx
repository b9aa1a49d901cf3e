import { Box, Text } from '@mantine/core';

/**
 * Says once, above a form's fields, what the asterisk beside a label means: drawn as Mantine
 * draws it, in the same colour. Hidden (yet keeping its room) where nothing is asked, so that a
 * form switching between View and Edit keeps its fields in place.
 */
export function RequiredLegend({ isHidden = false }: { isHidden?: boolean }) {
  return (
    <Text
      size="sm"
      style={isHidden ? { visibility: 'hidden' } : undefined}
      aria-hidden={isHidden || undefined}
    >
      Fields marked{' '}
      <Box component="span" c="var(--input-asterisk-color, var(--mantine-color-error))" aria-hidden="true">
        *
      </Box>{' '}
      are required
    </Text>
  );
}
