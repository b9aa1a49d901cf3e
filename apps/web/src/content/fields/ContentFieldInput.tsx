import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { ContentField, FieldKind, MediaFile } from '@masthead/contract';
import type { ChangeEvent, ReactNode } from 'react';
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
import { YoutubeField } from './YoutubeField.tsx';

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
type BindingProps = Pick<WidgetProps, 'field' | 'value' | 'errors' | 'setValue' | 'disabled'>;

/** The field's label, name, message and state, as every widget takes them. */
const common = ({ field, errors, disabled }: BindingProps) => ({
  label: field.label,
  name: field.key,
  error: errorOf(errors, field.key),
  'aria-invalid': errorOf(errors, field.key) ? true : undefined,
  disabled: disabled || undefined,
  required: field.required,
});

/** The common props and `value`, for a widget that hands its new value to `onChange`. */
const bound = <T,>(props: BindingProps, value: T) => ({
  ...common(props),
  value,
  onChange: (next: T) => props.setValue(props.field.key, next),
});

/** The common props and the value as text, for an input whose `onChange` gets the change event. */
const boundInput = (props: BindingProps) => ({
  ...common(props),
  value: text(props.value),
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    props.setValue(props.field.key, event.currentTarget.value),
});

/** Singular of an item of a list field, for its buttons: 'Ingredients' → 'ingredient'. */
const itemNameOf = (label: string) => label.toLowerCase().replace(/s$/, '');

/**
 * One widget per field kind: a kind without one fails to compile here (the style guide's
 * "mapped type over field kinds"), so a new kind in the contract cannot be forgotten.
 */
const widgets: { [K in FieldKind]: (props: WidgetProps<K>) => ReactNode } = {
  text: (props) => <TextInput {...boundInput(props)} />,
  youtube: (props) => <YoutubeField {...bound(props, text(props.value))} />,
  textarea: (props) => <Textarea {...boundInput(props)} autosize minRows={props.field.rows} />,
  integer: (props) => <NumberOnlyInput {...bound(props, text(props.value))} />,
  choice: (props) => (
    <NativeSelect
      {...boundInput(props)}
      data={props.field.required ? [...props.field.options] : ['', ...props.field.options]}
    />
  ),
  date: (props) => <DateInput {...bound(props, text(props.value))} />,
  richText: (props) => <RichTextEditor {...bound(props, text(props.value))} height={props.field.height} />,
  keywords: (props) => <KeywordsField {...bound(props, text(props.value))} />,
  textList: (props) => (
    <TextListField {...bound(props, list<string>(props.value))} itemName={itemNameOf(props.field.label)} />
  ),
  // Each row shows its own messages; the field's own is only what is said of the list as a whole.
  reviewUrls: (props) => (
    <ReviewUrlsField
      {...bound(props, list<ReviewUrlRow>(props.value))}
      error={props.errors[props.field.key]}
      errors={props.errors}
    />
  ),
  file: (props) => (
    <FileField
      {...bound(props, (props.value as FileValue | undefined) ?? '')}
      sizeHint={props.field.sizeHint}
      accept={props.field.accept}
      original={(props.original as FileValue | undefined) ?? ''}
      stored={props.media[props.field.key]}
    />
  ),
  projects: (props) => (
    <IdsField
      {...common(props)}
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
    <IdsField {...bound(props, list<number>(props.value))} options={props.choices.categories} />
  ),
  tags: (props) => (
    <ProjectTagsField
      {...bound(props, (props.value as TagsByProject | undefined) ?? {})}
      projects={props.choices.projects}
      selectedProjects={list<number>(props.values.projects)}
      tags={props.choices.tags}
    />
  ),
};

/** The widget of a field's kind. */
export function ContentFieldInput(props: WidgetProps) {
  const render = widgets[props.field.kind] as (props: WidgetProps) => ReactNode;
  return render(props);
}
