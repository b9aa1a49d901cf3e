import {
  allFields,
  type CallPath,
  type ContentField,
  type ContentTypeDefinition,
  type ContentValues,
  categoryLevels,
  contentTypes,
  type EntityDefinition,
  type EntityField,
  entities,
  exampleValues,
  isFieldRelevant,
  isFieldShown,
  newContentValues,
  permissionLabel,
  tabOf,
  tagLevels,
} from '@masthead/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminUser, createContent, createProject, createTag } from './support/api.ts';
import { goInApp, launchBrowser, openSignedIn } from './support/browser.ts';
import { lowestContrast } from './support/contrast.ts';
import { labelled, openedForm } from './support/screen.ts';

/**
 * View mode is for reading (issue 23): every entity and content type, walked from its contract
 * definition, shows its values as text at body contrast rather than as disabled inputs, in the
 * places edit mode puts its inputs; and every form marks exactly the fields its definition
 * requires, with the same marker.
 */

const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof viewports;

/** WCAG AA for body text. */
const bodyContrast = 4.5;
/** How far a label may move when the form switches between View and Edit: none, give or take rounding. */
const samePlace = 2;

const richText =
  '<h2>Rich heading</h2><p>Plain, <strong>strong</strong> and <a href="https://example.com/more">a link</a>.</p><ul><li>First point</li><li>Second point</li></ul>';

let browser: Browser;
const pages = {} as Record<Viewport, Page>;
let refs: {
  projectId: number;
  projectName: string;
  categoryName: string;
  categoryId: number;
  tag: { id: number; name: string };
};
const savedEntities = new Map<string, { id: number; values: Record<string, unknown> }>();
const savedContent = new Map<string, { id: number; values: ContentValues }>();

const suffix = Date.now().toString(36);
const letters = suffix.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));

/** An entity's example, with every field it can show holding a value, lists two of them. */
function filledEntityValues(definition: EntityDefinition, project: { id: number }) {
  const values = exampleValues(definition);
  const chosenControls = new Set<string>();
  for (const field of definition.fields) {
    // A field shown only with another's value: that value is chosen, unless it shows another already.
    if (field.onlyWhen && !isFieldShown(field, values) && !chosenControls.has(field.onlyWhen.field))
      values[field.onlyWhen.field] = field.onlyWhen.in[0];
    if (field.onlyWhen) chosenControls.add(field.onlyWhen.field);
    if (field.kind === 'textarea') values[field.key] = `First line of ${field.key}\nSecond line`;
    if (field.kind === 'richText') values[field.key] = richText;
    if (field.kind === 'choiceList') values[field.key] = field.options.slice(0, 2);
    if (field.kind === 'projects') values[field.key] = [project.id];
    if (field.kind === 'permissions')
      values[field.key] = ['access_all_users', 'create_tag', 'access_all_projects'];
  }
  return Object.fromEntries(
    Object.entries(values).filter(([key]) =>
      definition.fields.some((field) => field.key === key && isFieldShown(field, values)),
    ),
  );
}

/** A web address for the text fields that hold one (links, URLs, videos), words for the rest. */
const isAddressField = (field: ContentField) => /link|url|video/i.test(field.key);

/** The option of a choice that shows the most of the fields depending on it (files aside). */
function showingMost(definition: ContentTypeDefinition, field: Extract<ContentField, { kind: 'choice' }>) {
  const shown = (option: string) =>
    definition.fields.filter(
      (other) =>
        other.kind !== 'file' && other.onlyWhen?.field === field.key && other.onlyWhen.in.includes(option),
    ).length;
  return [...field.options].sort((a, b) => shown(b) - shown(a))[0];
}

