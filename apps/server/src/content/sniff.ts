import type { FileAccept } from '@masthead/contract';

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

function pngSize(head: Buffer) {
  return head.length >= 24 ? { width: head.readUInt32BE(16), height: head.readUInt32BE(20) } : null;
}

function gifSize(head: Buffer) {
  return head.length >= 10 ? { width: head.readUInt16LE(6), height: head.readUInt16LE(8) } : null;
}

/** Walks the JPEG's segments to its frame header (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(head: Buffer) {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: head.readUInt16BE(offset + 5), width: head.readUInt16BE(offset + 7) };
    offset += 2 + head.readUInt16BE(offset + 2);
  }
  return null;
}

function webpSize(head: Buffer) {
  if (head.length < 30) return null;
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8 ')
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: head.readUIntLE(24, 3) + 1, height: head.readUIntLE(27, 3) + 1 };
  return null;
}

const image = (
  type: string,
  ext: string,
  size: { width: number; height: number } | null,
): SniffedFile | null => (size ? { type, ext, accept: 'image', ...size } : null);

/** The file's real kind from its first bytes (and, for a zip, its last), or null. */
export function sniffFile(head: Buffer, tail: Buffer): SniffedFile | null {
  if (head.length >= 8 && head.readUInt32BE(0) === 0x89504e47 && head.readUInt32BE(4) === 0x0d0a1a0a)
    return image('image/png', 'png', pngSize(head));
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'))
    return image('image/gif', 'gif', gifSize(head));
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return image('image/jpeg', 'jpg', jpegSize(head));
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8))
    return image('image/webp', 'webp', webpSize(head));
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
