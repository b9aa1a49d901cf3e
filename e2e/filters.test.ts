import { contentTypes, entities, game } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame, createProject, createTag } from './support/api.ts';
import { goInApp, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import { columnTexts, eventually } from './support/screen.ts';

const browser = useBrowser();
const suffix = Date.now().toString(36);
const activeTitle = `Filtered active ${suffix}`;
const inactiveTitle = `Filtered inactive ${suffix}`;
let tag: { id: number; name: string };

beforeAll(async () => {
  const api = await adminApi();
  const project = await createProject({ content_type: 'game' }, api);
  tag = await createTag(api, `Filtered tag ${suffix}`, ['game']);
  await createGame(api, {
    title: activeTitle,
    status: 'ACTIVE',
    projects: [project.id],
    tags: { [String(project.id)]: [tag.id] },
  });
  await createGame(api, { title: inactiveTitle, status: 'INACTIVE', projects: [project.id] });
});

/** The rows once loaded: the table stops being busy. */
async function loadedTable(page: Page, name: string) {
  const table = page.getByRole('table', { name });
  await eventually(() => table.getAttribute('aria-busy')).toBeNull();
  return table;
}

const gamesTable = (page: Page) => loadedTable(page, game.pluralLabel);

/** Lists with a Status column: every entity list that has one, and every content list. */
const statusLists = [
  ...entities
    .filter((entity) => entity.columns.some((column) => column.key === 'status'))
    .map((entity) => ({ route: entity.route, name: entity.pluralLabel })),
  ...contentTypes.map((type) => ({ route: type.route, name: type.pluralLabel })),
];

describe('exact filters in the URL', () => {
  it.each(statusLists)('$route?f_status=ACTIVE shows no INACTIVE row', async ({ route, name }) => {
    const address = `${route}?f_status=ACTIVE&size=100`;
    // The games list is loaded from its address, as a link pasted in; the other lists, whose
    // rows were all made before, are reached inside one page as the app's links reach them.
    const page =
      route === game.route
        ? await openSignedIn(browser(), adminUser(), address)
        : await keptSignedIn(browser(), adminUser());
    if (route !== game.route) await goInApp(page, address);
    const table = await loadedTable(page, name);
    expect(await columnTexts(table, 'Status')).not.toContain('INACTIVE');
    if (route === game.route) {
      const titles = await columnTexts(table, 'Title');
      expect(titles).toContain(activeTitle);
      expect(titles).not.toContain(inactiveTitle);
    }
  });
});

/** Opens a column's filter behind its search icon. */
const openFilter = (table: Locator, header: string) =>
  table.getByRole('button', { name: `Filter ${header}`, exact: true }).click();

/** The list of the file's two games, its Status filter open. */
async function openStatusFilter() {
  const page = await openSignedIn(browser(), adminUser(), `/games?q=${encodeURIComponent(suffix)}`);
  const table = await gamesTable(page);
  await eventually(() => columnTexts(table, 'Title')).toHaveLength(2);
  await openFilter(table, 'Status');
  await page.getByRole('combobox', { name: 'Status is any of' }).click();
  return { page, table };
}

describe('filters chosen on screen', () => {
  it('picks two statuses in the multi-select and keeps them in the URL', async () => {
    const { page, table } = await openStatusFilter();
    await page.getByRole('option', { name: 'INACTIVE' }).click();
    await eventually(() => columnTexts(table, 'Title')).toEqual([inactiveTitle]);
    await page.getByRole('option', { name: 'ACTIVE', exact: true }).click();
    await eventually(async () => new URL(page.url()).searchParams.get('f_status')).toBe('INACTIVE,ACTIVE');
    await eventually(async () => (await columnTexts(table, 'Title')).sort()).toEqual(
      [activeTitle, inactiveTitle].sort(),
    );
  });

  it('picks a choice by typing it and pressing Enter', async () => {
    const { page, table } = await openStatusFilter();
    await page.keyboard.type('inact');
    await page.keyboard.press('Enter');
    await eventually(async () => new URL(page.url()).searchParams.get('f_status')).toBe('INACTIVE');
    await eventually(() => columnTexts(table, 'Title')).toEqual([inactiveTitle]);
  });

  it('filters the created date by a from/to range of days', async () => {
    const page = await openSignedIn(browser(), adminUser(), `/games?q=${encodeURIComponent(suffix)}`);
    const table = await gamesTable(page);
    const today = new Date().toISOString().slice(0, 10);
    await openFilter(table, 'Created');
    await page.getByLabel('Created from').fill(today);
    await page.getByLabel('Created to').fill(today);
    await eventually(async () => new URL(page.url()).searchParams.get('f_creation_datetime')).toBe(
      `${today}..${today}`,
    );
    await eventually(() => columnTexts(table, 'Title')).toHaveLength(2);
    await page.getByLabel('Created from').fill('2000-01-01');
    await page.getByLabel('Created to').fill('2000-12-31');
    await eventually(() => page.getByText('No rows match the filters.').isVisible()).toBe(true);
  });

  it('shows the Tags column through the column chooser and filters by a tag’s name', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/games');
    const table = await gamesTable(page);
    await page.getByRole('button', { name: 'Columns of Games' }).click();
    await page
      .getByRole('dialog', { name: 'Columns of Games' })
      .getByRole('checkbox', { name: 'Tags' })
      .click();
    await page.keyboard.press('Escape');
    await eventually(async () =>
      (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim()),
    ).toContain('Tags');
    await openFilter(table, 'Tags');
    await page.getByRole('combobox', { name: 'Tags is any of' }).click();
    await page.getByRole('option', { name: tag.name }).click();
    await eventually(async () => new URL(page.url()).searchParams.get('f_tags')).toBe(String(tag.id));
    await eventually(() => columnTexts(table, 'Title')).toEqual([activeTitle]);
    expect(await columnTexts(table, 'Tags')).toEqual([tag.name]);
  });

  it('searches the list from its toolbar, keeping the search in the URL', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/games');
    const table = await gamesTable(page);
    await page.getByLabel('Search Games').fill(`FILTERED INACTIVE ${suffix}`);
    await eventually(() => columnTexts(table, 'Title')).toEqual([inactiveTitle]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`FILTERED INACTIVE ${suffix}`);
  });

  it('keeps every letter typed fast into the toolbar search', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/games');
    const table = await gamesTable(page);
    const box = page.getByLabel('Search Games');
    // No pause between keys: the URL's update lags behind the typing, and must not take letters back.
    await box.pressSequentially(`filtered active ${suffix}`, { timeout: 30_000 });
    await eventually(() => columnTexts(table, 'Title')).toEqual([activeTitle]);
    expect(await box.inputValue()).toBe(`filtered active ${suffix}`);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`filtered active ${suffix}`);
  });
});