/** A value in every field of a content type but its files (their presentation is FileField's own). */
function filledContentValues(definition: ContentTypeDefinition): ContentValues & { title: string } {
  const values: ContentValues & { title: string } = { title: `View ${definition.label} ${suffix}` };
  for (const field of allFields(definition)) {
    if (field.key === 'title') continue;
    const sample: { [K in ContentField['kind']]: (field: Extract<ContentField, { kind: K }>) => unknown } = {
      text: (text) => (isAddressField(text) ? `https://example.com/${text.key}` : `${text.label} ${suffix}`),
      youtube: () => 'dQw4w9WgXcQ',
      textarea: (area) => `First line of ${area.key}\nSecond line`,
      richText: () => richText,
      integer: () => 640,
      choice: (choice) => (choice.key === 'status' ? 'ACTIVE' : showingMost(definition, choice)),
      date: () => '2026-01-02',
      textList: (list) => [`${list.label} one`, `https://example.com/${list.key}`],
      keywords: () => 'alpha,beta',
      reviewUrls: () => [{ name: 'Critic', url: 'https://reviews.example.com/1', rating: 80 }],
      file: () => undefined,
      projects: () => [refs.projectId],
      categories: () => [refs.categoryId],
      tags: () => ({ [String(refs.projectId)]: [refs.tag.id] }),
    };
    const value = (sample[field.kind] as (field: ContentField) => unknown)(field);
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  const project = await createProject({}, api);
  const category = await api.call('category-service/create-category', {
    name: `View ${letters}`,
    status: 'ACTIVE',
    level: [...categoryLevels],
  });
  const tag = await createTag(api, `View tag ${suffix}`, [...tagLevels]);
  refs = {
    projectId: project.id,
    projectName: project.name,
    categoryId: category.id,
    categoryName: category.name,
    tag: { id: tag.id, name: tag.name },
  };
  for (const definition of entities) {
    const values = filledEntityValues(definition, project);
    const saved = (await api.call(definition.calls.create as CallPath, values as never)) as { id: number };
    savedEntities.set(definition.name, { id: saved.id, values });
  }
  for (const definition of contentTypes) {
    const values = filledContentValues(definition);
    const saved = await createContent(api, definition, values);
    savedContent.set(definition.type, { id: saved.id, values });
  }
  // One signed-in browser profile per viewport for the whole file, each loading the app once:
  // every screen after that is reached inside the app, as its links reach them.
  for (const [name, size] of Object.entries(viewports)) {
    const page = await openSignedIn(browser, adminUser(), '/');
    await page.setViewportSize(size);
    pages[name as Viewport] = page;
  }
});
afterAll(async () => {
  await browser?.close();
});

/** The open tab's panel of a form with tabs, else the form itself. */
async function panelOf(form: Locator) {
  const panel = form.getByRole('tabpanel').filter({ visible: true });
  return (await panel.count()) > 0 ? panel : form;
}

/** The label element of a field as shown (its text, and the asterisk where required). */
const labelOf = async (form: Locator, label: string) =>
  (await panelOf(form)).getByText(labelled(label)).filter({ visible: true }).first();

/** What no view may hold: a form control that is there but disabled. */
const disabledControls = (form: Locator) =>
  form.locator('input:disabled, textarea:disabled, select:disabled, [data-disabled]');

/**
 * Checks what every view tab must be: no disabled controls, every value of `fields` drawn as
 * text at body contrast under a label without a required marker.
 */
