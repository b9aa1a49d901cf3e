import { Group, Stack, Text } from '@mantine/core';
import { type ContentField, type FieldKind, keywordList, type MediaFile } from '@masthead/contract';
import type { ReactNode } from 'react';
import {
  ReadField,
  ReadLink,
  ReadList,
  ReadRichText,
  ReadText,
} from '../../components/form-kit/read/index.ts';
import { FileField } from './FileField.tsx';
import type { FileValue } from './fileValue.ts';

import type { NamedOption } from './options.ts';
import type { TagsByProject } from './ProjectTagsField.tsx';
import { type ReviewUrlRow, toReviewRows } from './ReviewUrlsField.tsx';

/** What every reader is given: its field, the item's values, the names of what ids stand for. */
export interface ReadProps<K extends FieldKind = FieldKind> {
  field: Extract<ContentField, { kind: K }>;
  value: unknown;
  /** The item's stored files by field, with the names they were uploaded under. */
  media: Readonly<Record<string, MediaFile>>;
  choices: {
    projects: readonly NamedOption[];
    categories: readonly NamedOption[];
    tags: readonly NamedOption[];
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));
const list = <T,>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);
const namesOf = (ids: readonly (number | string)[], options: readonly NamedOption[]) =>
  ids.map((id) => options.find((option) => String(option.id) === String(id))?.name ?? `#${id}`);

/** A value in one line, links followed where it is a web address. */
const line = <K extends FieldKind>({ field, value }: ReadProps<K>) => (
  <ReadField label={field.label}>
    <ReadText value={text(value)} />
  </ReadField>
);

/** Names of ids (projects, categories) side by side. */
const names =
  (options: (choices: ReadProps['choices']) => readonly NamedOption[]) =>
  <K extends FieldKind>({ field, value, choices }: ReadProps<K>) => (
    <ReadField label={field.label}>
      <ReadList items={namesOf(list<number>(value), options(choices))} />
    </ReadField>
  );

function ReviewUrl({ row }: { row: ReviewUrlRow }) {
  return (
    <Group gap={6} wrap="wrap" component="span">
      <Text span size="sm" fw={500}>
        {row.name}
      </Text>
      <ReadText value={row.url} />
      {row.rating !== '' && (
        <Text span size="sm">
          {row.rating}%
        </Text>
      )}
    </Group>
  );
}

/** The tags chosen for each project of the item, under the project's name. */
function TagsRead({ value, choices }: { value: TagsByProject; choices: ReadProps['choices'] }) {
  const chosen = Object.entries(value).filter(([, ids]) => ids.length > 0);
  return (
    <ReadList
      look="bullets"
      items={chosen.map(([project, ids]) => (
        <Stack key={project} gap={4}>
          <Text size="sm" fw={500}>
            {namesOf([project], choices.projects)[0]}
          </Text>
          <ReadList items={namesOf(ids, choices.tags)} />
        </Stack>
      ))}
    />
  );
}

/**
 * One reader per field kind, as the form has one widget per kind: a kind added to the contract
 * fails to compile here until it can be read.
 */
const readers: { [K in FieldKind]: (props: ReadProps<K>) => ReactNode } = {
  text: line,
  integer: line,
  choice: line,
  // Stored as YYYY-MM-DD, the way every date of the app reads.
  date: ({ field, value }) => (
    <ReadField label={field.label}>
      <ReadText value={text(value).slice(0, 10)} />
    </ReadField>
  ),
  youtube: ({ field, value }) => {
    const id = text(value);
    return (
      <ReadField label={field.label}>
        {id === '' ? (
          <ReadText value="" />
        ) : (
          <ReadLink href={`https://www.youtube.com/watch?v=${encodeURIComponent(id)}`}>{id}</ReadLink>
        )}
      </ReadField>
    );
  },
  textarea: ({ field, value }) => (
    <ReadField label={field.label} shape={{ rows: field.rows }}>
      <ReadText value={text(value)} isMultiline />
    </ReadField>
  ),
  richText: ({ field, value }) => (
    <ReadField label={field.label} shape="free">
      <ReadRichText html={text(value)} height={field.height} />
    </ReadField>
  ),
  // Its count stands where edit mode gives its typing hint, so the fields below keep their places.
  keywords: ({ field, value }) => {
    const words = keywordList(text(value));
    return (
      <ReadField label={field.label} description={`${words.length} keyword${words.length === 1 ? '' : 's'}`}>
        <ReadList items={words} />
      </ReadField>
    );
  },
  textList: ({ field, value }) => (
    <ReadField label={field.label} shape="free">
      <ReadList
        look="numbered"
        items={list<string>(value).map((item) => <ReadText key={item} value={item} isMultiline />)}
      />
    </ReadField>
  ),
  reviewUrls: ({ field, value }) => (
    <ReadField label={field.label} shape="free">
      <ReadList
        look="bullets"
        items={toReviewRows(value).map((row) => <ReviewUrl key={row.url} row={row} />)}
      />
    </ReadField>
  ),
  // The file's own presentation (thumbnail, name, size), read-only.
  file: ({ field, value, media }) => (
    <FileField
      label={field.label}
      name={field.key}
      value={(value as FileValue | undefined) ?? ''}
      onChange={() => undefined}
      disabled
      readOnly
      sizeHint={field.sizeHint}
      accept={field.accept}
      original={(value as FileValue | undefined) ?? ''}
      stored={media[field.key]}
    />
  ),
  projects: names((choices) => choices.projects),
  categories: names((choices) => choices.categories),
  tags: ({ field, value, choices }) => (
    <ReadField label={field.label} shape="free">
      <TagsRead value={(value as TagsByProject | undefined) ?? {}} choices={choices} />
    </ReadField>
  ),
};

/** A field of a content item in view mode, drawn by its kind as text to read. */
export function ContentFieldRead(props: ReadProps) {
  const read = readers[props.field.kind] as (props: ReadProps) => ReactNode;
  return read(props);
}
