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

/** The profiles a test opened, closed after it: the next test starts with none. */
const closeProfiles = (browser: Browser | undefined) =>
  Promise.all(browser?.contexts().map((context) => context.close()) ?? []);

/**
 * The worker's Chromium for the test file and a fresh profile for each test: registers the
 * hooks that fetch it and close each test's profiles, and answers the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(() => closeProfiles(browser));
  afterAll(() => closeProfiles(browser));
  return () => {
    if (!browser) throw new Error('the browser starts before the first test');
    return browser;
  };
}
