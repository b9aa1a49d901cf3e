import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CallInput, CallPath, PermissionName } from '@masthead/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium, started the way this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A banner (an alert) whose text contains `title`. */
export const banner = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/** A fresh browser profile (no cookies) on the app. */
export async function openPage(browser: Browser, pathname = '/') {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
  const page = await context.newPage();
  // Fail within seconds: the app answers in milliseconds, and a wait this long means a bug.
  page.setDefaultTimeout(10_000);
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

  async call<P extends CallPath>(callPath: P, body?: CallInput<P>) {
    const response = await fetch(`${baseUrl()}/api/${callPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie },
      body: JSON.stringify(body ?? {}),
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
