import { bannerText, globalMessage, passwordResetText } from '@masthead/contract';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, createUser } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { readMail } from './support/mail.ts';
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

describe('resetting a password without JavaScript', () => {
  it('asks for the link, sets the new password from the mail and signs in with it', async () => {
    const user = await createUser(['access_all_users']);
    const page = await pageWithoutScript('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(`${user.username}@example.com`);
    await page.getByRole('button', { name: passwordResetText.requestReset }).click();
    const requested = banner(page, bannerText.resetSuccess);
    await requested.waitFor();
    expect(await requested.textContent()).toContain(globalMessage.resetRequested);

    const link = /(http:\/\/\S+\/login\/reset-password\?token=[\w-]+)/.exec(
      await readMail(user.username),
    )?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel(labelled('New password')).fill('Reset-Pass-123');
    await page.getByLabel('Confirm new password').fill('Reset-Pass-124');
    await page.getByRole('button', { name: passwordResetText.setPassword }).click();
    await banner(page, bannerText.resetFailed).waitFor();
    await page.getByLabel(labelled('New password')).fill('Reset-Pass-123');
    await page.getByLabel('Confirm new password').fill('Reset-Pass-123');
    await page.getByRole('button', { name: passwordResetText.setPassword }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await banner(page, bannerText.resetSuccess).textContent()).toContain(globalMessage.passwordReset);

    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel(labelled('Password')).fill('Reset-Pass-123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