async function expectReadable(form: Locator, fields: readonly { label: string }[], what: string) {
  expect(await disabledControls(form).count(), `${what}: disabled controls`).toBe(0);
  for (const { label } of fields) {
    const value = form.getByRole('group', { name: label, exact: true });
    const lowest = await value.evaluate(lowestContrast);
    expect(lowest, `${what} ${label}: a text`).not.toBeNull();
    expect(lowest?.ratio, `${what} ${label}: contrast of "${lowest?.text}"`).toBeGreaterThanOrEqual(
      bodyContrast,
    );
    const labelText = await value.evaluate(
      (element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    );
    expect(labelText, `${what} ${label}: no required marker in view mode`).toBe(label);
  }
}

/** The top-left corners of these labels, as the page shows them now. */
async function labelCorners(form: Locator, labels: readonly string[]) {
  return Promise.all(
    labels.map(async (label) => {
      const box = await (await labelOf(form, label)).boundingBox();
      if (!box) throw new Error(`no label ${label}`);
      return { label, x: Math.round(box.x), y: Math.round(box.y) };
    }),
  );
}

function expectSamePlaces(view: { label: string; x: number; y: number }[], edit: typeof view, what: string) {
  for (const [index, shown] of view.entries()) {
    const edited = edit[index];
    expect(Math.abs(shown.x - (edited?.x ?? Number.NaN)), `${what} ${shown.label}: x`).toBeLessThanOrEqual(
      samePlace,
    );
    expect(Math.abs(shown.y - (edited?.y ?? Number.NaN)), `${what} ${shown.label}: y`).toBeLessThanOrEqual(
      samePlace,
    );
  }
}

/** How many of the first fields must keep their labels' places between View and Edit. */
const firstFew = 3;

const entityLabel = (definition: EntityDefinition, field: EntityField) =>
  definition.labels[field.key] ?? field.key;

async function openTab(form: Locator, label: string) {
  const tab = form.getByRole('tab', { name: label, exact: true });
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
}

describe.each(Object.keys(viewports) as Viewport[])('view mode at the %s viewport', (viewport) => {
  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: values read as text at body contrast, in the places of the inputs',
    async (_label, definition) => {
      const page = pages[viewport];
      const saved = savedEntities.get(definition.name);
      if (!saved) throw new Error(`no ${definition.name} saved`);
      const name = String(saved.values[definition.nameField]);
      await goInApp(page, `${definition.route}/view/${saved.id}`);
      const view = await openedForm(page, `${definition.titles.view} ${name}`);
      const tabs = [{ value: 'general', label: 'General' }, ...(definition.tabs ?? [])];
      for (const tab of tabs) {
        await openTab(view, tab.label);
        const fields = definition.fields.filter(
          (field) => tabOf(field) === tab.value && isFieldShown(field, saved.values),
        );
        await expectReadable(
          view,
          fields.map((field) => ({ label: entityLabel(definition, field) })),
          `${definition.name} ${tab.value}`,
        );
      }
      for (const field of definition.fields) {
        if (!isFieldShown(field, saved.values)) continue;
        await openTab(view, tabs.find((tab) => tab.value === tabOf(field))?.label ?? 'General');
        const value = view.getByRole('group', { name: entityLabel(definition, field), exact: true });
        const what = `${definition.name} ${field.key}`;
        // Lists are lists, a password is never shown, rich text is formatted.
        if (field.kind === 'choiceList' || field.kind === 'projects')
          expect(await value.getByRole('listitem').count(), what).toBe(
            (saved.values[field.key] as unknown[]).length,
          );
        if (field.kind === 'projects') expect(await value.innerText(), what).toContain(refs.projectName);
        if (field.kind === 'permissions')
          for (const permission of saved.values[field.key] as string[])
            await value
              .getByRole('listitem')
              .filter({ hasText: permissionLabel(permission) })
              .waitFor();
        if (field.kind === 'password') expect(await value.innerText(), what).toBe('Never shown');
        if (field.kind === 'textarea') expect(await value.innerText(), what).toBe(saved.values[field.key]);
        if (field.kind === 'richText') await expectFormatted(value, what);
      }

      const general = definition.fields.filter(
        (field) => tabOf(field) === 'general' && isFieldShown(field, saved.values),
      );
      const firstLabels = general.slice(0, firstFew).map((field) => entityLabel(definition, field));
      await openTab(view, 'General');
      const viewed = await labelCorners(view, firstLabels);
      await goInApp(page, `${definition.route}/edit/${saved.id}`);
      const edit = await openedForm(page, `${definition.titles.edit} ${name}`);
      expectSamePlaces(viewed, await labelCorners(edit, firstLabels), `${definition.name} at ${viewport}`);
    },
  );

  it.each(contentTypes.map((definition): [string, ContentTypeDefinition] => [definition.label, definition]))(
    '%s: values read as text at body contrast, in the places of the inputs',
    async (_label, definition) => {
      const page = pages[viewport];
      const saved = savedContent.get(definition.type);
      if (!saved) throw new Error(`no ${definition.type} saved`);
      const title = String(saved.values.title);
      const lower = definition.label.toLowerCase();
      await goInApp(page, `${definition.route}/view/${saved.id}`);
      const view = await openedForm(page, `View ${lower} ${title}`);
      const fields = allFields(definition).filter((field) => isFieldRelevant(field, saved.values));
      for (const [tab, label] of [
        ['general', 'General Options'],
        ['type', definition.tabLabel],
      ] as const) {
        await openTab(view, label);
        const onTab = fields.filter((field) => field.tab === tab);
        await expectReadable(view, onTab, `${definition.type} ${tab}`);
        for (const field of onTab)
          await expectContentValue(view, field, saved.values[field.key], definition.type);
      }

      const firstLabels = fields.slice(0, firstFew).map((field) => field.label);
      await openTab(view, 'General Options');
      const viewed = await labelCorners(view, firstLabels);
      // Edit from the type's own tab opens on that tab, where the user was reading.
      await openTab(view, definition.tabLabel);
      await view.getByRole('link', { name: 'Edit', exact: true }).click();
      const edit = await openedForm(page, `Edit ${lower} ${title}`);
      const typeTab = edit.getByRole('tab', { name: definition.tabLabel, exact: true });
      expect(await typeTab.getAttribute('aria-selected'), `${definition.type}: the tab read`).toBe('true');
      await openTab(edit, 'General Options');
      expectSamePlaces(viewed, await labelCorners(edit, firstLabels), `${definition.type} at ${viewport}`);
    },
  );
});

