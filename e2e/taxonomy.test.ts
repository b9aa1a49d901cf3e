import {
  allowedIpEntity,
  allowedIpLabels,
  bannerText,
  categoryEntity,
  categoryLabels,
  legalDocumentEntity,
  legalLabels,
  tagEntity,
  tagLabels,
  taxonomyMessage,
} from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createGame, createProject, createTag } from './support/api.ts';
import { goInApp, keptSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually, filterColumn, labelled, openedForm } from './support/screen.ts';

const browser = useBrowser();

/** Letters only, as category names allow: a different word each run. */
const uniqueWord = () =>
  [...Date.now().toString(36).slice(-6)]
    .map((char) => String.fromCharCode(97 + (char.charCodeAt(0) % 26)))
    .join('');
const field = (form: Locator, label: string) => form.getByLabel(labelled(label));

/**
 * The admin's page, kept from test to test and moved inside the app to each screen: a page load
 * per test cost the browser three times the move. What a test makes through the API before it
 * opens a list is made here, before the page first loads it (a list is shown from memory for 30
 * seconds); a screen for one item always asks the server afresh.
 */
const adminPage = async (pathname: string) => {
  const page = await keptSignedIn(browser(), adminUser());
  await goInApp(page, pathname);
  return page;
};

/** The legal document the version test edits, made before any list is loaded. */
const rulesTitle = `Rules ${uniqueWord()}`;
beforeAll(async () => {
  const api = await adminApi();
  await api.call('legal-template-service/create-template', {
    title: rulesTitle,
    content: '<p>Play fair and be kind.</p>',
    type: 'TERMS_OF_USE',
    level: 'GLOBAL',
    comment: '',
  });
});

describe('the taxonomy screens', () => {
  it('creates a category after showing the spec message for a bad name', async () => {
    const name = `Fun & Entertainment ${uniqueWord()}`;
    const page = await adminPage('/categories');
    await page.getByRole('link', { name: 'Add new category' }).click();
    const form = await openedForm(page, 'New category');
    await field(form, categoryLabels.name).fill('1 Fun');
    await form.getByRole('checkbox', { name: 'game', exact: true }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, bannerText.categoryNotSaved).waitFor();
    await form.getByText(taxonomyMessage.categoryName).waitFor();

    await field(form, categoryLabels.name).fill(name);
    await form.getByRole('checkbox', { name: 'quiz' }).check();
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/categories');
    await banner(page, categoryEntity.texts.saved).waitFor();
    const table = page.getByRole('table', { name: 'Categories' });
    await filterColumn(table, categoryLabels.name, name);
    await eventually(() => columnTexts(table, categoryLabels.name)).toEqual([name]);
    expect(await columnTexts(table, categoryLabels.level)).toEqual(['game, quiz']);
  });

  it('creates a tag and edits its levels', async () => {
    const name = `Puzzle ${uniqueWord()}`;
    const page = await adminPage('/tags/new');
    const form = await openedForm(page, 'New tag');
    await field(form, tagLabels.name).fill(name);
    await form.getByRole('checkbox', { name: 'recipe' }).check();
    await field(form, tagLabels.description).fill('Brain food');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/tags');
    await banner(page, tagEntity.texts.saved).waitFor();
    const table = page.getByRole('table', { name: 'Tags' });
    await filterColumn(table, tagLabels.name, name);
    await eventually(() => columnTexts(table, tagLabels.level)).toEqual(['recipe']);

    await table.getByRole('link', { name: `Edit ${name}` }).click();
    const edit = await openedForm(page, `Edit tag ${name}`);
    await edit.getByRole('checkbox', { name: 'coupon' }).check();
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/tags');
    await eventually(() => columnTexts(table, tagLabels.level)).toEqual(['coupon, recipe']);
  });

  it('creates a legal document, changing its level on the way', async () => {
    const project = await createProject();
    const title = `Terms ${uniqueWord()}`;
    const page = await adminPage('/legal-docs');
    await page.getByRole('link', { name: 'Add new legal document' }).click();
    const form = await openedForm(page, 'New legal document');
    await field(form, legalLabels.title).fill(title);
    await field(form, legalLabels.type).selectOption('TERMS_OF_USE');

    await form.getByRole('radio', { name: 'Content type' }).check();
    const contentTypes = field(form, legalLabels.content_types);
    await contentTypes.click();
    await contentTypes.fill('quiz');
    await page.getByRole('option', { name: 'quiz', exact: true }).click();
    // Its list stays open for more choices, and may open over the level above it: closed as a
    // user would, before turning to the level.
    await contentTypes.press('Escape');
    await page.getByRole('option', { name: 'quiz', exact: true }).waitFor({ state: 'hidden' });
    // Changing the level clears what was chosen for the old one.
    await form.getByRole('radio', { name: 'Project' }).check();
    expect(await field(form, legalLabels.content_types).count()).toBe(0);
    await form.getByRole('radio', { name: 'Content type' }).check();
    expect(await form.getByText('quiz', { exact: true }).count()).toBe(0);
    await form.getByRole('radio', { name: 'Project' }).check();
    const projects = field(form, legalLabels.projects);
    await projects.click();
    await projects.fill(project.name);
    await page.getByRole('option', { name: `${project.name} (game)` }).click();

    const content = form.getByRole('textbox', { name: legalLabels.content });
    await content.click();
    await page.keyboard.type('Play fair and be kind.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/legal-docs');
    await banner(page, legalDocumentEntity.texts.saved).waitFor();

    const api = await adminApi();
    const saved = (await api.call('legal-template-service/get-current-templates')).find(
      (legal) => legal.title === title,
    );
    expect(saved).toMatchObject({ level: 'PROJECT', projects: [project.id], content_types: [], version: 1 });
  });

  it('edits a legal document into version 2 and shows the difference to version 1', async () => {
    const title = rulesTitle;
    const page = await adminPage('/legal-docs');
    const table = page.getByRole('table', { name: 'Legal Docs' });
    await filterColumn(table, legalLabels.title, title);
    await table.getByRole('link', { name: `Edit ${title}` }).click();
    const edit = await openedForm(page, `Edit legal document ${title}`);
    const editor = edit.getByRole('textbox', { name: legalLabels.content });
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Cheaters are banned.');
    await edit.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/legal-docs');
    await eventually(() => columnTexts(table, legalLabels.version)).toEqual(['2']);

    await table.getByRole('link', { name: `View ${title}` }).click();
    const view = await openedForm(page, `View legal document ${title}`);
    await view.getByRole('tab', { name: 'Versions' }).click();
    const versions = view.getByRole('table', { name: 'Versions' });
    await eventually(() => versions.getByRole('row').count()).toBe(3);
    const differences = view.getByRole('region', { name: 'Differences' });
    await eventually(async () => (await differences.locator('ins').allTextContents()).join('')).toContain(
      'Cheaters are banned.',
    );
  });

  it('adds an allowed IP range after naming the network address of a range with host bits set', async () => {
    const page = await adminPage('/allowed-ips/new');
    const form = await openedForm(page, 'New IP');
    const second = Math.floor(Math.random() * 100) * 2;
    await field(form, allowedIpLabels.ip).fill(`10.${second}.1.0/23`);
    await field(form, allowedIpLabels.description).fill('Branch office');
    await form.getByRole('button', { name: 'Submit' }).click();
    await banner(page, bannerText.ipNotAdded).waitFor();
    await form.getByText(taxonomyMessage.ipHostBits(`10.${second}.0.0/23`)).waitFor();

    await field(form, allowedIpLabels.ip).fill(`10.${second}.0.0/23`);
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/allowed-ips');
    await banner(page, allowedIpEntity.texts.saved).waitFor();
    const table = page.getByRole('table', { name: 'Allowed IPs' });
    await filterColumn(table, allowedIpLabels.ip, `10.${second}.0.0/23`);
    await eventually(() => columnTexts(table, allowedIpLabels.username)).toEqual(['admin']);
  });
});

