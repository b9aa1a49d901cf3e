import { callDescriptions } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from './support/api.ts';
import { openSignedIn, useBrowser } from './support/browser.ts';

const browser = useBrowser();

describe('the API page', () => {
  it('lists the calls by service with what each does, who may make it and its fields', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user);
    await page.getByRole('link', { name: 'API', exact: true }).click();
    await page.getByRole('heading', { name: 'API', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'user-service' }).click();
    const login = page.getByRole('heading', { name: '/api/user-service/login', level: 3 });
    await login.waitFor();
    await page.getByText(callDescriptions['user-service/login'] ?? '', { exact: true }).waitFor();
    await page.getByText('Public: no session needed.').first().waitFor();
    await page.getByText('Needs one of the permissions: create_user.').waitFor();
    expect(await page.getByRole('table', { name: 'Input fields' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href')).toBe(
      '/api/openapi.json',
    );
  });
});
