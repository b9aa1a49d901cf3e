import { z } from 'zod';
import { type Status, statuses } from '../choices.ts';
import { fieldMessage } from '../messages.ts';
import { isPermissionName, type PermissionName, permissionNames } from '../permissions.ts';
import {
  id,
  loadedDateTime,
  optionalText,
  requiredChoice,
  requiredInteger,
  requiredPattern,
  requiredText,
} from '../rules.ts';
import { parseIpRange } from '../taxonomy/ip-range.ts';
import { taxonomyMessage } from '../taxonomy/messages.ts';
import { choiceList, optionalStatus, optionalString, requiredString } from '../taxonomy/rules.ts';
import { type EntityDefinition, type EntityField, isFieldShown, isListField } from './definition.ts';

/**
 * The rules of an entity's saves, made from its fields: the server and the forms run them,
 * while the list pages read the definitions without carrying zod.
 */

/** 8 to 45 characters with a digit, a lower and an upper case letter and one of !@#$%^&*-. */
const strongPasswordPattern = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&*\-.]).{8,45}$/;
const passwordMax = 45;

export const strongPassword = (requiredMessage: string) =>
  requiredText(passwordMax, requiredMessage).regex(strongPasswordPattern, fieldMessage.passwordStrength);

/** Permission names, at least one, each known; repeats dropped. */
export const permissionNamesRule = z
  .array(z.string({ error: fieldMessage.invalid }), {
    error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid),
  })
  .min(1, fieldMessage.required)
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !isPermissionName(name));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: fieldMessage.unknownPermission(unknown) });
  })
  .transform((names) => [...new Set(names)] as PermissionName[])
  .meta({ type: 'array', items: { type: 'string', enum: [...permissionNames] }, minItems: 1 });

const projectIds = z
  .custom<number[]>(
    (input) =>
      Array.isArray(input) &&
      input.length <= 1000 &&
      input.every((item) => Number.isInteger(item) && item >= 1 && item <= 2_147_483_647),
    { error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.invalid) },
  )
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))
  // What a JSON client sends, for the API description: the check above is a custom one.
  .meta({ type: 'array', items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, maxItems: 1000 });

const ipRange = (max: number) =>
  requiredString(max).superRefine((text, context) => {
    const result = parseIpRange(text);
    if (result.ok) return;
    context.addIssue({
      code: 'custom',
      message:
        result.problem === 'host-bits'
          ? taxonomyMessage.ipHostBits(result.network)
          : taxonomyMessage.ipInvalid,
    });
  });

type Save = 'create' | 'update';

/** A line of text in the wording of the entity's spec. */
function textRule(
  field: EntityField & { max?: number; pattern?: RegExp; patternMessage?: string },
  wording: EntityDefinition['wording'],
) {
  const max = field.max ?? 0;
  if (!field.required) return wording === 'platform' ? optionalText(max) : optionalString(max);
  if (field.max === undefined && field.pattern)
    return requiredPattern(field.pattern, field.patternMessage ?? fieldMessage.invalid);
  const rule = wording === 'platform' ? requiredText(max) : requiredString(max);
  return field.pattern ? rule.regex(field.pattern, field.patternMessage ?? fieldMessage.invalid) : rule;
}

/**
 * A field shown only while another has some value is required only then; its rule here takes
 * an empty list, and `requireShown` below says 'is required' when it is shown and empty.
 */
function fieldRule(field: EntityField, wording: EntityDefinition['wording'], save: Save): z.ZodType {
  const required = field.required && !field.onlyWhen;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
      return textRule({ ...field, required }, wording);
    case 'integer':
      return requiredInteger();
    case 'choice':
      return required ? requiredChoice(field.options) : requiredChoice(field.options).optional();
    case 'status':
      return required ? requiredChoice(statuses) : optionalStatus;
    case 'choiceList':
      return required
        ? choiceList(field.options, { min: 1 })
        : choiceList(field.options, { min: 0 }).optional().default([]);
    case 'projects':
      return required ? projectIds : projectIds.optional().default([]);
    case 'password':
      // An update keeps the current password unless a new one is given.
      return save === 'create'
        ? strongPassword(fieldMessage.required)
        : z.preprocess(
            (value) => (value === '' || value === null ? undefined : value),
            strongPassword(fieldMessage.required).optional(),
          );
    case 'permissions':
      return permissionNamesRule;
    case 'ipRange':
      return ipRange(field.max);
  }
}

/** What an edit names of the version it loaded. */
const loadedVersion = {
  update_datetime: { update_datetime: loadedDateTime().optional() },
  version: {
    /** The version the editor started from; a newer saved version refuses the save (409). */
    version: z
      .number({ error: fieldMessage.invalid })
      .int(fieldMessage.invalid)
      .min(1, fieldMessage.invalid)
      .optional(),
  },
} as const;

