import type { FileAccept } from './fields.ts';
import { type ImageFormat, imageFormatOf, imageSizeOf, isWithinPixelBudget } from './image-size.ts';
import { contentMessage } from './messages.ts';

/**
 * What a file field takes, and the checks a file passes before it is kept. The browser runs
 * them on a file as it is chosen, before a byte is sent, and the server runs them again on
 * what arrives, so both refuse the same files in the same words.
 */
export const fileLimits: Record<FileAccept, { maxBytes: number; pickerAccept: string }> = {
  image: { maxBytes: 10 * 1024 * 1024, pickerAccept: 'image/jpeg,image/png,image/gif,image/webp' },
  video: { maxBytes: 100 * 1024 * 1024, pickerAccept: 'video/mp4,video/webm' },
  unity3d: { maxBytes: 200 * 1024 * 1024, pickerAccept: '.unity3d' },
  zip: { maxBytes: 200 * 1024 * 1024, pickerAccept: '.zip,application/zip' },
};

/** The largest file any field takes. */
export const maxUploadBytes = Math.max(...Object.values(fileLimits).map((limit) => limit.maxBytes));

/** How much of a file's end is read: a zip's central directory record sits within it. */
export const fileTailBytes = 66 * 1024;

/** The content type of a file, by the extension its bytes gave it. */
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

/** What a file's first bytes say it is; its name and declared type are never believed. */
export interface SniffedFile {
  type: string;
  ext: string;
  accept: FileAccept;
  width: number | null;
  height: number | null;
}

const latin1 = (bytes: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));
const startsWith = (head: Uint8Array, text: string, offset = 0) =>
  head.length >= offset + text.length && latin1(head, offset, text.length) === text;

function includesBytes(haystack: Uint8Array, needle: readonly number[]) {
  outer: for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    for (let index = 0; index < needle.length; index += 1)
      if (haystack[start + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
}

/** An image whose size its header does not say is no image a browser could show. */
function image(format: ImageFormat, head: Uint8Array): SniffedFile | null {
  const size = imageSizeOf(format, head);
  return size ? { type: mediaTypes[format] ?? '', ext: format, accept: 'image', ...size } : null;
}

const zipEndRecord = [0x50, 0x4b, 0x05, 0x06];

/** The file's real kind from its first bytes (and, for a zip, its last), or null. */
export function sniffFile(head: Uint8Array, tail: Uint8Array): SniffedFile | null {
  const format = imageFormatOf(head);
  if (format) return image(format, head);
  const none = { width: null, height: null };
  if (startsWith(head, 'ftyp', 4)) return { type: 'video/mp4', ext: 'mp4', accept: 'video', ...none };
  if (startsWith(head, '\x1a\x45\xdf\xa3'))
    return { type: 'video/webm', ext: 'webm', accept: 'video', ...none };
  if (['UnityWeb', 'UnityFS', 'UnityRaw', 'UnityArchive'].some((magic) => startsWith(head, magic)))
    return { type: 'application/vnd.unity', ext: 'unity3d', accept: 'unity3d', ...none };
  // A real zip opens with a local file header (or is the empty archive) and ends with its
  // central directory's end record.
  const opensAsZip = startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06');
  if (opensAsZip && includesBytes(tail, zipEndRecord))
    return { type: 'application/zip', ext: 'zip', accept: 'zip', ...none };
  return null;
}

const markup =
  /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|!--|iframe|object|embed|div|a|img|style|meta|title|p|span|form)[\s>/]/i;

/**
 * Bytes a browser would run as a page or an SVG, whatever the file is called. Markup opens in
 * ASCII, so the first bytes are read one character each, after a UTF-8 byte order mark.
 */
export function looksLikeMarkup(head: Uint8Array) {
  const withoutMark = startsWith(head, '\xef\xbb\xbf') ? head.subarray(3) : head;
  const start = latin1(withoutMark, 0, 1024);
  return markup.test(start) || /<(?:svg|html|script)[\s>]/i.test(start);
}

/** Why a file is refused, with the answer's status: 413 for too large, 400 otherwise. */
export interface FileRefusal {
  statusCode: 400 | 413;
  message: string;
}

/**
 * Checks a file for a field that takes `accept`: its size in bytes, then what its bytes are
 * (`head`: its first `imageHeadBytes`, `tail`: its last `fileTailBytes`), then an image's
 * pixel budget. Answers what it is, or why it is refused in the words the save's answer uses.
 */
export function checkFile({
  accept,
  bytes,
  head,
  tail,
}: {
  accept: FileAccept;
  bytes: number;
  head: Uint8Array;
  tail: Uint8Array;
}): { file: SniffedFile } | { refusal: FileRefusal } {
  const refuse = (statusCode: 400 | 413, message: string) => ({ refusal: { statusCode, message } });
  const { maxBytes } = fileLimits[accept];
  if (bytes > maxBytes) return refuse(413, contentMessage.fileTooLarge(maxBytes));
  if (bytes === 0) return refuse(400, contentMessage.emptyFile);
  const file = sniffFile(head, tail);
  if (!file || file.accept !== accept)
    return refuse(
      400,
      looksLikeMarkup(head) ? contentMessage.activeFile(accept) : contentMessage.fileType(accept),
    );
  const { width, height } = file;
  if (width !== null && height !== null && !isWithinPixelBudget({ width, height }))
    return refuse(400, contentMessage.imageTooLarge);
  return { file };
}
