import {
  allFields,
  type CallPath,
  type ContentField,
  type ContentTypeDefinition,
  contentFormEntries,
  dropIrrelevantFields,
  game,
} from '@masthead/contract';
import { beforeAll } from 'vitest';
import type { TestApp } from '../../test/harness.ts';
import { categories, tags } from '../db/schema.ts';
import { gradientPng } from './png.ts';

/** A multipart body as a browser's FormData would send it. */
export type Part = [string, string] | [string, { filename: string; content: Buffer; type?: string }];

export function multipartBody(parts: Part[]) {
  const boundary = `----masthead${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart save and reads the envelope. */
export async function postMultipart(t: TestApp, path: CallPath, parts: Part[], cookie?: string) {
  const { payload, contentType } = multipartBody(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** The text parts of values, encoded as the web form encodes them. */
export const partsOf = (definition: ContentTypeDefinition, values: Record<string, unknown>): Part[] =>
  contentFormEntries(definition, values);

/** A grey PNG of the given size. */
export const pngImage = (width: number, height: number) => gradientPng(width, height);

/** A valid value for a field of each kind (files are sent as parts, not values). */
function sampleValue(field: ContentField, references: References): unknown {
  switch (field.kind) {
    case 'text':
      return `${field.label} sample`.slice(0, field.max);
    case 'textarea':
      return `${field.label}\nsecond line`;
    case 'richText':
      return '<p>Hello <b>bold</b> world</p>';
    case 'integer':
      return '640';
    case 'choice':
      return field.options[0];
    case 'date':
      return '2026-11-20';
    case 'textList':
      return ['First step', 'Second step'];
    case 'keywords':
      return 'fun,puzzle';
    case 'reviewUrls':
      return [{ name: 'Daily review', url: 'https://reviews.example.com/a', rating: 90 }];
    case 'youtube':
      return 'dQw4w9WgXcQ';
    case 'projects':
      return [references.projectId];
    case 'categories':
      return [references.categoryId];
    case 'tags':
      return { [String(references.projectId)]: [references.tagId] };
    case 'file':
      return undefined;
  }
}

export interface References {
  projectId: number;
  categoryId: number;
  tagId: number;
}

/** A project, and a category and tag of the type's levels, straight in the database. */
export async function createReferences(t: TestApp, definition: ContentTypeDefinition): Promise<References> {
  const { id: projectId } = await t.createProject({ content_type: 'game' });
  const [category] = await t.database.db
    .insert(categories)
    .values({ name: `Fun ${definition.type}`, level: [definition.categoryLevel ?? definition.type] })
    .returning({ id: categories.id });
  const [tag] = await t.database.db
    .insert(tags)
    .values({ name: `Hot ${definition.type}`, level: [definition.tagLevel ?? definition.type] })
    .returning({ id: tags.id });
  if (!category || !tag) throw new Error('references not created');
  return { projectId, categoryId: category.id, tagId: tag.id };
}

/** Values that pass every rule of the type, with every relevant field filled. */
export function validValues(
  fields: readonly ContentField[],
  definition: ContentTypeDefinition,
  references: References,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = sampleValue(field, references);
    if (value !== undefined) values[field.key] = value;
  }
  values.title = `${definition.label} sample`;
  values.description = 'A description';
  return dropIrrelevantFields(definition, values);
}

/**
 * A game's values that pass every rule, on a project, category and tag of their own; filled
 * in once the file's app has started, so read them inside tests.
 */
export function fileValidGame(t: TestApp): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  beforeAll(async () => {
    Object.assign(values, validValues(allFields(game), game, await createReferences(t, game)));
  });
  return values;
}
