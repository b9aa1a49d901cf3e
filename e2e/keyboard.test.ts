import { projectLabels } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, createProject } from './support/api.ts';
import { holdBackChunk, openPage, openSignedIn, useBrowser } from './support/browser.ts';
import { eventually, labelled, openedForm } from './support/screen.ts';

/**
 * Staff who work from the keyboard alone: every step here is a key press, never a click, and
 * wherever focus lands it can be seen.
 */

const browser = useBrowser();
beforeAll(async () => {
  await createProject();
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Whether the focused element shows a focus ring: an outline or a box shadow that is not nothing. */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none';
  });

/** Presses Tab until `target` has focus (at most `limit` times), as a user moving along the page. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (await isFocused(target)) return;
    // A menu or popover whose code loads on first focus puts its own button, focus and all, in
    // place of the one Tab landed on; the target may be read across that swap, so look once more.
    await page.waitForTimeout(50);
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

describe('the keyboard alone', () => {
  it('signs in: the username has focus, Tab goes on to the password, Enter submits', async () => {
    const page = await openPage(browser(), '/login');
    const { username, password } = adminUser();
    await eventually(() => isFocused(page.getByLabel('Username'))).toBe(true);
    await page.keyboard.type(username);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByLabel(labelled('Password')))).toBe(true);
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('skips to the screen, sorts and filters a list, and closes the filter with Escape', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    const table = page.getByRole('table', { name: 'Projects' });
    await table.getByRole('row').nth(1).getByRole('cell').first().waitFor();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await isFocused(skipLink)).toBe(true);
    expect(await skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByRole('main'))).toBe(true);

    const nameHeader = table.getByRole('columnheader', { name: projectLabels.name, exact: true });
    await tabTo(page, nameHeader.getByRole('button', { name: projectLabels.name, exact: true }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');

    const filterButton = table.getByRole('button', { name: `Filter ${projectLabels.name}`, exact: true });
    await tabTo(page, filterButton);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const filterInput = page.getByLabel(`${projectLabels.name} contains`, { exact: true });
    await eventually(() => isFocused(filterInput)).toBe(true);
    await page.keyboard.type('no project is named this');
    await page.getByText('No rows match the filters.').waitFor();
    await page.keyboard.press('Escape');
    await filterInput.waitFor({ state: 'hidden' });
    await eventually(() => isFocused(filterButton)).toBe(true);
  });

  it('submits a form with Enter, and puts focus on the first field that needs fixing', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects/new');
    const form = await openedForm(page, 'New project');
    const factorId = form.getByLabel(labelled(projectLabels.factor_id));
    await tabTo(page, factorId);
    await page.keyboard.type('777');
    await page.keyboard.press('Enter');
    const name = form.getByLabel(labelled(projectLabels.name));
    await eventually(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(await isFocused(name)).toBe(true);
    expect(page.url()).toContain('/projects/new');
  });

  it('opens the user menu with Enter and closes it with Escape, focus going back to its button', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Admin Istrator' });
    await tabTo(page, menuButton);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await isFocused(menuButton)).toBe(true);
  });

  it('on a phone, keeps the hidden side menu out of the Tab order until the burger opens it', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    await page.setViewportSize({ width: 412, height: 823 });
    const burger = page.getByRole('button', { name: 'Open menu' });
    const usersLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' });
    await tabTo(page, burger);
    // Past the burger, Tab goes on through the top bar and into the screen, never the hidden menu.
    for (let press = 0; press < 8; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('nav[aria-label="Main"]'))).toBeNull();
    }
    for (let press = 0; press < 8; press += 1) await page.keyboard.press('Shift+Tab');
    expect(await isFocused(burger)).toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, usersLink);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/users');
    // Following a link closes the menu, which leaves the Tab order again.
    await eventually(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await usersLink.evaluate((link) => link.closest('[inert]') !== null)).toBe(true);
  });

  it('keeps focus on a column’s filter button while its code comes, then opens it with Enter', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/projects');
    const release = await holdBackChunk(page, 'FilterPopover');
    const table = page.getByRole('table', { name: 'Projects' });
    await table.getByRole('row').nth(1).getByRole('cell').first().waitFor();
    const filterButton = table.getByRole('button', { name: `Filter ${projectLabels.name}`, exact: true });
    await tabTo(page, filterButton);
    // The button focus rests on now is the stand-in: the popover's code is held back.
    const standIn = await filterButton.elementHandle();
    release();
    // The popover's own button takes the stand-in's place, and focus with it.
    await eventually(() => standIn?.evaluate((button) => button.isConnected)).toBe(false);
    expect(await isFocused(filterButton)).toBe(true);
    await page.keyboard.press('Enter');
    const filterInput = page.getByLabel(`${projectLabels.name} contains`, { exact: true });
    await eventually(() => isFocused(filterInput)).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => isFocused(filterButton)).toBe(true);
  });
});

describe('a menu whose code has not come yet', () => {
  it('opens once it comes when it was clicked before', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/');
    const release = await holdBackChunk(page, 'UserMenuDropdown');
    await page.getByRole('banner').getByRole('button', { name: 'Admin Istrator' }).click();
    await page.waitForTimeout(300);
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    await page.getByRole('menuitem', { name: 'Change password' }).waitFor();
  });
});
