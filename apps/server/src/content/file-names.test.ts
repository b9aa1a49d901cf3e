import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type AuditEntry, type ContentItem, game } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { contentItems } from './schema.ts';
import { fileValidGame, type Part, partsOf, pngImage, postMultipart } from './test-kit.ts';
import { maxOriginalNameLength } from './uploads.ts';

const t = fileTestAppSignedIn();
const valid = fileValidGame(t);

const image = (filename: string, content = pngImage(30, 30)): Part => [
  'image_1',
  { filename, content, type: 'image/png' },
];
async function createWith(file: Part) {
  const result = await postMultipart(
    t,
    'game-service/create-game',
    [...partsOf(game, valid), file],
    t.user.cookie,
  );
  expect(result.body.status, JSON.stringify(result.body)).toBe('OK');
  return result.body.data as ContentItem;
}
const historyLines = async (id: number) => {
  const result = await t.as('content-service/get-content-history', { id });
  return (result.body.data as AuditEntry[]).flatMap((entry) => entry.lines);
};

describe('original file names', () => {
  it('keeps the name a file was uploaded under beside its content-addressed URL, in get and history', async () => {
    const item = await createWith(image('Box art – final.png'));
    expect(item.image_1).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(item.media.image_1?.original_name).toBe('Box art – final.png');
    const got = await t.as('game-service/get-game', { id: item.id });
    expect((got.body.data as ContentItem).media.image_1?.original_name).toBe('Box art – final.png');
    expect(await historyLines(item.id)).toContain("Image 1: added 'Box art – final.png'");
  });

  it.each([
    ['markup, kept as text', '<img src=x onerror=alert(1)>.png', '<img src=x onerror=alert(1)>.png'],
    ['a path, of which only the last part stays', '../../etc/passwd.png', 'passwd.png'],
    [
      'a right-to-left override, dropped so the name reads as it is',
      'invoice\u202Egnp.exe.png',
      'invoicegnp.exe.png',
    ],
    ['a tab, read as a space, and other control characters, dropped', 'tab\there\u0007.png', 'tab here.png'],
    ['decomposed accents, composed (NFC)', 'Cafe\u0301.png', 'Caf\u00e9.png'],
  ])('stores a name with %s', async (_case, sent, kept) => {
    const item = await createWith(image(sent));
    expect(item.media.image_1?.original_name).toBe(kept);
    expect(item.image_1).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
  });

  it('cuts a 10,000-character name to 255, keeping its extension', async () => {
    const item = await createWith(image(`${'a'.repeat(10_000)}.png`));
    const name = item.media.image_1?.original_name ?? '';
    expect([...name]).toHaveLength(maxOriginalNameLength);
    expect(name.endsWith('….png')).toBe(true);
  });

  it('never uses the name for the stored file or its headers', async () => {
    const item = await createWith(image('../../evil name.png', pngImage(33, 31)));
    const stored = (await readdir(path.join(t.dataDir, 'media'))).filter((name) => !name.startsWith('.'));
    expect(stored.every((name) => /^[0-9a-f]{64}\.[a-z0-9]+$/.test(name))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: item.image_1 as string });
    expect(served.statusCode).toBe(200);
    expect(JSON.stringify(served.headers)).not.toContain('evil');
  });

  it('gives each of 20 items saved at once with the same bytes its own name, storing the bytes once', async () => {
    const bytes = pngImage(41, 29);
    const items = await Promise.all(
      Array.from({ length: 20 }, (_, n) => createWith(image(`copy ${n}.png`, bytes))),
    );
    expect(new Set(items.map((item) => item.image_1)).size).toBe(1);
    expect(items.map((item) => item.media.image_1?.original_name)).toEqual(
      Array.from({ length: 20 }, (_, n) => `copy ${n}.png`),
    );
  });

  it('answers null for a file stored before names were kept, and reads it in the history', async () => {
    const item = await createWith(image('kept.png'));
    await t.database.db
      .update(contentItems)
      .set({ media: sql`${contentItems.media} #- '{image_1,originalName}'` })
      .where(eq(contentItems.id, item.id));
    const got = await t.as('game-service/get-game', { id: item.id });
    expect((got.body.data as ContentItem).media.image_1?.original_name).toBeNull();
    const before = got.body.data as ContentItem;
    const replaced = await postMultipart(
      t,
      'game-service/update-game',
      [
        ...partsOf(game, { ...valid, id: item.id, update_datetime: before.update_datetime }),
        image('new.png'),
      ],
      t.user.cookie,
    );
    expect(replaced.body.status, JSON.stringify(replaced.body)).toBe('OK');
    const [latest] = await historyLines(item.id);
    expect(latest).toMatch(/^Image 1: replaced file [0-9a-f]{8}….png with 'new.png'$/);
  });
});
