import {
  bannerText,
  fieldMessage,
  globalMessage,
  permissionLabel,
  permissionList,
  userLabels,
} from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient, adminApi, adminUser, createUser } from './support/api.ts';
import { goInApp, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import {
  banner,
  columnTexts,
  descriptionOf,
  eventually,
  filterColumn,
  labelled,
  openedForm,
} from './support/screen.ts';

const browser = useBrowser();

let counter = 0;
const uniqueUsername = () => {
  counter += 1;
  return `ann${Date.now().toString(36)}${counter}`;
};
const password = 'Ann-Pass-123';

const permissionBox = (form: Locator, name: string) =>
  form.getByRole('checkbox', { name: permissionLabel(name), exact: true });

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

/**
 * How a checkbox's description looks: drawn with a size, below the box's label, inside the
 * window, and at least 4.5:1 against the colour behind it (WCAG AA for text), measured from the
 * computed colours.
 */
const descriptionLook = (box: Locator) =>
  box.evaluate((input) => {
    const description = document.getElementById(input.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    const label = (input as HTMLInputElement).labels?.[0];
    if (!(description && label)) return { missing: true };
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((channel) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind: Element | null = description;
    while (behind && ['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(behind).backgroundColor))
      behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [lighter, darker] = [luminance(getComputedStyle(description).color), luminance(background)].sort(
      (a, b) => b - a,
    ) as [number, number];
    const shown = description.getBoundingClientRect();
    return {
      isShown: description.checkVisibility({ opacityProperty: true }) && shown.width > 0 && shown.height > 0,
      isUnderTheLabel: shown.top >= label.getBoundingClientRect().bottom - 1,
      isWithinTheWindow: shown.left >= 0 && shown.right <= window.innerWidth,
      isLegible: (lighter + 0.05) / (darker + 0.05) >= 4.5,
    };
  });

/** The users list filtered down to one username, once the list shows it. */
async function findUserRow(page: Page, username: string) {
  const table = page.getByRole('table', { name: 'Users' });
  await filterColumn(table, userLabels.username, username);
  await eventually(() => columnTexts(table, userLabels.username)).toEqual([username]);
  return table;
}

/** Submits a user form; once back on the list that says it is saved, answers the list filtered to `username`. */
async function submitUser(page: Page, form: Locator, username: string) {
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL((url) => url.pathname === '/users');
  await banner(page, bannerText.userSaved).waitFor();
  return findUserRow(page, username);
}

describe('the users screens', () => {
  it('creates a user with permissions, edits it, lists the change in its history and shows it read-only', async () => {
    const username = uniqueUsername();
    // Kept for the "already taken" test, which moves inside the app from where this one ends.
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, '/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add new user' }).click();

    const newForm = await openedForm(page, 'New user');
    await newForm.getByLabel(labelled(userLabels.username)).fill(username);
    await newForm.getByLabel(labelled(userLabels.password)).fill(password);
    await newForm.getByLabel(userLabels.first_name).fill('Ann');
    await newForm.getByLabel(userLabels.last_name).fill('Smith');
    await newForm.getByLabel(userLabels.email).fill(`${username}@example.com`);

    await newForm.getByRole('tab', { name: 'Permissions' }).click();
    // One accordion section per permission section, open, counting what is ticked in it.
    const tagsSection = newForm.getByRole('button', { name: /^Tags \(0\/\d+\)$/ });
    expect(await tagsSection.getAttribute('aria-expanded')).toBe('true');
    const createTag = permissionBox(newForm, 'create_tag');
    await createTag.check();
    await permissionBox(newForm, 'update_tag').check();
    await newForm.getByRole('button', { name: /^Tags \(2\/\d+\)$/ }).waitFor();

    // Each permission's description is written under its checkbox, on a phone as on a desktop,
    // readable without hovering, and is what a screen reader reads as the box's description.
    for (const viewport of [phone, desktop]) {
      await page.setViewportSize(viewport);
      for (const { name, description } of permissionList) {
        const box = permissionBox(newForm, name);
        expect(await descriptionOf(box), name).toBe(description);
        expect(await descriptionLook(box), `${name} at ${viewport.width}px`).toEqual({
          isShown: true,
          isUnderTheLabel: true,
          isWithinTheWindow: true,
          isLegible: true,
        });
      }
    }

    const table = await submitUser(page, newForm, username);
    expect(await columnTexts(table, userLabels.last_name)).toEqual(['Smith']);

    await table.getByRole('link', { name: `Edit ${username}` }).click();
    const editForm = await openedForm(page, `Edit user ${username}`);
    const lastName = editForm.getByLabel(userLabels.last_name);
    expect(await lastName.inputValue()).toBe('Smith');
    await lastName.fill('Jones');
    await editForm.getByRole('tab', { name: 'Permissions' }).click();
    await permissionBox(editForm, 'create_tag').uncheck();
    const listAfterEdit = await submitUser(page, editForm, username);
    expect(await columnTexts(listAfterEdit, userLabels.last_name)).toEqual(['Jones']);

    await listAfterEdit.getByRole('link', { name: `View ${username}` }).click();
    const viewForm = await openedForm(page, `View user ${username}`);
    // View mode reads: the values as text, no inputs, no password.
    const shown = (label: string) => viewForm.getByRole('group', { name: label, exact: true });
    expect(await shown(userLabels.last_name).innerText()).toBe('Jones');
    expect(await shown(userLabels.status).innerText()).toBe('ACTIVE');
    expect(await shown(userLabels.password).innerText()).toBe('Never shown');
    expect(await viewForm.getByRole('textbox').count()).toBe(0);
    expect(await viewForm.locator('input[type=password]').count()).toBe(0);
    expect(await viewForm.getByRole('button', { name: 'Submit' }).count()).toBe(0);

    await viewForm.getByRole('tab', { name: 'Permissions' }).click();
    expect(await viewForm.getByRole('checkbox').count()).toBe(0);
    const granted = await shown(userLabels.permissions).getByRole('listitem').allInnerTexts();
    expect(granted).toContain(permissionLabel('update_tag'));
    expect(granted).not.toContain(permissionLabel('create_tag'));

    await viewForm.getByRole('tab', { name: 'History' }).click();
    const history = viewForm.getByRole('tabpanel', { name: 'History' });
    await history.getByText('Updated by admin').waitFor();
    await history.getByText('Created by admin').waitFor();
    await history.getByText('Last Name: Smith → Jones').waitFor();
    await history.getByText(`Permissions: removed ${permissionLabel('create_tag')}`).waitFor();
  });

  it('shows the contract’s messages beside the fields and sends nothing while any stands', async () => {
    const page = await openSignedIn(browser(), adminUser(), '/users/new');
    let createRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user-service/create-user')) createRequests += 1;
    });
    const form = await openedForm(page, 'New user');
    const username = form.getByLabel(labelled(userLabels.username));
    await username.fill('1ab');
    await form.getByRole('button', { name: 'Submit' }).click();

    const failure = banner(page, bannerText.userNotSaved);
    await failure.waitFor();
    const failureText = await failure.textContent();
    expect(failureText).toContain(fieldMessage.username);
    expect(failureText).toContain(bannerText.checkAllTabs);

    expect(await descriptionOf(username)).toContain(fieldMessage.username);
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    for (const label of [
      userLabels.password,
      userLabels.first_name,
      userLabels.last_name,
      userLabels.email,
    ]) {
      expect(await descriptionOf(form.getByLabel(labelled(label)))).toContain(fieldMessage.required);
    }
    // The hidden tab says that it holds an error too, and shows it when opened.
    const permissionsTab = form.getByRole('tab', { name: 'Permissions' });
    expect(await descriptionOf(permissionsTab)).toBe('1 field with an error');
    await permissionsTab.click();
    const permissions = form.getByRole('group', { name: /^Permissions/ });
    expect(await descriptionOf(permissions)).toBe(fieldMessage.required);

    expect(createRequests).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/users/new');
  });

  it('shows the server’s "already taken" under Username', async () => {
    const existing = await createUser(['access_all_users']);
    const page = await keptSignedIn(browser(), adminUser());
    await goInApp(page, '/users/new');
    const form = await openedForm(page, 'New user');
    const username = form.getByLabel(labelled(userLabels.username));
    await username.fill(existing.username);
    await form.getByLabel(labelled(userLabels.password)).fill(password);
    await form.getByLabel(userLabels.first_name).fill('Second');
    await form.getByLabel(userLabels.last_name).fill('Comer');
    await form.getByLabel(userLabels.email).fill(`second.${existing.username}@example.com`);
    await form.getByRole('tab', { name: 'Permissions' }).click();
    await permissionBox(form, 'access_all_users').check();
    await form.getByRole('button', { name: 'Submit' }).click();

    await banner(page, bannerText.userNotSaved).waitFor();
    // The form brings the user back to the tab holding the field.
    await username.waitFor();
    await eventually(() => descriptionOf(username)).toContain(fieldMessage.taken);
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/users/new');
  });

  it('offers only the permissions the signed-in user holds, and says why the others are greyed out', async () => {
    const manager = await createUser(['create_user', 'update_user', 'access_all_users', 'create_tag']);
    const page = await openSignedIn(browser(), manager, '/users/new');
    const form = await openedForm(page, 'New user');
    await form.getByRole('tab', { name: 'Permissions' }).click();

    const createTag = permissionBox(form, 'create_tag');
    const updateTag = permissionBox(form, 'update_tag');
    expect(await createTag.isEnabled()).toBe(true);
    expect(await updateTag.isDisabled()).toBe(true);
    // Why it is greyed out is written under it, as legible as any description.
    const updateTagDescription = permissionList.find(
      (permission) => permission.name === 'update_tag',
    )?.description;
    expect(await descriptionOf(updateTag)).toBe(`${updateTagDescription} ${bannerText.cannotGrant}`);
    expect(await descriptionLook(updateTag)).toEqual({
      isShown: true,
      isUnderTheLabel: true,
      isWithinTheWindow: true,
      isLegible: true,
    });

    // "Select all" ticks what can be granted and leaves the rest alone.
    await form.getByRole('checkbox', { name: 'Select all in Tags' }).click();
    expect(await createTag.isChecked()).toBe(true);
    expect(await updateTag.isChecked()).toBe(false);

    // The administrator holds more than this manager: editing it is refused before any typing.
    const everyone = await (await adminApi()).call('user-service/get-all-users', {});
    const adminId = everyone.find((user) => user.username === 'admin')?.id;
    // A page load: the form just changed would ask before the app let the user leave it.
    await page.goto(`/users/edit/${adminId}`);
    await page.getByRole('status').filter({ hasText: bannerText.cannotEditUser }).waitFor();
  });

  it('keeps a user editing itself from its own sign-in details, sending it to its own screens', async () => {
    const self = await createUser(['update_user', 'access_all_users']);
    const { username } = self;
    const page = await openSignedIn(browser(), self, '/users');
    const table = await findUserRow(page, username);
    await table.getByRole('link', { name: `Edit ${username}` }).click();
    const form = await openedForm(page, `Edit user ${username}`);
    expect(await form.getByLabel(userLabels.password).count()).toBe(0);
    // Read as text, not offered as inputs, and not marked as required.
    for (const label of [userLabels.email, userLabels.username, userLabels.status])
      expect(await form.getByLabel(labelled(label)).evaluate((element) => element.tagName), label).toBe(
        'DIV',
      );
    expect(await form.getByText('Your own is changed by another administrator').count()).toBe(3);
    expect(await form.getByRole('group', { name: userLabels.username, exact: true }).innerText()).toContain(
      username,
    );
    await form.getByRole('link', { name: 'Two-factor sign-in' }).waitFor();
    await form.getByRole('link', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/change-password');
  });

  it('asks for the password when a change needs it confirmed, then sends the change', async () => {
    const target = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), adminUser(), '/users');
    const table = await findUserRow(page, target.username);
    await table.getByRole('link', { name: `Edit ${target.username}` }).click();
    const form = await openedForm(page, `Edit user ${target.username}`);
    await form.getByLabel(userLabels.password).fill('Newly-Set-Pass1');
    // As if the admin had signed in more than 15 minutes ago: the server's refusal, once.
    let refused = false;
    await page.route('**/api/user-service/update-user', async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'ERROR', message: globalMessage.confirmPassword }),
      });
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your password' });
    await dialog.getByLabel('Your password').fill('Not-The-Pass1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText(fieldMessage.wrongOldPassword).waitFor();
    await dialog.getByLabel('Your password').fill(adminUser().password);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await banner(page, bannerText.userSaved).waitFor();
    expect(await dialog.count()).toBe(0);
    const signedIn = await new ApiClient().signIn(target.username, 'Newly-Set-Pass1');
    expect(signedIn).toBeDefined();
  });

  it('shows Not Authorized on the users screens to a user without a users permission', async () => {
    const user = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), user, '/users/new');
    await page.getByRole('heading', { name: bannerText.notAuthorized.title, level: 1 }).waitFor();
    expect(await page.getByText(bannerText.notAuthorized.message).isVisible()).toBe(true);
    expect(await page.getByRole('form').count()).toBe(0);

    await goInApp(page, '/users');
    await page.getByRole('heading', { name: bannerText.notAuthorized.title, level: 1 }).waitFor();
    expect(await page.getByText(bannerText.notAuthorized.message).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Users' }).count()).toBe(0);
  });
});
