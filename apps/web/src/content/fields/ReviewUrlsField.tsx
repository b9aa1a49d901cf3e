import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { ChangeEvent } from 'react';
import { FieldGroup } from '../../components/form/FieldGroup.tsx';
import type { FieldProps } from '../../components/form/fieldProps.ts';
import { NumberOnlyInput } from '../../components/NumberOnlyInput.tsx';

/** One review link as the form holds it: the rating as typed digits, a number once parsed. */
export interface ReviewUrlRow {
  name: string;
  url: string;
  rating: string;
}

export const emptyReviewRow: ReviewUrlRow = { name: '', url: '', rating: '' };

/** Rows as saved (rating a number) → rows as the form edits them. */
export const toReviewRows = (value: unknown): ReviewUrlRow[] =>
  Array.isArray(value)
    ? value.map((row: Partial<Record<keyof ReviewUrlRow, unknown>>) => ({
        name: String(row?.name ?? ''),
        url: String(row?.url ?? ''),
        rating: row?.rating === undefined || row?.rating === null ? '' : String(row.rating),
      }))
    : [];

/**
 * A game's review links (content spec section 3): rows of name, URL and rating in per cent,
 * added and removed in the form (section 4). Errors of a row's field ('review_urls.1.url')
 * show beside that field; an error of the whole list under it.
 */
export function ReviewUrlsField({
  errors,
  ...field
}: FieldProps<ReviewUrlRow[]> & {
  /** Every field error of the form, for the rows' own ('review_urls.0.name'). */
  errors: Readonly<Record<string, string>>;
}) {
  const { label, name, value, onChange, error, disabled, required } = field;
  const update = (index: number, change: Partial<ReviewUrlRow>) =>
    onChange(value.map((row, position) => (position === index ? { ...row, ...change } : row)));
  /** The input of one of a row's fields: its own name and message, and the text typed into it. */
  const cell = (row: ReviewUrlRow, index: number, key: keyof ReviewUrlRow) => ({
    name: `${name}.${index}.${key}`,
    value: row[key],
    error: errors[`${name}.${index}.${key}`],
    disabled,
    onChange: (event: ChangeEvent<HTMLInputElement>) => update(index, { [key]: event.currentTarget.value }),
  });

  return (
    <FieldGroup label={label} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            No review links yet.
          </Text>
        )}
        {value.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
          <Fieldset key={index} legend={`Review ${index + 1}`} p="sm">
            <Group gap="xs" align="flex-start" wrap="wrap">
              <TextInput label="Name" required {...cell(row, index, 'name')} style={{ flex: '1 1 160px' }} />
              <TextInput
                label="URL"
                type="url"
                required
                {...cell(row, index, 'url')}
                style={{ flex: '2 1 240px' }}
              />
              <NumberOnlyInput
                label="Rating %"
                required
                {...cell(row, index, 'rating')}
                onChange={(rating) => update(index, { rating })}
                w={100}
              />
              {!disabled && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  aria-label={`Remove review ${index + 1}`}
                  title={`Remove review ${index + 1}`}
                  onClick={() => onChange(value.filter((_, position) => position !== index))}
                >
                  <IconX size={18} aria-hidden="true" />
                </ActionIcon>
              )}
            </Group>
          </Fieldset>
        ))}
        {!disabled && (
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => onChange([...value, emptyReviewRow])}
          >
            Add review link
          </Button>
        )}
      </Stack>
    </FieldGroup>
  );
}
