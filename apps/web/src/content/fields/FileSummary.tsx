import { Anchor, Text } from '@mantine/core';
import { contentMessage, type PixelSize } from '@masthead/contract';
import { IconAlertTriangle, IconFile } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import classes from './FileField.module.css';
import { pixelText, sizeText } from './fileValue.ts';

/** What is known of a field's file, stored or just chosen, for people to recognise it. */
export interface FileFacts {
  /** The name it was uploaded under (or is about to be). */
  name: string;
  /**
   * The stored file's URL, which the thumbnail links to (or the name, for a file without one).
   * Null for a file not yet sent.
   */
  href: string | null;
  bytes: number | null;
  pixels: PixelSize | null;
  /** The thumbnail's source, for images the spec previews; null draws a file icon. */
  preview: string | null;
  isSaved: boolean;
}

/** A click on a link inside the drop zone follows the link rather than opening the file picker. */
const keepFromZone = (event: MouseEvent) => event.stopPropagation();

/**
 * Files stored before their upload names were kept are named by their content hash, 64
 * characters that wrap over three lines on a phone: they show its first eight.
 */
const hashName = /^([0-9a-f]{8})[0-9a-f]{56}(\.\w{1,10})?$/;
const shownName = (name: string) =>
  name.replace(hashName, (_, start: string, extension = '') => `${start}…${extension}`);

/**
 * A file as text and a thumbnail: its name, its pixel size and its size in bytes, and when an
 * image is not the size its field's hint names, a warning in words beside an icon.
 */
export function FileSummary({
  label,
  facts,
  sizeHint,
  onPreviewLoad,
}: {
  label: string;
  facts: FileFacts;
  sizeHint?: string | undefined;
  onPreviewLoad?: (pixels: PixelSize) => void;
}) {
  const { name, href, bytes, pixels, preview, isSaved } = facts;
  const thumbnail = preview ? (
    <img
      src={preview}
      alt={`${label} preview`}
      onLoad={(event) =>
        onPreviewLoad?.({
          width: event.currentTarget.naturalWidth,
          height: event.currentTarget.naturalHeight,
        })
      }
    />
  ) : (
    <IconFile size={28} aria-hidden="true" />
  );
  const details = [
    pixels ? pixelText(pixels) : null,
    bytes === null ? null : sizeText(bytes),
    isSaved ? null : 'not saved yet',
  ].filter(Boolean);
  const isUnexpectedSize = Boolean(sizeHint && pixels && pixelText(pixels) !== sizeHint);
  return (
    <div className={classes.summary}>
      {href && preview ? (
        // One link per file, named by the file, whether its thumbnail or its name carries it.
        <a
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={name}
          className={classes.thumbnail}
          onClick={keepFromZone}
        >
          {thumbnail}
        </a>
      ) : (
        <div className={classes.thumbnail}>{thumbnail}</div>
      )}
      <div className={classes.facts}>
        {href && !preview ? (
          <Anchor
            href={href}
            target="_blank"
            rel="noopener"
            size="sm"
            fw={500}
            title={name}
            onClick={keepFromZone}
          >
            {shownName(name)}
          </Anchor>
        ) : (
          <Text size="sm" fw={500} title={name}>
            {shownName(name)}
          </Text>
        )}
        {details.length > 0 && <Text size="sm">{details.join(' · ')}</Text>}
        {isUnexpectedSize && sizeHint && (
          <Text size="sm" className={classes.warning}>
            <IconAlertTriangle size={16} aria-hidden="true" />
            <span>
              <b>Warning:</b> {contentMessage.unexpectedImageSize(sizeHint)}
            </span>
          </Text>
        )}
      </div>
    </div>
  );
}
