import type { ContentField, FieldTab, FieldWidget, FileAccept, TextFormat } from './fields.ts';

/**
 * Short makers for the definitions: a field is its key, label and widget, and the kind follows
 * from the maker. `tab` defaults to the type's own tab.
 */
type Options = { required?: boolean; tab?: FieldTab; onlyWhen?: ContentField['onlyWhen'] };

const make = <K extends string>(
  key: K,
  label: string,
  widget: FieldWidget,
  { required = false, tab = 'type', onlyWhen }: Options,
): ContentField<K> => ({ ...widget, key, label, required, tab, ...(onlyWhen ? { onlyWhen } : {}) });

export const textField = <K extends string>(key: K, label: string, max: number, options: Options = {}) =>
  make(key, label, { kind: 'text', max }, options);

/** A web address of at most `max` characters, trimmed of the spaces a paste brings. */
export const urlField = <K extends string>(key: K, label: string, max: number, options: Options = {}) =>
  make(key, label, { kind: 'text', max, format: 'url' }, options);

export const textareaField = <K extends string>(
  key: K,
  label: string,
  max: number,
  options: Options & { rows?: number } = {},
) => make(key, label, { kind: 'textarea', rows: options.rows ?? 4, max }, options);

/** Rich text up to `max` characters of HTML, edited `height` pixels high. */
export const richTextField = <K extends string>(
  key: K,
  label: string,
  max: number,
  options: Options & { height: number },
) => make(key, label, { kind: 'richText', height: options.height, max }, options);

export const integerField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'integer' }, options);

export const choiceField = <K extends string>(
  key: K,
  label: string,
  options: readonly [string, ...string[]],
  fieldOptions: Options = {},
) => make(key, label, { kind: 'choice', options }, fieldOptions);

export const dateField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'date' }, { ...options, required: true });

export const textListField = <K extends string>(
  key: K,
  label: string,
  itemMax: number,
  options: Options & { format?: TextFormat } = {},
) =>
  make(
    key,
    label,
    { kind: 'textList', itemMax, ...(options.format ? { format: options.format } : {}) },
    options,
  );

export const reviewUrlsField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'reviewUrls' }, options);

export const youtubeField = <K extends string>(key: K, label: string, options: Options = {}) =>
  make(key, label, { kind: 'youtube', max: 15 }, options);

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
    options,
  );

/** image_1 … image_n with the spec's size hints, in order. */
export const imageFields = (sizeHints: readonly string[], options: Options = {}) =>
  sizeHints.map((sizeHint, index) =>
    fileField(`image_${index + 1}`, `Image ${index + 1}`, 'image', { ...options, sizeHint }),
  );
