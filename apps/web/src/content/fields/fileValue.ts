/**
 * A file field's value in the form: the stored file's URL path ('' for none), or a file the
 * user has just chosen and not yet saved.
 */
export type FileValue = string | File;

import {
  contentMessage,
  imageFormatOf,
  imageHeadBytes,
  imageSizeOf,
  isWithinPixelBudget,
} from '@masthead/contract';

/**
 * The server's pixel budget, checked before a byte is sent: an image over it is refused there
 * anyway, and previewing it here would have the browser decode gigabytes.
 */
export async function pixelBudgetRefusal(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, imageHeadBytes).arrayBuffer());
  const format = imageFormatOf(head);
  const size = format && imageSizeOf(format, head);
  return size && !isWithinPixelBudget(size) ? contentMessage.imageTooLarge : null;
}

/** What each kind of file input offers in the browser's file chooser. */
export const acceptOf = {
  image: 'image/jpeg,image/png,image/gif,image/webp',
  video: 'video/mp4,video/webm',
  unity3d: '.unity3d',
  zip: '.zip,application/zip',
} as const;

const previewableUrl = /\.(jpe?g|png|gif)(\?|#|$)/i;

/**
 * Previews show only for stored files whose URL names a .jpg, .png or .gif, or for a file just
 * chosen that is an image (content spec section 4).
 */
export function previewSource(value: FileValue): { url: string; isObjectUrl: boolean } | null {
  if (typeof value !== 'string') {
    return value.type.startsWith('image/') ? { url: URL.createObjectURL(value), isObjectUrl: true } : null;
  }
  return previewableUrl.test(value) ? { url: value, isObjectUrl: false } : null;
}

/** '1.2 MB', '930 KB' */
export function sizeText(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The last part of a stored file's URL path, for its link text. */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);
