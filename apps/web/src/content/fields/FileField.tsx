import { Button, Group, Input, Stack } from '@mantine/core';
import {
  contentMessage,
  type FileAccept,
  type FileRefusal,
  fileLimits,
  type MediaFile,
  type PixelSize,
} from '@masthead/contract';
import { IconArrowBackUp, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  type DragEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { FieldProps } from '../../components/form/fieldProps.ts';
import { NotSet, ReadField } from '../../components/form-kit/read/index.ts';
import classes from './FileField.module.css';
import { type FileFacts, FileSummary } from './FileSummary.tsx';
import { checkChosenFile, type FileValue, fileNameOf, pixelText, previewSource } from './fileValue.ts';

/** A file the user chose here and the server's checks passed, with the pixel size they read. */
interface Chosen {
  file: File;
  pixels: PixelSize | null;
}

/**
 * What the field shows of its value: a stored file by the name it was uploaded under (files
 * stored before names were kept by their stored name) and its size as the server measured it;
 * a chosen one by its own name and size.
 */
function factsOf({
  value,
  stored,
  chosen,
  preview,
}: {
  value: FileValue;
  stored: MediaFile | undefined;
  chosen: Chosen | null;
  preview: string | null;
}): FileFacts | null {
  if (value === '') return null;
  if (typeof value !== 'string')
    return {
      name: value.name,
      href: null,
      bytes: value.size,
      pixels: chosen?.pixels ?? null,
      preview,
      isSaved: false,
    };
  const media = stored?.url === value ? stored : undefined;
  return {
    name: media?.original_name || fileNameOf(value),
    href: value,
    bytes: media?.bytes ?? null,
    pixels:
      media && media.width !== null && media.height !== null
        ? { width: media.width, height: media.height }
        : null,
    preview,
    isSaved: true,
  };
}

/** The preview of a value, as an object URL for a chosen file, revoked when it is no longer shown. */
function usePreview(value: FileValue) {
  const preview = useMemo(() => previewSource(value), [value]);
  useEffect(
    () => () => {
      if (preview?.isObjectUrl) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );
  return preview?.url ?? null;
}

/**
 * An uploaded file of a content item. Editing, it is a drop zone: drop a file on it, or click
 * it (or Tab to it and press Enter or Space) to choose one. It shows the file's thumbnail, its
 * name, its size in bytes and an image's pixel size beside the size its field expects, with a
 * warning when they differ. A chosen file passes the server's checks at once: one the server
 * would refuse is not taken, and its refusal stands under the field in the server's words
 * until another is chosen (nor is it drawn: a pixel bomb would freeze the page). Reset brings
 * back the file the item had when the form opened; Remove leaves the field without a file.
 * Read-only (view mode), it shows the file as text and a thumbnail linking to it.
 */
export function FileField({
  sizeHint,
  accept,
  original,
  stored,
  readOnly = false,
  ...field
}: FieldProps<FileValue> & {
  sizeHint?: string;
  accept: FileAccept;
  /** The value the form opened with; Reset returns to it. */
  original: FileValue;
  /** What the server keeps of the item's file in this field: its original name among it. */
  stored?: MediaFile;
  /** View mode: the file as text and a thumbnail, with nothing to change. */
  readOnly?: boolean;
}) {
  const { label, name, value, onChange, error, disabled } = field;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosenState, setChosen] = useState<Chosen | null>(null);
  const chosen = chosenState && chosenState.file === value ? chosenState : null;
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  // Only the last file chosen counts, however long the checks of an earlier one take.
  const lastChoice = useRef<File | null>(null);
  const preview = usePreview(value);
  // Files stored before their pixel size was kept show the size their preview loads at.
  const [measured, setMeasured] = useState<{ preview: string; pixels: PixelSize } | null>(null);
  const facts = factsOf({ value, stored, chosen, preview });
  const pixels = facts?.pixels ?? (measured && measured.preview === preview ? measured.pixels : null);
  const shown = facts && { ...facts, pixels };
  const handlePreviewLoad = (loaded: PixelSize) => {
    if (preview && !facts?.pixels) setMeasured({ preview, pixels: loaded });
  };

  if (readOnly || disabled) {
    return (
      <ReadField label={label} shape="free">
        {shown ? (
          <FileSummary label={label} facts={shown} onPreviewLoad={handlePreviewLoad} />
        ) : (
          <NotSet text="No file" />
        )}
      </ReadField>
    );
  }

  return (
    <FileDropZone
      inputId={inputId}
      inputRef={inputRef}
      label={label}
      name={name}
      accept={accept}
      sizeHint={sizeHint}
      pixels={pixels}
      error={refusal?.message ?? error}
      onFile={async (file) => {
        lastChoice.current = file;
        const checked = await checkChosenFile(file, accept);
        if (lastChoice.current !== file) return;
        if ('refusal' in checked) {
          setRefusal(checked.refusal);
          return;
        }
        setRefusal(null);
        setChosen({ file, pixels: checked.pixels });
        onChange(file);
      }}
      summary={
        shown && (
          <FileSummary label={label} facts={shown} sizeHint={sizeHint} onPreviewLoad={handlePreviewLoad} />
        )
      }
      buttons={
        <Group gap="xs" wrap="wrap">
          {value !== original && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowBackUp size={16} aria-hidden="true" />}
              onClick={() => {
                setRefusal(null);
                onChange(original);
              }}
            >
              Reset {label}
            </Button>
          )}
          {value !== '' && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={() => {
                setRefusal(null);
                onChange('');
              }}
            >
              Remove {label}
            </Button>
          )}
        </Group>
      }
    />
  );
}

