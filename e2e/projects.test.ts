import { bannerText, projectLabels } from '@masthead/contract';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, adminApi, adminUser, createProject, createUser } from './support/api.ts';
import { goInApp, keptSignedIn, openSignedIn, useBrowser } from './support/browser.ts';
import { banner, columnTexts, eventually, filterColumn, labelled, openedForm } from './support/screen.ts';

const browser = useBrowser();

let counter = 0;
const uniqueName = (word: string) => {
  counter += 1;
  return `${word} ${Date.now().toString(36)}${counter}`;
};

/**
 * The admin's page, kept from test to test and moved inside the app to each screen: a page load
 * per test cost the browser three times the move. The projects list is shown from memory for
 * 30 seconds, so what the tests make through the API is made before the page first loads it.
 */
const adminPage = async (pathname: string) => {
  const page = await keptSignedIn(browser(), adminUser());
  await goInApp(page, pathname);
  return page;
};

const sortPrefix = uniqueName('Sort');
/** The 25 projects the sorting test pages through. */
const sorted: Awaited<ReturnType<typeof createProject>>[] = [];
/** The projects the leave-the-form and the colleague's-save tests edit. */
let toLeave: Awaited<ReturnType<typeof createProject>>;
let toRace: Awaited<ReturnType<typeof createProject>>;
beforeAll(async () => {
  const api = await adminApi();
  for (let number = 1; number <= 25; number += 1) {
    sorted.push(await createProject({ name: `${sortPrefix}-${number}` }, api));
  }
  toLeave = await createProject({}, api);
  toRace = await createProject({}, api);
});

const projectsTable = (page: Page) => page.getByRole('table', { name: 'Projects' });

/** Filters the projects list by name and waits until it shows exactly `names`, in any order. */
async function showOnlyNamed(table: Locator, filter: string, names: string[]) {
  await filterColumn(table, projectLabels.name, filter);
  await eventually(async () => (await columnTexts(table, projectLabels.name)).sort()).toEqual(
    [...names].sort(),
  );
}

/** View mode reads: each of the 8 fields as text, no inputs, nothing to submit. */
async function expectReadOnly(form: Locator) {
  expect(await form.getByRole('group').count()).toBe(8);
  const inputs = [...(await form.getByRole('textbox').all()), ...(await form.getByRole('combobox').all())];
  expect(inputs.length).toBe(0);
  expect(await form.getByRole('button', { name: 'Submit' }).count()).toBe(0);
}

const idsShown = async (table: Locator) => (await columnTexts(table, projectLabels.id)).map(Number);
const isAscending = (ids: number[]) => ids.every((id, index) => index === 0 || (ids[index - 1] ?? 0) < id);
const isDescending = (ids: number[]) => isAscending([...ids].reverse());

