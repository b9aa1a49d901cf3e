import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, createGame, createProject, createUser } from './support/api.ts';
import { holdBackChunk, openSignedIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();

/** The server's drawing of the page's first screen (apps/web/src/first-screen/draw.tsx). */
const drawingOf = (page: Page) => page.locator('#masthead-first-screen');

/** Where a text stands on the page, in whole pixels. */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  return box && [box.x, box.y, box.width, box.height].map(Math.round).join(',');
}

/** The list's address opened with the app's code held back: the page as the server drew it. */
async function openWithAppHeld(page: Page, pathname: string) {
  const release = await holdBackChunk(page, 'shell');
  // Not waiting for the page's load, which a page without a first screen holds for the app's code.
  await page.goto(pathname, { waitUntil: 'commit' });
  return release;
}

describe('a list’s first screen, drawn by the server', () => {
  it('shows the list’s heading and rows before the app’s code has come, where the app then draws them', async () => {
    const user = await createUser(['access_all_contents']);
    await createGame(await adminApi(), { title: 'Drawn First Harbor' });
    const page = await openSignedIn(browser(), user, 'about:blank');
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      const release = await openWithAppHeld(page, '/games?sort=id&dir=desc');
      const drawn = drawingOf(page);
      const title = drawn.getByText('Drawn First Harbor', { exact: true });
      await expect.poll(() => title.isVisible()).toBe(true);
      await expect
        .poll(() => drawn.getByRole('heading', { includeHidden: true }).first().textContent())
        .toBe('Games');
      const before = await placeOf(title);
      // Seen, not used: assistive technology hears the page's 'Loading' until the app is there.
      expect(await drawn.getAttribute('aria-hidden')).toBe('true');
      expect(await drawn.getAttribute('inert')).not.toBeNull();
      expect(await page.getByRole('status').textContent()).toBe('Loading');
      // In the page's flow: the page is as tall (it scrolls, with its scroll bar) as the app's will be.
      const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
      const heightBefore = await pageHeight();

      release();
      const row = page.getByRole('row', { name: /Drawn First Harbor/ });
      await row.waitFor();
      expect(await drawn.count()).toBe(0);
      expect(await pageHeight(), `at ${size.width}`).toBe(heightBefore);
      expect(await placeOf(row.getByText('Drawn First Harbor', { exact: true })), `at ${size.width}`).toBe(
        before,
      );
      await page.unrouteAll();
    }
  });

  it('is drawn from the calls the server made for the page, which the browser does not make again', async () => {
    const user = await createUser(['access_all_projects', 'access_all_contents']);
    await createProject();
    const page = await openSignedIn(browser(), user, 'about:blank');
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname.slice(5));
    });
    for (const [pathname, table] of [
      ['/projects', 'Projects'],
      ['/games', 'Games'],
    ] as const) {
      await page.goto(pathname);
      await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(calls).toEqual([]);
  });

  it('asks for the app’s code only once the drawn screen has painted', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user, '/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).waitFor();
    const { painted, askedForApp } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      askedForApp: performance
        .getEntriesByType('resource')
        .find((entry) => /^\/assets\/shell-[^/]+\.js$/.test(new URL(entry.name).pathname))?.startTime,
    }));
    expect(painted).toBeGreaterThan(0);
    expect(askedForApp).toBeGreaterThan(painted ?? Number.POSITIVE_INFINITY);
  });

  it('writes a title as text, whatever it holds', async () => {
    const user = await createUser(['access_all_contents']);
    const hostile = '<img src=x onerror="window.drawnHack=1">Hostile $& Harbor';
    await createGame(await adminApi(), { title: hostile });
    const page = await openSignedIn(browser(), user, 'about:blank');
    await openWithAppHeld(page, '/games?sort=id&dir=desc');
    await expect.poll(() => drawingOf(page).getByText(hostile, { exact: true }).isVisible()).toBe(true);
    expect(await drawingOf(page).locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { drawnHack?: number }).drawnHack)).toBeUndefined();
  });

  it('is not drawn for a user the list or its screen is refused to', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user, 'about:blank');
    await openWithAppHeld(page, '/games');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading');
    expect(await drawingOf(page).count()).toBe(0);
    // A content reader may load the tags (a content form offers them), but not open their screen.
    const reader = await createUser(['access_all_contents']);
    const readerPage = await openSignedIn(browser(), reader, 'about:blank');
    await openWithAppHeld(readerPage, '/tags');
    await expect.poll(() => readerPage.getByRole('status').textContent()).toBe('Loading');
    expect(await drawingOf(readerPage).count()).toBe(0);
  });

  it('gives way to the page’s Loading when the app’s code cannot come', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user, 'about:blank');
    await page.route(/\/assets\/shell-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/projects');
    await expect.poll(() => drawingOf(page).count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('Loading');
  });
});