/**
 * The editing frame of a file field: its label and hint, the hidden file input it labels, and
 * the zone that takes a dropped file or opens the picker, with the file's summary inside and
 * its buttons under it.
 */
function FileDropZone({
  inputId,
  inputRef,
  label,
  name,
  accept,
  sizeHint,
  pixels,
  error,
  onFile,
  summary,
  buttons,
}: {
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  name: string;
  accept: FileAccept;
  sizeHint: string | undefined;
  pixels: PixelSize | null;
  error: string | undefined;
  onFile: (file: File) => Promise<void>;
  summary: ReactNode;
  buttons: ReactNode;
}) {
  const [isDragging, setDragging] = useState(false);
  // The size the sites expect, and beside it the image's own; a field without a hint has none.
  const hint = sizeHint
    ? [`Expected ${sizeHint}`, pixels ? `this image ${pixelText(pixels)}` : null].filter(Boolean).join(' · ')
    : '';
  const chooseId = `${inputId}-choose`;
  const describedBy = [hint ? `${inputId}-description` : null, chooseId, error ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');

  const take = (file: File | undefined) => {
    // The input is emptied so choosing the same file again after Remove still counts as a change.
    if (inputRef.current) inputRef.current.value = '';
    if (file) void onFile(file);
  };
  const handleDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={hint || undefined}
      error={error}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap={6} mt={4} className={classes.field}>
        <input
          ref={inputRef}
          id={inputId}
          className={classes.input}
          type="file"
          name={name}
          accept={fileLimits[accept].pickerAccept}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => take(event.currentTarget.files?.[0])}
        />
        {/* The input above is the control for keyboards and assistive technology; the zone is its larger target. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the zone repeats the focusable input's action for the mouse and for drops */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the input it opens takes the keyboard itself */}
        <div
          className={classes.zone}
          data-dragging={isDragging || undefined}
          data-invalid={error ? true : undefined}
          onClick={() => inputRef.current?.click()}
          onDragEnter={handleDragOver}
          onDragOver={handleDragOver}
          onDragLeave={handleDragLeave}
          onDrop={handleDrop}
        >
          {summary}
          <div className={classes.choose}>
            <IconUpload size={18} aria-hidden="true" />
            <span id={chooseId}>{contentMessage.dropFile(accept, fileLimits[accept].maxBytes)}</span>
          </div>
        </div>
        {buttons}
      </Stack>
    </Input.Wrapper>
  );
}
