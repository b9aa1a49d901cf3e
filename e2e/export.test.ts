import { readFile } from 'node:fs/promises';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, adminApi, adminUser, createGame, createProject } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually } from './support/screen.ts';

const browser = useBrowser();
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);
let api: ApiClient;
const word = `Exportable${Date.now().toString(36)}`;
/** More games than a page holds, one titled like a formula. */
const titles = [
  ...Array.from({ length: 24 }, (_, index) => `${word} ${String(index + 1).padStart(2, '0')}`),
  `=${word} formula`,
];

beforeAll(async () => {
  api = await adminApi();
  const projectId = (await createProject({}, api)).id;
  for (const title of titles) await createGame(api, { title, status: 'ACTIVE', projects: [projectId] });
}, 60_000);

describe('a content list’s view', () => {
  it('exports every matching row in the table’s order, then sets the selection INACTIVE', async () => {
    const page = await openSignedIn(browser(), adminUser(), `/games?sort=title&dir=desc&f_title=${word}`);
    const table = page.getByRole('table', { name: 'Games' });
    await eventually(() => columnTexts(table, 'Title')).toHaveLength(20);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^games-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFID,Title,Technology,Status,Image 1,Image 1 file name,Created,Updated');
    const exportedTitles = lines.slice(1, -1).map((line) => line.split(',')[1]);
    // All 25 (not the page's 20), sorted as the table sorts: descending, the formula neutralised.
    const expected = [...titles]
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? 1 : -1))
      .map((title) => (title.startsWith('=') ? `'${title}` : title));
    expect(exportedTitles).toEqual(expected);
    await banner(page, 'Exported 25 rows.').waitFor();

    const selectPage = page.getByRole('checkbox', { name: 'Select all rows on this page' });
    await selectPage.check();
    await page.getByText('20 selected').waitFor();
    // Checking rows never moves them: the toolbar keeps to its one line.
    const rowOf = async (name: string) => (await page.getByRole('button', { name }).boundingBox())?.y;
    expect(await rowOf('Export CSV')).toBe(await rowOf('Set INACTIVE'));
    // By the keyboard: Enter on the × clears the selection and leaves focus in the toolbar.
    await page.getByRole('button', { name: 'Clear selection' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('No rows selected').waitFor();
    expect(await selectPage.isChecked()).toBe(false);
    expect(await isFocused(page.getByRole('button', { name: 'Select all matching' }))).toBe(true);
    await selectPage.check();
    await page.getByRole('button', { name: 'Select all matching' }).click();
    await page.getByText('25 selected').waitFor();
    // More than one row: asked first, saying how many; Cancel (Escape) changes nothing.
    const setInactive = page.getByRole('button', { name: 'Set INACTIVE' });
    await setInactive.click();
    const question = page.getByRole('dialog', { name: 'Set 25 items to INACTIVE?' });
    await question.waitFor();
    expect(await question.textContent()).toContain('Each of the 25 checked items will be set to INACTIVE');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    await eventually(() => isFocused(setInactive)).toBe(true);
    const untouched = await api.call('game-service/get-all-games');
    expect(untouched.filter((row) => String(row.title).includes(word)).map((row) => row.status)).toEqual(
      Array(25).fill('ACTIVE'),
    );
    // By the keyboard alone: Enter on the focused button asks again, Tab goes to the change, Enter makes it.
    await page.keyboard.press('Enter');
    await question.waitFor();
    expect(await isFocused(question.getByRole('button', { name: 'Cancel' }))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(question.getByRole('button', { name: 'Set 25 to INACTIVE' }))).toBe(true);
    await page.keyboard.press('Enter');
    await banner(page, '25 items set to INACTIVE.').waitFor();
    // The result is the banner's to tell: the toolbar's buttons stay on one line.
    expect(await rowOf('Export CSV')).toBe(await rowOf('Set INACTIVE'));
    await eventually(() => columnTexts(table, 'Status')).toEqual(Array(20).fill('INACTIVE'));
    expect(
      await page.getByRole('checkbox', { name: `Select ${expected[0]?.replace(/^'/, '')}` }).isChecked(),
    ).toBe(false);

    // A view that matches nothing offers nothing to select.
    await page.goto(`/games?f_title=${word}-none`);
    await page.getByText('No rows match the filters.').waitFor();
    expect(await page.getByRole('button', { name: 'Select all matching' }).isDisabled()).toBe(true);

    const games = await api.call('game-service/get-all-games');
    const ours = games.filter((row) => String(row.title).includes(word));
    expect(ours.map((row) => row.status)).toEqual(Array(25).fill('INACTIVE'));
  }, 60_000);
});
