import { type EntityDefinition, type EntityField, permissionLabel, tabOf } from '@masthead/contract';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { labelled } from './screen.ts';

/**
 * An entity's form worked from its definition alone: each field is found by its label and
 * filled, or read back, the way its kind is shown. What a user sees is the test's only guide,
 * so a field of a new entity needs nothing here unless it brings a new kind.
 */

const labelOf = (definition: EntityDefinition, field: EntityField) =>
  definition.labels[field.key] ?? field.key;

/** Opens the tab that holds the field ('General' unless the definition says). */
async function openTabOf(form: Locator, definition: EntityDefinition, field: EntityField) {
  // A form of one tab shows no tabs, and an opened item starts on General.
  if (!definition.tabs) return;
  const tab = tabOf(field);
  const label = definition.tabs?.find((known) => known.value === tab)?.label ?? 'General';
  const tabButton = form.getByRole('tab', { name: label, exact: true });
  if ((await tabButton.getAttribute('aria-selected')) !== 'true') await tabButton.click();
}

/** A value a list of values holds, as the list itself. */
const listOf = (value: unknown) => (Array.isArray(value) ? (value as unknown[]).map(String) : []);

/** The text a rich-text value shows: its HTML without tags. */
const textOf = (html: unknown) => String(html).replace(/<[^>]+>/g, '');

const optionLabel = (field: EntityField, value: unknown) =>
  field.kind === 'choice' ? (field.optionLabels?.[String(value)] ?? String(value)) : String(value);

/** Types or picks every value into the form, tab by tab; empty lists are left as they are. */
export async function fillEntityForm(
  form: Locator,
  definition: EntityDefinition,
  values: Record<string, unknown>,
) {
  for (const field of definition.fields) {
    if (!(field.key in values)) continue;
    const value = values[field.key];
    const label = labelOf(definition, field);
    await openTabOf(form, definition, field);
    const input = form.getByLabel(labelled(label));
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'password':
      case 'integer':
      case 'ipRange':
        await input.fill(String(value));
        break;
      case 'choice':
        if (field.as === 'radio')
          await form.getByRole('radio', { name: optionLabel(field, value), exact: true }).check();
        else await input.selectOption(String(value));
        break;
      case 'status':
        await input.selectOption(String(value));
        break;
      case 'choiceList':
        for (const option of listOf(value)) {
          if (field.as === 'checkboxes') {
            await form.getByRole('checkbox', { name: option, exact: true }).check();
          } else {
            await input.click();
            await input.fill(option);
            await form.page().getByRole('option', { name: option, exact: true }).click();
          }
        }
        break;
      case 'permissions':
        for (const name of listOf(value))
          await form.getByRole('checkbox', { name: permissionLabel(name), exact: true }).check();
        break;
      case 'richText': {
        const editor = form.getByRole('textbox', { name: label, exact: true });
        await editor.click();
        await form.page().keyboard.type(textOf(value));
        break;
      }
      case 'projects':
        // Projects are picked by name, which the ids alone do not give; examples choose none.
        expect(listOf(value)).toEqual([]);
        break;
    }
  }
}

/** The value of a field in view mode: the text a group named by the field's label holds. */
export const shownValue = (form: Locator, definition: EntityDefinition, field: EntityField) =>
  form.getByRole('group', { name: labelOf(definition, field), exact: true });

/**
 * Checks that an opened item's view mode shows every value it was saved with, as text to read
 * (a password never shows; projects, named by the list they come from, are counted).
 */
export async function expectEntityValues(
  form: Locator,
  definition: EntityDefinition,
  values: Record<string, unknown>,
) {
  for (const field of definition.fields) {
    if (!(field.key in values) || field.kind === 'password') continue;
    const value = values[field.key];
    await openTabOf(form, definition, field);
    const shown = shownValue(form, definition, field);
    const items = () => shown.getByRole('listitem').allInnerTexts();
    const what = `${definition.name} ${field.key}`;
    switch (field.kind) {
      case 'text':
      case 'textarea':
      case 'integer':
      case 'ipRange':
      case 'status':
        expect(await shown.innerText(), what).toBe(String(value));
        break;
      case 'choice':
        expect(await shown.innerText(), what).toBe(optionLabel(field, value));
        break;
      case 'choiceList':
        expect(await items(), what).toEqual(listOf(value));
        break;
      case 'projects':
        expect((await items()).length, what).toBe(listOf(value).length);
        break;
      case 'permissions':
        expect((await items()).sort(), what).toEqual(listOf(value).map(permissionLabel).sort());
        break;
      case 'richText':
        expect((await shown.innerText()).replace(/\s+/g, ''), what).toBe(textOf(value).replace(/\s+/g, ''));
        break;
    }
  }
}
