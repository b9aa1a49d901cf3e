import { describe, expect, it } from 'vitest';
import { fieldMessage, globalMessage } from '../messages.ts';
import { validate } from '../validate.ts';
import { allFields, dropIrrelevantFields } from './common.ts';
import { contentFormEntries, decodeContentForm } from './form-encoding.ts';
import { createContentInput } from './inputs.ts';
import { contentTypes, game, recipe } from './types/index.ts';

/** What every definition must hold, so a ninth type with a slip fails here and not on a screen. */
describe.each(contentTypes.map((definition) => ({ definition, type: definition.type })))(
  '$type',
  ({ definition }) => {
    it('lists only columns it has: common ones or its own text, choice, integer, date or file fields', () => {
      const common = new Set(['id', 'content_id', 'title', 'status', 'creation_datetime', 'update_datetime']);
      const own = new Map<string, string>(definition.fields.map((field) => [field.key, field.kind]));
      const listable = new Set(['text', 'choice', 'integer', 'date', 'file']);
      for (const column of definition.columns)
        expect(common.has(column) || listable.has(own.get(column) ?? ''), column).toBe(true);
    });

    it('names each field once, and shows only fields of its own tab on the type tab', () => {
      const keys = allFields(definition).map((field) => field.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(definition.fields.every((field) => field.tab === 'type')).toBe(true);
    });

    it('refuses an empty form with "is required" under each required field', () => {
      const result = validate(createContentInput(definition), {});
      const required = allFields(definition).filter((field) => field.required && field.kind !== 'integer');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      for (const field of required)
        expect(result.messages[field.key], field.key).toContain(fieldMessage.required);
    });
  },
);

describe('the definitions together', () => {
  it('give every type its own call paths and route', () => {
    const paths = contentTypes.flatMap((definition) => Object.values(definition.calls));
    expect(new Set(paths).size).toBe(paths.length);
    const routes = contentTypes.map((definition) => definition.route);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('multipart encoding', () => {
  it('sends lists and objects as JSON text and reads them back', () => {
    const values = {
      title: 'Pie',
      ingredients: ['flour', 'apples'],
      projects: [3],
      tags: { '3': [7] },
      status: 'ACTIVE',
    };
    const entries = contentFormEntries(recipe, values);
    expect(entries).toContainEqual(['ingredients', '["flour","apples"]']);
    expect(decodeContentForm(recipe, Object.fromEntries(entries))).toEqual({ values, messages: {} });
  });

  it('keeps the line breaks of a text as typed, not as the browser sends them', () => {
    expect(decodeContentForm(recipe, { description: 'One\r\nTwo\r\n' }).values).toEqual({
      description: 'One\nTwo\n',
    });
  });

  it('reports a JSON field holding "__proto__" or a constructor’s prototype under its name, as a JSON body is refused', () => {
    const decoded = decodeContentForm(recipe, {
      tags: '{"__proto__": {"polluted": "yes"}}',
      ingredients: '[{"constructor": {"prototype": {"x": 1}}}]',
    });
    expect(decoded.messages).toEqual({
      tags: [globalMessage.forbiddenJsonKey],
      ingredients: [globalMessage.forbiddenJsonKey],
    });
    expect(decoded.values).toEqual({});
  });

  it('reports a JSON field that is not JSON under its name', () => {
    expect(decodeContentForm(recipe, { ingredients: '[1,' }).messages).toEqual({
      ingredients: [fieldMessage.invalid],
    });
  });
});

describe("a game's technology", () => {
  it('drops the fields the chosen technology does not use', () => {
    const values = {
      technology: 'unity',
      game_url: 'https://x.example.com',
      embed_config: '{}',
      game_file: '',
      width: 1,
    };
    expect(dropIrrelevantFields(game, values)).toEqual({ technology: 'unity', game_file: '', width: 1 });
  });
});
