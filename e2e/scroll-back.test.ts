import { game } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { eventually, openedForm } from './support/screen.ts';

/**
 * Staff go down a list, open a row, and come back: the list is where they left it, whether they
 * come back with the browser's Back or the form's own; the row's screen opens at its top.
 */

const browser = useBrowser();
const phone = { width: 390, height: 844 };
const titles = Array.from({ length: 20 }, (_, at) => `Scroll game ${String(at + 1).padStart(2, '0')}`);

beforeAll(async () => {
  const api = await adminApi();
  for (const title of titles) await createGame(api, { title });
});

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The games list on a phone, scrolled down to the 18th row, and how far down that is. */
async function scrolledList(page: Page) {
  const table = page.getByRole('table', { name: 'Games' });
  await table.getByRole('row', { name: titles[17] }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await table.getByRole('row', { name: titles[17] }).scrollIntoViewIfNeeded();
  const left = await scrollTop(page);
  expect(left).toBeGreaterThan(400);
  return { table, left };
}

/** How the user comes back from the row's screen: the browser's Back, or the form's own. */
const comebacks = [
  {
    how: 'the browser’s Back',
    screen: 'View',
    goBack: (page: Page) => page.goBack(),
  },
  {
    how: 'the form’s own Back',
    screen: 'Edit',
    goBack: (page: Page) => page.getByRole('button', { name: 'Back', exact: true }).click(),
  },
] as const;

describe('coming back to a list', () => {
  it.each(comebacks)(
    'with $how, it is scrolled where it was left, and the row opened at its top',
    async ({ screen, goBack }) => {
      const page = await openSignedIn(
        browser(),
        adminUser(),
        `${game.route}?sort=title&dir=asc&f_title=scroll`,
      );
      await page.setViewportSize(phone);
      const { table, left } = await scrolledList(page);

      await table.getByRole('link', { name: `${screen} ${titles[17]}` }).click();
      await openedForm(page, `${screen} game ${titles[17]}`);
      expect(await scrollTop(page)).toBe(0);

      await goBack(page);
      await table.getByRole('row', { name: titles[17] }).waitFor();
      await eventually(() => scrollTop(page)).toBe(left);
    },
  );
});
