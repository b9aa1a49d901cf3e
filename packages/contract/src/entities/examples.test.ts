import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { exampleValues } from './examples.ts';
import { entityInputs } from './rules.ts';
import { entities } from './types/index.ts';

describe('every entity definition', () => {
  it.each(entities.map((definition) => [definition.name, definition] as const))(
    '%s: its example values pass its own create rules, and two examples differ',
    (_name, definition) => {
      const first = exampleValues(definition);
      const result = validate(entityInputs(definition).create, first);
      expect(result).toMatchObject({ ok: true });
      expect(exampleValues(definition)).not.toEqual(first);
    },
  );
});
