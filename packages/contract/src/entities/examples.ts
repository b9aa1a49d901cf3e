import { permissionNames } from '../permissions.ts';
import type { EntityDefinition, EntityField } from './definition.ts';

/** 0 → 'a', 25 → 'z', 26 → 'ba': letters every text rule here takes, different for each `n`. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

/** A value the field's rule takes; `n` makes texts and addresses differ from one row to the next. */
function exampleValue(field: EntityField, n: number): unknown {
  switch (field.kind) {
    case 'text':
      // A pattern's field names its own example ('editor'); letters keep it matching.
      return `${field.example ?? 'Example '}${letters(n)}`;
    case 'textarea':
      return 'An example.';
    case 'richText':
      return '<p>An example.</p>';
    case 'integer':
      return n + 1;
    case 'choice':
      return field.options[0];
    case 'status':
      return 'ACTIVE';
    case 'choiceList':
      return field.options.slice(0, 1);
    case 'projects':
      return [];
    case 'password':
      return 'Example-1';
    case 'permissions':
      return permissionNames.slice(0, 1);
    case 'ipRange':
      return `198.51.100.${(n % 254) + 1}`;
  }
}

/**
 * A create of the entity that its rules take, made from its fields alone: tests and sample
 * data walk every entity without naming one. Rows made with different `n` do not collide on
 * a unique name or address.
 */
export const exampleValues = (definition: Pick<EntityDefinition, 'fields'>, n = 0) =>
  Object.fromEntries(definition.fields.map((field) => [field.key, exampleValue(field, n)]));
