import { type EntityDefinition, entities, entityListColumns, exampleValues } from '@masthead/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from './support/api.ts';
import { goInApp, launchBrowser, openSignedIn } from './support/browser.ts';
import { expectEntityValues, fillEntityForm } from './support/entity-form.ts';
import { banner, columnTexts, eventually, filterColumn, openedForm } from './support/screen.ts';

/**
 * Every entity's screens walked from its contract definition alone: a new entity is covered
 * here without a line of its own. The screens' particulars (a user's sessions, a legal
 * document's versions, deleting) have their own files.
 */

let browser: Browser;
let page: Page;

// One browser and one signed-in admin for every entity: each walk starts from its list's address,
// reached inside the app rather than by loading it again.
beforeAll(async () => {
  browser = await launchBrowser();
  page = await openSignedIn(browser, adminUser());
});
afterAll(async () => {
  await browser?.close();
});

describe('every entity, from its definition', () => {
  it.each(entities.map((definition): [string, EntityDefinition] => [definition.label, definition]))(
    '%s: listed, added through its form, found in its list, viewed and opened for editing',
    async (_label, definition) => {
      await goInApp(page, definition.route);
      await page.getByRole('heading', { name: definition.pluralLabel, level: 1 }).waitFor();
      const table = page.getByRole('table', { name: definition.pluralLabel });
      const headers = entityListColumns(definition).map((column) => column.header);
      await eventually(async () =>
        (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim()),
      ).toEqual([...headers, 'Actions']);

      await page.getByRole('link', { name: definition.addLabel, exact: true }).click();
      const newForm = await openedForm(page, definition.titles.new);
      const values = exampleValues(definition);
      await fillEntityForm(newForm, definition, values);
      await newForm.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => url.pathname === definition.route);
      await banner(page, definition.texts.saved).waitFor();

      const name = String(values[definition.nameField]);
      const nameHeader = definition.labels[definition.nameField] ?? definition.nameField;
      await filterColumn(table, nameHeader, name);
      await eventually(() => columnTexts(table, nameHeader)).toContain(name);

      await table.getByRole('link', { name: `View ${name}`, exact: true }).click();
      const viewForm = await openedForm(page, `${definition.titles.view} ${name}`);
      await expectEntityValues(viewForm, definition, values);
      expect(await viewForm.getByRole('button', { name: 'Submit' }).count()).toBe(0);

      await page.goBack();
      await table.getByRole('link', { name: `Edit ${name}`, exact: true }).click();
      const editForm = await openedForm(page, `${definition.titles.edit} ${name}`);
      const historyTab = editForm.getByRole('tab', { name: 'History', exact: true });
      expect(await historyTab.count()).toBe(definition.calls.history ? 1 : 0);
      await editForm.getByRole('button', { name: 'Submit' }).waitFor();
    },
  );
});
