import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ContentField, FieldKind, MediaFile } from '@masthead/contract';
import type { ReactNode } from 'react';
import { DateInput } from '../../components/dates/DateInput.tsx';
import { NumberOnlyInput } from '../../components/NumberOnlyInput.tsx';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor.tsx';
import { FileField } from './FileField.tsx';
import type { FileValue } from './fileValue.ts';
import { IdsField } from './IdsField.tsx';
import { KeywordsField } from './KeywordsField.tsx';
import type { NamedOption } from './options.ts';
import { keepTagsOf, ProjectTagsField, type TagsByProject } from './ProjectTagsField.tsx';
import { type ReviewUrlRow, ReviewUrlsField } from './ReviewUrlsField.tsx';
import { TextListField } from './TextListField.tsx';

/** What every widget is given: its field, the form's values and errors, and how to change them. */
export interface WidgetProps<K extends FieldKind = FieldKind> {
  field: Extract<ContentField, { kind: K }>;
  value: unknown;
  /** The value the form opened with (a file's Reset returns to it). */
  original: unknown;
  values: Readonly<Record<string, unknown>>;
  errors: Readonly<Record<string, string>>;
  setValue: (key: string, value: unknown) => void;
  disabled: boolean;
  /** The item's stored files by field, with the names they were uploaded under; {} for a new item. */
  media: Readonly<Record<string, MediaFile>>;
  choices: {
    projects: readonly NamedOption[];
    categories: readonly NamedOption[];
    tags: readonly NamedOption[];
  };
}

/** A field's own message, else the first of its parts ('ingredients.2'). */
const errorOf = (errors: Readonly<Record<string, string>>, key: string) =>
  errors[key] ?? Object.entries(errors).find(([name]) => name.startsWith(`${key}.`))?.[1];

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const common = ({ field, errors, disabled }: Pick<WidgetProps, 'field' | 'errors' | 'disabled'>) => ({
  label: field.label,
  name: field.key,
  error: errorOf(errors, field.key),
  'aria-invalid': errorOf(errors, field.key) ? true : undefined,
  disabled: disabled || undefined,
  required: field.required,
});

/** Singular of an item of a list field, for its buttons: 'Ingredients' → 'ingredient'. */
const itemNameOf = (label: string) => label.toLowerCase().replace(/s$/, '');

/**
 * One widget per field kind: a kind without one fails to compile here (the style guide's
 * "mapped type over field kinds"), so a new kind in the contract cannot be forgotten.
 */
const widgets: { [K in FieldKind]: (props: WidgetProps<K>) => ReactNode } = {
  text: (props) => (
    <TextInput
      {...common(props)}
      value={text(props.value)}
      onChange={(event) => props.setValue(props.field.key, event.currentTarget.value)}
    />
  ),
  youtube: (props) => (
    <TextInput
      {...common(props)}
      description="The video id, e.g. dQw4w9WgXcQ, not its address"
      value={text(props.value)}
      onChange={(event) => props.setValue(props.field.key, event.currentTarget.value)}
    />
  ),
  textarea: (props) => (
    <Textarea
      {...common(props)}
      autosize
      minRows={props.field.rows}
      value={text(props.value)}
      onChange={(event) => props.setValue(props.field.key, event.currentTarget.value)}
    />
  ),
  integer: (props) => (
    <NumberOnlyInput
      {...common(props)}
      value={text(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  choice: (props) => (
    <NativeSelect
      {...common(props)}
      data={props.field.required ? [...props.field.options] : ['', ...props.field.options]}
      value={text(props.value)}
      onChange={(event) => props.setValue(props.field.key, event.currentTarget.value)}
    />
  ),
  date: (props) => (
    <DateInput
      {...common(props)}
      value={text(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  richText: (props) => (
    <RichTextEditor
      label={props.field.label}
      name={props.field.key}
      height={props.field.height}
      value={text(props.value)}
      error={errorOf(props.errors, props.field.key)}
      disabled={props.disabled}
      required={props.field.required}
      onChange={(html) => props.setValue(props.field.key, html)}
    />
  ),
  keywords: (props) => (
    <KeywordsField
      {...common(props)}
      disabled={props.disabled}
      value={text(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  textList: (props) => (
    <TextListField
      {...common(props)}
      disabled={props.disabled}
      itemName={itemNameOf(props.field.label)}
      value={list<string>(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  reviewUrls: (props) => (
    <ReviewUrlsField
      label={props.field.label}
      name={props.field.key}
      error={props.errors[props.field.key]}
      errors={props.errors}
      disabled={props.disabled}
      value={list<ReviewUrlRow>(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  file: (props) => (
    <FileField
      label={props.field.label}
      name={props.field.key}
      sizeHint={props.field.sizeHint}
      accept={props.field.accept}
      value={(props.value as FileValue | undefined) ?? ''}
      original={(props.original as FileValue | undefined) ?? ''}
      stored={props.media[props.field.key]}
      error={errorOf(props.errors, props.field.key)}
      disabled={props.disabled}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  projects: (props) => (
    <IdsField
      {...common(props)}
      disabled={props.disabled}
      options={props.choices.projects}
      value={list<number>(props.value)}
      onChange={(projects) => {
        props.setValue(props.field.key, projects);
        // A project taken out of the selection takes its tag choices with it.
        const tags = props.values.tags as TagsByProject | undefined;
        if (tags) props.setValue('tags', keepTagsOf({ tags, projects }));
      }}
    />
  ),
  categories: (props) => (
    <IdsField
      {...common(props)}
      disabled={props.disabled}
      options={props.choices.categories}
      value={list<number>(props.value)}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
  tags: (props) => (
    <ProjectTagsField
      label={props.field.label}
      name={props.field.key}
      error={errorOf(props.errors, props.field.key)}
      disabled={props.disabled}
      projects={props.choices.projects}
      selectedProjects={list<number>(props.values.projects)}
      tags={props.choices.tags}
      value={(props.value as TagsByProject | undefined) ?? {}}
      onChange={(value) => props.setValue(props.field.key, value)}
    />
  ),
};

/** The widget of a field's kind. */
export function ContentFieldInput(props: WidgetProps) {
  const render = widgets[props.field.kind] as (props: WidgetProps) => ReactNode;
  return render(props);
}
