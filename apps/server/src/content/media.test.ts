import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  type ContentItem,
  contentMessage,
  fieldMessage,
  fileLimits,
  game,
  globalMessage,
  imagePixelBudget,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { declaredPng, gifWithFrameAfterComment } from './png.ts';
import { fileValidGame, multipartBody, type Part, partsOf, pngImage, postMultipart } from './test-kit.ts';

const t = fileTestAppSignedIn();
const valid = fileValidGame(t);

const file = (filename: string, content: Buffer, type = 'image/png') => ({ filename, content, type });
const create = (files: Part[], values = valid, cookie = t.user.cookie) =>
  postMultipart(t, 'game-service/create-game', [...partsOf(game, values), ...files], cookie);
const update = (item: ContentItem, files: Part[], values: Record<string, unknown> = {}) =>
  postMultipart(
    t,
    'game-service/update-game',
    [...partsOf(game, { ...valid, id: item.id, update_datetime: item.update_datetime, ...values }), ...files],
    t.user.cookie,
  );
/** What the media directory holds (the scratch directory aside). */
const storedFiles = async () =>
  (await readdir(path.join(t.dataDir, 'media')).catch(() => [] as string[])).filter(
    (name) => !name.startsWith('.'),
  );
const scratchFiles = async () =>
  readdir(path.join(t.dataDir, 'media', '.incoming')).catch(() => [] as string[]);
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('images', () => {
  it('stores an uploaded image under its hash, answers its URL and pixel size, and serves it', async () => {
    const png = pngImage(100, 80);
    const result = await create([['image_1', file('photo.jpg', png, 'image/jpeg')]]);
    expect(result.body.status, JSON.stringify(result.body)).toBe('OK');
    const item = result.body.data as ContentItem;
    expect(item.image_1).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(item.media.image_1).toEqual({
      url: item.image_1,
      type: 'image/png',
      bytes: png.length,
      width: 100,
      height: 80,
      original_name: 'photo.jpg',
    });
    const served = await fetchMedia(item.image_1 as string);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('refuses HTML or SVG bytes named .png under their field, and keeps nothing', async () => {
    const before = await storedFiles();
    for (const content of [
      '<!DOCTYPE html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    ]) {
      const result = await create([['image_2', file('cat.png', Buffer.from(content))]]);
      expect(result.statusCode).toBe(400);
      expect(result.body.messages).toEqual({ image_2: [contentMessage.activeFile('image')] });
    }
    const text = await create([['image_2', file('cat.png', Buffer.from('just some text'))]]);
    expect(text.body.messages).toEqual({ image_2: [contentMessage.fileType('image')] });
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses an image over 10 MB with 413 under its field, and the server keeps answering', async () => {
    const big = Buffer.concat([pngImage(2, 2), Buffer.alloc(fileLimits.image.maxBytes)]);
    const result = await create([['image_1', file('big.png', big)]]);
    expect(result.statusCode).toBe(413);
    expect(result.body.messages).toEqual({
      image_1: [contentMessage.fileTooLarge(fileLimits.image.maxBytes)],
    });
    expect(await scratchFiles()).toEqual([]);
    expect((await create([])).statusCode).toBe(200);
  });

  it('refuses an image over the pixel budget under its field, however small its file', async () => {
    const before = await storedFiles();
    const { maxSide } = imagePixelBudget;
    // 109 bytes that a browser would decode into 3.6 GB.
    for (const [width, height] of [
      [30_000, 30_000],
      [maxSide + 1, 1],
      [1, maxSide + 1],
      [maxSide, maxSide],
    ] as const) {
      const result = await create([['image_1', file('bomb.png', declaredPng(width, height))]]);
      expect(result.statusCode, `${width}x${height}`).toBe(400);
      expect(result.body.messages).toEqual({ image_1: [contentMessage.imageTooLarge] });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
    // A GIF is read whole: a frame behind 600 KB of comment counts at its own size.
    const hidden = gifWithFrameAfterComment(maxSide, maxSide, 600 * 1024);
    const gif = await create([['image_1', file('hidden.gif', hidden)]]);
    expect(gif.statusCode).toBe(400);
    expect(gif.body.messages).toEqual({ image_1: [contentMessage.imageTooLarge] });
    expect(await storedFiles()).toEqual(before);
    // Within the budget on both counts: stored.
    const largest = await create([['image_1', file('wide.png', declaredPng(maxSide, 3000))]]);
    expect(largest.statusCode).toBe(200);
  });

  it('replacing an image deletes the old file; removing it with "" deletes it too', async () => {
    const item = (await create([['image_1', file('a.png', pngImage(10, 10))]])).body.data as ContentItem;
    const oldName = path.basename(item.image_1 as string);
    expect(await storedFiles()).toContain(oldName);
    const replaced = (await update(item, [['image_1', file('b.png', pngImage(11, 11))]])).body
      .data as ContentItem;
    expect(replaced.media.image_1?.width).toBe(11);
    expect(await storedFiles()).not.toContain(oldName);
    const kept = (await update(replaced, [], { image_1: replaced.image_1 })).body.data as ContentItem;
    expect(kept.image_1).toBe(replaced.image_1);
    const removed = (await update(kept, [], { image_1: '' })).body.data as ContentItem;
    expect(removed.image_1).toBe('');
    expect(removed.media.image_1).toBeUndefined();
    expect(await storedFiles()).not.toContain(path.basename(replaced.image_1 as string));
  });

  it('a file another item holds stays when one item lets it go', async () => {
    const shared = pngImage(12, 12);
    const first = (await create([['image_1', file('s.png', shared)]])).body.data as ContentItem;
    const second = (await create([['image_3', file('s.png', shared)]])).body.data as ContentItem;
    expect(second.image_3).toBe(first.image_1);
    await update(first, [], { image_1: '' });
    expect((await fetchMedia(second.image_3 as string)).statusCode).toBe(200);
  });

  it('never loses a file one item lets go while another save stores the same bytes', async () => {
    // Each round: one item lets its image go while another save brings the very same bytes.
    const rounds = await Promise.all(
      Array.from({ length: 12 }, async (_, round) => {
        const bytes = pngImage(20 + round, 20);
        const holder = (await create([['image_1', file('h.png', bytes)]])).body.data as ContentItem;
        const [, newcomer] = await Promise.all([
          update(holder, [], { image_1: '' }),
          create([['image_2', file('n.png', bytes)]]),
        ]);
        return (newcomer.body.data as ContentItem).image_2 as string;
      }),
    );
    for (const url of rounds) expect((await fetchMedia(url)).statusCode, url).toBe(200);
  });

  it('a save refused for another field keeps none of its files', async () => {
    const before = await storedFiles();
    const result = await create([['image_1', file('c.png', pngImage(13, 13))]], { ...valid, title: '' });
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({ title: [fieldMessage.required] });
    const missingProject = await create([['image_1', file('d.png', pngImage(14, 14))]], {
      ...valid,
      projects: [999999],
      tags: {},
    });
    expect(missingProject.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a field sent with two files, keeping neither', async () => {
    const before = await storedFiles();
    const result = await create([
      ['image_1', file('first.png', pngImage(15, 15))],
      ['image_1', file('second.png', pngImage(16, 16))],
    ]);
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toEqual({ image_1: [contentMessage.oneFilePerField] });
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('a URL that is not the stored file is refused', async () => {
    const item = (await create([])).body.data as ContentItem;
    const result = await update(item, [], { image_1: '/media/elsewhere.png' });
    expect(result.body.messages).toEqual({ image_1: [fieldMessage.invalid] });
  });
});

describe('game files', () => {
  const unityValues = () => ({ ...valid, technology: 'unity' });
  it('takes a .unity3d build for a unity game and refuses an image there', async () => {
    const unity = Buffer.concat([Buffer.from('UnityWeb\0'), Buffer.alloc(100, 1)]);
    const ok = await create(
      [['game_file', file('g.unity3d', unity, 'application/octet-stream')]],
      unityValues(),
    );
    expect(ok.body.status, JSON.stringify(ok.body)).toBe('OK');
    expect((ok.body.data as ContentItem).game_file).toMatch(/\.unity3d$/);
    const served = await fetchMedia((ok.body.data as ContentItem).game_file as string);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
    const wrong = await create([['game_file', file('g.unity3d', pngImage(2, 2))]], unityValues());
    expect(wrong.body.messages).toEqual({ game_file: [contentMessage.fileType('unity3d')] });
  });

  it('takes a real zip for an html5 game and refuses bytes that only start like one', async () => {
    const emptyZip = Buffer.from('504b0506000000000000000000000000000000000000', 'hex');
    const ok = await create([['html5_zip', file('g.zip', emptyZip, 'application/zip')]], {
      ...valid,
      technology: 'html5',
    });
    expect(ok.body.status, JSON.stringify(ok.body)).toBe('OK');
    const fake = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(50)]);
    const bad = await create([['html5_zip', file('g.zip', fake)]], { ...valid, technology: 'html5' });
    expect(bad.body.messages).toEqual({ html5_zip: [contentMessage.fileType('zip')] });
  });

  it('drops the fields the chosen technology does not use', async () => {
    const item = (await create([], { ...valid, technology: 'unity', game_url: 'https://x.example.com' })).body
      .data as ContentItem;
    expect(item.game_url).toBe('');
  });
});

describe('what a save must be', () => {
  it('refuses a JSON body with 415, saying to send multipart/form-data', async () => {
    const result = await t.as('game-service/create-game', valid);
    expect(result.statusCode).toBe(415);
    expect(result.body.message).toBe(contentMessage.multipartRequired);
  });

  it('refuses a body that is not a whole form with 400 in words, keeping nothing', async () => {
    const before = await storedFiles();
    const { payload, contentType } = multipartBody([
      ...partsOf(game, valid),
      ['image_1', file('f.png', pngImage(16, 16))],
    ]);
    const boundary = contentType.split('boundary=')[1] ?? '';
    const send = (type: string, body: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/game-service/create-game',
        headers: { 'content-type': type, cookie: t.user.cookie },
        payload: body,
      });
    for (const [what, type, body] of [
      ['no boundary', 'multipart/form-data', payload],
      ['a boundary too long to search for', `multipart/form-data; boundary=${'b'.repeat(300)}`, payload],
      ['cut before its end', contentType, payload.subarray(0, payload.length - boundary.length - 10)],
    ] as const) {
      const result = await send(type, body);
      expect(result.statusCode, what).toBe(400);
      expect(result.json(), what).toEqual({ status: 'ERROR', message: globalMessage.multipartInvalid });
    }
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a multipart body on a JSON call', async () => {
    const result = await postMultipart(t, 'game-service/get-game', [['id', '1']], t.user.cookie);
    expect(result.statusCode).toBe(415);
    expect(result.body.message).toBe(globalMessage.unsupportedMediaType);
  });

  it('refuses a save whose text passes 1 MB in all, however it is split, and keeps none of its files', async () => {
    const before = await storedFiles();
    const filler = Array.from({ length: 5 }, (_, index): Part => [`note_${index}`, 'x'.repeat(250 * 1024)]);
    const result = await create([...filler, ['image_1', file('f.png', pngImage(16, 16))]]);
    expect(result.statusCode).toBe(413);
    expect(result.body).toEqual({ status: 'ERROR', message: contentMessage.textTooLarge });
    expect(await storedFiles()).toEqual(before);
    expect(await scratchFiles()).toEqual([]);
  });

  it('reads no file before the session: signed out answers 401 and keeps nothing', async () => {
    const result = await create([['image_1', file('e.png', pngImage(15, 15))]], valid, '');
    expect(result.statusCode).toBe(401);
    expect(await scratchFiles()).toEqual([]);
  });

  it('refuses a file under a name that is not a file field, and JSON fields that are not JSON', async () => {
    const result = await postMultipart(
      t,
      'game-service/create-game',
      [
        ...partsOf(game, { ...valid, projects: undefined }),
        ['projects', '[1,'],
        ['title', 'x'],
        ['extra', file('x.png', pngImage(2, 2))],
      ],
      t.user.cookie,
    );
    expect(result.statusCode).toBe(400);
    expect(result.body.messages).toMatchObject({
      extra: [fieldMessage.unknownField],
      projects: [fieldMessage.invalid],
    });
  });

  it('answers 404 for media that does not exist or a name that is not a stored one', async () => {
    expect((await fetchMedia(`/media/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await fetchMedia('/media/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
