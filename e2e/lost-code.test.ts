import { bannerText } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUser } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { banner, eventually } from './support/screen.ts';

/**
 * The server stops, or a new version goes live, while a page is open: the code of a part not yet
 * used can no longer be downloaded. The page says so in its own look, with the way out (reload),
 * and keeps what it can: the screen around a menu or popover, the menu around a screen.
 */

const browser = useBrowser();

/** Refuses the download of the chunk whose name starts with `chunk`, as a stopped server or a replaced version does. */
const loseChunk = (page: Page, chunk: string) =>
  page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), (route) => route.abort('connectionrefused'));

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const unexpectedError = (page: Page) => page.getByText(bannerText.unexpectedError);

describe('code that can no longer be downloaded', () => {
  it('of a list’s popover: the list stays, the button too, and a banner says to reload', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    const table = page.getByRole('table', { name: 'Projects' });
    await table.waitFor();
    await loseChunk(page, 'ColumnChooserPopover');
    await page.getByRole('button', { name: 'Columns of Projects' }).click();

    const lost = banner(page, bannerText.codeNotLoaded.title);
    await lost.waitFor();
    expect(await lost.textContent()).toContain(bannerText.codeNotLoaded.message);
    expect(await lost.getByRole('button', { name: bannerText.codeNotLoaded.reload }).isVisible()).toBe(true);
    expect(await table.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Columns of Projects' }).isVisible()).toBe(true);
    expect(await unexpectedError(page).count()).toBe(0);
  });

  it('of the user menu: the whole frame stays, and the reload mends it', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    await page.getByRole('table', { name: 'Projects' }).waitFor();
    await loseChunk(page, 'UserMenuDropdown');
    const userMenu = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    await userMenu.click();

    const lost = banner(page, bannerText.codeNotLoaded.title);
    await lost.waitFor();
    expect(await menuOf(page).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Projects' }).isVisible()).toBe(true);
    expect(await unexpectedError(page).count()).toBe(0);

    // The server is back: the reload brings the menu's code.
    await page.unrouteAll();
    await lost.getByRole('button', { name: bannerText.codeNotLoaded.reload }).click();
    await page.getByRole('table', { name: 'Projects' }).waitFor();
    await userMenu.click();
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  });

  it('of a screen: the menu stays around the message in place of the screen', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    await page.getByRole('table', { name: 'Projects' }).waitFor();
    await loseChunk(page, 'TrashPage');
    await goInApp(page, '/trash');

    const heading = page.getByRole('heading', { name: bannerText.codeNotLoaded.title, level: 1 });
    await heading.waitFor();
    expect(await page.getByText(bannerText.codeNotLoaded.message).isVisible()).toBe(true);
    expect(await menuOf(page).isVisible()).toBe(true);
    expect(await unexpectedError(page).count()).toBe(0);
    await page.unrouteAll();
    await page.getByRole('button', { name: bannerText.codeNotLoaded.reload }).click();
    await eventually(() => heading.count()).toBe(0);
    await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
  });
});
