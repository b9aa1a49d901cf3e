import { z } from 'zod';
import { fieldMessage } from '../messages.ts';
import { id } from '../rules.ts';
import type { ContentField, TextFormat } from './fields.ts';
import { normalizeKeywords } from './keywords.ts';
import { contentMessage } from './messages.ts';
import { normalizeYoutubeValue } from './youtube.ts';

/**
 * The rules content fields are made of, in the content spec's wording (section 5): a length
 * limit reads 'should be at most N symbols'. Values arrive from a multipart form as text, so
 * numbers may come as digits; lists and objects arrive already decoded from their JSON.
 */
const nul = String.fromCharCode(0);
const hasNoNul = (value: string) => !value.includes(nul);
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? fieldMessage.required : fieldMessage.invalid;
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
/** A rule that reads a text value through `normalize` first; other values reach the rule as sent. */
const normalizedText = <T extends z.ZodType>(normalize: (text: string) => string, rule: T) =>
  z.preprocess((value) => (typeof value === 'string' ? normalize(value) : value), rule);
const trimmed = (text: string) => text.trim();

/** Text of at most `max` characters; '' is a valid "nothing". */
export const optionalContentText = (max: number) =>
  z
    .string({ error: fieldMessage.invalid })
    .max(max, fieldMessage.atMost(max))
    .refine(hasNoNul, fieldMessage.invalid)
    .optional();

/** Text that must be present and not empty, of at most `max` characters. */
export const requiredContentText = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, { error: fieldMessage.required, abort: true })
    .max(max, fieldMessage.atMost(max))
    .refine(hasNoNul, fieldMessage.invalid);

export const contentText = (max: number, { required }: { required: boolean }) =>
  required ? requiredContentText(max) : optionalContentText(max);

const maxInt4 = 2_147_483_647;
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : emptyToUndefined(value);
const positiveNumber = z
  .number({
    error: (issue) => (issue.input === undefined ? fieldMessage.required : fieldMessage.positiveInteger),
  })
  .int(fieldMessage.positiveInteger)
  .min(1, fieldMessage.positiveInteger)
  .max(maxInt4, fieldMessage.positiveInteger);

/** A whole number of at least 1 ('should be positive integer'); digits typed into a form count. */
export const positiveInteger = ({ required }: { required: boolean }) =>
  required
    ? z.preprocess(digitsToNumber, positiveNumber)
    : z.preprocess(digitsToNumber, positiveNumber.optional());

export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  { required }: { required: boolean },
) => {
  const rule = z.enum(values, { error: requiredOrInvalid });
  return required ? z.preprocess(emptyToUndefined, rule) : z.preprocess(emptyToUndefined, rule.optional());
};

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** A calendar date sent as 'YYYY-MM-DD'. */
export const requiredDate = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, { error: fieldMessage.required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: fieldMessage.invalid, abort: true })
    .refine(isRealDate, fieldMessage.invalid);

/** An ordered list of non-empty texts; when required, at least one item. Web addresses are trimmed. */
export const textList = ({
  itemMax,
  required,
  format,
}: {
  itemMax: number;
  required: boolean;
  format?: TextFormat;
}) => {
  const item = requiredContentText(itemMax);
  const list = z
    .array(
      format === 'url' ? normalizedText(trimmed, item.refine(isWebLink, contentMessage.webLink)) : item,
      {
        error: requiredOrInvalid,
      },
    )
    .max(200, contentMessage.tooManyItems(200));
  return required ? list.min(1, fieldMessage.required) : list.optional();
};

/**
 * A YouTube video id such as 'dQw4w9WgXcQ'. A link to the video (watch, share, Shorts, embed)
 * is stored as the id it names; other text must be an id of at most 15 letters, digits, '_'
 * and '-' (content spec section 5), and anything that is not one reads the field's own message.
 */
export const youtubeId = () =>
  normalizedText(
    normalizeYoutubeValue,
    z
      .string({ error: fieldMessage.invalid })
      .regex(/^[A-Za-z0-9_-]*$/, { error: contentMessage.youtubeId, abort: true })
      .max(15, fieldMessage.atMost(15))
      .optional(),
  );

/** Keywords in their stored shape, 'a,b,c', however they were typed or pasted (keywords.ts). */
export const keywords = (max: number) => normalizedText(normalizeKeywords, optionalContentText(max));

