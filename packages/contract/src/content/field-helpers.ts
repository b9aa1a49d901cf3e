import type { z } from 'zod';
import type { ContentField, FieldTab, FieldWidget, FileAccept } from './fields.ts';
import {
  choice,
  contentText,
  fileReference,
  positiveInteger,
  requiredDate,
  reviewUrls,
  textList,
  youtubeId,
} from './rules.ts';

/**
 * Short makers for the definitions: a field is its key, label and rule, and the kind follows
 * from the maker. `tab` defaults to the type's own tab.
 */
type Options = { required?: boolean; tab?: FieldTab; onlyWhen?: ContentField['onlyWhen'] };

const make = <K extends string>(
  key: K,
  label: string,
  widget: FieldWidget,
  rule: z.ZodType,
  { required = false, tab = 'type', onlyWhen }: Options,
): ContentField<K> => ({ ...widget, key, label, rule, required, tab, ...(onlyWhen ? { onlyWhen } : {}) });

export const textField = <K extends string>(key: K, label: string, max: number, options: Options = {}) =>
  make(key, label, { kind: 'text', max }, contentText(max, { required: !!options.required }), options);

export const textareaField = <K extends string>(
  key: K,
  label: string,
  max: number,
  options: Options & { rows?: number } = {},
) =>
  make(
    key,
    label,
    { kind: 'textarea', rows: options.rows ?? 4, max },
    contentText(max, { required: !!options.required }),
    options,
  );

/** Rich text up to `max` characters of HTML, edited `height` pixels high. */
export const richTextField = <K extends string>(
  key: K,
  label: string,
  max: number,
  options: Options & { height: number },
) =>
  make(
    key,
    label,
    { kind: 'richText', height: options.height, max },
    contentText(max, { required: !!options.required }),
    options,
  );

export const integerField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'integer' }, positiveInteger({ required: !!options.required }), options);

export const choiceField = <K extends string>(
  key: K,
  label: string,
  options: readonly [string, ...string[]],
  fieldOptions: Options = {},
) =>
  make(
    key,
    label,
    { kind: 'choice', options },
    choice(options, { required: !!fieldOptions.required }),
    fieldOptions,
  );

export const dateField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'date' }, requiredDate(), { ...options, required: true });

export const textListField = <K extends string>(
  key: K,
  label: string,
  itemMax: number,
  options: Options = {},
) =>
  make(
    key,
    label,
    { kind: 'textList', itemMax },
    textList({ itemMax, required: !!options.required }),
    options,
  );

export const reviewUrlsField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'reviewUrls' }, reviewUrls(), options);

export const youtubeField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'youtube', max: 15 }, youtubeId(), options);

export const fileField = <K extends string>(
  key: K,
  label: string,
  accept: FileAccept,
  options: Options & { sizeHint?: string } = {},
) =>
  make(
    key,
    options.sizeHint ? `${label} (${options.sizeHint})` : label,
    { kind: 'file', accept, ...(options.sizeHint ? { sizeHint: options.sizeHint } : {}) },
    fileReference(),
    options,
  );

/** image_1 … image_n with the spec's size hints, in order. */
export const imageFields = (sizeHints: readonly string[], options: Options = {}) =>
  sizeHints.map((sizeHint, index) =>
    fileField(`image_${index + 1}`, `Image ${index + 1}`, 'image', { ...options, sizeHint }),
  );
