import { bannerText, contentMessage, game, tagEntity, tagLabels } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame, createTag, createUser } from './support/api.ts';
import { goInApp, keptSignedIn, openPage, openSignedIn, signIn, useBrowser } from './support/browser.ts';
import { allBanners, banner, eventually, labelled, openedForm } from './support/screen.ts';

/**
 * Banners tell the truth: a failure goes when the same action then succeeds and when the user
 * leaves the screen, a success goes by itself, and no banner ever covers a field, a label or a
 * button, on a desktop or a phone.
 */

const browser = useBrowser();

let savedGame: { id: number; title: string };
let takenTagName: string;
beforeAll(async () => {
  const api = await adminApi();
  const suffix = Date.now().toString(36);
  savedGame = await createGame(api, { title: `Banner game ${suffix}` });
  takenTagName = (await createTag(api, `Banner tag ${suffix}`, ['game'])).name;
});

/**
 * The controls and labels outside the banner whose boxes its box meets. The top bar and the
 * footer are left out: they stay fixed over the page, so a banner scrolled under them is covered
 * by them, not covering them.
 */
const controlsUnder = (bannerLocator: Locator) =>
  bannerLocator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>('input, textarea, select, button, label');
    return Array.from(controls)
      .filter((control) => !element.contains(control) && !control.closest('header, footer'))
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        // Hidden inputs and visually hidden helpers take no room on the screen.
        if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(control).visibility === 'hidden')
          return false;
        return (
          rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top
        );
      })
      .map((control) => {
        const name = (control as HTMLInputElement).labels?.[0]?.textContent ?? control.textContent;
        return `${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? name?.trim()}"`;
      });
  });

/**
 * The admin's page, kept through the file's game and tag tests (each ends on a list, nothing left
 * half typed) and moved inside the app to each one's form: a page load costs the browser three
 * times the move.
 */
const adminPage = async (pathname: string) => {
  const page = await keptSignedIn(browser(), adminUser());
  await goInApp(page, pathname);
  return page;
};

const viewports = [
  { name: 'a desktop', size: { width: 1440, height: 900 }, alsoAt: [{ width: 1280, height: 800 }] },
  { name: 'a phone', size: { width: 390, height: 844 }, alsoAt: [] },
];

describe.each(viewports)('banners on $name', ({ size, alsoAt }) => {
  /** Waits for the banner, then finds it over nothing at this viewport and the others of its kind. */
  async function expectShownOverNothing(page: Page, shown: Locator) {
    await shown.waitFor();
    for (const other of alsoAt) {
      await page.setViewportSize(other);
      expect(await controlsUnder(shown)).toEqual([]);
    }
    await page.setViewportSize(size);
    expect(await controlsUnder(shown)).toEqual([]);
  }

  it('a failed sign-in says so over the card, and the failure stays behind on Forgot password', async () => {
    const page = await openPage(browser(), '/login');
    await page.setViewportSize(size);
    await signIn(page, 'admin', 'Wrong-Pass-1');
    await expectShownOverNothing(page, banner(page, bannerText.loginFailed));

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await allBanners(page).count()).toBe(0);
  });

  it('change password: a wrong current password, then the right one, leaves only the success', async () => {
    const user = await createUser(['access_all_users']);
    const page = await openSignedIn(browser(), user, '/change-password');
    await page.setViewportSize(size);
    const fillAndSend = async (oldPassword: string) => {
      await page.getByLabel('Old password').fill(oldPassword);
      await page.getByLabel(labelled('New password')).fill('Brand-New-Pass-1');
      await page.getByLabel('Confirm new password').fill('Brand-New-Pass-1');
      await page.getByRole('button', { name: 'Change password' }).click();
    };
    await fillAndSend('Not-My-Pass-1');
    await expectShownOverNothing(page, banner(page, bannerText.changePasswordFailed));

    await fillAndSend(user.password);
    const success = banner(page, bannerText.changePasswordSuccess);
    await expectShownOverNothing(page, success);
    expect(await allBanners(page).count()).toBe(1);
    expect(await success.getAttribute('role')).toBe('status');
  });

  it('a game not saved, then saved: the failure goes, the list’s banner covers nothing and fades', async () => {
    const page = await adminPage(`${game.route}/edit/${savedGame.id}`);
    await page.setViewportSize(size);
    const form = await openedForm(page, `Edit game ${savedGame.title}`);
    const title = form.getByLabel(/^Title/);
    await title.fill('');
    // Sent from the far end of the form, where the banner at the top is out of sight.
    await form.getByRole('button', { name: 'Submit' }).scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: 'Submit' }).click();
    const failure = banner(page, contentMessage.notSaved('Game'));
    await expectShownOverNothing(page, failure);
    expect(await failure.getAttribute('role')).toBe('alert');
    const isInSight = (element: Element) =>
      element.getBoundingClientRect().top >= 0 &&
      element.getBoundingClientRect().bottom <= window.innerHeight;
    expect(await failure.evaluate(isInSight)).toBe(true);

    // Its one field fixed, the failure that named it goes before the next try.
    await title.fill(savedGame.title);
    await failure.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === game.route);
    const saved = banner(page, contentMessage.saved('Game'));
    await expectShownOverNothing(page, saved);
    expect(await banner(page, contentMessage.notSaved('Game')).count()).toBe(0);

    // Nothing holds it (the pointer away from it): a success goes by itself.
    await page.mouse.move(size.width - 1, size.height - 1);
    await saved.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByRole('link', { name: 'Add new game' }).waitFor();
  });

  it('a tag the server refuses, then saves; a failure left behind goes when the user leaves the form', async () => {
    const page = await adminPage(`${tagEntity.route}/new`);
    await page.setViewportSize(size);
    const form = await openedForm(page, 'New tag');
    const name = form.getByLabel(labelled(tagLabels.name));
    await name.fill(takenTagName);
    await form.getByRole('checkbox', { name: 'game', exact: true }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectShownOverNothing(page, banner(page, bannerText.tagNotSaved));
    // The keyboard goes on from the form (its field in error, or Submit), not from the page's start.
    await eventually(() => page.evaluate(() => document.activeElement?.closest('form') !== null)).toBe(true);

    await name.fill(`${takenTagName} at ${size.width}`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === tagEntity.route);
    await expectShownOverNothing(page, banner(page, tagEntity.texts.saved));
    expect(await banner(page, bannerText.tagNotSaved).count()).toBe(0);

    await page.getByRole('link', { name: 'Add new tag' }).click();
    const empty = await openedForm(page, 'New tag');
    await empty.getByRole('button', { name: 'Submit' }).click();
    await expectShownOverNothing(page, banner(page, bannerText.tagNotSaved));
    await empty.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === tagEntity.route);
    await page.getByRole('table', { name: 'Tags' }).waitFor();
    expect(await banner(page, bannerText.tagNotSaved).count()).toBe(0);
  });
});
