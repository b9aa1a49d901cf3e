import { allFields } from '../content/common.ts';
import type { ContentTypeDefinition } from '../content/definition.ts';
import type { ContentField } from '../content/fields.ts';
import { permissionLabel } from '../permissions.ts';
import { projectLabels } from '../project.ts';
import { apiKeyLabels } from '../reports/impressions.ts';
import { allowedIpLabels } from '../taxonomy/allowed-ip.ts';
import { attributeLabels } from '../taxonomy/attribute.ts';
import { categoryLabels } from '../taxonomy/category.ts';
import { legalLabels } from '../taxonomy/legal.ts';
import { tagLabels } from '../taxonomy/tag.ts';
import { userLabels } from '../user.ts';
import { quoted } from './text.ts';

/** Every kind of record whose changes the history keeps. */
export type AuditedEntity =
  | 'user'
  | 'project'
  | 'tag'
  | 'category'
  | 'attribute'
  | 'legal-template'
  | 'allowed-ip'
  | 'content'
  | 'api-key';

/** The records a history names by id: their current names are looked up when it is read. */
export type ReferencedEntity = 'project' | 'tag' | 'category';

/**
 * How a recorded field reads in the history. The value kinds mirror the content field kinds, so
 * every entity (a content type, a user, a tag) is read by the same formatter.
 */
export type HistoryKind =
  /** A single value shown as it is: text, number, choice, date ('YYYY-MM-DD'). */
  | { kind: 'value' }
  /** Never shown: only that it changed (passwords, secrets). */
  | { kind: 'secret' }
  /** A UTC date-time 'YYYY-MM-DD HH:mm:ss', shown with its zone. */
  | { kind: 'dateTime' }
  /** Sanitized HTML, summarised by words added and removed. */
  | { kind: 'richText' }
  /** A list of texts: items added and removed, each through `itemLabel` when given. */
  | { kind: 'list'; itemLabel?: (item: string) => string }
  /** One comma-joined string read as a list of words. */
  | { kind: 'keywords' }
  /** Rows of { name, url, rating }: each row added, removed or changed, by its name. */
  | { kind: 'reviewUrls' }
  /** An uploaded file, by the name it was uploaded under. */
  | { kind: 'file' }
  /** Ids of other records, named by their current names. */
  | { kind: 'refs'; ref: ReferencedEntity }
  /** One id of another record. */
  | { kind: 'ref'; ref: ReferencedEntity }
  /** Tag ids per project id: { "<project id>": [tag ids] }. */
  | { kind: 'tags' }
  /** A small object of settings, shown key by key. */
  | { kind: 'object' };

export type HistoryField = HistoryKind & { label: string };

/** The recorded fields of one entity by key; a field missing here falls back to `fallbackField`. */
export type HistoryFields = Readonly<Record<string, HistoryField>>;

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

const levelList = { kind: 'list' } as const;

/** The recorded fields of every entity but content, whose fields depend on its type. */
export const entityHistoryFields: Record<Exclude<AuditedEntity, 'content'>, HistoryFields> = {
  user: {
    ...valuesOf(userLabels),
    password: { kind: 'secret', label: userLabels.password },
    permissions: { kind: 'list', label: userLabels.permissions, itemLabel: permissionLabel },
    'two-factor': { kind: 'value', label: 'Two-factor sign-in' },
  },
  project: {
    ...valuesOf(projectLabels),
    config: { kind: 'object', label: projectLabels.config },
    cloned_from: { kind: 'ref', ref: 'project', label: projectLabels.cloned_from },
  },
  tag: { ...valuesOf(tagLabels), level: { ...levelList, label: tagLabels.level } },
  category: { ...valuesOf(categoryLabels), level: { ...levelList, label: categoryLabels.level } },
  attribute: valuesOf(attributeLabels),
  'legal-template': {
    ...valuesOf(legalLabels),
    content: { kind: 'richText', label: legalLabels.content },
    content_types: { kind: 'list', label: legalLabels.content_types },
    projects: { kind: 'refs', ref: 'project', label: legalLabels.projects },
  },
  'allowed-ip': valuesOf(allowedIpLabels),
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