/**
 * After a delete from a view: back on the list at `list.path` with the banner `list.banner`, and
 * the list, filtered by `list.column`, no longer shows `name`.
 */
async function expectGoneFromList(
  page: Page,
  list: { path: string; table: string; column: string; banner: string },
  name: string,
) {
  await page.waitForURL((url) => url.pathname === list.path);
  await banner(page, list.banner).waitFor();
  const table = page.getByRole('table', { name: list.table });
  await filterColumn(table, list.column, name);
  await eventually(() => columnTexts(table, list.column)).toEqual([]);
}

describe('deleting from the taxonomy screens', () => {
  it('deletes an unused tag after a confirmation naming it', async () => {
    const api = await adminApi();
    const name = `Spare ${uniqueWord()}`;
    const tag = await createTag(api, name, ['game']);
    const page = await adminPage(`/tags/view/${tag.id}`);
    const form = await openedForm(page, `View tag ${name}`);
    await form.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete tag “${name}”?` });
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectGoneFromList(
      page,
      { path: '/tags', table: 'Tags', column: tagLabels.name, banner: 'Tag deleted' },
      name,
    );
    expect((await api.call('tag-service/get-tag-history', { id: tag.id }))[0]).toMatchObject({
      action: 'delete',
      actor: { username: 'admin' },
    });
  });

  it('keeps a category in use, says by how many items, and leads to them', async () => {
    const api = await adminApi();
    const name = `Busy ${uniqueWord()}`;
    const category = await api.call('category-service/create-category', { name, level: ['game'] });
    const title = `Category user ${uniqueWord()}`;
    const item = await createGame(api, { title, status: 'ACTIVE', categories: [category.id] });

    const page = await adminPage(`/categories/view/${category.id}`);
    const view = await openedForm(page, `View category ${name}`);
    await view.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete category “${name}”?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.getByText(taxonomyMessage.inUse({ entity: 'category', count: 1 })).waitFor();
    await refusal.getByRole('button', { name: 'Show the items' }).click();
    await refusal.getByRole('link', { name: title }).click();
    await page.waitForURL((url) => url.pathname === `/games/view/${item.id}`);
    expect((await api.call('category-service/get-category', { id: category.id })).name).toBe(name);
  });

  it('removes an allowed IP after a confirmation naming it', async () => {
    const api = await adminApi();
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const entry = await api.call('allowed-ip-service/create-ip', { ip, description: 'Temporary' });
    const page = await adminPage(`/allowed-ips/view/${entry.id}`);
    const view = await openedForm(page, `View IP ${ip}`);
    await view.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete allowed IP “${ip}”?` });
    await dialog.getByText(`calls from ${ip} are refused from now on`).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectGoneFromList(
      page,
      {
        path: '/allowed-ips',
        table: 'Allowed IPs',
        column: allowedIpLabels.ip,
        banner: 'Allowed IP deleted',
      },
      ip,
    );
  });
});
