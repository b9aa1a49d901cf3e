import { readdir } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { allFields, game } from '@masthead/contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { contentItems } from './schema.ts';
import { createReferences, multipartBody, type Part, partsOf, pngImage, validValues } from './test-kit.ts';

/**
 * A staff member's upload that dies on the way (closed laptop, dropped Wi-Fi) must leave
 * nothing behind: no half-saved item, no stray file on disk, and a server that keeps serving.
 * These go over a real socket, as only a real one can be cut mid-body.
 */
const t = fileTestAppSignedIn();
let port: number;
let form: Part[];
beforeAll(async () => {
  form = partsOf(game, validValues(allFields(game), game, await createReferences(t, game)));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

const mediaDir = () => path.join(t.dataDir, 'media');
const storedFiles = async () =>
  (await readdir(mediaDir()).catch(() => [] as string[])).filter((name) => !name.startsWith('.'));
const scratchFiles = async () => readdir(path.join(mediaDir(), '.incoming')).catch(() => [] as string[]);
const contentRows = async () => (await t.database.db.select({ n: count() }).from(contentItems))[0]?.n;

/** A 4 MB image: a real PNG's bytes, then padding, so the parser has a long file part to read. */
const largeImage = () => Buffer.concat([pngImage(64, 64), Buffer.alloc(4 * 1024 * 1024, 7)]);

/** Sends the request's head and `body` up to `cutAt`, announcing the whole length. */
function sendUntil(payload: Buffer, contentType: string, cutAt: number) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        [
          `POST /api/${game.calls.create} HTTP/1.1`,
          `Host: 127.0.0.1:${port}`,
          `Cookie: ${t.user.cookie}`,
          `Content-Type: ${contentType}`,
          `Content-Length: ${payload.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(payload.subarray(0, cutAt), () => resolve(socket));
    });
    socket.on('error', reject);
  });
}

/** Waits (bounded) until the server has started, or finished, writing a file to scratch. */
async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 250; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Cuts the connection at `cutAt` of the body once the server holds part of the file. */
async function cutOff(parts: Part[], cutAt: (payload: Buffer) => number) {
  const { payload, contentType } = multipartBody(parts);
  const socket = await sendUntil(payload, contentType, cutAt(payload));
  await waitFor(async () => (await scratchFiles()).length > 0);
  // The cut happened while the server was holding the file: otherwise the test proves nothing.
  expect(await scratchFiles()).toHaveLength(1);
  socket.destroy();
  // The server learns of the cut from its socket; give it a bounded while to tidy up.
  await waitFor(async () => (await scratchFiles()).length === 0);
}

describe('an upload cut off on the way', () => {
  it('halfway through the image leaves no item, no file and no scratch file', async () => {
    const rowsBefore = await contentRows();
    const filesBefore = await storedFiles();
    const image = largeImage();
    const parts: Part[] = [...form, ['image_1', { filename: 'big.png', content: image, type: 'image/png' }]];
    await cutOff(parts, (payload) => payload.length - Math.floor(image.length / 2));
    expect(await scratchFiles()).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await contentRows()).toBe(rowsBefore);
  });

  it('after a whole image but before the form ends leaves nothing either', async () => {
    const rowsBefore = await contentRows();
    const filesBefore = await storedFiles();
    // The image arrives whole and is checked; the text after it (the closing boundary) never does.
    const parts: Part[] = [...form, ['image_1', { filename: 'small.png', content: pngImage(40, 30) }]];
    await cutOff(parts, (payload) => payload.length - 20);
    expect(await scratchFiles()).toEqual([]);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await contentRows()).toBe(rowsBefore);
  });

  it('the server still saves the next upload over HTTP', async () => {
    const rowsBefore = await contentRows();
    const { payload, contentType } = multipartBody([
      ...form,
      ['image_1', { filename: 'next.png', content: pngImage(20, 20), type: 'image/png' }],
    ]);
    const response = await fetch(`http://127.0.0.1:${port}/api/${game.calls.create}`, {
      method: 'POST',
      headers: { 'content-type': contentType, cookie: t.user.cookie },
      body: payload,
    });
    const body = (await response.json()) as { status: string; data: { image_1: string } };
    expect(body.status, JSON.stringify(body)).toBe('OK');
    expect(body.data.image_1).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(await contentRows()).toBe((rowsBefore ?? 0) + 1);
    expect(await storedFiles()).toHaveLength(1);
    expect(await scratchFiles()).toEqual([]);
  });
});
