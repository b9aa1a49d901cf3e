import { describe, expect, it } from 'vitest';
import {
  imageFormatOf,
  imageHeadBytes,
  imageHeadLength,
  imageSizeOf,
  isWithinPixelBudget,
} from './image-size.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u16be = (n: number) => [n >> 8, n & 255];
const u16le = (n: number) => [n & 255, n >> 8];
const u32be = (n: number) => [(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255];
const u24le = (n: number) => [n & 255, (n >> 8) & 255, (n >> 16) & 255];

describe('the pixel size an image declares', () => {
  it.each([
    ['png', bytes('\x89PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(30_000), u32be(20_000), [8, 2, 0, 0, 0])],
    ['gif', bytes('GIF89a', u16le(30_000), u16le(20_000), [0, 0, 0])],
    // APP0 of 16 bytes, then the frame header: precision, height, width.
    [
      'jpg',
      bytes(
        [0xff, 0xd8, 0xff, 0xe0],
        u16be(16),
        new Array(14).fill(0),
        [0xff, 0xc0],
        u16be(17),
        [8],
        u16be(20_000),
        u16be(30_000),
        [3],
      ),
    ],
    [
      'webp',
      bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0], [0, 0, 0, 0], u24le(29_999), u24le(19_999)),
    ],
  ] as const)('reads %s', (format, head) => {
    expect(imageFormatOf(head)).toBe(format);
    expect(imageSizeOf(format, head)).toEqual({ width: 30_000, height: 20_000 });
  });

  it('reads a JPEG past a TEM marker as decoders do, not into the decoy frame header after it', () => {
    const decoy = [0xff, 0xc0, ...u16be(17), 8, ...u16be(10), ...u16be(10), 3];
    const head = bytes(
      [0xff, 0xd8, 0xff, 0x01],
      [0xff, 0xe0],
      u16be(4 + decoy.length),
      [0, 0],
      decoy,
      [0xff, 0xc0],
      u16be(17),
      [8],
      u16be(20_000),
      u16be(20_000),
      [3],
    );
    expect(imageSizeOf('jpg', head)).toEqual({ width: 20_000, height: 20_000 });
  });

  it('grows a GIF to the frames it holds, larger than the screen it declares', () => {
    const head = bytes(
      'GIF89a',
      u16le(1),
      u16le(1),
      [0, 0, 0],
      [0x21, 0xf9, 4, 0, 0, 0, 0, 0],
      [0x2c],
      u16le(0),
      u16le(0),
      u16le(16_000),
      u16le(16_000),
      [0],
      [2, 1, 0, 0],
    );
    expect(imageSizeOf('gif', head)).toEqual({ width: 16_000, height: 16_000 });
  });

  it('reads a GIF whole, so a frame behind a long comment still counts', () => {
    // A comment of 2,600 sub-blocks of 255 bytes (over 600 KB), then a frame of 16,384 × 16,384.
    const comment = new Array(2_600).fill([255, ...new Array(255).fill(120)]).flat();
    const gif = bytes(
      'GIF89a',
      u16le(1),
      u16le(1),
      [0, 0, 0],
      [0x21, 0xfe],
      comment,
      [0],
      [0x2c],
      u16le(0),
      u16le(0),
      u16le(16_384),
      u16le(16_384),
      [0],
      [2, 1, 0, 0],
    );
    expect(gif.byteLength).toBeGreaterThan(imageHeadBytes);
    expect(imageHeadLength(gif.subarray(0, 6), gif.byteLength)).toBe(gif.byteLength);
    const size = imageSizeOf('gif', gif.subarray(0, imageHeadLength(gif, gif.byteLength)));
    expect(size).toEqual({ width: 16_384, height: 16_384 });
    expect(size && isWithinPixelBudget(size)).toBe(false);
    // Other formats keep to their head.
    expect(imageHeadLength(bytes('\x89PNG\r\n'), 5_000_000)).toBe(imageHeadBytes);
  });

  it('knows no format from other bytes, and no size from a cut header', () => {
    expect(imageFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSizeOf('png', bytes('\x89PNG\r\n\x1a\n'))).toBeNull();
  });

  it('keeps images within 50 million pixels and 16,384 on a side', () => {
    expect(isWithinPixelBudget({ width: 16_384, height: 3_000 })).toBe(true);
    expect(isWithinPixelBudget({ width: 16_385, height: 1 })).toBe(false);
    expect(isWithinPixelBudget({ width: 8_000, height: 8_000 })).toBe(false);
  });
});