const emptyOf = (field: EntityField) => (isListField(field) ? [] : '');

/** Fields shown only with another's value: required while shown, emptied while hidden. */
function withShownFields<S extends z.ZodType>(schema: S, fields: readonly EntityField[]) {
  const conditional = fields.filter((field) => field.onlyWhen);
  if (conditional.length === 0) return schema;
  return schema
    .superRefine((values, context) => {
      const record = values as Record<string, unknown>;
      for (const field of conditional) {
        const value = record[field.key];
        const isEmpty = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        if (field.required && isFieldShown(field, record) && isEmpty)
          context.addIssue({ code: 'custom', path: [field.key], message: fieldMessage.required });
      }
    })
    .transform((values) => {
      const record = { ...(values as Record<string, unknown>) };
      for (const field of conditional) if (!isFieldShown(field, record)) record[field.key] = emptyOf(field);
      return record as z.output<S>;
    });
}

/** The value a save of this field carries once its rule has run. */
type FieldOutput<F, S extends Save> = F extends { kind: 'integer' }
  ? number
  : F extends { kind: 'choice'; options: readonly (infer O)[] }
    ? F extends { required: true }
      ? O
      : O | undefined
    : F extends { kind: 'status' }
      ? F extends { required: true }
        ? Status
        : Status | undefined
      : F extends { kind: 'choiceList'; options: readonly (infer O)[] }
        ? O[]
        : F extends { kind: 'projects' }
          ? number[]
          : F extends { kind: 'permissions' }
            ? PermissionName[]
            : F extends { kind: 'password' }
              ? S extends 'update'
                ? string | undefined
                : string
              : string;

/** What a caller may send for the field. */
type FieldInput<F> = F extends { kind: 'integer' }
  ? number | string
  : F extends { kind: 'choiceList' | 'projects' | 'permissions' }
    ? readonly string[] | readonly number[] | string[] | number[]
    : string;

type FieldsOf<D extends EntityDefinition> = D['fields'][number];

/** The values a create of the entity carries once checked. */
export type EntityValues<D extends EntityDefinition, S extends Save = 'create'> = {
  [F in FieldsOf<D> as F['key']]: FieldOutput<F, S>;
};

/** Fields a save must carry: an update may leave the password out to keep it. */
type Required<D extends EntityDefinition, S extends Save> = Exclude<
  Extract<FieldsOf<D>, { required: true; onlyWhen?: undefined }>,
  S extends 'update' ? { kind: 'password' } : never
>;

/** What a save of the entity may send: required fields must be there. */
export type EntityInput<D extends EntityDefinition, S extends Save = 'create'> = {
  [F in Required<D, S> as F['key']]: FieldInput<F>;
} & {
  [F in Exclude<FieldsOf<D>, Required<D, S>> as F['key']]?: FieldInput<F> | null;
};

type VersionOf<D extends EntityDefinition> = D['versionedBy'] extends 'version'
  ? { version?: number }
  : { update_datetime?: string };

const made = new WeakMap<EntityDefinition, unknown>();

/**
 * The checks of an entity's create, update and clone calls, from its fields; made once per
 * entity, so the call table and the forms share them.
 */
export function entityInputs<const D extends EntityDefinition>(definition: D): EntityInputs<D> {
  const known = made.get(definition);
  if (known) return known as EntityInputs<D>;
  const inputs = makeInputs(definition);
  made.set(definition, inputs);
  return inputs;
}

type EntityInputs<D extends EntityDefinition> = ReturnType<typeof makeInputs<D>>;

function makeInputs<const D extends EntityDefinition>(definition: D) {
  const shapeOf = (save: Save) =>
    Object.fromEntries(
      definition.fields.map((field) => [field.key, fieldRule(field, definition.wording, save)]),
    );
  const create = withShownFields(z.strictObject(shapeOf('create')), definition.fields);
  const update = withShownFields(
    z.strictObject({ id, ...shapeOf('update'), ...loadedVersion[definition.versionedBy] }),
    definition.fields,
  );
  return {
    create: create as unknown as z.ZodType<EntityValues<D>, EntityInput<D>>,
    update: update as unknown as z.ZodType<
      EntityValues<D, 'update'> & { id: number } & VersionOf<D>,
      EntityInput<D, 'update'> & { id: number } & VersionOf<D>
    >,
    /** The create's fields with a source's id: a clone. */
    clone: z.strictObject({ id, ...shapeOf('create') }) as unknown as z.ZodType<
      EntityValues<D> & { id: number },
      EntityInput<D> & { id: number }
    >,
  };
}
