import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buffer: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, check]);
};

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 8-bit RGB of the given size. */
function headerChunk(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return chunk('IHDR', header);
}

/** A PNG that declares its size and holds no pixels: how an image over the budget is made small. */
export const declaredPng = (width: number, height: number) =>
  Buffer.concat([signature, headerChunk(width, height), chunk('IEND', Buffer.alloc(0))]);

/**
 * A PNG made in code: a horizontal gradient from `from` to `to` (RGB). Small enough for demo
 * data and tests, real enough for a browser to show and for the header to give its size.
 */
export function gradientPng(
  width: number,
  height: number,
  from: readonly [number, number, number] = [128, 128, 128],
  to: readonly [number, number, number] = from,
) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const share = width > 1 ? x / (width - 1) : 0;
    for (let channel = 0; channel < 3; channel += 1) {
      const a = from[channel] ?? 0;
      const b = to[channel] ?? 0;
      row[1 + x * 3 + channel] = Math.round(a + (b - a) * share);
    }
  }
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    signature,
    headerChunk(width, height),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A GIF whose screen says 1×1 but whose first frame, behind a comment of `commentBytes`, is
 * `width`×`height`: a browser draws the frame at its own size.
 */
export function gifWithFrameAfterComment(width: number, height: number, commentBytes: number) {
  const u16 = (n: number) => [n & 255, n >> 8];
  const blocks = Math.ceil(commentBytes / 255);
  const comment = Buffer.alloc(blocks * 256, 120);
  for (let block = 0; block < blocks; block += 1) comment[block * 256] = 255;
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([...u16(1), ...u16(1), 0, 0, 0, 0x21, 0xfe]),
    comment,
    Buffer.from([0, 0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0, 2, 1, 0, 0, 0x3b]),
  ]);
}
