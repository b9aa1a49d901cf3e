import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CallInput,
  type CallOutput,
  type CallPath,
  newProjectDefaults,
  type PermissionName,
} from '@masthead/contract';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { chromiumLaunchOptions } from '../../tools/processes.ts';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, started the way this machine's closed network needs. */
export const launchBrowser = (): Promise<Browser> => chromium.launch(chromiumLaunchOptions());

/** A banner (an alert) whose text contains `title`. */
export const banner = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

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
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The API as a script would use it: for arranging data faster than through the screens. */
export class ApiClient {
  private cookie = '';

  async signIn(username: string, password: string) {
    const response = await fetch(`${baseUrl()}/api/user-service/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, remember: false }),
    });
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('masthead_session='));
    if (!response.ok || !cookie) throw new Error(`API sign-in failed: ${await response.text()}`);
    this.cookie = cookie.split(';')[0] ?? '';
    return this;
  }

  async call<P extends CallPath>(callPath: P, body?: CallInput<P>): Promise<CallOutput<P>> {
    const response = await fetch(`${baseUrl()}/api/${callPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify(body ?? {}),
    });
    const envelope = await response.json();
    if (envelope.status !== 'OK') throw new Error(`${callPath} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  }

  /** A multipart call (the content saves), sent as the web form sends it. */
  async callForm<P extends CallPath>(callPath: P, form: FormData): Promise<CallOutput<P>> {
    const response = await fetch(`${baseUrl()}/api/${callPath}`, {
      method: 'POST',
      headers: { cookie: this.cookie },
      body: form,
    });
    const envelope = await response.json();
    if (envelope.status !== 'OK') throw new Error(`${callPath} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  }
}

export const adminApi = () => new ApiClient().signIn('admin', inject('adminPassword'));

let counter = 0;
/** A user with just these permissions, made through the API; answers its credentials. */
export async function createUser(
  permissions: PermissionName[],
  overrides: { first_name?: string; last_name?: string } = {},
) {
  counter += 1;
  const username = `e2e${Date.now().toString(36)}${counter}`;
  const password = 'E2e-Pass-123';
  const api = await adminApi();
  await api.call('user-service/create-user', {
    username,
    password,
    email: `${username}@example.com`,
    first_name: overrides.first_name ?? 'Erin',
    last_name: overrides.last_name ?? `Tester${counter}`,
    status: 'ACTIVE',
    note: '',
    permissions,
  });
  return { username, password };
}

let projectCounter = 0;
/** A project made through the API, named uniquely unless `overrides` names it; answers it as saved. */
export async function createProject(
  overrides: Partial<CallInput<'project-service/create-project'>> = {},
  api?: ApiClient,
) {
  projectCounter += 1;
  const client = api ?? (await adminApi());
  return client.call('project-service/create-project', {
    factor_id: 1000 + projectCounter,
    name: `e2e project ${Date.now().toString(36)}${projectCounter}`,
    legal_name: 'E2E Publishing Ltd',
    ...newProjectDefaults,
    ...overrides,
  });
}

export const adminUser = () => ({ username: 'admin', password: inject('adminPassword') });

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

/** Reads `read` again until the assertion chained on it passes, as a user watching the screen would. */
export const eventually = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 100 });

/**
 * An entity form named `title`, once its heading shows. Look fields up inside it: the list's
 * column headers carry the same labels.
 */
export async function openedForm(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await form.getByRole('heading', { name: title, level: 1 }).waitFor();
  return form;
}

/** The texts of one column's cells on the page a table shows, top to bottom. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' among ${headers.join(', ')}`);
  // Data rows have a cell per column; the 'no rows' message is one wide cell.
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .evaluateAll(
      (rows, column) =>
        rows.flatMap((row) => {
          const cells = (row as HTMLTableRowElement).cells;
          return cells.length === column.width ? [cells[column.index]?.textContent?.trim() ?? ''] : [];
        }),
      { index, width: headers.length },
    );
}

/** Types `text` into a column's filter, behind its search icon, and closes it. */
export async function filterColumn(table: Locator, header: string, text: string) {
  await table.getByRole('button', { name: `Filter ${header}`, exact: true }).click();
  const input = table.page().getByLabel(`${header} contains`, { exact: true });
  await input.fill(text);
  await input.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

/** The text of what describes a field to assistive technology: its error, its hint. */
export const descriptionOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );

/** The newest mail in the server's outbox that mentions `text`, waiting for it to arrive. */
export async function readMail(text: string) {
  const outbox = path.join(inject('dataDir'), 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [])).sort().reverse();
    for (const file of files) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      const decoded = decodeQuotedPrintable(mail);
      if (decoded.includes(text)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail mentioning ${text}`);
}

/** Mail bodies with long lines (the reset link) are quoted-printable encoded. */
const decodeQuotedPrintable = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/**
 * One Chromium for the test file and a fresh profile for each test: registers the hooks that
 * start it, close each test's profiles and stop it, and answers the running browser.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts before the first test');
    return browser;
  };
}
