import { allFields } from '../content/common.ts';
import type { ContentTypeDefinition } from '../content/definition.ts';
import type { ContentField } from '../content/fields.ts';
import type { EntityDefinition, EntityField } from '../entities/definition.ts';
import { type AnyEntity, entities } from '../entities/types/index.ts';
import { permissionLabel } from '../permissions.ts';
import { apiKeyLabels } from '../reports/impressions.ts';
import type { AuditedEntity, HistoryField, HistoryFields, HistoryKind } from './kinds.ts';
import { quoted } from './text.ts';

const valuesOf = (labels: Readonly<Record<string, string>>): Record<string, HistoryField> =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, { kind: 'value', label }]));

/** A file field's label carries its size hint ('Image 1 (100x100)'); the history names the field only. */
const withoutSizeHint = (label: string) => label.replace(/\s*\(\d+x\d+\)$/, '');

function contentKindOf(field: ContentField): HistoryKind {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'integer':
    case 'choice':
    case 'date':
    case 'youtube':
      return { kind: 'value' };
    case 'richText':
      return { kind: 'richText' };
    case 'textList':
      return { kind: 'list', itemLabel: quoted };
    case 'keywords':
      return { kind: 'keywords' };
    case 'reviewUrls':
      return { kind: 'reviewUrls' };
    case 'file':
      return { kind: 'file' };
    case 'projects':
      return { kind: 'refs', ref: 'project' };
    case 'categories':
      return { kind: 'refs', ref: 'category' };
    case 'tags':
      return { kind: 'tags' };
  }
}

const contentFieldsCache = new WeakMap<ContentTypeDefinition, HistoryFields>();

/** A content type's recorded fields, from its definition: every field of its form, and its config. */
export function contentHistoryFields(definition: ContentTypeDefinition): HistoryFields {
  const known = contentFieldsCache.get(definition);
  if (known) return known;
  const fields: Record<string, HistoryField> = { config: { kind: 'object', label: 'Config' } };
  for (const field of allFields(definition))
    fields[field.key] = { ...contentKindOf(field), label: withoutSizeHint(field.label) };
  contentFieldsCache.set(definition, fields);
  return fields;
}

function entityKindOf(field: EntityField): HistoryKind {
  switch (field.kind) {
    case 'password':
      return { kind: 'secret' };
    case 'permissions':
      return { kind: 'list', itemLabel: permissionLabel };
    case 'choiceList':
      return { kind: 'list' };
    case 'projects':
      return { kind: 'refs', ref: 'project' };
    case 'richText':
      return { kind: 'richText' };
    default:
      return { kind: 'value' };
  }
}

/** An entity's recorded fields, from its definition: its labels, its fields' kinds, what it records besides. */
const entityFieldsOf = (definition: EntityDefinition): HistoryFields => ({
  ...valuesOf(definition.labels),
  ...Object.fromEntries(
    definition.fields.map((field) => [
      field.key,
      { ...entityKindOf(field), label: definition.labels[field.key] ?? field.key },
    ]),
  ),
  ...definition.recordedAlso,
});

/** The recorded fields of every entity but content, whose fields depend on its type. */
export const entityHistoryFields: Record<Exclude<AuditedEntity, 'content'>, HistoryFields> = {
  ...(Object.fromEntries(
    entities.map((definition) => [definition.name, entityFieldsOf(definition)]),
  ) as Record<AnyEntity['name'], HistoryFields>),
  'api-key': {
    ...valuesOf(apiKeyLabels),
    key: { kind: 'secret', label: apiKeyLabels.key },
    revoked_datetime: { kind: 'dateTime', label: apiKeyLabels.revoked_datetime },
  },
};

/** Names that say a value must never be shown, for fields no definition describes. */
const secretName = /password|secret|token|hash|recovery/i;

/** A field no definition names: its own key as label, and never shown when its name says secret. */
export const fallbackField = (key: string): HistoryField =>
  secretName.test(key) ? { kind: 'secret', label: key } : { kind: 'value', label: key };
