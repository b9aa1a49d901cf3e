import { describe, expect, it } from 'vitest';
import { checkFile, fileLimits } from './file-checks.ts';
import { contentMessage } from './messages.ts';

const bytes = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const u32be = (n: number) => String.fromCharCode((n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255);
/** The first bytes of a PNG that says it is `width` × `height`. */
const pngHead = (width: number, height: number) =>
  bytes(`\x89PNG\r\n\x1a\n${u32be(13)}IHDR${u32be(width)}${u32be(height)}\x08\x02\x00\x00\x00`);
const none = new Uint8Array(0);

describe('the checks a chosen file passes, in the browser and on the server alike', () => {
  it('takes an image within its limits and says what it is', () => {
    const head = pngHead(640, 480);
    expect(checkFile({ accept: 'image', bytes: 2000, head, tail: none })).toEqual({
      file: { type: 'image/png', ext: 'png', accept: 'image', width: 640, height: 480 },
    });
  });

  it('refuses a file over its field’s byte limit with 413, before reading it', () => {
    const maxBytes = fileLimits.image.maxBytes;
    expect(maxBytes).toBe(10 * 1024 * 1024);
    expect(checkFile({ accept: 'image', bytes: maxBytes + 1, head: none, tail: none })).toEqual({
      refusal: { statusCode: 413, message: 'is too large: at most 10 MB' },
    });
    expect('file' in checkFile({ accept: 'image', bytes: maxBytes, head: pngHead(1, 1), tail: none })).toBe(
      true,
    );
  });

  it('refuses an empty file, another kind of file, markup and a pixel bomb with 400', () => {
    const refusal = (accept: 'image' | 'zip', head: Uint8Array, size = 100) =>
      checkFile({ accept, bytes: size, head, tail: head });
    expect(refusal('image', none, 0)).toEqual({
      refusal: { statusCode: 400, message: contentMessage.emptyFile },
    });
    expect(refusal('image', bytes('just text'))).toEqual({
      refusal: { statusCode: 400, message: contentMessage.fileType('image') },
    });
    expect(refusal('zip', pngHead(5, 5))).toEqual({
      refusal: { statusCode: 400, message: contentMessage.fileType('zip') },
    });
    expect(refusal('image', bytes('\xef\xbb\xbf  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      refusal: { statusCode: 400, message: contentMessage.activeFile('image') },
    });
    expect(refusal('image', pngHead(30_000, 30_000))).toEqual({
      refusal: { statusCode: 400, message: contentMessage.imageTooLarge },
    });
  });

  it('takes a zip only when it also ends like one', () => {
    const emptyZip = bytes('PK\x05\x06'.padEnd(22, '\x00'));
    expect(checkFile({ accept: 'zip', bytes: 22, head: emptyZip, tail: emptyZip })).toMatchObject({
      file: { ext: 'zip' },
    });
    const opensOnly = bytes('PK\x03\x04'.padEnd(50, '\x00'));
    expect(checkFile({ accept: 'zip', bytes: 50, head: opensOnly, tail: opensOnly })).toMatchObject({
      refusal: { message: contentMessage.fileType('zip') },
    });
  });
});