/**
 * A link a browser follows to a web page: http(s), or no scheme at all (a path on the site, a
 * bare host), so stored paths stay valid. A site shows these links to its visitors, and a
 * `javascript:` or `data:` one would run there. Browsers skip control characters and spaces in
 * a scheme, so they are skipped here too.
 */
export function isWebLink(value: string) {
  // Control characters and every kind of space.
  const unseen = /[\p{Cc}\s]/gu;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(unseen, ''))?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}

/** Text that is a web address: the spaces around a pasted link are not part of it. */
export const urlText = (max: number, { required }: { required: boolean }) => {
  const isLink = (value: string | undefined) => !value || isWebLink(value);
  return normalizedText(
    trimmed,
    required
      ? requiredContentText(max).refine(isLink, contentMessage.webLink)
      : optionalContentText(max).refine(isLink, contentMessage.webLink),
  );
};

const httpUrl = (max: number) =>
  normalizedText(
    trimmed,
    requiredContentText(max).refine(
      (value) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(value),
      contentMessage.url,
    ),
  );

/** Review links of a game: a name, an absolute URL and a rating in per cent. */
export const reviewUrls = () =>
  z
    .array(
      z.strictObject(
        {
          name: requiredContentText(255),
          url: httpUrl(1024),
          rating: z.preprocess(
            digitsToNumber,
            z
              .number({ error: requiredOrInvalid })
              .int(contentMessage.rating)
              .min(0, contentMessage.rating)
              .max(100, contentMessage.rating),
          ),
        },
        { error: fieldMessage.invalid },
      ),
      { error: fieldMessage.invalid },
    )
    .max(50, contentMessage.tooManyItems(50))
    .optional();

/** Distinct ids (projects, categories); the server checks that each exists. */
export const idList = ({ required }: { required: boolean }) => {
  const list = z
    .array(id, { error: requiredOrInvalid })
    .max(500, contentMessage.tooManyItems(500))
    .transform((ids) => [...new Set(ids)]);
  return required ? list.refine((ids) => ids.length > 0, fieldMessage.required) : list.optional();
};

/** Tag ids per project: { "12": [3, 4] }. Keys are project ids as text (JSON object keys). */
export const tagsByProject = () =>
  z
    .record(
      z.string().regex(/^[1-9]\d{0,9}$/, fieldMessage.invalid),
      z.array(id, { error: fieldMessage.invalid }).max(500, contentMessage.tooManyItems(500)),
      { error: fieldMessage.invalid },
    )
    .refine((tags) => Object.keys(tags).length <= 500, contentMessage.tooManyItems(500))
    .transform((tags) =>
      Object.fromEntries(Object.entries(tags).map(([project, ids]) => [project, [...new Set(ids)]])),
    )
    .optional();

/**
 * A file field's text value in a save: absent or the item's current URL keeps the stored
 * file, '' removes it. A new file comes as a multipart part of the same name instead.
 */
export const fileReference = () =>
  z
    .string({ error: fieldMessage.invalid })
    .max(512, fieldMessage.invalid)
    .refine(hasNoNul, fieldMessage.invalid)
    .optional();

/** Settings the sites read; the spec does not show their content, so the console only keeps them. */
export const contentConfig = () =>
  z
    .record(z.string(), z.unknown(), { error: fieldMessage.invalid })
    .refine((value) => JSON.stringify(value).length <= 10_000, contentMessage.configTooLarge)
    .optional();

/** A field's rule, with the spec's messages, as its kind, limits and `required` make it. */
export function fieldRule(field: ContentField): z.ZodType {
  const { required } = field;
  switch (field.kind) {
    case 'text':
      return field.format === 'url' ? urlText(field.max, { required }) : contentText(field.max, { required });
    case 'textarea':
    case 'richText':
      return contentText(field.max, { required });
    case 'keywords':
      return keywords(field.max);
    case 'integer':
      return positiveInteger({ required });
    case 'choice':
      return choice(field.options, { required });
    case 'date':
      return requiredDate();
    case 'textList':
      return textList({
        itemMax: field.itemMax,
        required,
        ...(field.format ? { format: field.format } : {}),
      });
    case 'reviewUrls':
      return reviewUrls();
    case 'file':
      return fileReference();
    case 'youtube':
      return youtubeId();
    case 'projects':
    case 'categories':
      return idList({ required });
    case 'tags':
      return tagsByProject();
  }
}
