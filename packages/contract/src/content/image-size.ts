/**
 * An image's pixel size, read from its first bytes as its format writes it: both sides read it
 * the same way, the browser before sending a file and the server before storing it. A browser
 * decodes an image whole to show it, four bytes a pixel, so a small file that declares huge
 * dimensions (a "pixel bomb") would freeze the colleague who opens it: images have a budget.
 */
export const imagePixelBudget = { maxPixels: 50_000_000, maxSide: 16_384 } as const;

export interface PixelSize {
  width: number;
  height: number;
}

export const isWithinPixelBudget = ({ width, height }: PixelSize) =>
  width <= imagePixelBudget.maxSide &&
  height <= imagePixelBudget.maxSide &&
  width * height <= imagePixelBudget.maxPixels;

/** How much of a file its size is read from: a JPEG's frame header may follow long metadata. */
export const imageHeadBytes = 512 * 1024;

/**
 * How much of a file of `fileBytes` opening with `start` (6 bytes or more) its size is read
 * from: a browser draws each frame of a GIF at its own size, and a frame may lie anywhere in
 * the file, behind any length of comments, so a GIF is read whole.
 */
export const imageHeadLength = (start: Uint8Array, fileBytes: number) =>
  imageFormatOf(start) === 'gif' ? fileBytes : imageHeadBytes;

export type ImageFormat = 'png' | 'gif' | 'jpg' | 'webp';

const text = (head: Uint8Array, offset: number, length: number) =>
  String.fromCharCode(...head.subarray(offset, offset + length));

/** Which image format the bytes open with, whatever the file is called. */
export function imageFormatOf(head: Uint8Array): ImageFormat | null {
  if (text(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(head, 0, 6) === 'GIF87a' || text(head, 0, 6) === 'GIF89a') return 'gif';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (text(head, 0, 4) === 'RIFF' && text(head, 8, 4) === 'WEBP') return 'webp';
  return null;
}

/**
 * Walks the JPEG's segments to its frame header (SOF0–SOF15 but DHT, JPG and DAC) as a decoder
 * does: TEM, RSTn, SOI and EOI carry no length, so reading one as a segment would land on a
 * decoy frame header that decoders skip.
 */
function jpegSize(view: DataView): PixelSize | null {
  let offset = 2;
  while (offset + 9 < view.byteLength) {
    if (view.getUint8(offset) !== 0xff) return null;
    const marker = view.getUint8(offset + 1);
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      offset += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

/**
 * A GIF's logical screen, grown to hold every frame (the head is the whole file, see
 * `imageHeadLength`): browsers draw a frame larger than the screen it declares at its own size.
 */
function gifSize(view: DataView): PixelSize | null {
  if (view.byteLength < 13) return null;
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let offset = 13 + colourTable(view.getUint8(10));
  const skipSubBlocks = () => {
    while (offset < view.byteLength) {
      const length = view.getUint8(offset);
      offset += 1 + length;
      if (length === 0) return;
    }
  };
  while (offset < view.byteLength) {
    const block = view.getUint8(offset);
    if (block === 0x21) {
      offset += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (offset + 10 > view.byteLength) break;
      width = Math.max(width, view.getUint16(offset + 1, true) + view.getUint16(offset + 5, true));
      height = Math.max(height, view.getUint16(offset + 3, true) + view.getUint16(offset + 7, true));
      offset += 10 + colourTable(view.getUint8(offset + 9)) + 1;
      skipSubBlocks();
    } else break;
  }
  return { width, height };
}

function webpSize(view: DataView, head: Uint8Array): PixelSize | null {
  if (view.byteLength < 30) return null;
  const chunk = text(head, 12, 4);
  if (chunk === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  const uint24 = (offset: number) => view.getUint16(offset, true) + (view.getUint8(offset + 2) << 16);
  if (chunk === 'VP8X') return { width: uint24(24) + 1, height: uint24(27) + 1 };
  return null;
}

/** The pixel size the image's header declares, or null when its bytes do not say it. */
export function imageSizeOf(format: ImageFormat, head: Uint8Array): PixelSize | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  switch (format) {
    case 'png':
      return head.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
    case 'gif':
      return gifSize(view);
    case 'jpg':
      return jpegSize(view);
    case 'webp':
      return webpSize(view, head);
  }
}
