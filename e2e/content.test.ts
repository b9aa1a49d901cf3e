import { contentMessage, game, gamedeal, recipe } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredPng } from '../apps/server/src/content/png.ts';
import { adminApi, adminUser, createContent, createProject, createTag } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually, filterColumn, openedForm } from './support/screen.ts';

const browser = useBrowser();
let projectName: string;
let otherProjectName: string;
let tag: { id: number; name: string };
let otherTag: { id: number; name: string };
beforeAll(async () => {
  const api = await adminApi();
  projectName = (await createProject({}, api)).name;
  otherProjectName = (await createProject({}, api)).name;
  const suffix = Date.now().toString(36);
  tag = await createTag(api, `Arcade ${suffix}`, ['game']);
  otherTag = await createTag(api, `Puzzle ${suffix}`, ['game']);
});

let counter = 0;
const uniqueTitle = (word: string) => {
  counter += 1;
  return `${word} ${Date.now().toString(36)}${counter}`;
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled `label`; a required field's label ends with an asterisk. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escaped(label)}( \\*)?$`));

/** Picks `option` in the multi-select labelled `label`. */
async function pick(page: Page, form: Locator, label: string, option: string) {
  await field(form, label).click();
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** Chooses `option` in the single select labelled `label`. */
async function choose(page: Page, form: Locator, label: string, option: string) {
  await field(form, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** A PNG of the given pixel size, drawn by the browser itself. */
async function pngOf(page: Page, { width, height }: { width: number; height: number }) {
  const base64 = await page.evaluate(
    ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#3366cc';
        context.fillRect(0, 0, width, height);
      }
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    { width, height },
  );
  return { name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Reads a call's answer as the signed-in page would, with its session. */
async function apiCall<T>(page: Page, path: string, body: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
  if (envelope.status !== 'OK') throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

/** Opens the list of `route`, filters it by title and answers the table once the item shows. */
async function findInList(
  page: Page,
  { route, label, title }: { route: string; label: string; title: string },
) {
  if (new URL(page.url()).pathname !== route) await page.goto(route);
  const table = page.getByRole('table', { name: label });
  await filterColumn(table, 'Title', title);
  await eventually(() => columnTexts(table, 'Title')).toEqual([title]);
  return table;
}

/**
 * A recipe made through the API (the New recipe form has tests of its own), titled `text.word`
 * and a unique suffix, with one ingredient and one instruction; then opened by its list row's
 * `action` link. Answers the page, the title and the opened form.
 */
async function openNewRecipeFromList(
  action: 'View' | 'Edit',
  text: { word: string; description: string; ingredient: string; instruction: string },
) {
  const title = uniqueTitle(text.word);
  await createContent(await adminApi(), recipe, {
    title,
    description: text.description,
    ingredients: [text.ingredient],
    instructions: [text.instruction],
  });
  const page = await openSignedIn(browser(), adminUser(), recipe.route);
  const table = await findInList(page, { route: recipe.route, label: 'Recipes', title });
  await table.getByRole('link', { name: `${action} ${title}` }).click();
  return { page, title, form: await openedForm(page, `${action} recipe ${title}`) };
}

describe('the content screens', () => {
  it('creates a game with an uploaded image, then edits it; fields of another technology are dropped', async () => {
    const title = uniqueTitle('Space Cats');
    const page = await openSignedIn(browser(), adminUser(), game.route);
    await page.getByRole('link', { name: 'Add new game' }).click();
    const form = await openedForm(page, 'New game');

    await field(form, 'Title').fill(title);
    await field(form, 'Keywords').fill('cats');
    await page.keyboard.press('Enter');
    await field(form, 'Keywords').fill('space');
    await page.keyboard.press('Enter');
    // Tags are chosen per project, among the item's projects only.
    await form.getByText(contentMessage.selectProjectFirst).first().waitFor();
    await pick(page, form, 'Projects', projectName);
    await pick(page, form, 'Projects', otherProjectName);
    await choose(page, form, 'Project whose tags to choose', projectName);
    await pick(page, form, `Tags for ${projectName}`, tag.name);
    await choose(page, form, 'Project whose tags to choose', otherProjectName);
    await pick(page, form, `Tags for ${otherProjectName}`, otherTag.name);
    // Taking the second project out drops its tags, and says why there are none to choose.
    await field(form, 'Projects').click();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await form.getByText(contentMessage.includeProjectForTags(otherProjectName)).waitFor();
    await form.getByText(contentMessage.projectNotIncluded(otherProjectName)).waitFor();

    await form.getByRole('tab', { name: 'Game Options' }).click();
    await field(form, 'Width').fill('8a00');
    expect(await field(form, 'Width').inputValue()).toBe('800');
    await field(form, 'Height').fill('600');
    await field(form, 'Technology').selectOption('external');
    await field(form, 'Game URL').fill('https://play.example.com/space-cats');
    await field(form, 'Image 1 (100x100)').setInputFiles(await pngOf(page, { width: 120, height: 90 }));
    await form.getByRole('img', { name: 'Image 1 (100x100) preview' }).waitFor();
    await form.getByText('Expected 100x100 · this image 120x90').waitFor();

    // Changing the technology hides the URL, and the save leaves it out.
    await field(form, 'Technology').selectOption('html5');
    expect(await field(form, 'Game URL').count()).toBe(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === game.route);
    await banner(page, contentMessage.saved('Game')).waitFor();

    const table = await findInList(page, { route: game.route, label: 'Games', title });
    expect(await columnTexts(table, 'Technology')).toEqual(['html5']);
    await table.getByRole('button', { name: 'Preview Image 1' }).click();
    const preview = page.getByRole('img', { name: 'Image 1 preview' });
    await preview.waitFor();
    // The whole picture opens in a tab of its own, from the same address.
    const fullSize = page.getByRole('link', { name: 'Open full size' });
    expect(await fullSize.getAttribute('href')).toBe(await preview.getAttribute('src'));
    expect(await fullSize.getAttribute('target')).toBe('_blank');
    await page.keyboard.press('Escape');
    // On a phone, with no room beside its button for a wide picture, it opens below the button,
    // whole inside the window, without the page scrolling sideways for it.
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    const previewButton = table.getByRole('button', { name: 'Preview Image 1' });
    await previewButton.click();
    await preview.waitFor();
    const buttonBox = await previewButton.boundingBox();
    expect((await preview.boundingBox())?.y).toBeGreaterThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
    for (const part of [preview, fullSize]) {
      const box = await part.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(await page.evaluate(() => document.scrollingElement?.scrollLeft)).toBe(0);
    await page.keyboard.press('Escape');
    if (desktop) await page.setViewportSize(desktop);

    await table.getByRole('link', { name: `Edit ${title}` }).click();
    const editForm = await openedForm(page, `Edit game ${title}`);
    await editForm.getByRole('tab', { name: 'Game Options' }).click();
    expect(await field(editForm, 'Width').inputValue()).toBe('800');
    await editForm.getByRole('img', { name: 'Image 1 (100x100) preview' }).waitFor();
    await editForm.getByRole('tab', { name: 'General Options' }).click();
    await field(editForm, 'Title').fill(`${title} II`);
    await editForm.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === game.route);
    await banner(page, contentMessage.saved('Game')).waitFor();

    const rows = await findInList(page, { route: game.route, label: 'Games', title: `${title} II` });
    const id = Number((await columnTexts(rows, 'ID'))[0]);
    const saved = await apiCall<Record<string, unknown>>(page, game.calls.get, { id });
    expect(saved).toMatchObject({
      title: `${title} II`,
      keywords: 'cats,space',
      width: 800,
      technology: 'html5',
    });
    expect(saved.game_url ?? '').toBe('');
    expect(String(saved.image_1)).toMatch(/\.png$/);
  });

  it("offers a game's projects of content type game first, the others under their own heading", async () => {
    const api = await adminApi();
    const recipeSite = (await createProject({ content_type: 'recipe' }, api)).name;
    const typeOf = new Map(
      (
        (await api.call('project-service/get-all-projects', {})) as { name: string; content_type: string }[]
      ).map((project) => [project.name, project.content_type]),
    );
    const page = await openSignedIn(browser(), adminUser(), `${game.route}/new`);
    const form = await openedForm(page, 'New game');
    await field(form, 'Projects').click();
    const listbox = page.getByRole('listbox');
    await listbox.getByText('Game projects', { exact: true }).waitFor();
    await listbox.getByText('Other projects', { exact: true }).waitFor();
    const offered = (await listbox.getByRole('option').allTextContents()).map((name) => typeOf.get(name));
    const firstOther = offered.findIndex((type) => type !== 'game');
    expect(offered[0]).toBe('game');
    expect(firstOther).toBeGreaterThan(0);
    expect(offered.slice(firstOther).every((type) => type !== 'game')).toBe(true);
    expect(await listbox.getByRole('option', { name: recipeSite }).count()).toBe(1);
  });

  it('creates a recipe with ordered ingredients: Enter adds, empty items are refused, items move', async () => {
    const title = uniqueTitle('Lemon Cake');
    const page = await openSignedIn(browser(), adminUser(), `${recipe.route}/new`);
    const form = await openedForm(page, 'New recipe');
    await field(form, 'Title').fill(title);
    await field(form, 'Description').fill('A cake for Sundays.');

    await form.getByRole('tab', { name: 'Recipe Options' }).click();
    const newIngredient = field(form, 'New ingredient');
    await newIngredient.fill('   ');
    await newIngredient.press('Enter');
    await form.getByText('Type the ingredient first; an empty one cannot be added.').waitFor();
    for (const item of ['flour', 'sugar', 'lemons']) {
      await newIngredient.fill(item);
      await newIngredient.press('Enter');
    }
    await form.getByRole('button', { name: 'Move ingredient 3 up' }).click();
    await form.getByRole('button', { name: 'Remove ingredient 1' }).click();
    await field(form, 'New instruction').fill('Mix and bake for 40 minutes.');
    await form.getByRole('button', { name: 'Add instruction' }).click();
    // Still on the form: Enter added an item instead of submitting.
    expect(new URL(page.url()).pathname).toBe(`${recipe.route}/new`);

    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === recipe.route);
    await banner(page, contentMessage.saved('Recipe')).waitFor();
    const table = await findInList(page, { route: recipe.route, label: 'Recipes', title });
    const id = Number((await columnTexts(table, 'ID'))[0]);
    const saved = await apiCall<Record<string, unknown>>(page, recipe.calls.get, { id });
    expect(saved.ingredients).toEqual(['lemons', 'sugar']);
    expect(saved.instructions).toEqual(['Mix and bake for 40 minutes.']);
  });

  it('refuses a recipe without its required fields, naming them and every tab', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${recipe.route}/new`);
    const form = await openedForm(page, 'New recipe');
    await form.getByRole('button', { name: 'Submit' }).click();
    const failure = banner(page, contentMessage.notSaved('Recipe'));
    await failure.waitFor();
    await failure.getByText('Please check all tabs').waitFor();
    await failure.getByText('Ingredients: is required').waitFor();
    expect(
      await form.getByRole('tab', { name: /Recipe Options/ }).getAttribute('aria-describedby'),
    ).toBeTruthy();
  });

  it('keeps only the allowed elements of pasted rich text in a game deal', async () => {
    const title = uniqueTitle('Half price');
    const page = await openSignedIn(browser(), adminUser(), `${gamedeal.route}/new`);
    const form = await openedForm(page, 'New game deal');
    await field(form, 'Title').fill(title);
    await form.getByRole('tab', { name: 'Game Deal Options' }).click();
    await field(form, 'Source').fill('Steam');
    await form.getByRole('textbox', { name: 'Link', exact: true }).fill('https://store.example.com/deal');
    const editor = form.getByRole('textbox', { name: 'Body' });
    await editor.click();
    await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.setData(
        'text/html',
        '<p><b>Half</b> price <img src=x onerror="alert(1)"><script>alert(2)</script><a href="https://example.com" onclick="x()">now</a></p>',
      );
      data.setData('text/plain', 'Half price now');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await editor.getByText('Half').waitFor();
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === gamedeal.route);

    const table = await findInList(page, { route: gamedeal.route, label: 'Game Deals', title });
    const id = Number((await columnTexts(table, 'ID'))[0]);
    const saved = await apiCall<{ body: string }>(page, gamedeal.calls.get, { id });
    expect(saved.body).toMatch(/<(b|strong)>Half<\/(b|strong)>/);
    expect(saved.body).toContain('href="https://example.com"');
    expect(saved.body).not.toMatch(/script|onerror|onclick|<img/);
  });

  it('refuses an image over the pixel budget as it is chosen, before sending or drawing it', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${game.route}/new`);
    const form = await openedForm(page, 'New game');
    const multipartSaves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('game-service/create-game'))
        multipartSaves.push(request.url());
    });
    await form.getByRole('tab', { name: game.tabLabel }).click();
    const image = field(form, 'Image 1 (100x100)');
    const bomb = { name: 'bomb.png', mimeType: 'image/png', buffer: declaredPng(30_000, 30_000) };
    await image.setInputFiles(bomb);
    await form.getByText(contentMessage.imageTooLarge).waitFor();
    expect(await image.getAttribute('aria-invalid')).toBe('true');
    // Nothing was taken: no preview to decode, no file waiting to be saved.
    expect(await form.getByRole('img', { name: 'Image 1 (100x100) preview' }).count()).toBe(0);
    expect(await form.getByText('not saved yet').count()).toBe(0);
    expect(await image.evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    // An image within the budget replaces the refusal.
    await image.setInputFiles(await pngOf(page, { width: 100, height: 100 }));
    await form.getByRole('img', { name: 'Image 1 (100x100) preview' }).waitFor();
    expect(await form.getByText(contentMessage.imageTooLarge).count()).toBe(0);
    expect(multipartSaves).toEqual([]);
  });

  it('shows an item to read in view mode: values as text, no inputs, no Submit', async () => {
    const { title, form: view } = await openNewRecipeFromList('View', {
      word: 'Read Only',
      description: 'Only to look at.',
      ingredient: 'salt',
      instruction: 'Taste.',
    });
    const shown = (label: string) => view.getByRole('group', { name: label, exact: true });
    expect(await shown('Title').innerText()).toBe(title);
    expect(await shown('Description').innerText()).toBe('Only to look at.');
    for (const tab of ['General Options', 'Recipe Options']) {
      await view.getByRole('tab', { name: tab }).click();
      const panel = view.getByRole('tabpanel', { name: tab });
      // Not one control, files included: view mode draws values as text.
      expect(await panel.locator('input:not([type=hidden]), textarea, select').count()).toBe(0);
    }
    await view.getByRole('tab', { name: 'Recipe Options' }).click();
    expect(await shown('Ingredients').getByRole('listitem').allInnerTexts()).toEqual(['salt']);
    expect(await view.getByRole('button', { name: 'Submit' }).count()).toBe(0);
    expect(await view.getByRole('button', { name: /^Remove|^Move|^Add/ }).count()).toBe(0);
  });

  it('refuses an edit over a newer save, naming who saved it', async () => {
    const {
      page,
      title,
      form: editForm,
    } = await openNewRecipeFromList('Edit', {
      word: 'Conflict',
      description: 'Two editors.',
      ingredient: 'eggs',
      instruction: 'Whisk.',
    });

    // A colleague saves the same recipe in another tab, a second later.
    const other = await browser().contexts()[0]?.newPage();
    if (!other) throw new Error('no browser context');
    await other.goto(page.url());
    const otherForm = await openedForm(other, `Edit recipe ${title}`);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await field(otherForm, 'Description').fill('Saved first.');
    await otherForm.getByRole('button', { name: 'Submit' }).click();
    await other.waitForURL((url) => url.pathname === recipe.route);

    await field(editForm, 'Description').fill('Saved second.');
    await editForm.getByRole('button', { name: 'Submit' }).click();
    const failure = banner(page, contentMessage.notSaved('Recipe'));
    await failure.waitFor();
    await failure.getByText(/changed by admin at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/).waitFor();
    expect(new URL(page.url()).pathname).toContain('/edit/');
  });

  it('shows a content card per type on the dashboard, each counting and linking to its list', async () => {
    const page = await openSignedIn(browser(), adminUser());
    const section = page.getByRole('region', { name: 'Content' });
    const games = section.getByRole('link', { name: /^Games \d+ items?$/ });
    await games.waitFor();
    expect(await section.getByRole('link').count()).toBe(8);
    const counted = await apiCall<Record<string, number>>(page, 'dashboard-service/get-content-counts', {});
    expect(await games.textContent()).toContain(String(counted.game));
    await games.click();
    await page.waitForURL((url) => url.pathname === game.route);
    await page.getByRole('heading', { name: 'Games', level: 1 }).waitFor();
  });
});
