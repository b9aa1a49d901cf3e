import {
  bannerText,
  type ContentTypeDefinition,
  contentMessage,
  contentTypes,
  type EntityDefinition,
  entities,
  exampleValues,
  game,
  tagEntity,
  viewPositions,
} from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createContent, createGame } from './support/api.ts';
import { goInApp, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import { fillEntityForm } from './support/entity-form.ts';
import { banner, eventually, openedForm } from './support/screen.ts';

/**
 * After a save the user sees what was saved (issue 22, item 4): the list, as the user left it,
 * opens on the page holding the item with its row marked, and the banner links to the item.
 */

const browser = useBrowser();
const pageSize = 20;
let stamp = 0;
const unique = (word: string) => {
  stamp += 1;
  return `${word} ${Date.now().toString(36)}${stamp}`;
};

type Game = { id: number; title: string };
const allGames = async () => (await (await adminApi()).call(game.calls.list)) as Game[];

// Games enough for three pages and more, as a publisher's list has.
beforeAll(async () => {
  const api = await adminApi();
  const missing = Math.max(0, 3 * pageSize + 5 - (await allGames()).length);
  for (let made = 0; made < missing; made += 1) await createGame(api, { title: unique('Filler game') });
});

/** The row the table marks as the one just saved. */
const landedRow = (table: Locator) => table.locator('tbody tr[aria-current="true"]');

/** The page number the address says, 1 when it says none. */
const pageOf = (page: Page) => Number(new URL(page.url()).searchParams.get('page') ?? '1');

/** Waits for the list at `route` to land on a row holding `text`, and checks it is in sight. */
async function expectLanded(
  page: Page,
  { route, label, text }: { route: string; label: string; text: string },
) {
  await page.waitForURL((url) => url.pathname === route);
  const table = page.getByRole('table', { name: label });
  const row = landedRow(table);
  await eventually(() => row.textContent()).toContain(text);
  expect(await row.count()).toBe(1);
  const isInSight = await row.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
  expect(isInSight).toBe(true);
  return { table, row };
}

/** The success banner of a save, with its link to the item. */
async function expectOpenLink(page: Page, { title, href }: { title: string; href: string }) {
  const saved = banner(page, title);
  const link = saved.getByRole('link', { name: bannerText.savedItem.open });
  await link.waitFor();
  expect(await link.getAttribute('href')).toBe(href);
  return link;
}

async function fillNewGame(form: Locator, title: string) {
  await form.getByLabel(/^Title( \*)?$/).fill(title);
  await form.getByRole('tab', { name: 'Game Options' }).click();
  await form.getByLabel(/^Width( \*)?$/).fill('640');
  await form.getByLabel(/^Height( \*)?$/).fill('480');
  await form.getByLabel(/^Technology( \*)?$/).selectOption('html5');
}

/** A new game's form opened from the list at `address`, filled with a title of its own. */
async function newGameFrom(address: string, titlePrefix: string) {
  const page = await openSignedIn(browser(), adminUser(), address);
  await page.getByRole('link', { name: 'Add new game' }).click();
  const form = await openedForm(page, 'New game');
  const title = unique(titlePrefix);
  await fillNewGame(form, title);
  return { page, form, title };
}

describe('landing on what was saved', () => {
  it('a new game, the list sorted by ascending id, shows the page holding it, marked, and Open it opens it', async () => {
    const { page, form, title } = await newGameFrom(`${game.route}?sort=id&dir=asc`, 'Landing game');
    await form.getByRole('button', { name: 'Submit' }).click();

    const { row } = await expectLanded(page, { route: game.route, label: 'Games', text: title });
    const params = new URL(page.url()).searchParams;
    expect([params.get('sort'), params.get('dir')]).toEqual(['id', 'asc']);
    const games = await allGames();
    const saved = games.find((item) => item.title === title);
    const position = [...games].sort((a, b) => a.id - b.id).findIndex((item) => item.id === saved?.id);
    expect(pageOf(page)).toBe(Math.floor(position / pageSize) + 1);
    expect(pageOf(page)).toBeGreaterThan(3);
    await page.getByRole('button', { name: `Page ${pageOf(page)}` }).waitFor();
    expect(
      await page.getByRole('button', { name: `Page ${pageOf(page)}` }).getAttribute('aria-current'),
    ).toBe('page');

    // The mark goes with the user's first page change.
    const link = await expectOpenLink(page, {
      title: contentMessage.saved('Game'),
      href: `${game.route}/view/${saved?.id}`,
    });
    expect(await row.getAttribute('aria-current')).toBe('true');
    await link.click();
    await openedForm(page, `View game ${title}`);
    await page.goBack();
    await page.getByRole('button', { name: 'Page 1', exact: true }).click();
    await eventually(async () => pageOf(page)).toBe(1);
    await eventually(() => landedRow(page.getByRole('table', { name: 'Games' })).count()).toBe(0);
  });

  it('a save sent from the far end of its form shows the list from its top, banner and row in sight', async () => {
    const { page, form, title } = await newGameFrom(`${game.route}?sort=id&dir=desc`, 'Far end game');
    await form.getByRole('tab', { name: 'General Options' }).click();
    const submit = form.getByRole('button', { name: 'Submit' });
    await submit.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await submit.click();

    const { row } = await expectLanded(page, { route: game.route, label: 'Games', text: title });
    expect(await row.evaluate((element) => element.closest('tbody')?.firstElementChild === element)).toBe(
      true,
    );
    const saved = banner(page, contentMessage.saved('Game'));
    const isInSight = (element: Element) =>
      element.getBoundingClientRect().top >= 0 &&
      element.getBoundingClientRect().bottom <= window.innerHeight;
    await eventually(() => saved.evaluate(isInSight)).toBe(true);
  });

  it('an edit that moves an item under a title sort lands on the page it moved to', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${game.route}?sort=title&dir=asc&page=3`);
    const table = page.getByRole('table', { name: 'Games' });
    const editLink = table.getByRole('link', { name: /^Edit / }).first();
    await editLink.waitFor();
    const oldTitle = String(await editLink.getAttribute('aria-label')).replace(/^Edit /, '');
    await editLink.click();
    const form = await openedForm(page, `Edit game ${oldTitle}`);
    // 'zz' sorts after every other title: the item moves from page 3 to the last page.
    const title = unique('zz Moved');
    await form.getByLabel(/^Title( \*)?$/).fill(title);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expectLanded(page, { route: game.route, label: 'Games', text: title });
    const games = await allGames();
    const order = viewPositions(games, [{ id: 'title' }], {
      sort: { columnId: 'title', direction: 'asc' },
      filters: {},
    });
    const position = order.findIndex((at) => games[at]?.title === title);
    expect(pageOf(page)).toBe(Math.floor(position / pageSize) + 1);
    expect(pageOf(page)).not.toBe(3);
  });

  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: a new one lands on its row, with Open it',
    async (_label, definition) => {
      // One page for every type's walk, each reaching its list inside the app.
      const page = await keptSignedIn(browser(), adminUser());
      await goInApp(page, definition.route);
      await page.getByRole('link', { name: definition.addLabel, exact: true }).click();
      const form = await openedForm(page, definition.titles.new);
      const values = exampleValues(definition);
      await fillEntityForm(form, definition, values);
      await form.getByRole('button', { name: 'Submit' }).click();
      const name = String(values[definition.nameField]);
      await expectLanded(page, { route: definition.route, label: definition.pluralLabel, text: name });
      const link = banner(page, definition.texts.saved).getByRole('link', {
        name: bannerText.savedItem.open,
      });
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^${definition.route}/view/\\d+$`));
    },
  );

  it.each(contentTypes.map((definition): [string, ContentTypeDefinition] => [definition.label, definition]))(
    '%s: an edited item lands on its row',
    async (_label, definition) => {
      const api = await adminApi();
      const before = unique(`Landing ${definition.label}`);
      const item = (await createContent(api, definition, { title: before })) as { id: number };
      // Made just now, the item is new to the page that every type's edit reaches inside the app.
      const page = await keptSignedIn(browser(), adminUser());
      await goInApp(page, `${definition.route}/edit/${item.id}`);
      const form = await openedForm(page, `Edit ${definition.label.toLowerCase()} ${before}`);
      const title = `${before} edited`;
      await form.getByLabel(/^Title( \*)?$/).fill(title);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expectLanded(page, { route: definition.route, label: definition.pluralLabel, text: title });
      await expectOpenLink(page, {
        title: contentMessage.saved(definition.label),
        href: `${definition.route}/view/${item.id}`,
      });
    },
  );

  it('Save and add another keeps a fresh, empty form with its first field focused, and the item is saved', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${game.route}/new`);
    const form = await openedForm(page, 'New game');
    const title = unique('Another game');
    await fillNewGame(form, title);
    // From the keyboard: the button is reached by Tab like Submit.
    await form.getByRole('button', { name: 'Save and add another' }).focus();
    await page.keyboard.press('Enter');

    await eventually(async () => (await allGames()).some((item) => item.title === title)).toBe(true);
    const id = (await allGames()).find((item) => item.title === title)?.id;
    await expectOpenLink(page, { title: contentMessage.saved('Game'), href: `${game.route}/view/${id}` });
    expect(new URL(page.url()).pathname).toBe(`${game.route}/new`);
    const fresh = await openedForm(page, 'New game');
    const titleField = fresh.getByLabel(/^Title( \*)?$/);
    await eventually(() => titleField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await titleField.inputValue()).toBe('');
    await fresh.getByRole('tab', { name: 'Game Options' }).click();
    expect(await fresh.getByLabel(/^Width( \*)?$/).inputValue()).toBe('');

    // Back leads to the list, not to the form just saved.
    await fresh.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === game.route);
  });

  it('a new item the filters hide: the banner says so, opens it anyway, and Clear filters lands on it', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${tagEntity.route}?f_name=no-such-tag-at-all`);
    await page.getByRole('link', { name: tagEntity.addLabel, exact: true }).click();
    const form = await openedForm(page, tagEntity.titles.new);
    const values = exampleValues(tagEntity);
    await fillEntityForm(form, tagEntity, values);
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL((url) => url.pathname === tagEntity.route);
    const saved = banner(page, tagEntity.texts.saved);
    await saved.getByText(bannerText.savedItem.hidden).waitFor();
    expect(new URL(page.url()).searchParams.get('f_name')).toBe('no-such-tag-at-all');
    const link = saved.getByRole('link', { name: bannerText.savedItem.open });
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${tagEntity.route}/view/\\d+$`));

    await saved.getByRole('button', { name: bannerText.savedItem.clearFilters }).click();
    const name = String(values[tagEntity.nameField]);
    await expectLanded(page, { route: tagEntity.route, label: tagEntity.pluralLabel, text: name });
    expect(new URL(page.url()).searchParams.get('f_name')).toBeNull();
    expect(await saved.getByText(bannerText.savedItem.hidden).count()).toBe(0);
  });
});