/** Rich text shows as the formatted document: its heading, emphasis, link and list. */
async function expectFormatted(value: Locator, what: string) {
  await value.getByRole('heading', { name: 'Rich heading' }).waitFor();
  expect(await value.getByRole('link', { name: 'a link' }).getAttribute('href'), what).toBe(
    'https://example.com/more',
  );
  expect(await value.locator('strong').innerText(), what).toBe('strong');
  expect(await value.getByRole('listitem').allInnerTexts(), what).toEqual(['First point', 'Second point']);
}

/** A content value drawn the way its kind reads: text, a link, a list, formatted HTML. */
async function expectContentValue(form: Locator, field: ContentField, saved: unknown, type: string) {
  if (field.kind === 'file') return;
  const value = form.getByRole('group', { name: field.label, exact: true });
  const what = `${type} ${field.key}`;
  const items = () => value.getByRole('listitem').allInnerTexts();
  switch (field.kind) {
    case 'text':
      if (isAddressField(field))
        expect(await value.getByRole('link').getAttribute('href'), what).toBe(String(saved));
      expect(await value.innerText(), what).toBe(String(saved));
      break;
    case 'textarea':
      // A multipart save carries line breaks as CRLF, as browsers send them.
      expect((await value.innerText()).replace(/\r\n/g, '\n'), what).toBe(String(saved));
      break;
    case 'integer':
    case 'choice':
    case 'date':
      expect(await value.innerText(), what).toBe(String(saved));
      break;
    case 'youtube':
      expect(await value.getByRole('link').getAttribute('href'), what).toBe(
        `https://www.youtube.com/watch?v=${saved}`,
      );
      break;
    case 'richText':
      await expectFormatted(value, what);
      break;
    case 'keywords':
      expect(await items(), what).toEqual(String(saved).split(','));
      break;
    case 'textList': {
      const list = saved as string[];
      expect(await items(), what).toEqual(list);
      expect(await value.getByRole('link').getAttribute('href'), what).toBe(list[1]);
      break;
    }
    case 'reviewUrls':
      expect(await items(), what).toEqual([
        expect.stringMatching(/Critic\s+https:\/\/reviews\.example\.com\/1\s+80%/),
      ]);
      expect(await value.getByRole('link').getAttribute('href'), what).toBe('https://reviews.example.com/1');
      break;
    case 'projects':
      expect(await items(), what).toEqual([refs.projectName]);
      break;
    case 'categories':
      expect(await items(), what).toEqual([refs.categoryName]);
      break;
    case 'tags':
      expect(await value.innerText(), what).toContain(refs.projectName);
      expect(await value.innerText(), what).toContain(refs.tag.name);
      break;
  }
}

