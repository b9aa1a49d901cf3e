import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's label as shown: the text, then Mantine's asterisk where the field is required. */
export const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);

/** A banner whose text contains `title`: an alert (failures, warnings) or a status (successes, information). */
export const banner = (page: Page, title: string) =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: title });

/** Every banner on the page, by its close button: a banner is dismissible, other alerts are not. */
export const allBanners = (page: Page) =>
  page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ has: page.getByRole('button', { name: 'Dismiss message' }) });

/** Reads `read` again until the assertion chained on it passes, as a user watching the screen would. */
export const eventually = <T>(read: () => Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 100 });

/**
 * An entity form named `title`, once its heading shows. Look fields up inside it: the list's
 * column headers carry the same labels.
 */
export async function openedForm(page: Page, title: string) {
  const form = page.getByRole('form', { name: title });
  await form.getByRole('heading', { name: title, level: 1 }).waitFor();
  return form;
}

/** The texts of one column's cells on the page a table shows, top to bottom. */
export async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no column '${header}' among ${headers.join(', ')}`);
  // Data rows have a cell per column; the 'no rows' message is one wide cell.
  return table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell') })
    .evaluateAll(
      (rows, column) =>
        rows.flatMap((row) => {
          const cells = (row as HTMLTableRowElement).cells;
          return cells.length === column.width ? [cells[column.index]?.textContent?.trim() ?? ''] : [];
        }),
      { index, width: headers.length },
    );
}

/** Types `text` into a column's filter, behind its search icon, and closes it. */
export async function filterColumn(table: Locator, header: string, text: string) {
  await table.getByRole('button', { name: `Filter ${header}`, exact: true }).click();
  const input = table.page().getByLabel(`${header} contains`, { exact: true });
  await input.fill(text);
  await input.press('Enter');
  await input.waitFor({ state: 'hidden' });
}

/** The text of what describes a field to assistive technology: its error, its hint. */
export const descriptionOf = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim(),
  );
