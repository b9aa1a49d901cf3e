import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApi, adminUser, createUser } from './support/api.ts';
import { goInApp, openSignedIn, useBrowser } from './support/browser.ts';
import { banner, openedForm } from './support/screen.ts';

const browser = useBrowser();

const idOf = async (username: string) => {
  const users = await (await adminApi()).call('user-service/get-all-users');
  const user = users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
};

/** The signed-in browsers table, once it shows `rows` rows. */
async function sessionsTable(page: Page, rows: number) {
  const table = page.getByRole('table', { name: /most recently used first/ });
  await expect.poll(() => table.getByRole('row').count(), { timeout: 10_000 }).toBe(rows + 1);
  return table;
}

/** A signed-in page is signed out once its next request answers 401: it lands on /login. */
async function isSignedOut(page: Page) {
  await page.goto('/sessions');
  await page.waitForURL((url) => url.pathname === '/login');
  return true;
}

describe('sessions', () => {
  it('signs a browser out from My sessions, and another from the user form, each at once', async () => {
    const user = await createUser(['access_all_projects']);
    const laptop = await openSignedIn(browser(), user);
    const phone = await openSignedIn(browser(), user);

    await laptop.getByRole('button', { name: /Erin Tester/ }).click();
    await laptop.getByRole('menuitem', { name: 'My sessions' }).click();
    await laptop.getByRole('heading', { name: 'My sessions', level: 1 }).waitFor();
    const mine = await sessionsTable(laptop, 2);
    await mine.getByText('This browser').waitFor();
    expect(await mine.getByRole('cell', { name: /^(Headless )?Chrome on Linux$/ }).count()).toBe(2);
    await mine.getByRole('button', { name: /^Sign out / }).click();
    await banner(laptop, 'Signed out').waitFor();
    await sessionsTable(laptop, 1);
    expect(await isSignedOut(phone)).toBe(true);

    // An administrator sees the user's browsers on the user form and signs the last one out.
    const admin = await openSignedIn(browser(), adminUser(), `/users/edit/${await idOf(user.username)}`);
    const form = await openedForm(admin, `Edit user ${user.username}`);
    await form.getByRole('tab', { name: 'Sessions' }).click();
    const theirs = await sessionsTable(admin, 1);
    await theirs.getByRole('button', { name: /^Sign out / }).click();
    await form.getByText('No browser is signed in.').waitFor();
    expect(await isSignedOut(laptop)).toBe(true);
  });

  it('views as a user with few permissions: read-only, hidden controls marked, and back', async () => {
    const viewed = await createUser(['access_all_contents'], { first_name: 'Vera', last_name: 'Viewed' });
    const id = await idOf(viewed.username);
    const page = await openSignedIn(browser(), adminUser(), `/users/view/${id}`);
    await openedForm(page, `View user ${viewed.username}`);
    await page.getByRole('button', { name: `View as ${viewed.username}` }).click();

    const viewingAs = page.getByRole('region', { name: 'Viewing as another user' });
    await viewingAs.getByText(`Viewing as Vera Viewed (${viewed.username}) — read-only`).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    // What she may open is a link; what her permissions hide stays, marked with what it needs.
    await menu.getByRole('link', { name: 'Games' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Tags' }).count()).toBe(0);
    await menu.getByText('needs one of create_tag, update_tag, access_all_tags').waitFor();
    await menu.getByText('needs one of access_all_users, update_user, create_user').waitFor();

    await goInApp(page, '/tags');
    await page.getByRole('heading', { name: 'Not Authorized' }).waitFor();
    await page.getByText('This screen needs one of create_tag, update_tag, access_all_tags.').waitFor();
    await goInApp(page, '/games');
    await page.getByText('(needs create_content)').waitFor();
    expect(await page.getByRole('link', { name: /^Add new/ }).count()).toBe(0);

    // The server refuses a change even when asked directly from this session.
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/user-service/change-my-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oldPassword: 'x', password: 'Yy-123456', passwordRetype: 'Yy-123456' }),
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Read-only while viewing as');

    await viewingAs.getByRole('button', { name: 'Stop viewing' }).click();
    await page.waitForURL((url) => url.pathname === `/users/view/${id}`);
    await viewingAs.waitFor({ state: 'detached' });
    await menu.getByRole('link', { name: 'Tags' }).waitFor();
    const form = await openedForm(page, `View user ${viewed.username}`);
    await form.getByRole('tab', { name: 'History' }).click();
    await form.getByText('Stopped viewing as this user by admin').waitFor();
    await form.getByText('Viewed as this user (read-only) by admin').waitFor();
  });
});