/**
 * The label of each field shown on a new item's form, tab by tab, and whether it carries the
 * required marker; the marker's colour, which must be one for all.
 */
async function markersOf(form: Locator, labels: readonly string[]) {
  const marks: { label: string; isMarked: boolean; color: string | null }[] = [];
  for (const label of labels) {
    const element = await labelOf(form, label);
    const text = (await element.innerText()).trim();
    const color = text.endsWith('*')
      ? await element.evaluate((node) =>
          node.lastElementChild ? getComputedStyle(node.lastElementChild).color : null,
        )
      : null;
    marks.push({ label, isMarked: text.endsWith('*'), color });
  }
  return marks;
}

describe('required markers', () => {
  const colors = new Set<string | null>();

  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: the new form marks exactly the fields its definition requires',
    async (_label, definition) => {
      const page = pages.desktop;
      await goInApp(page, `${definition.route}/new`);
      const form = await openedForm(page, definition.titles.new);
      await form.getByText('Fields marked * are required', { exact: true }).waitFor();
      for (const tab of [{ value: 'general', label: 'General' }, ...(definition.tabs ?? [])]) {
        await openTab(form, tab.label);
        // A field shown only with another's value counts where its label shows (a legal document's lists).
        const fields = [];
        for (const field of definition.fields.filter((field) => tabOf(field) === tab.value))
          if (!field.onlyWhen || (await (await labelOf(form, entityLabel(definition, field))).count()) > 0)
            fields.push(field);
        const marks = await markersOf(
          form,
          fields.map((field) => entityLabel(definition, field)),
        );
        expect(
          marks.map((mark) => mark.isMarked),
          `${definition.name} ${tab.value}`,
        ).toEqual(fields.map((field) => field.required));
        for (const mark of marks) if (mark.isMarked) colors.add(mark.color);
      }
      expect(colors.size, 'one marker colour in every form').toBe(1);
    },
  );

  it.each(contentTypes.map((definition): [string, ContentTypeDefinition] => [definition.label, definition]))(
    '%s: the new form marks exactly the fields its definition requires',
    async (_label, definition) => {
      const page = pages.desktop;
      await goInApp(page, `${definition.route}/new`);
      const form = await openedForm(page, `New ${definition.label.toLowerCase()}`);
      await form.getByText('Fields marked * are required', { exact: true }).waitFor();
      const fields = allFields(definition).filter((field) =>
        isFieldRelevant(field, newContentValues(definition)),
      );
      for (const [tab, label] of [
        ['general', 'General Options'],
        ['type', definition.tabLabel],
      ] as const) {
        await openTab(form, label);
        const onTab = fields.filter((field) => field.tab === tab);
        const marks = await markersOf(
          form,
          onTab.map((field) => field.label),
        );
        expect(
          marks.map((mark) => mark.isMarked),
          `${definition.type} ${tab}`,
        ).toEqual(onTab.map((field) => field.required));
        for (const mark of marks) if (mark.isMarked) colors.add(mark.color);
      }
      expect(colors.size, 'one marker colour in every form').toBe(1);
    },
  );
});
