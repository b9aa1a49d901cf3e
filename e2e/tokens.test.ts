import { apiTokenMessage } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { adminApi, adminUser, baseUrl, createUser } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';
import { banner, labelled, openedForm } from './support/screen.ts';

const browser = useBrowser();

/** A script's call with the token, as any HTTP client would make it: no cookie, no Origin. */
const listProjects = async (token: string) => {
  const response = await fetch(`${baseUrl()}/api/project-service/get-all-projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as { status: string; message?: string } };
};

describe('API tokens', () => {
  it('creates a token on its page, shows the secret once, and a revoked token is refused', async () => {
    const user = await createUser(['access_all_projects', 'access_all_users']);
    const page = await openSignedIn(browser(), user, '/');
    await page.getByRole('link', { name: 'API tokens' }).click();
    await page.getByRole('heading', { name: 'API tokens', level: 1 }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();

    await page.getByRole('button', { name: 'Create API token' }).click();
    const create = page.getByRole('dialog', { name: 'Create API token' });
    await create.getByLabel(labelled('Name')).fill('e2e-bot');
    // Only the user's own permissions are offered.
    expect(await create.getByRole('checkbox', { name: 'Update User' }).count()).toBe(0);
    await create.getByRole('checkbox', { name: 'Access All Projects' }).check();
    await create.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'API token “e2e-bot” created' });
    await shown.getByText('You will not see it again.').waitFor();
    const token = (await shown.getByLabel('New API token').textContent())?.trim() ?? '';
    expect(token).toMatch(/^mht_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy token' }).waitFor();
    // The secret is lost once the dialog closes: Escape or a click beside it do not close it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Copy token');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await shown.getByText('You will not see it again.').waitFor();

    const allowed = await listProjects(token);
    expect(allowed.status).toBe(200);
    expect(allowed.body.status).toBe('OK');

    await shown.getByRole('button', { name: 'I have stored it' }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Create API token');
    const table = page.getByRole('table', { name: /My API tokens/ });
    await table.getByRole('cell', { name: 'e2e-bot', exact: true }).waitFor();
    // Used once: its last use is shown; the secret is nowhere on the page any more.
    await page.reload();
    await table.getByRole('cell', { name: 'e2e-bot', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('cell', { name: /UTC$/ }).count()).toBe(3);
    // Permissions by the names the user form gives them; name and status lead, for a phone.
    await table.getByRole('cell', { name: 'Access All Projects', exact: true }).waitFor();
    expect((await table.getByRole('columnheader').allTextContents()).slice(0, 2)).toEqual(['Name', 'Status']);
    expect(await page.content()).not.toContain(token);

    // A refused token is told inside the dialog, where the user is looking.
    await page.getByRole('button', { name: 'Create API token' }).click();
    await create.getByLabel(labelled('Name')).fill('e2e-bot');
    await create.getByRole('checkbox', { name: 'Access All Projects' }).check();
    await create.getByRole('button', { name: 'Create token' }).click();
    await create.getByRole('alert').filter({ hasText: 'API token not created' }).waitFor();
    await create.getByText(apiTokenMessage.nameTaken('e2e-bot')).first().waitFor();
    await create.getByRole('button', { name: 'Cancel' }).click();

    await table.getByRole('button', { name: 'Revoke e2e-bot' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the API token “e2e-bot”?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await banner(page, 'API token “e2e-bot” revoked').waitFor();
    await table.getByText('REVOKED').waitFor();
    // When it stopped is said beside it.
    await expect.poll(() => table.getByRole('cell', { name: /REVOKED\s*\d{4}-\d{2}-\d{2}/ }).count()).toBe(1);

    // An administrator sees the user's tokens on the user form.
    const users = await (await adminApi()).call('user-service/get-all-users');
    const id = users.find((candidate) => candidate.username === user.username)?.id;
    const admin = await openSignedIn(browser(), adminUser(), `/users/edit/${id}`);
    const form = await openedForm(admin, `Edit user ${user.username}`);
    await form.getByRole('tab', { name: 'API tokens' }).click();
    const theirs = admin.getByRole('table', {
      name: `API tokens of ${user.username}, newest first (times in UTC)`,
    });
    await theirs.getByRole('cell', { name: 'e2e-bot', exact: true }).waitFor();
    await theirs.getByText('REVOKED').waitFor();

    const refused = await listProjects(token);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toMatch(
      /^This API token was revoked on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\./,
    );
  });
});
