import { trashMessage } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, adminApi, adminUser, createGame, createUser } from './support/api.ts';
import { goInApp, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually } from './support/screen.ts';

const browser = useBrowser();
let api: ApiClient;
beforeAll(async () => {
  api = await adminApi();
});

let counter = 0;
/** An ACTIVE game made through the API, with a title no other test uses. */
function createTrashableGame() {
  counter += 1;
  return createGame(api, { title: `Trashable ${Date.now().toString(36)}${counter}`, status: 'ACTIVE' });
}

const gamesTable = (page: Page) => page.getByRole('table', { name: 'Games' });
const trashTable = (page: Page) => page.getByRole('table', { name: 'Deleted content items' });

async function confirmDelete(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'Delete this game?' });
  await dialog.getByText(trashMessage.confirmDelete('Game', title)).waitFor();
  await dialog.getByRole('button', { name: 'Move to the trash' }).click();
}

describe('the trash', () => {
  it('deletes a game from its list row after a confirmation naming it, and Undo brings it back', async () => {
    const item = await createTrashableGame();
    // Kept for the next test, which moves inside the app from here: its game is shown on a
    // screen of its own, which always asks the server afresh.
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, `/games?f_title=${encodeURIComponent(item.title)}`);
    await eventually(() => columnTexts(gamesTable(page), 'Title')).toEqual([item.title]);

    await page.getByRole('button', { name: `Delete ${item.title}` }).click();
    await confirmDelete(page, item.title);
    const deleted = banner(page, trashMessage.deleted('Game', item.title));
    await deleted.waitFor();
    await eventually(() => columnTexts(gamesTable(page), 'Title')).toEqual([]);
    expect((await api.call('game-service/get-all-games')).some((row) => row.id === item.id)).toBe(false);

    await deleted.getByRole('button', { name: 'Undo' }).click();
    await banner(page, trashMessage.restored('Game', item.title)).waitFor();
    await eventually(() => columnTexts(gamesTable(page), 'Title')).toEqual([item.title]);
  });

  it('deletes from the form, lands on the list, and the Trash screen lists it until Restore', async () => {
    const item = await createTrashableGame();
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, `/games/view/${item.id}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmDelete(page, item.title);
    await banner(page, trashMessage.deleted('Game', item.title)).waitFor();
    await page.waitForURL(/\/games(\?.*)?$/);

    await page.getByRole('link', { name: 'Trash', exact: true }).click();
    await page.getByRole('heading', { name: 'Trash', level: 1 }).waitFor();
    const table = trashTable(page);
    await eventually(() => columnTexts(table, 'Title')).toContain(item.title);
    const row = table.getByRole('row').filter({ hasText: item.title });
    await expect.poll(() => row.textContent()).toContain('Game');
    expect(await row.textContent()).toContain('admin');
    expect(await row.textContent()).toContain('30 days');

    await row.getByRole('button', { name: `Restore ${item.title}` }).click();
    await banner(page, trashMessage.restored('Game', item.title)).waitFor();
    await eventually(() => columnTexts(table, 'Title')).not.toContain(item.title);
    expect((await api.call('game-service/get-game', { id: item.id })).title).toBe(item.title);
  });

  it('is not offered to a user who may only view content: no Trash menu, no Delete', async () => {
    const item = await createTrashableGame();
    const viewer = await createUser(['access_all_contents']);
    const page = await openSignedIn(browser(), viewer, `/games/view/${item.id}`);
    await page.getByRole('heading', { name: `View game ${item.title}`, level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Trash' }).count()).toBe(0);
  });
});
