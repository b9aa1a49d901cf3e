import { bannerText, globalMessage } from '@masthead/contract';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { banner, labelled } from './support/screen.ts';

const browser = useBrowser();

/** A fresh profile with JavaScript switched off: the sign-in page must work on its own. */
async function pageWithoutScript(pathname: string) {
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(pathname);
  return page;
}

describe('signing in without JavaScript', () => {
  it('shows the spec banner for a wrong password and keeps the username', async () => {
    const page = await pageWithoutScript('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(labelled('Password')).fill('Wrong-Pass-1');
    await page.getByRole('button', { name: 'Login' }).click();
    const failure = banner(page, bannerText.loginFailed);
    await failure.waitFor();
    expect(await failure.textContent()).toContain(globalMessage.loginFailed);
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    expect(await page.getByLabel(labelled('Password')).inputValue()).toBe('');
  });

  it('lands signed in with the right password', async () => {
    const page = await pageWithoutScript('/login');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel(labelled('Password')).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === 'masthead_session')).toBe(true);
  });

  it('refuses a sign-in form posted from another site', async () => {
    const page = await pageWithoutScript('/login');
    const response = await page.request.post('/login', {
      form: { username: 'admin', password: inject('adminPassword') },
      headers: { origin: 'https://evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain(globalMessage.crossSite);
  });
});
