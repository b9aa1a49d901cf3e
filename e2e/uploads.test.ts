import { type ContentItem, contentMessage, fileLimits, game, type MediaFile } from '@masthead/contract';
import type { JSHandle, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { banner, descriptionOf, eventually, openedForm } from './support/screen.ts';

const browser = useBrowser();

const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/** A PNG of `width` × `height` drawn in the page, padded with zeros to `bytes` when given. */
interface PageImage {
  name: string;
  width: number;
  height: number;
  bytes?: number;
}

/** The image as a File in a DataTransfer, built in the page as a drag from the desktop brings it. */
function dataTransferOf(page: Page, image: PageImage): Promise<JSHandle<DataTransfer>> {
  return page.evaluateHandle(async ({ name, width, height, bytes }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#2f9e44';
      context.fillRect(0, 0, width, height);
    }
    const png = await new Promise<Blob>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? new Blob()), 'image/png'),
    );
    // Bytes after a PNG's end are ignored by decoders: a larger file of the same picture.
    const padding = new Uint8Array(Math.max(0, (bytes ?? 0) - png.size));
    const transfer = new DataTransfer();
    transfer.items.add(new File([png, padding], name, { type: 'image/png' }));
    return transfer;
  }, image);
}

/** The same image as the file chooser takes it. */
async function fileOf(page: Page, image: PageImage) {
  const transfer = await dataTransferOf(page, image);
  const base64 = await transfer.evaluate(async (data) => {
    const bytes = new Uint8Array(await (data.files[0] as File).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return { name: image.name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const dropText = contentMessage.dropFile('image', fileLimits.image.maxBytes);

/** The drop zone of the file input labelled `label`: the instruction that describes the input. */
async function dropZoneOf(form: Locator, label: string) {
  const ids = (await form.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  const zones = form.getByText(dropText);
  for (const id of ids.split(' ')) {
    const zone = zones.and(form.page().locator(`[id="${id}"]`));
    if ((await zone.count()) === 1) return zone;
  }
  throw new Error(`${label} has no drop zone`);
}

/** Drags the image onto the field's drop zone and lets go, as a file dragged from the desktop. */
async function dropOnto(page: Page, form: Locator, label: string, image: PageImage) {
  const dataTransfer = await dataTransferOf(page, image);
  const zone = await dropZoneOf(form, label);
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

async function getGame(id: number) {
  const api = await adminApi();
  return (await api.call(game.calls.get as 'game-service/get-game', { id })) as ContentItem;
}

/** The colour of the text, and whether anything on the way to the page makes it fainter. */
const inkOf = (element: Locator) =>
  element.evaluate((node) => {
    let opacity = 1;
    for (let at: Element | null = node; at; at = at.parentElement)
      opacity *= Number(getComputedStyle(at).opacity);
    return { color: getComputedStyle(node).color, opacity, body: getComputedStyle(document.body).color };
  });

describe.each(viewports)('uploads on a $name ($width x $height)', (viewport) => {
  it('drops and picks images, refuses an oversized one before sending it, shows progress, then reads them in view mode', async () => {
    const api = await adminApi();
    const created = (await createGame(api, {
      title: `Uploads ${viewport.name} ${Date.now()}`,
    })) as ContentItem;
    const page = await openSignedIn(browser(), adminUser(), `${game.route}/edit/${created.id}`);
    await page.setViewportSize(viewport);
    const form = await openedForm(page, `Edit game ${created.title}`);
    await form.getByRole('tab', { name: 'Game Options' }).click();

    // Dropped onto the zone: its thumbnail, its name, its pixel and byte size, the size it should be.
    await dropOnto(page, form, 'Image 1 (100x100)', { name: 'dropped.png', width: 100, height: 100 });
    await form.getByRole('img', { name: 'Image 1 (100x100) preview' }).waitFor();
    await form.getByText('dropped.png', { exact: true }).waitFor();
    await form.getByText(/^100x100 · \d+ bytes · not saved yet$/).waitFor();
    expect(await descriptionOf(form.getByLabel('Image 1 (100x100)'))).toContain(
      'Expected 100x100 · this image 100x100',
    );
    expect(await form.getByText(/^Warning:/).count()).toBe(0);

    // Picked by keyboard: Tab reaches the field, Enter opens the file chooser.
    // (Playwright takes over the chooser once a listener waits for it: that listener comes first.)
    const chooser = page.waitForEvent('filechooser');
    const image2 = form.getByLabel('Image 2 (200x200)');
    await form.getByRole('button', { name: 'Remove Image 1 (100x100)' }).focus();
    await page.keyboard.press('Tab');
    expect(await image2.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(await fileOf(page, { name: 'wide.png', width: 640, height: 480 }));
    // A wrong size is said in words, beside the size expected.
    const warning = `Warning: ${contentMessage.unexpectedImageSize('200x200')}`;
    await form.getByText(warning).waitFor();
    expect(await descriptionOf(image2)).toContain('Expected 200x200 · this image 640x480');

    // Over 10 MB: refused as it is dropped, in the server's words, and not taken for the save.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/${game.calls.update}`)) saves.push(request.url());
    });
    const tooLarge = contentMessage.fileTooLarge(fileLimits.image.maxBytes);
    await dropOnto(page, form, 'Image 3 (260x320)', {
      name: 'huge.png',
      width: 260,
      height: 320,
      bytes: 11 * 1024 * 1024,
    });
    await form.getByText(tooLarge).waitFor();
    const image3 = form.getByLabel('Image 3 (260x320)');
    expect(await image3.getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(image3)).toContain(tooLarge);
    expect(await form.getByText('huge.png').count()).toBe(0);
    expect(saves).toEqual([]);

    // A larger file on a slow uplink: the bar shows how much has been sent while it goes.
    await dropOnto(page, form, 'Image 4 (556x143)', {
      name: 'banner.png',
      width: 556,
      height: 143,
      bytes: 1024 * 1024,
    });
    await form.getByText('banner.png', { exact: true }).waitFor();
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    const progress = page.getByRole('progressbar', { name: 'Files sent' });
    await progress.waitFor();
    const sent = Number(await progress.getAttribute('aria-valuenow'));
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sent).toBeLessThanOrEqual(100);
    expect(await progress.getAttribute('aria-valuemax')).toBe('100');
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/^\d{1,3}%$/);
    await page.waitForURL((url) => url.pathname === game.route, { timeout: 60_000 });
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    expect(saves).toHaveLength(1);

    const saved = await getGame(created.id);
    const media = saved.media as Record<string, MediaFile>;
    expect(media.image_1).toMatchObject({ original_name: 'dropped.png', width: 100, height: 100 });
    expect(media.image_2).toMatchObject({ original_name: 'wide.png', width: 640, height: 480 });
    expect(media.image_4).toMatchObject({ original_name: 'banner.png', bytes: expect.any(Number) });
    expect(media.image_4?.bytes).toBeGreaterThanOrEqual(1024 * 1024);
    expect(saved.image_3).toBe('');

    // View mode: the file as text and a thumbnail linking to it, nothing to change, nothing faint.
    await goInApp(page, `${game.route}/view/${created.id}`);
    const view = await openedForm(page, `View game ${created.title}`);
    await view.getByRole('tab', { name: 'Game Options' }).click();
    // Each file is a group its label names.
    const viewed = view.getByRole('group', { name: 'Image 2 (200x200)', exact: true });
    const thumbnailLink = viewed.getByRole('link', { name: 'wide.png', exact: true });
    expect(await thumbnailLink.getAttribute('href')).toBe(saved.image_2);
    await thumbnailLink.getByRole('img', { name: 'Image 2 (200x200) preview' }).waitFor();
    const name = viewed.getByText('wide.png', { exact: true });
    const sizes = viewed.getByText(/^640x480 · \d+ (bytes|KB)$/);
    for (const text of [name, sizes]) {
      const ink = await inkOf(text);
      expect(ink.color).toBe(ink.body);
      expect(ink.opacity).toBe(1);
    }
    expect(await view.getByRole('button', { name: 'Image 2 (200x200)', exact: true }).count()).toBe(0);
    expect(await view.getByRole('button', { name: /^(Remove|Reset) / }).count()).toBe(0);
    expect(await view.getByText(dropText).count()).toBe(0);
  });

  it('stores the id of a pasted YouTube share link, and splits a pasted keyword list', async () => {
    const api = await adminApi();
    const created = (await createGame(api, { title: `Paste ${viewport.name} ${Date.now()}` })) as ContentItem;
    const page = await openSignedIn(browser(), adminUser(), `${game.route}/edit/${created.id}`);
    await page.setViewportSize(viewport);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const paste = async (input: Locator, text: string) => {
      await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
      await input.focus();
      await page.keyboard.press('ControlOrMeta+V');
    };
    const form = await openedForm(page, `Edit game ${created.title}`);

    const keywords = form.getByLabel('Keywords', { exact: true });
    await paste(keywords, 'a, b ,c');
    await eventually(() => keywords.inputValue()).toBe('');
    // Three keywords, each its own pill.
    for (const word of ['a', 'b', 'c']) await form.getByText(word, { exact: true }).waitFor();

    await form.getByRole('tab', { name: 'Game Options' }).click();
    const youtube = form.getByLabel('YouTube Video 1', { exact: true });
    await paste(youtube, 'https://youtu.be/aqz-KE-bpKQ?si=Jx8f-QkXb2rT9aPz');
    await eventually(() => descriptionOf(youtube)).toContain('Stored as the video id aqz-KE-bpKQ');
    // Text that names no video is refused in the rule's words, before anything is sent.
    const other = form.getByLabel('YouTube Video 2', { exact: true });
    await paste(other, 'https://youtube.com.evil.com/watch?v=aqz-KE-bpKQ');
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, contentMessage.notSaved('Game'))
      .getByText(`YouTube Video 2: ${contentMessage.youtubeId}`)
      .waitFor();
    expect(await descriptionOf(other)).toContain(contentMessage.youtubeId);
    await other.fill('');

    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === game.route);
    const saved = await getGame(created.id);
    expect(saved).toMatchObject({ youtube_video_1: 'aqz-KE-bpKQ', youtube_video_2: '', keywords: 'a,b,c' });
  });
});
