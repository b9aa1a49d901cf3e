import type { EntityDefinition, EntityField } from './definition.ts';

let counter = 0;

/** 0 → 'a', 25 → 'z', 26 → 'ba': letters for names whose pattern allows no digits. */
const lettersOf = (n: number): string =>
  (n >= 26 ? lettersOf(Math.floor(n / 26)) : '') + String.fromCharCode(97 + (n % 26));

function exampleOf(field: EntityField, n: number): unknown {
  if (field.example) return field.example.replaceAll('{n}', String(n)).replaceAll('{a}', lettersOf(n));
  switch (field.kind) {
    case 'text':
    case 'textarea':
      return `Example ${n}`.slice(0, field.max ?? 45);
    case 'richText':
      return `<p>Example ${n}</p>`;
    case 'integer':
      return n;
    case 'choice':
      return field.options[0];
    case 'status':
      return 'ACTIVE';
    case 'choiceList':
      return field.options.slice(0, 1);
    case 'projects':
      return [];
    case 'password':
      return 'Example-pass1';
    case 'permissions':
      return ['access_all_users'];
    case 'ipRange':
      // A documentation range (RFC 3849), one network per example.
      return `2001:db8:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::/64`;
  }
}

/**
 * A valid create of the entity, unique on every call: what generic tests and examples save.
 * A field shown only with another's value is left out unless that value shows it.
 */
export function exampleValues(definition: EntityDefinition): Record<string, unknown> {
  counter += 1;
  const n = (Date.now() % 100_000) * 100 + (counter % 100);
  const values: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.onlyWhen && !field.onlyWhen.in.includes(values[field.onlyWhen.field] as string)) continue;
    values[field.key] = exampleOf(field, n);
  }
  return values;
}
