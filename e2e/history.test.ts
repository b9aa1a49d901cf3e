import { type ContentItem, contentFormEntries, contentMessage, game, gamedeal } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, adminApi, adminUser, createProject, createTag } from './support/api.ts';
import { goInApp, keptSignedIn, useBrowser } from './support/browser.ts';
import { banner, openedForm } from './support/screen.ts';

const browser = useBrowser();
let api: ApiClient;
let siteA: { id: number; name: string };
let siteB: { id: number; name: string };
let dealTag: { id: number; name: string };
let otherDealTag: { id: number; name: string };
beforeAll(async () => {
  api = await adminApi();
  siteA = await createProject({}, api);
  siteB = await createProject({}, api);
  const suffix = Date.now().toString(36);
  dealTag = await createTag(api, `Bargain ${suffix}`, ['gamedeal']);
  otherDealTag = await createTag(api, `Steal ${suffix}`, ['gamedeal']);
});

/** A 1x1 PNG: enough for the server's sniffing, and small. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A save as the web form sends it: text parts, then each file under the name it was chosen with. */
function saveForm(
  definition: typeof game | typeof gamedeal,
  values: Record<string, unknown>,
  files: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of contentFormEntries(definition, values)) form.append(key, value);
  for (const [key, name] of Object.entries(files))
    form.append(key, new Blob([onePixelPng], { type: 'image/png' }), name);
  return form;
}

/**
 * An item made with `files`, then saved again with `changes` (files kept): a history of two
 * entries. Answers the item as first saved.
 */
async function createThenEdit(
  definition: typeof game | typeof gamedeal,
  values: Record<string, unknown>,
  files: Record<string, string>,
  changes: Record<string, unknown>,
) {
  const created = (await api.callForm(
    definition.calls.create as never,
    saveForm(definition, values, files),
  )) as ContentItem;
  await api.callForm(
    definition.calls.update as never,
    saveForm(definition, {
      ...values,
      id: created.id,
      update_datetime: created.update_datetime,
      ...changes,
    }),
  );
  return created;
}

/** A PNG of the given size drawn by the browser, chosen under `name`. */
async function pngNamed(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 90;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#cc6633';
      context.fillRect(0, 0, 120, 90);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** The sentences of the newest entry of the History tab, once it has loaded. */
async function historyOf(form: Locator) {
  await form.getByRole('tab', { name: 'History' }).click();
  const history = form.getByRole('tabpanel', { name: 'History' });
  await history.getByText('Created by admin').waitFor();
  return history;
}

describe('the History tab', () => {
  it('reads changes to projects, tags, keywords, rich text and an image as sentences of names', async () => {
    const title = `Deal ${Date.now().toString(36)}`;
    const values = {
      title,
      status: 'ACTIVE',
      keywords: 'cheap',
      projects: [siteA.id],
      categories: [],
      tags: { [siteA.id]: [dealTag.id] },
      source: 'Steam',
      link: 'https://store.example.com/deal',
      body: '<p>Half price this week</p>',
    };
    const created = await createThenEdit(
      gamedeal,
      values,
      { image_1: 'deal cover.png' },
      {
        keywords: 'cheap,sale',
        projects: [siteA.id, siteB.id],
        tags: { [siteA.id]: [otherDealTag.id], [siteB.id]: [dealTag.id] },
        body: '<p>Half price <b>until Sunday</b> this week</p>',
      },
    );

    // The image is replaced in the browser, so the name is the one a person's file chooser gave.
    // One admin page for the file, moved inside the app: a page load costs three times the move.
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, `${gamedeal.route}/edit/${created.id}`);
    const form = await openedForm(page, `Edit game deal ${title}`);
    await form.getByRole('tab', { name: 'Game Deal Options' }).click();
    await form.getByRole('link', { name: 'deal cover.png' }).waitFor();
    await form.getByLabel('Image 1 (600x350)').setInputFiles(await pngNamed(page, 'deal banner.png'));
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === gamedeal.route);
    await banner(page, contentMessage.saved('Game Deal')).waitFor();

    await goInApp(page, `${gamedeal.route}/view/${created.id}`);
    const view = await openedForm(page, `View game deal ${title}`);
    const history = await historyOf(view);
    for (const sentence of [
      "Image 1: replaced 'deal cover.png' with 'deal banner.png'",
      'Keywords: added sale',
      `Projects: added ${siteB.name}`,
      `Tags: added ${otherDealTag.name} on ${siteA.name}; added ${dealTag.name} on ${siteB.name}; removed ${dealTag.name} on ${siteA.name}`,
      'Body: changed (+2 words, −0)',
      `Projects: added ${siteA.name}`,
      `Tags: added ${dealTag.name} on ${siteA.name}`,
      "Image 1: added 'deal cover.png'",
      'Body: 4 words',
    ])
      await history.getByText(sentence, { exact: true }).waitFor();
    expect(await history.textContent()).not.toMatch(/\[object Object\]|\{"\d+":/);
    await view.getByRole('tab', { name: 'Game Deal Options' }).click();
    await view.getByRole('link', { name: 'deal banner.png' }).waitFor();
  });

  it('summarises review rows and shows a hostile file name as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>.png';
    const title = `Reviewed ${Date.now().toString(36)}`;
    const values = {
      title,
      status: 'ACTIVE',
      projects: [],
      categories: [],
      tags: {},
      width: 800,
      height: 600,
      technology: 'external',
      game_url: 'https://play.example.com/g',
      review_urls: [{ name: 'IGN', url: 'https://ign.example.com/r', rating: 80 }],
      guide_urls: [],
    };
    const created = await createThenEdit(
      game,
      values,
      { image_1: hostile },
      {
        review_urls: [
          { name: 'IGN', url: 'https://ign.example.com/r', rating: 85 },
          { name: 'Polygon', url: 'https://polygon.example.com/r', rating: 70 },
        ],
        guide_urls: ['https://guides.example.com/g'],
      },
    );
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, `${game.route}/view/${created.id}`);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    const view = await openedForm(page, `View game ${title}`);
    const history = await historyOf(view);
    await history
      .getByText("Review URLs: added review 'Polygon' 70%; changed review 'IGN' 80% → 85%")
      .waitFor();
    await history.getByText("Guide URLs: added 'https://guides.example.com/g'").waitFor();
    await history.getByText(`Image 1: added '${hostile}'`, { exact: true }).waitFor();
    await view.getByRole('tab', { name: 'Game Options' }).click();
    await view.getByRole('link', { name: hostile }).waitFor();
    expect(await page.locator('img[onerror]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
