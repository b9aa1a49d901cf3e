import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type ContentItem, game, globalMessage, trashDays } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn, startTestApp, type TestApp } from '../../test/harness.ts';
import { contentItems } from '../content/schema.ts';
import { fileValidGame, type Part, partsOf, pngImage, postMultipart } from '../content/test-kit.ts';
import { purgeTrash } from '../trash/purge.ts';
import { mediaStorageFor } from './storage.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';

let s3: TestS3Server;
const t = fileTestAppSignedIn(undefined, async () => {
  s3 = await startS3Server();
  return { config: { media: s3.media } };
});
afterAll(() => s3.close());
const valid = fileValidGame(t);

const image = (content: Buffer): Part => ['image_1', { filename: 'photo.png', content, type: 'image/png' }];
const create = (app: TestApp, files: Part[], values: Record<string, unknown> = {}) =>
  postMultipart(
    app,
    'game-service/create-game',
    [...partsOf(game, { ...valid, ...values }), ...files],
    t.user.cookie,
  );
const update = (app: TestApp, item: ContentItem, files: Part[], values: Record<string, unknown> = {}) =>
  postMultipart(
    app,
    'game-service/update-game',
    [...partsOf(game, { ...valid, id: item.id, update_datetime: item.update_datetime, ...values }), ...files],
    t.user.cookie,
  );
const nameOf = (url: unknown) => String(url).split('/').pop() as string;
const rowsTitled = async (title: string) =>
  (await t.database.db.select().from(contentItems).where(eq(contentItems.title, title))).length;
/** A PNG no other test sends: its bytes, and so its name, are this test's own. */
let shade = 10;
const freshPng = () => pngImage(40 + shade++, 30);

describe('media in an S3-compatible bucket', () => {
  it('stores an upload as an object of the bucket, not in the data folder, and serves its bytes', async () => {
    const png = freshPng();
    const result = await create(t, [image(png)]);
    expect(result.body.status, JSON.stringify(result.body)).toBe('OK');
    const item = result.body.data as ContentItem;
    const name = nameOf(item.image_1);
    expect(name).toBe(`${createHash('sha256').update(png).digest('hex')}.png`);
    expect(await s3.keys()).toContain(name);
    const local = await readdir(path.join(t.dataDir, 'media')).catch(() => [] as string[]);
    expect(local.filter((file) => !file.startsWith('.'))).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: item.image_1 as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(png.length));
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('stores the same bytes once, however many items bring them', async () => {
    const png = freshPng();
    const first = await create(t, [image(png)]);
    const second = await create(t, [image(png)]);
    expect(second.body.status).toBe('OK');
    const name = nameOf((first.body.data as ContentItem).image_1);
    expect(nameOf((second.body.data as ContentItem).image_1)).toBe(name);
    expect((await s3.keys()).filter((key) => key === name)).toHaveLength(1);
  });

  it('deletes the object once no item names it: a replaced image, and one purged from the trash', async () => {
    const created = (await create(t, [image(freshPng())])).body.data as ContentItem;
    const replaced = nameOf(created.image_1);
    const updated = await update(t, created, [image(freshPng())]);
    expect(updated.body.status, JSON.stringify(updated.body)).toBe('OK');
    const kept = nameOf((updated.body.data as ContentItem).image_1);
    expect(await s3.keys()).not.toContain(replaced);
    expect(await s3.keys()).toContain(kept);

    const item = updated.body.data as ContentItem;
    const deleted = await t.as('game-service/delete-game', {
      id: item.id,
      update_datetime: item.update_datetime,
    });
    expect(deleted.body.status).toBe('OK');
    // In the trash the item still names its file.
    expect(await s3.keys()).toContain(kept);
    await t.database.db
      .update(contentItems)
      .set({ deletedAt: sql`now() - make_interval(days => ${trashDays + 1})` })
      .where(eq(contentItems.id, item.id));
    await purgeTrash(t.database.db, mediaStorageFor({ dataDir: t.dataDir, media: s3.media }));
    expect(await s3.keys()).not.toContain(kept);
  });

  it('removes the objects of a save refused inside its transaction, and writes no row', async () => {
    const before = await s3.keys();
    const title = 'Refused after its files were stored';
    const result = await create(t, [image(freshPng())], { title, categories: [987654] });
    expect(result.statusCode).toBe(400);
    // Refused by the reference check, which runs in the save's transaction after its files were stored.
    expect(result.body.messages.categories).toBeDefined();
    expect(await s3.keys()).toEqual(before);
    expect(await rowsTitled(title)).toBe(0);
  });

  it('while the bucket is out of reach, refuses saves with files (503) and reads, and carries on once it is back', async () => {
    const stored = (await create(t, [image(freshPng())])).body.data as ContentItem;
    const before = await s3.keys();
    await s3.stop();
    try {
      const title = 'Saved while the bucket was down';
      const refused = await create(t, [image(freshPng())], { title });
      expect(refused.statusCode).toBe(503);
      expect(refused.body).toMatchObject({ status: 'ERROR', message: globalMessage.filesUnavailable });
      expect(await rowsTitled(title)).toBe(0);
      const read = await t.app.inject({ method: 'GET', url: stored.image_1 as string });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ status: 'ERROR', message: globalMessage.fileUnreadable });
      // A save without files needs no bucket.
      const plain = await create(t, [], { title: 'No files, no bucket needed' });
      expect(plain.body.status).toBe('OK');
    } finally {
      await s3.restart();
    }
    expect(await s3.keys()).toEqual(before);
    const read = await t.app.inject({ method: 'GET', url: stored.image_1 as string });
    expect(read.statusCode).toBe(200);
    const saved = await create(t, [image(freshPng())], { title: 'Saved once the bucket was back' });
    expect(saved.body.status).toBe('OK');
    expect(await s3.keys()).toContain(nameOf((saved.body.data as ContentItem).image_1));
  });
});

