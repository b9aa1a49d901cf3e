import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromiumLaunchOptions } from '../../tools/processes.ts';
import { baseUrl } from './api.ts';
import { labelled } from './screen.ts';

/** Debian's Chromium, started the way this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());

const pageErrors = new WeakMap<Page, string[]>();

/**
 * What the page has logged as an error so far, uncaught exceptions and Content-Security-Policy
 * refusals included. A 401 is left out: it is the ordinary answer to "who is signed in?" on a
 * signed-out page, and Chrome logs every 4xx.
 */
export const consoleErrors = (page: Page): readonly string[] => pageErrors.get(page) ?? [];

/** A page in a fresh browser profile (no cookies), not yet on the app. */
async function blankPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 401'))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  // Fail within seconds: the app answers in milliseconds, and a wait this long means a bug.
  page.setDefaultTimeout(10_000);
  return page;
}

/** A fresh browser profile (no cookies) on the app. */
export async function openPage(browser: Browser, pathname = '/') {
  const page = await blankPage(browser);
  await page.goto(pathname);
  return page;
}

export async function signIn(
  page: Page,
  username: string,
  password: string,
  options: { remember?: boolean } = {},
) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(labelled('Password')).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * A fresh browser profile signed in as `user`, then on `pathname`. The sign-in is sent by the
 * profile itself (its cookies, its browser's name) rather than typed: the sign-in screen has
 * tests of its own, and going through it cost every other test two page loads.
 */
export async function openSignedIn(
  browser: Browser,
  user: { username: string; password: string },
  pathname = '/',
) {
  const page = await blankPage(browser);
  const response = await page.context().request.post('/api/user-service/login', {
    data: { username: user.username, password: user.password, remember: false },
    headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) },
  });
  if (!response.ok()) throw new Error(`sign-in as ${user.username} failed: ${await response.text()}`);
  await page.goto(pathname);
  return page;
}

/**
 * Goes to `pathname` inside the running app, the way its own links go: no page load, so the
 * app's code, its signed-in user and the data it has loaded stay (a reload parses and runs the
 * whole bundle again: about three times the browser's work of a move inside the app). For
 * tests that aren't about loading a page, on a page already showing the app; a list loaded in
 * the last 30 seconds is shown from memory, so data arranged since through the API needs a
 * page load (or the list's own reload) to be seen. The page starts at its top, as a loaded one.
 */
export async function goInApp(page: Page, pathname: string) {
  await page.evaluate((to) => {
    scrollTo(0, 0);
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);
}

let shared: Browser | undefined;
/**
 * The worker's Chromium, started by the first test file that needs it and used by the next
 * ones (the e2e project shares a worker's modules between its files, vitest.config.ts): a
 * launch cost every file a second or more, and the files share nothing else, since each test
 * gets profiles of its own. Closed when the worker's process ends.
 */
async function sharedBrowser() {
  if (shared?.isConnected()) return shared;
  shared = await launchBrowser();
  return shared;
}

/** The pages a file keeps from test to test (see keptSignedIn), by the user signed in. */
const keptPages = new Map<string, Page>();

/**
 * A page signed in as `user` that the test file keeps from one test to the next: opened on the
 * dashboard (the app loaded) by the first test that asks, as the last test left it for the next
 * ones, which move inside the app (goInApp). For tests that read screens without changing them:
 * the page keeps what the last test did with it, its signed-in session included.
 */
export async function keptSignedIn(browser: Browser, user: { username: string; password: string }) {
  const kept = keptPages.get(user.username);
  if (kept && !kept.isClosed()) return kept;
  const page = await openSignedIn(browser, user);
  keptPages.set(user.username, page);
  return page;
}

/** The profiles a test opened, closed after it (those of kept pages after the file): the next test starts with none. */
const closeProfiles = (browser: Browser | undefined, { keep }: { keep: boolean }) => {
  const kept = keep ? new Set([...keptPages.values()].map((page) => page.context())) : new Set();
  if (!keep) keptPages.clear();
  return Promise.all(
    browser
      ?.contexts()
      .filter((context) => !kept.has(context))
      .map((context) => context.close()) ?? [],
  );
};

/**
 * The worker's Chromium for the test file and a fresh profile for each test: registers the
 * hooks that fetch it and close each test's profiles, and answers the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(() => closeProfiles(browser, { keep: true }));
  afterAll(() => closeProfiles(browser, { keep: false }));
  return () => {
    if (!browser) throw new Error('the browser starts before the first test');
    return browser;
  };
}

/**
 * Holds back the chunk whose name starts with `chunk` until `release` is called: a phone's slow
 * network, where a menu's code comes a moment after the user has turned to its button.
 */
export async function holdBackChunk(page: Page, chunk: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
