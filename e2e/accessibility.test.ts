import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMenuGroup, mainMenu } from '../apps/web/src/layout/menu.ts';
import { adminUser, createProject, createUser } from './support/api.ts';
import {
  consoleErrors,
  goInApp,
  keptSignedIn,
  openPage,
  openSignedIn,
  useBrowser,
} from './support/browser.ts';

/**
 * Every screen checked by axe-core in Chromium: no serious or critical violation, and nothing
 * logged as an error (a script error, a Content-Security-Policy refusal). The signed-in
 * screens are read from the menu, so an area is checked the day it lands in the menu; each
 * list's "Add new" form and first row's view and edit forms are checked with it.
 */

// Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses injected scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  // Loaded once per page: the app's own navigation keeps it, as it keeps the app.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A dialog fading in or out is drawn pale: its contrast is judged once it stands still.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: unknown[] }>;
        };
      }
    ).axe;
    // Only violations are read, so axe need not describe every node that passed.
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (found as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Mantine's parts on the page that no loaded style rule names: each component's styles travel
 * with the chunk that uses it (apps/web/mantineStyles.ts), so a part drawn without them is a
 * screen that looks broken. Mantine's own class names are `m_` and eight hex digits.
 */
async function unstyledParts(page: Page): Promise<string[]> {
  const missing = await page.evaluate(() => {
    const named = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(/m_[0-9a-f]{8}/g) ?? []) named.add(name);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const used = new Set(
      Array.from(document.querySelectorAll('[class*="m_"]')).flatMap((element) =>
        Array.from(element.classList).filter((name) => /^m_[0-9a-f]{8}$/.test(name)),
      ),
    );
    return [...used].filter((name) => !named.has(name));
  });
  return missing.map((name) => `${page.url()} draws .${name} without its styles`);
}

/**
 * The screen has rendered its heading and shows no loader or busy region any more. (Waiting for
 * the network to stay idle for half a second, per screen and form, took a minute of the suite.)
 */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.querySelector('.mantine-Loader-root, [aria-busy="true"]'));
}

const menuPaths = mainMenu
  .flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]))
  .map((link) => link.to);

const browser = useBrowser();
beforeAll(async () => {
  await createProject();
});

describe('accessibility (axe-core)', () => {
  it('finds nothing serious on the signed-out screens', async () => {
    const found: string[] = [];
    for (const pathname of ['/login', '/login/forgot-password', '/login/reset-password#token=made-up']) {
      const page = await openPage(browser(), pathname);
      await settled(page);
      found.push(...(await violations(page)), ...(await unstyledParts(page)), ...consoleErrors(page));
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it('notices what a page logs as an error, so the screens above can fail on it', async () => {
    const page = await openPage(browser(), '/login');
    await settled(page);
    await page.evaluate(() => console.error('a script broke'));
    await page.evaluate(() => setTimeout(() => JSON.parse('{')));
    await expect.poll(() => consoleErrors(page).length).toBe(2);
    expect(consoleErrors(page)[0]).toContain('a script broke');
  });

  it('notices a Mantine part drawn without its styles, so the screens above can fail on it', async () => {
    const page = await openPage(browser(), '/login');
    await settled(page);
    expect(await unstyledParts(page)).toEqual([]);
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement('div'), { className: 'm_0badc0de' })),
    );
    expect(await unstyledParts(page)).toEqual([expect.stringContaining('.m_0badc0de without its styles')]);
  });

  // One test per screen, so each stays within its time limit as areas are added. The screens
  // and their forms are opened as the app's links open them, in one page loaded once.
  it.each(['/', '/change-password', '/two-factor', '/sessions', ...menuPaths])(
    'finds nothing serious on %s, with its add, view and edit forms',
    async (pathname) => {
      const page = await keptSignedIn(browser(), adminUser());
      // What the screens of the tests before logged was theirs to report.
      const earlierErrors = consoleErrors(page).length;
      const found: string[] = [];
      const checkScreen = async () => {
        await settled(page);
        found.push(...(await violations(page)), ...(await unstyledParts(page)));
      };
      const check = async (address: string) => {
        const heading = page.getByRole('heading', { level: 1 }).first();
        const before = await heading.textContent();
        await goInApp(page, address);
        // The next screen is there once its own heading replaces the last one's.
        await page.waitForFunction((last) => document.querySelector('h1')?.textContent !== last, before);
        await checkScreen();
      };
      if (new URL(page.url()).pathname === pathname) await checkScreen();
      else await check(pathname);
      const rowLinks = page.getByRole('table').first().getByRole('link');
      const firstRow = (await rowLinks.count()) > 0 ? await rowLinks.first().getAttribute('href') : null;
      const addNew = page.getByRole('link', { name: /^Add new/ });
      if ((await addNew.count()) > 0) await check((await addNew.first().getAttribute('href')) ?? pathname);
      if (firstRow?.includes('/view/')) {
        await check(firstRow);
        await check(firstRow.replace('/view/', '/edit/'));
      }
      expect([...found, ...consoleErrors(page).slice(earlierErrors)]).toEqual([]);
    },
  );

  it('finds nothing serious while viewing as a user with few permissions: banner, marked menu and controls', async () => {
    const viewed = await createUser(['access_all_contents']);
    const page = await openSignedIn(browser(), adminUser(), '/users');
    // Through the page's own session, as the View as button does.
    const id = await page.evaluate(async (username) => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const users = await post('user-service/get-all-users', {});
      const user = users.data.find((u: { username: string }) => u.username === username);
      await post('session-service/start-view-as', { id: user.id });
      return user.id as number;
    }, viewed.username);
    expect(id).toBeGreaterThan(0);
    const found: string[] = [];
    for (const address of ['/games', '/tags']) {
      await page.goto(address);
      await page.getByRole('region', { name: 'Viewing as another user' }).waitFor();
      await settled(page);
      found.push(...(await violations(page)));
    }
    expect(found).toEqual([]);
  });

  it('finds nothing serious in a list’s column chooser and save-view dialog', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/users');
    await settled(page);
    await page.getByRole('button', { name: 'Columns of Users' }).click();
    await page.getByRole('dialog', { name: 'Columns of Users' }).waitFor();
    const found = [...(await violations(page)), ...(await unstyledParts(page))];
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save view…' }).click();
    await page.getByRole('dialog', { name: 'Save view' }).getByLabel('Name').waitFor();
    found.push(...(await violations(page)), ...(await unstyledParts(page)));
    expect(found).toEqual([]);
  });
});

describe('accessibility of tabs a screen opens later', () => {
  it('finds nothing serious on a new user’s Permissions tab, every section open', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/users');
    await page.getByRole('link', { name: 'Add new user' }).click();
    await settled(page);
    await page.getByRole('tab', { name: 'Permissions' }).click();
    await page.getByRole('button', { name: /^Legal Docs/ }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
