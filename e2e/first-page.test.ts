import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminApi, baseUrl, createGame, createProject, createUser, useServerAt } from './support/api.ts';
import { openPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { startServer } from './support/global-setup.ts';
import { labelled, openedForm } from './support/screen.ts';

const browser = useBrowser();

/** The app's scripts the page has loaded so far, by address. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );

/** zod names each of its schema classes in a string that minifying keeps. */
const validationCode = '$ZodObject';

async function carriesValidationCode(page: Page) {
  const texts = await Promise.all(
    (await loadedScripts(page)).map(async (script) => (await page.request.get(script)).text()),
  );
  return texts.some((text) => text.includes(validationCode));
}

/**
 * The calls a page load of `pathname` makes, each as path and body, from the moment the
 * signed-in profile opens it until its table shows rows and the network is quiet. The app's
 * code is held back until the page has made every call of `askedFirst`, which it must do
 * without it.
 */
async function callsOfFirstLoad(
  user: { username: string; password: string },
  { pathname, table, askedFirst }: { pathname: string; table: string; askedFirst: string[] },
) {
  const page = await openSignedIn(browser(), user, 'about:blank');
  const calls: string[] = [];
  let releaseAppCode = () => {};
  const allAsked = new Promise<void>((resolve) => {
    releaseAppCode = resolve;
  });
  page.on('request', (request) => {
    const { pathname: path } = new URL(request.url());
    if (!path.startsWith('/api/')) return;
    calls.push(`${path.slice(5)} ${request.postData() ?? ''}`);
    if (askedFirst.every((call) => calls.some((made) => made.startsWith(`${call} `)))) releaseAppCode();
  });
  await page.route('**/assets/shell-*.js', async (route) => {
    await allAsked;
    await route.continue();
  });
  await page.goto(pathname);
  await page.getByRole('table', { name: table }).getByRole('row').nth(1).waitFor();
  await page.waitForLoadState('networkidle');
  return calls;
}

describe('the first load of a page', () => {
  it('of the app after a sign-out and a sign-in in the same tab says who is signed in now', async () => {
    const first = await createUser(['access_all_projects'], { first_name: 'Ada', last_name: 'First' });
    const second = await createUser(['access_all_projects'], { first_name: 'Bea', last_name: 'Second' });
    const page = await openSignedIn(browser(), first, '/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Ada First' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/login?next=%2Fprojects');
    await signIn(page, second.username, second.password);
    await page.waitForURL((url) => url.pathname === '/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Bea Second' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ada First' }).count()).toBe(0);
  });

  it('of a signed-in list carries no validation code, which comes with the first form', async () => {
    const user = await createUser(['access_all_projects', 'create_project']);
    const page = await openSignedIn(browser(), user, '/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').first().waitFor();
    expect(await carriesValidationCode(page)).toBe(false);

    await page.getByRole('link', { name: 'Add new project' }).click();
    await openedForm(page, 'New project');
    expect(await carriesValidationCode(page)).toBe(true);
  });

  it('of a signed-in page says it is loading from its first bytes, before any of its code runs', async () => {
    const user = await createUser(['access_all_projects']);
    // Without JavaScript, the page shows only what the server sent.
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const signedIn = await context.request.post('/api/user-service/login', {
      data: { username: user.username, password: user.password, remember: false },
    });
    expect(signedIn.ok()).toBe(true);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/projects');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading');
  });

  it('of the sign-in page is the server’s HTML, whose one script is a small file that runs once the page is drawn', async () => {
    const html = await (await fetch(new URL('/login', baseUrl()))).text();
    expect(html).toContain('<form');
    const scripts = [...html.matchAll(/<script[^>]*>/gi)].map((match) => match[0]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script type="module" src="\/assets\/sign-in-[\w-]+\.js"/);
    const page = await openPage(browser(), '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const beforeActing = (await loadedScripts(page)).filter((script) => !script.includes('/sign-in-'));
    // Only what the idle-time prefetch asked for, if it ran already: nothing the page runs.
    const prefetched = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]'),
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(beforeActing.filter((script) => !prefetched.includes(script))).toEqual([]);
  });

  it('of the sign-in page says it is loading as soon as the form is sent', async () => {
    const page = await openPage(browser(), '/login');
    // What the page announces is noted in the tab's session storage, which outlives the page:
    // the answer replaces it at once here, and a held answer would hold every call to the page.
    await page.evaluate(() => {
      new MutationObserver(() => {
        const announced = Array.from(
          document.querySelectorAll('[role="status"]'),
          (element) => element.textContent,
        );
        const formBusy = document.querySelector('form[method="post"]')?.getAttribute('aria-busy') ?? null;
        sessionStorage.setItem('whileSent', JSON.stringify({ announced, formBusy }));
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(labelled('Password')).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const whileSent = await page.evaluate(() => sessionStorage.getItem('whileSent'));
    expect(JSON.parse(whileSent ?? 'null')).toEqual({ announced: ['Loading'], formBusy: 'true' });
  });

  it('of the sign-in page fetches the signed-in app’s code while the user types', async () => {
    const page = await openPage(browser(), '/login');
    await expect
      .poll(() => page.locator('link[rel=prefetch][href*="/assets/shell-"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(labelled('Password')).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

/**
 * A list the server sends without its first screen drawn (past FIRST_SCREENS_AT_ONCE, or an
 * answer too large to carry): the page's first script draws its heading and asks for its rows,
 * beside the app's code. A server of this block's own never draws one (FIRST_SCREENS_AT_ONCE=0).
 */
describe('the first load of a list without its first screen', () => {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await startServer({ FIRST_SCREENS_AT_ONCE: '0' });
    stop = started.stop;
    useServerAt(started.server.baseUrl);
  }, 60_000);
  afterAll(async () => {
    useServerAt(undefined);
    await stop?.();
  });

  it('asks for its rows before the app’s code arrives, never who is signed in, and each call once', async () => {
    const user = await createUser(['access_all_projects', 'access_all_contents']);
    await createProject();
    await createGame(await adminApi(), { title: 'First screen game' });
    const views = 'view-service/get-views';
    for (const list of [
      { pathname: '/projects', table: 'Projects', askedFirst: ['project-service/get-all-projects', views] },
      // Whether the list is paged, then, as it is short, the whole list.
      {
        pathname: '/games',
        table: 'Games',
        askedFirst: ['export-service/get-list-page', 'game-service/get-all-games', views],
      },
    ]) {
      const calls = await callsOfFirstLoad(user, list);
      expect(calls.filter((call) => call.startsWith('user-service/is-logged-in'))).toEqual([]);
      // Each call once: the page's first script asked, and the app took its answers.
      expect(calls).toEqual([...new Set(calls)]);
    }
  });

  it('asks for the app’s code behind what its first paint needs', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user, 'about:blank');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/assets/')) priorities.set(pathname, request.initialPriority);
    });
    await page.goto('/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1).waitFor();
    const asked = [...priorities];
    const scripts = asked.filter(([pathname]) => pathname.endsWith('.js'));
    const listCalls = scripts.filter(([pathname]) => pathname.includes('/list-calls-'));
    // The styles and the small script that draws the heading and asks for the rows come first;
    // the app's code, the most bytes by far, after them.
    expect(listCalls.map(([, priority]) => priority)).toEqual(['High']);
    expect(
      asked
        .filter(([pathname]) => pathname.endsWith('.css'))
        .every(([, priority]) => priority === 'VeryHigh'),
    ).toBe(true);
    const appCode = scripts.filter(([pathname]) => !pathname.includes('/list-calls-'));
    expect(appCode.length).toBeGreaterThan(2);
    expect(appCode.filter(([, priority]) => priority !== 'Low')).toEqual([]);
  });

  it('shows its heading before the app has run, where the app draws it, without a blink', async () => {
    const user = await createUser(['access_all_projects', 'access_all_contents']);
    const page = await openSignedIn(browser(), user, 'about:blank');
    // Every change of the page's headings, from its first bytes: which (drawn before the app or
    // by it), what they say and where they stand.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { headingsSeen: seen });
      new MutationObserver(() => {
        const now = Array.from(document.querySelectorAll('h1, .boot-heading'), (heading) => {
          const { x, y, width, height } = heading.getBoundingClientRect();
          const by = heading.classList.contains('boot-heading') ? 'page' : 'app';
          return `${by} ${heading.textContent} ${[x, y, width, height].map(Math.round).join(',')}`;
        }).join(' | ');
        if (seen.at(-1) !== now) seen.push(now);
      }).observe(document, { childList: true, subtree: true });
    });
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ])
      for (const [pathname, title] of [
        ['/projects', 'Projects'],
        ['/games', 'Games'],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(pathname);
        await page
          .getByRole('heading', { level: 1, name: title })
          .and(page.locator(':not(.boot-heading)'))
          .waitFor();
        const seen = await page.evaluate(
          () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
        );
        const first = seen.findIndex((headings) => headings.startsWith('page '));
        expect(first, `${pathname} at ${size.width}: ${seen.join(' / ')}`).toBeGreaterThanOrEqual(0);
        const drawnFirst = seen[first]?.slice('page '.length);
        // From then on the heading never leaves, and the app's stands exactly where the first was.
        expect(seen.slice(first), `${pathname} at ${size.width}`).toEqual([
          `page ${drawnFirst}`,
          `app ${drawnFirst}`,
        ]);
        expect(drawnFirst).toMatch(new RegExp(`^${title} `));
      }
  });
});
