import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, createUser } from './support/api.ts';
import { openPage, openSignedIn, useBrowser } from './support/browser.ts';
import { openedForm } from './support/screen.ts';

const browser = useBrowser();

/** The app's scripts the page has loaded so far, by address. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js')),
  );

/** zod names each of its schema classes in a string that minifying keeps. */
const validationCode = '$ZodObject';

async function carriesValidationCode(page: Page) {
  const texts = await Promise.all(
    (await loadedScripts(page)).map(async (script) => (await page.request.get(script)).text()),
  );
  return texts.some((text) => text.includes(validationCode));
}

describe('the first load of a page', () => {
  it('of a signed-in list carries no validation code, which comes with the first form', async () => {
    const user = await createUser(['access_all_projects', 'create_project']);
    const page = await openSignedIn(browser(), user, '/projects');
    await page.getByRole('table', { name: 'Projects' }).getByRole('row').first().waitFor();
    expect(await carriesValidationCode(page)).toBe(false);

    await page.getByRole('link', { name: 'Add new project' }).click();
    await openedForm(page, 'New project');
    expect(await carriesValidationCode(page)).toBe(true);
  });

  it('of a signed-in page says it is loading from its first bytes, before any of its code runs', async () => {
    const user = await createUser(['access_all_projects']);
    // Without JavaScript, the page shows only what the server sent.
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const signedIn = await context.request.post('/api/user-service/login', {
      data: { username: user.username, password: user.password, remember: false },
    });
    expect(signedIn.ok()).toBe(true);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto('/projects');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading');
  });

  it('of the sign-in page is the server’s HTML, with no script to run before the user acts', async () => {
    const html = await (await fetch(new URL('/login', baseUrl()))).text();
    expect(html).toContain('<form');
    expect(html).not.toMatch(/<script/i);
    const page = await openPage(browser(), '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await loadedScripts(page)).toEqual([]);
  });
});
