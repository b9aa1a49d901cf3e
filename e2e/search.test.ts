import { game } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame } from './support/api.ts';
import { goInApp, holdBackChunk, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import { eventually } from './support/screen.ts';

/** Search everywhere: the palette from Ctrl+K or the top bar, driven by the keyboard. */

const browser = useBrowser();
const title = 'Palette Pelican Pinball';
let gameId = 0;

beforeAll(async () => {
  const api = await adminApi();
  gameId = (await createGame(api, { title })).id;
  await createGame(api, { title: `${title} Deluxe` });
});

/**
 * The admin's page, kept from test to test (the palette changes nothing) and moved inside the
 * app to each test's screen: a page load costs the browser three times the move.
 */
const adminPage = async (pathname: string) => {
  const page = await keptSignedIn(browser(), adminUser());
  await goInApp(page, pathname);
  return page;
};

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchBox = (page: Page) => palette(page).getByRole('combobox', { name: 'Search everything' });

/** Types the title and waits for the answer to it, its first match being the game. */
async function searchForGame(page: Page) {
  await searchBox(page).fill(title);
  const matches = palette(page).getByRole('listbox', { name: 'Matches' });
  await eventually(() => matches.getAttribute('aria-busy')).toBe('false');
  const games = matches.getByRole('group', { name: game.pluralLabel });
  await eventually(() => games.getByRole('option').allInnerTexts()).toEqual([
    expect.stringContaining(`${title}\n`),
    expect.stringContaining(`${title} Deluxe`),
  ]);
}

/** ArrowDown then Enter opens the game's view screen, and the palette has gone. */
async function openFirstMatch(page: Page) {
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page).getAttribute('aria-activedescendant')).resolves.toBeTruthy();
  const active = palette(page).getByRole('option', { selected: true });
  await expect(active.innerText()).resolves.toContain(`#${gameId}`);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${game.route}/view/${gameId}`);
  await palette(page).waitFor({ state: 'detached' });
}

describe('the search palette', () => {
  it('opens with Ctrl+K, finds a game by its title, and ArrowDown + Enter opens it', async () => {
    const page = await adminPage('/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page).evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await searchForGame(page);
    await openFirstMatch(page);
  });

  it('keeps what is typed at once after Ctrl+K while its code comes, away from the field that had focus', async () => {
    // A page that has not yet loaded the palette's code, and a field of the screen focused.
    const page = await openSignedIn(browser(), adminUser(), '/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const field = page.getByRole('searchbox').first();
    await field.focus();
    const release = await holdBackChunk(page, 'SearchPalette');
    await page.keyboard.press('Control+k');
    await page.keyboard.type(`${title}x`);
    await page.keyboard.press('Backspace');
    release();
    await expect(searchBox(page).inputValue()).resolves.toBe(title);
    const games = palette(page).getByRole('group', { name: game.pluralLabel });
    await eventually(() => games.getByRole('option').count()).toBe(2);
    await expect(field.inputValue()).resolves.toBe('');
    // Once the box has them, keys go where focus is again.
    await page.keyboard.type(' Deluxe');
    await expect(searchBox(page).inputValue()).resolves.toBe(`${title} Deluxe`);
    await page.context().close();
  });

  it('says when nothing matches, and Escape closes it and gives focus back to the top-bar box', async () => {
    const page = await adminPage('/');
    const opener = page.getByRole('button', { name: 'Search' });
    await opener.click();
    await searchBox(page).fill('zzyzx nothing like it');
    await palette(page).getByText('No matches for “zzyzx nothing like it”').waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await eventually(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('gives focus to the top-bar box after Escape when Ctrl+K came from a page with nothing focused', async () => {
    const page = await adminPage('/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+k');
    await searchBox(page).waitFor();
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    const opener = page.getByRole('button', { name: 'Search' });
    await eventually(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens from the icon in the top bar at a phone viewport', async () => {
    const page = await adminPage('/');
    await page.setViewportSize({ width: 390, height: 844 });
    const icon = page.getByRole('button', { name: 'Search' });
    await expect(icon.innerText()).resolves.toBe('');
    await icon.click();
    await searchForGame(page);
    await openFirstMatch(page);
  });
});
