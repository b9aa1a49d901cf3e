import { game, globalMessage } from '@masthead/contract';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame, useServerAt } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { startServer } from './support/global-setup.ts';
import { columnTexts, eventually, filterColumn, openedForm } from './support/screen.ts';

/**
 * A list longer than the server's paging threshold is paged, sorted and filtered by the server
 * behind the same table. The threshold is lowered for a server of this file's own
 * (LIST_PAGING_THRESHOLD=5), so twelve games are a "long" list; the other files' server keeps
 * the usual threshold and loads its lists whole.
 */
const browser = useBrowser();
let stop: (() => Promise<void>) | undefined;
const titles = Array.from(
  { length: 12 },
  (_, at) => `Paged ${String.fromCharCode(76 - at)} ${at % 3 === 0 ? 'odd' : 'even'}`,
);

beforeAll(async () => {
  const started = await startServer({ LIST_PAGING_THRESHOLD: '5' });
  stop = started.stop;
  useServerAt(started.server.baseUrl);
  const api = await adminApi();
  for (const title of titles) await createGame(api, { title, status: 'ACTIVE' });
}, 60_000);

afterAll(async () => {
  useServerAt(undefined);
  await stop?.();
});

/** The calls the page makes for its rows: every page from the server, never the whole list. */
function watchListCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/export-service/get-list-page' || path === `/api/${game.calls.list}`) calls.push(path);
  });
  return calls;
}

async function loadedGames(page: Page) {
  const table = page.getByRole('table', { name: game.pluralLabel });
  await eventually(() => table.getAttribute('aria-busy')).toBeNull();
  return table;
}

/** The page call, and the answer a server whose database is down gives it. */
const pageCall = '**/api/export-service/get-list-page';
const unavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ status: 'ERROR', message: globalMessage.databaseUnavailable }),
  });

describe('a list the server pages', () => {
  it('sorts, filters and pages through the server, opens a row and comes back to the same view', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${game.route}?size=10`);
    const calls = watchListCalls(page);
    let table = await loadedGames(page);
    await expect.poll(() => page.getByText('Showing 1–10 of 12').isVisible()).toBe(true);

    await table.getByRole('button', { name: 'Title', exact: true }).click();
    const ascending = [...titles].sort((a, b) => a.localeCompare(b));
    await eventually(() => columnTexts(table, 'Title')).toEqual(ascending.slice(0, 10));
    await table.getByRole('button', { name: 'Title', exact: true }).click();
    await eventually(() => columnTexts(table, 'Title')).toEqual([...ascending].reverse().slice(0, 10));

    await page.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => columnTexts(table, 'Title')).toEqual([...ascending].reverse().slice(10));
    expect(page.url()).toContain('page=2');

    await filterColumn(table, 'Title', 'ODD');
    const odd = [...ascending].reverse().filter((title) => title.endsWith('odd'));
    await eventually(() => columnTexts(table, 'Title')).toEqual(odd);
    await expect.poll(() => page.getByText('Showing 1–4 of 4 (filtered from 12)').isVisible()).toBe(true);

    const opened = odd[1] as string;
    await page.getByRole('link', { name: `View ${opened}` }).click();
    await page.waitForURL(/\/games\/view\/\d+$/);
    await openedForm(page, `View game ${opened}`);
    await page.goBack();
    table = await loadedGames(page);
    await eventually(() => columnTexts(table, 'Title')).toEqual(odd);
    expect(new URL(page.url()).searchParams.get('f_title')).toBe('ODD');

    // Each step asked the server for a page; the whole list was never loaded.
    expect(calls.filter((path) => path.endsWith('get-list-page')).length).toBeGreaterThanOrEqual(5);
    expect(calls.filter((path) => path.endsWith(game.calls.list))).toEqual([]);
  }, 60_000);

  it('says why a page could not be loaded, keeps the rows shown, and loads it on Try again', async () => {
    const page = await openSignedIn(browser(), adminUser(), `${game.route}?size=10`);
    const table = await loadedGames(page);
    await page.route(pageCall, unavailable);
    const shown = await columnTexts(table, 'Title');
    // A sort, whose page was not fetched ahead as the next page is.
    await table.getByRole('button', { name: 'Title', exact: true }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the data' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(globalMessage.databaseUnavailable);
    // The rows on screen stay there under the failure.
    expect(await columnTexts(table, 'Title')).toEqual(shown);

    await page.unroute(pageCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    const ascending = [...titles].sort((a, b) => a.localeCompare(b));
    await eventually(() => columnTexts(table, 'Title')).toEqual(ascending.slice(0, 10));
  }, 60_000);

  it('says why a list could not be loaded when the server cannot say how it loads, and loads it on Try again', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.route(pageCall, unavailable);
    await goInApp(page, game.route);
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load the data' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain(globalMessage.databaseUnavailable);

    await page.unroute(pageCall);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await failure.waitFor({ state: 'detached' });
    const table = await loadedGames(page);
    await eventually(() => columnTexts(table, 'Title').then((shown) => shown.length)).toBeGreaterThan(0);
  }, 60_000);
});