describe('a bucket refusing the credentials', () => {
  const lines: string[] = [];
  let other: TestApp;
  const secret = 'not-the-secret-s3rver-knows';
  beforeAll(async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'UNKNOWNKEYID';
    process.env.AWS_SECRET_ACCESS_KEY = secret;
    try {
      other = await startTestApp({
        database: t.database,
        config: { media: s3.media, logLevel: 'info' },
        logStream: { write: (line) => lines.push(line) },
      });
      // The SDK reads the credentials on its first request.
      const result = await create(other, [image(freshPng())], { title: 'Refused credentials' });
      expect(result.statusCode).toBe(503);
      expect(result.body.message).toBe(globalMessage.filesUnavailable);
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved.id;
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    }
  });
  afterAll(() => other.close());

  it('answers 503 and logs why without the key', async () => {
    expect(await rowsTitled('Refused credentials')).toBe(0);
    const logged = lines.join('\n');
    expect(logged).toMatch(/media storage unreachable \(store\)/);
    expect(logged).toMatch(/HTTP 403/);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('UNKNOWNKEYID');
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  const cdn = 'https://cdn.example.com/files';
  let other: TestApp;
  beforeAll(async () => {
    other = await startTestApp({ database: t.database, config: { media: { ...s3.media, publicUrl: cdn } } });
  });
  afterAll(() => other.close());

  it('answers media URLs there, keeps a file sent back under that URL, and redirects /media there', async () => {
    const result = await create(other, [image(freshPng())], { title: 'Read from the CDN' });
    const item = result.body.data as ContentItem;
    const name = nameOf(item.image_1);
    expect(item.image_1).toBe(`${cdn}/${name}`);
    expect(item.media.image_1?.url).toBe(`${cdn}/${name}`);
    const got = await other.call('game-service/get-game', { id: item.id }, { cookie: t.user.cookie });
    expect(got.body.data.image_1).toBe(`${cdn}/${name}`);
    const list = await other.call(game.calls.list, {}, { cookie: t.user.cookie });
    const row = (list.body.data as unknown as Record<string, unknown>[]).find(
      (entry) => entry.id === item.id,
    );
    expect(row?.image_1).toBe(`${cdn}/${name}`);
    // The form sends back the URL it was given: the file stays.
    const kept = await update(other, item, [], { title: 'Still read from the CDN', image_1: item.image_1 });
    expect(kept.body.status, JSON.stringify(kept.body)).toBe('OK');
    expect((kept.body.data as ContentItem).image_1).toBe(`${cdn}/${name}`);
    // The app without the setting still answers its own route, from the same stored row.
    const plain = await t.as('game-service/get-game', { id: item.id });
    expect(plain.body.data.image_1).toBe(`/media/${name}`);
    const redirected = await other.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(`${cdn}/${name}`);
    const csp = String(redirected.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
  });
});
