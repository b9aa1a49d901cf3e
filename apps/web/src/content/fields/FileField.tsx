import { Anchor, Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import type { MediaFile } from '@masthead/contract';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FieldProps } from '../../components/form/fieldProps.ts';
import {
  acceptOf,
  type FileValue,
  fileNameOf,
  pixelBudgetRefusal,
  previewSource,
  sizeText,
} from './fileValue.ts';

/**
 * A stored file reads by the name it was uploaded under (React shows it as text, whatever it
 * holds); files stored before names were kept read by their stored name.
 */
const shownNameOf = (url: string, stored: MediaFile | undefined) =>
  stored?.url === url && stored.original_name ? stored.original_name : fileNameOf(url);

/**
 * An uploaded file of a content item: its label names the size the sites expect ('100x100'),
 * beside which the chosen image's own pixel size shows, so a wrong size is seen before saving.
 * A preview shows for .jpg, .png and .gif (content spec section 4). Reset brings back the file
 * the item had when the form opened; Remove leaves the field without a file.
 */
export function FileField({
  sizeHint,
  accept,
  original,
  stored,
  ...field
}: FieldProps<FileValue> & {
  sizeHint?: string;
  accept: keyof typeof acceptOf;
  /** The value the form opened with; Reset returns to it. */
  original: FileValue;
  /** What the server keeps of the item's file in this field: its original name among it. */
  stored?: MediaFile;
}) {
  const { label, name, value, onChange, error, disabled } = field;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => previewSource(value), [value]);
  // Measured when the preview loads; kept with its URL so a replaced image shows no stale size.
  const [measured, setMeasured] = useState<{ url: string; width: number; height: number } | null>(null);
  const pixels = measured && measured.url === preview?.url ? measured : null;

  // An object URL holds the chosen file in memory until it is revoked.
  useEffect(
    () => () => {
      if (preview?.isObjectUrl) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  // A file refused before sending: its message stands under the field until another is chosen.
  const [refusal, setRefusal] = useState<string | null>(null);
  const handleChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = accept === 'image' ? await pixelBudgetRefusal(file) : null;
    setRefusal(refused);
    if (refused) input.value = '';
    else onChange(file);
  };
  const setAndClearInput = (next: FileValue) => {
    if (inputRef.current) inputRef.current.value = '';
    setRefusal(null);
    onChange(next);
  };

  const hasChanged = value !== original;
  const description = [
    sizeHint ? `Expected size ${sizeHint}` : null,
    pixels ? `this image is ${pixels.width}x${pixels.height}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: inputId }}
      description={description || undefined}
      error={refusal ?? error}
    >
      <Stack gap={6} mt={4}>
        <Group gap="xs" wrap="wrap">
          {typeof value === 'string' && value !== '' && (
            <Anchor
              href={value}
              target="_blank"
              rel="noopener"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
            >
              {shownNameOf(value, stored)}
            </Anchor>
          )}
          {typeof value !== 'string' && (
            <Text size="sm">
              {value.name} ({sizeText(value.size)}, not saved yet)
            </Text>
          )}
          {value === '' && (
            <Text size="sm" c="dimmed">
              No file
            </Text>
          )}
        </Group>
        {preview && (
          <Image
            src={preview.url}
            alt={`${label} preview`}
            mah={160}
            maw={320}
            w="auto"
            fit="contain"
            radius="sm"
            onLoad={(event) =>
              setMeasured({
                url: preview.url,
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
        )}
        <Group gap="xs" wrap="wrap">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            name={name}
            accept={acceptOf[accept]}
            disabled={disabled}
            aria-invalid={refusal || error ? true : undefined}
            onChange={handleChoose}
          />
          {!disabled && hasChanged && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
              onClick={() => setAndClearInput(original)}
            >
              Reset {label}
            </Button>
          )}
          {!disabled && value !== '' && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => setAndClearInput('')}
            >
              Remove {label}
            </Button>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
