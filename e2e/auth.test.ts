import { bannerText, firstAnswersBlockId, globalMessage, passwordResetText } from '@masthead/contract';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminUser, createUser } from './support/api.ts';
import { openPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { readMail } from './support/mail.ts';
import { banner, labelled } from './support/screen.ts';

const browser = useBrowser();

const adminPassword = () => inject('adminPassword');

/** The server's sign-in page, whatever address it carries to come back to. */
const onSignInPage = (url: URL) => url.pathname === '/login';

/** Scripts of the app on the page: the server's sign-in pages have none, only their own small one. */
const appScripts = (page: Page) => page.locator('script:not([src*="/assets/sign-in-"])').count();

describe('signing in', () => {
  it('sends a signed-out visitor to the login page, then on to the address asked for', async () => {
    const page = await openPage(browser(), '/users?sort=username');
    await page.waitForURL(onSignInPage);
    await signIn(page, 'admin', adminPassword());
    await page.waitForURL((url) => url.pathname === '/users' && url.search === '?sort=username');
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Admin Istrator' }).waitFor();
  });

  it('shows "Login Failed" with the reason and stays on the login page for a wrong password', async () => {
    const page = await openPage(browser(), '/login');
    await signIn(page, 'admin', 'Wrong-Pass-1');
    const failure = banner(page, bannerText.loginFailed);
    await failure.waitFor();
    expect(await failure.textContent()).toContain(globalMessage.loginFailed);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('answers an empty form with its field messages, without any call of the API', async () => {
    const page = await openPage(browser(), '/login');
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user-service/login')) requests += 1;
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('is required').first().waitFor();
    expect(requests).toBe(0);
  });

  it('leaves the app for the server’s sign-in page, and comes back to the page asked for', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openPage(browser(), '/games?sort=title');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === '/games?sort=title',
    );
    // The server's page: drawn without the app's code.
    expect(await appScripts(page)).toBe(0);
    await signIn(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/games' && url.search === '?sort=title');
  });

  it('keeps a remembered sign-in for 30 days and a plain one for the browser session', async () => {
    const remembered = await openPage(browser(), '/login');
    await signIn(remembered, 'admin', adminPassword(), { remember: true });
    await remembered.waitForURL((url) => url.pathname === '/');
    const [persistent] = await remembered.context().cookies();
    const days = ((persistent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(persistent?.httpOnly).toBe(true);

    const plain = await openPage(browser(), '/login');
    await signIn(plain, 'admin', adminPassword());
    await plain.waitForURL((url) => url.pathname === '/');
    const [sessionOnly] = await plain.context().cookies();
    expect(sessionOnly?.expires).toBe(-1);
  });

  it('signs out from the user menu, and the old session no longer opens the app', async () => {
    const page = await openPage(browser(), '/users');
    await page.waitForURL(onSignInPage);
    await signIn(page, 'admin', adminPassword());
    await page.waitForURL('**/users');
    const logout = async () => {
      await page.getByRole('button', { name: 'Admin Istrator' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(onSignInPage);
    };
    await logout();
    // The server's page, with no address to come back to.
    expect(new URL(page.url()).search).toBe('');
    expect(await appScripts(page)).toBe(0);
    // Whoever signs in next starts at the dashboard, not where the last user left off.
    await signIn(page, 'admin', adminPassword());
    await page.waitForURL((url) => url.pathname === '/');
    await logout();
    await page.goto('/change-password');
    await page.waitForURL(onSignInPage);
  });

  it('redirects a signed-in user away from unknown paths and the login page', async () => {
    const page = await openPage(browser(), '/login');
    await signIn(page, 'admin', adminPassword());
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/no/such/screen');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('logs the user out with "Session expired" when the session ends under them', async () => {
    const user = await createUser(['access_all_users']);
    const page = await openPage(browser(), '/login');
    await signIn(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/change-password');
    await page.getByLabel('Old password').fill(user.password);
    await page.context().clearCookies();
    await page.getByLabel(labelled('New password')).fill('Brand-New-Pass1');
    await page.getByLabel('Confirm new password').fill('Brand-New-Pass1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => onSignInPage(url) && url.searchParams.get('next') === '/change-password');
    await banner(page, bannerText.sessionExpired.title).waitFor();
    expect(await appScripts(page)).toBe(0);
  });
});

describe('passwords', () => {
  it('resets a forgotten password through the e-mailed link', async () => {
    const user = await createUser(['access_all_users']);
    const page = await openPage(browser(), '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(`${user.username}@example.com`);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await banner(page, bannerText.resetSuccess).waitFor();

    const mail = await readMail(user.username);
    const link = /(http:\/\/\S+\/login\/reset-password\?token=[\w-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    await page.goto(link ?? '');
    await page.getByLabel(labelled('New password')).fill('Reset-Pass-123');
    await page.getByLabel('Confirm new password').fill('Reset-Pass-123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await banner(page, bannerText.resetSuccess).last().waitFor();

    await page.goto('/login');
    await signIn(page, user.username, 'Reset-Pass-123');
    await page.waitForURL((url) => url.pathname === '/');

    // The link works once: opened again, it says so at once and offers a new one.
    const again = await openPage(browser(), new URL(link ?? '').pathname + new URL(link ?? '').search);
    const failure = banner(again, bannerText.resetFailed);
    await failure.waitFor();
    expect(await failure.textContent()).toContain(globalMessage.resetTokenUsed);
    expect(await again.getByLabel(labelled('New password')).count()).toBe(0);
    await again.getByRole('link', { name: passwordResetText.askAgain }).click();
    await again.waitForURL((url) => url.pathname === '/login/forgot-password');
  });

  it('changes the signed-in user’s own password', async () => {
    const user = await createUser(['access_all_users'], { first_name: 'Paula', last_name: 'Change' });
    const page = await openPage(browser(), '/login');
    await signIn(page, user.username, user.password);
    await page.getByRole('button', { name: 'Paula Change' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    await page.waitForURL('**/change-password');
    await page.getByLabel('Old password').fill(user.password);
    await page.getByLabel(labelled('New password')).fill('Changed-Pass-9');
    await page.getByLabel('Confirm new password').fill('Changed-Pass-9');
    await page.getByRole('button', { name: 'Change password' }).click();
    await banner(page, bannerText.changePasswordSuccess).waitFor();

    const fresh = await openPage(browser(), '/login');
    await signIn(fresh, user.username, 'Changed-Pass-9');
    await fresh.waitForURL((url) => url.pathname === '/');
  });
});

describe('permissions in the interface', () => {
  it('shows only the menu items the user may use, and Not Authorized elsewhere', async () => {
    const user = await createUser(['access_all_users']);
    const page = await openPage(browser(), '/login');
    await signIn(page, user.username, user.password);
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Users' }).waitFor();
    for (const hidden of ['Projects', 'Games', 'Legal Docs', 'CDN Cache', 'Allowed IPs', 'Categories']) {
      expect(await menu.getByRole('link', { name: hidden, exact: true }).count()).toBe(0);
    }
    await page.goto('/projects');
    await page.getByRole('heading', { name: bannerText.notAuthorized.title }).waitFor();
    expect(await page.getByText(bannerText.notAuthorized.message).isVisible()).toBe(true);
  });

  it('asks the server for no list the user may not load: Not Authorized comes without a refused call', async () => {
    /** The calls a page load of `pathname` makes, and the statuses they answer. */
    const callsOf = async (user: { username: string; password: string }, pathname: string) => {
      const page = await openSignedIn(browser(), user);
      const answered: { path: string; status: number }[] = [];
      page.on('response', (response) => {
        const { pathname: path } = new URL(response.url());
        if (path.startsWith('/api/')) answered.push({ path: path.slice(5), status: response.status() });
      });
      await page.goto(pathname);
      return { page, answered };
    };
    const editor = await createUser(['access_all_tags', 'update_tag']);
    const { page, answered } = await callsOf(editor, '/users');
    await page.getByRole('heading', { name: bannerText.notAuthorized.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(answered.filter((call) => call.status === 403)).toEqual([]);
    expect(answered.map((call) => call.path)).not.toContain('user-service/get-all-users');
    expect(answered.map((call) => call.path)).not.toContain('view-service/get-views');
    // Whoever may load it gets the list and its views: with the page, which the server drew
    // from them (the page carries their answers), or asked for as the page loads.
    const admin = await callsOf(adminUser(), '/users');
    await admin.page.getByRole('heading', { name: 'Users' }).waitFor();
    await admin.page.waitForLoadState('networkidle');
    const carried = await admin.page.evaluate((id) => {
      const answers = JSON.parse(document.getElementById(id)?.textContent ?? '[]') as {
        path: string;
        status: number;
      }[];
      return answers.map(({ path, status }) => ({ path, status }));
    }, firstAnswersBlockId);
    expect([...carried, ...admin.answered]).toEqual(
      expect.arrayContaining([
        { path: 'user-service/get-all-users', status: 200 },
        { path: 'view-service/get-views', status: 200 },
      ]),
    );
  });
});
