import { type FileAccept, type ImageFormat, imageFormatOf, imageSizeOf } from '@masthead/contract';

/** What a file's first bytes say it is; its name and declared type are never believed. */
export interface SniffedFile {
  type: string;
  ext: string;
  accept: FileAccept;
  width: number | null;
  height: number | null;
}

const startsWith = (head: Buffer, text: string, offset = 0) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

/** An image whose size its header does not say is no image a browser could show. */
function image(type: string, format: ImageFormat, head: Buffer): SniffedFile | null {
  const size = imageSizeOf(format, head);
  return size ? { type, ext: format, accept: 'image', ...size } : null;
}

/** The file's real kind from its first bytes (and, for a zip, its last), or null. */
export function sniffFile(head: Buffer, tail: Buffer): SniffedFile | null {
  const format = imageFormatOf(head);
  if (format) return image(mediaTypes[format] ?? '', format, head);
  const none = { width: null, height: null };
  if (startsWith(head, 'ftyp', 4)) return { type: 'video/mp4', ext: 'mp4', accept: 'video', ...none };
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3)
    return { type: 'video/webm', ext: 'webm', accept: 'video', ...none };
  if (['UnityWeb', 'UnityFS', 'UnityRaw', 'UnityArchive'].some((magic) => startsWith(head, magic)))
    return { type: 'application/vnd.unity', ext: 'unity3d', accept: 'unity3d', ...none };
  // A real zip opens with a local file header (or is the empty archive) and ends with its
  // central directory's end record.
  const opensAsZip = startsWith(head, 'PK\u0003\u0004') || startsWith(head, 'PK\u0005\u0006');
  if (opensAsZip && tail.includes(Buffer.from('PK\u0005\u0006', 'latin1')))
    return { type: 'application/zip', ext: 'zip', accept: 'zip', ...none };
  return null;
}

const markup =
  /^(?:\ufeff)?\s*<(?:!doctype|html|head|body|script|svg|\?xml|!--|iframe|object|embed|div|a|img|style|meta|title|p|span|form)[\s>/]/i;

/** Bytes a browser would run as a page or an SVG, whatever the file is called. */
export function looksLikeMarkup(head: Buffer) {
  const start = head.toString('utf8', 0, Math.min(head.length, 1024));
  return markup.test(start) || /<(?:svg|html|script)[\s>]/i.test(start);
}

/** The content type of a served file, by the extension its name got from its bytes. */
export const mediaTypes: Record<string, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  unity3d: 'application/vnd.unity',
  zip: 'application/zip',
};
