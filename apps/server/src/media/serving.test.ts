import { createHash } from 'node:crypto';
import { type ContentItem, game, globalMessage } from '@masthead/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { fileValidGame, partsOf, pngImage, postMultipart } from '../content/test-kit.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';

/** /media answers alike whichever storage holds the files. */
describe.each(['local folder', 'S3 bucket'])('/media from the %s', (driver) => {
  let s3: TestS3Server | undefined;
  const t = fileTestAppSignedIn(undefined, async () => {
    if (driver === 'local folder') return {};
    s3 = await startS3Server({ prefix: 'site-a/' });
    return { config: { media: s3.media } };
  });
  afterAll(() => s3?.close());
  const valid = fileValidGame(t);
  const png = pngImage(64, 48);
  const hash = createHash('sha256').update(png).digest('hex');
  let url = '';
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('serves the bytes with their type, a strong ETag from the hash, and revalidates without sending them', async () => {
    const saved = await postMultipart(
      t,
      'game-service/create-game',
      [...partsOf(game, valid), ['image_1', { filename: 'a.png', content: png, type: 'image/png' }]],
      t.user.cookie,
    );
    url = (saved.body.data as ContentItem).image_1 as string;
    expect(url).toBe(`/media/${hash}.png`);
    if (s3) expect(await s3.keys()).toEqual([`site-a/${hash}.png`]);
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag: `"${hash}"`,
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(whole.rawPayload.equals(png)).toBe(true);
    for (const ifNoneMatch of [`"${hash}"`, `W/"${hash}"`, `"other", "${hash}"`, '*']) {
      const again = await get({ 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(`"${hash}"`);
      expect(again.rawPayload.length).toBe(0);
    }
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers a range with 206 and Content-Range, and one beyond the end with 416', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=10-', 10, png.length - 1],
      ['bytes=-16', png.length - 16, png.length - 1],
      [`bytes=5-${png.length + 100}`, 5, png.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await get({ range });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${png.length}`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.rawPayload.equals(png.subarray(start, end + 1))).toBe(true);
    }
    const beyond = await get({ range: `bytes=${png.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${png.length}`);
    expect(beyond.json()).toEqual({ status: 'ERROR', message: globalMessage.rangeNotSatisfiable });
    // Several ranges, another unit, or an If-Range naming other bytes: the whole file.
    const wholeFile: Record<string, string>[] = [
      { range: 'bytes=0-1,4-5' },
      { range: 'items=0-1' },
      { range: 'bytes=0-1', 'if-range': '"x"' },
    ];
    for (const headers of wholeFile) expect((await get(headers)).statusCode).toBe(200);
  });

  it('answers 404 for a name that is not stored or cannot be one', async () => {
    for (const name of [`${'0'.repeat(64)}.png`, 'photo.png', `${hash}.exe`])
      expect((await t.app.inject({ method: 'GET', url: `/media/${name}` })).statusCode).toBe(404);
  });
});
