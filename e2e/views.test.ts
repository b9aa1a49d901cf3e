import { firstAnswersBlockId, userLabels } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually, filterColumn } from './support/screen.ts';

const browser = useBrowser();

const headers = async (page: Page) =>
  (await page.getByRole('table', { name: 'Users' }).getByRole('columnheader').allTextContents()).map((text) =>
    text.trim(),
  );

/** Whether the element lies inside the window, its text not cut short. */
const isShownWhole = (element: Locator) =>
  element.evaluate(
    (target) =>
      target.getBoundingClientRect().left >= 0 &&
      target.getBoundingClientRect().right <= window.innerWidth &&
      Array.from(target.querySelectorAll('*'), (part) => part.scrollWidth <= part.clientWidth).every(Boolean),
  );

describe('saved views of a list', () => {
  it('come with the rows when a list opens: the page carries both answers, and neither is asked for again', async () => {
    const owner = await createUser(['access_all_users']);
    const page = await openSignedIn(browser(), owner, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    // A fresh load of the list's address, as from a bookmark. (Without the server's first screen,
    // the page's first script asks for both at once: first-page.test.ts.)
    await page.goto('/users');
    await page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1).waitFor();
    await page.waitForLoadState('networkidle');
    const carried = await page.evaluate(
      (id) =>
        (JSON.parse(document.getElementById(id)?.textContent ?? '[]') as { path: string }[]).map(
          ({ path }) => path,
        ),
      firstAnswersBlockId,
    );
    expect(carried.sort()).toEqual(['user-service/get-all-users', 'view-service/get-views']);
    expect(asked.filter((path) => path.startsWith('/api/'))).toEqual([]);
  });

  it('saves the columns, filter and page size of the users list as a shared view, and reopens it for a colleague', async () => {
    const owner = await createUser(['access_all_users']);
    const colleague = await createUser(['access_all_users']);
    const page = await openSignedIn(browser(), owner, '/users');
    const table = page.getByRole('table', { name: 'Users' });

    await filterColumn(table, userLabels.username, owner.username);
    await eventually(() => columnTexts(table, userLabels.username)).toEqual([owner.username]);

    // The column chooser: hide E-mail, move Status before Username, by keyboard where it matters.
    await page.getByRole('button', { name: 'Columns of Users' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns of Users' });
    // The table's state lives in the URL, which React Router updates in a transition, so the box
    // changes a moment after the click rather than during it.
    await chooser.getByRole('checkbox', { name: userLabels.email }).click();
    await eventually(() => headers(page)).not.toContain(userLabels.email);
    const moveStatusUp = chooser.getByRole('button', { name: `Move ${userLabels.status} up` });
    await moveStatusUp.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Enter');
    await eventually(() => headers(page)).toEqual([
      userLabels.id,
      userLabels.status,
      userLabels.username,
      userLabels.first_name,
      userLabels.last_name,
      userLabels.creation_datetime,
      userLabels.update_datetime,
      'Actions',
    ]);
    // Focus stayed with the moved column, so the keyboard user can go on moving it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Move ${userLabels.status} up`,
    );
    await page.keyboard.press('Escape');
    await page.getByLabel('Rows per page').selectOption('50');

    await page.getByRole('button', { name: 'Save view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByLabel('Name').fill('Mine, status first');
    await dialog.getByLabel('Share with everyone who may see this list').check();
    await dialog.getByRole('button', { name: 'Save view' }).click();
    await banner(page, 'View “Mine, status first” saved').waitFor();
    const saved = new URL(page.url());
    expect(saved.searchParams.get('cols')).toBe(
      'id,status,username,first_name,last_name,creation_datetime,update_datetime',
    );
    expect(saved.searchParams.get('size')).toBe('50');
    expect(saved.searchParams.get('view')).toMatch(/^\d+$/);

    // Back to the standard view, then the saved one again from the menu beside the title.
    const viewSelect = page.getByLabel('View', { exact: true });
    await viewSelect.selectOption({ label: 'Standard view' });
    await eventually(() => headers(page)).toContain(userLabels.email);
    await viewSelect.selectOption({ label: 'Mine, status first (shared)' });
    await eventually(() => columnTexts(table, userLabels.username)).toEqual([owner.username]);
    expect((await headers(page)).slice(0, 3)).toEqual([
      userLabels.id,
      userLabels.status,
      userLabels.username,
    ]);
    // On a phone the buttons beside the chosen view's long name go to the next line, whole
    // (once the page has laid itself out again for the new width).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const name of ['Save view…', 'Options of view “Mine, status first”'])
      await eventually(() => isShownWhole(page.getByRole('button', { name }))).toBe(true);

    // A colleague finds it among the shared views; the link alone reproduces it too.
    const other = await openSignedIn(browser(), colleague, '/users');
    await other
      .getByLabel('View', { exact: true })
      .selectOption({ label: `Mine, status first — ${owner.username}` });
    await eventually(() =>
      columnTexts(other.getByRole('table', { name: 'Users' }), userLabels.username),
    ).toEqual([owner.username]);
    expect(await other.getByLabel('Rows per page').inputValue()).toBe('50');
    // Not theirs to change: no options menu for it.
    expect(await other.getByRole('button', { name: /^Options of view/ }).count()).toBe(0);
    await other.goto(`${saved.pathname}${saved.search}`);
    await eventually(() => headers(other)).not.toContain(userLabels.email);
  });
});