describe('the projects screens', () => {
  it('creates a project from the defaults, edits it, shows it read-only and clones it', async () => {
    const name = uniqueName('Alpha');
    const page = await adminPage('/projects');
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Add new project' }).click();

    const newForm = await openedForm(page, 'New project');
    const field = (form: Locator, label: string) => form.getByLabel(labelled(label));
    expect(await field(newForm, projectLabels.tld).inputValue()).toBe('com');
    expect(await field(newForm, projectLabels.content_type).inputValue()).toBe('game');
    expect(await field(newForm, projectLabels.status).inputValue()).toBe('ACTIVE');
    expect(await field(newForm, projectLabels.supports_https).inputValue()).toBe('YES');
    expect(await field(newForm, projectLabels.http_locked).inputValue()).toBe('NO');
    await field(newForm, projectLabels.factor_id).fill('4242');
    await field(newForm, projectLabels.name).fill(name);
    await field(newForm, projectLabels.legal_name).fill('Alpha Media Ltd');
    await newForm.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await banner(page, bannerText.projectSaved).waitFor();
    const table = projectsTable(page);
    await showOnlyNamed(table, name, [name]);
    expect(await columnTexts(table, projectLabels.factor_id)).toEqual(['4242']);

    await table.getByRole('link', { name: `Edit ${name}` }).click();
    const editForm = await openedForm(page, `Edit project ${name}`);
    expect(await field(editForm, projectLabels.legal_name).inputValue()).toBe('Alpha Media Ltd');
    await field(editForm, projectLabels.legal_name).fill('Alpha Media GmbH');
    await editForm.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await banner(page, bannerText.projectSaved).waitFor();
    await showOnlyNamed(table, name, [name]);
    expect(await columnTexts(table, projectLabels.legal_name)).toEqual(['Alpha Media GmbH']);

    await table.getByRole('link', { name: `View ${name}` }).click();
    const viewForm = await openedForm(page, `View project ${name}`);
    const legalName = viewForm.getByRole('group', { name: projectLabels.legal_name, exact: true });
    expect(await legalName.innerText()).toBe('Alpha Media GmbH');
    await expectReadOnly(viewForm);
    // Back returns to the list as it was left, filter included.
    await viewForm.getByRole('button', { name: 'Back' }).click();
    await eventually(() => columnTexts(table, projectLabels.name)).toEqual([name]);

    await table.getByRole('link', { name: `Copy ${name}` }).click();
    const cloneForm = await openedForm(page, `Clone project ${name}`);
    // Kept from its source: read as text, with why.
    const contentType = cloneForm.getByRole('group', { name: projectLabels.content_type, exact: true });
    expect(await contentType.innerText()).toContain('game');
    await cloneForm.getByText('A copy keeps the content type of its source.').waitFor();
    await field(cloneForm, projectLabels.name).fill(`${name} copy`);
    await cloneForm.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await banner(page, bannerText.projectCloned).waitFor();
    await showOnlyNamed(table, name, [name, `${name} copy`]);
    expect(await columnTexts(table, projectLabels.content_type)).toEqual(['game', 'game']);
  });

  it('sorts ids as numbers, keeps the order in the address, filters by name and shows 20 rows a page', async () => {
    const prefix = sortPrefix;
    const created = sorted;
    const api = await adminApi();
    const allIds = (await api.call('project-service/get-all-projects')).map((project) => project.id);
    const highestId = Math.max(...allIds);
    const lowestIds = allIds.sort((a, b) => a - b).slice(0, 20);

    const page = await adminPage('/projects');
    const table = projectsTable(page);
    await eventually(async () => (await idsShown(table)).length).toBe(20);
    await page
      .getByRole('navigation', { name: 'Projects pages' })
      .getByRole('button', { name: 'Page 2' })
      .waitFor();

    const idSort = table.getByRole('button', { name: projectLabels.id, exact: true });
    await idSort.click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'asc');
    await idSort.click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'desc');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('id');
    await eventually(() => idsShown(table)).toSatisfy(isDescending);
    const descending = await idsShown(table);
    expect(descending).toHaveLength(20);
    expect(descending[0]).toBeGreaterThanOrEqual(highestId);

    await page.reload();
    await eventually(async () => (await idsShown(table)).length).toBe(20);
    const afterReload = await idsShown(table);
    expect(isDescending(afterReload)).toBe(true);
    expect(afterReload[0]).toBeGreaterThanOrEqual(highestId);

    // Ascending again: 9 before 10 before 11, not 1, 10, 11, …, 19, 2 as text would have it.
    await idSort.click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'asc');
    await eventually(() => idsShown(table)).toEqual(lowestIds);

    await filterColumn(table, projectLabels.name, `${prefix}-1`);
    expect(new URL(page.url()).searchParams.get('f_name')).toBe(`${prefix}-1`);
    const matching = created.filter((project) => project.name.startsWith(`${prefix}-1`));
    expect(matching).toHaveLength(11);
    await eventually(() => columnTexts(table, projectLabels.name)).toEqual(
      matching.map((project) => project.name),
    );
  });

  it('offers a user who may only see projects no way to add, edit or copy one', async () => {
    const project = await createProject();
    const viewer = await createUser(['access_all_projects']);
    const page = await openSignedIn(browser(), viewer, '/projects');
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor();
    const table = projectsTable(page);
    await showOnlyNamed(table, project.name, [project.name]);
    expect(await table.getByRole('link', { name: `View ${project.name}` }).count()).toBe(1);
    expect(await table.getByRole('link', { name: `Edit ${project.name}` }).count()).toBe(0);
    expect(await table.getByRole('link', { name: `Copy ${project.name}` }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add new project' }).count()).toBe(0);
  });

  it('asks before leaving a changed form, and leaving keeps the saved project as it was', async () => {
    const project = toLeave;
    const renamed = `${project.name} renamed`;
    const page = await adminPage(`/projects/edit/${project.id}`);
    const form = await openedForm(page, `Edit project ${project.name}`);
    const name = form.getByLabel(labelled(projectLabels.name));
    await name.fill(renamed);

    await form.getByRole('button', { name: 'Back' }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await question.waitFor();
    await question.getByRole('button', { name: 'Stay on this form' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/projects/edit/${project.id}`);
    expect(await name.inputValue()).toBe(renamed);

    await form.getByRole('button', { name: 'Back' }).click();
    await question.getByRole('button', { name: 'Leave without saving', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    await showOnlyNamed(projectsTable(page), project.name, [project.name]);
  });

  it("refuses to save over a colleague's newer save and says who made it", async () => {
    const project = toRace;
    const page = await adminPage(`/projects/edit/${project.id}`);
    const form = await openedForm(page, `Edit project ${project.name}`);
    // A colleague saves the same project while this form is open.
    const colleague = await createUser(['update_project', 'access_all_projects']);
    const api = await new ApiClient().signIn(colleague.username, colleague.password);
    const { id: _id, creation_datetime: _c, update_datetime, config: _config, ...fields } = project;
    await api.call('project-service/update-project', {
      ...fields,
      id: project.id,
      legal_name: 'Colleague Ltd',
      update_datetime,
    });

    await form.getByLabel(labelled(projectLabels.legal_name)).fill('Mine Ltd');
    await form.getByRole('button', { name: 'Submit' }).click();
    const refused = banner(page, bannerText.projectNotSaved);
    await refused.waitFor();
    expect(await refused.textContent()).toContain(`was changed by ${colleague.username}`);
    expect(
      (await (await adminApi()).call('project-service/get-project', { id: project.id })).legal_name,
    ).toBe('Colleague Ltd');
  });
});
