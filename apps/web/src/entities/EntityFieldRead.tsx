import type { EntityField, EntityFieldKind } from '@masthead/contract';
import type { ReactNode } from 'react';
import {
  NotSet,
  ReadField,
  ReadList,
  ReadRichText,
  ReadText,
  readText,
} from '../components/form-kit/read/index.ts';
import { PermissionsRead } from '../users/PermissionsRead.tsx';
import { richTextHeight } from './EntityFieldInput.tsx';
import type { EntityChoices } from './entityParts.ts';

export interface FieldReadProps<K extends EntityFieldKind = EntityFieldKind> {
  field: Extract<EntityField, { kind: K }>;
  label: string;
  value: string | string[];
  choices: EntityChoices;
  /** Said under the value instead of the field's own hint: why this user cannot change it. */
  hint?: string;
}

const textOf = (value: string | string[]) => (Array.isArray(value) ? value.join(', ') : value);
const listOf = (value: string | string[]) => (Array.isArray(value) ? value : []);

/** A value in one line (a name, an address, a number), with the hint edit mode shows beside it. */
const line = <K extends EntityFieldKind>({ field, label, value, hint }: FieldReadProps<K>) => (
  <ReadField label={label} description={hint ?? field.hint}>
    <ReadText value={textOf(value)} />
  </ReadField>
);

/**
 * One reader per field kind, as the inputs have one widget each: a kind added to the contract
 * fails to compile here until it can be read.
 */
const readers: { [K in EntityFieldKind]: (props: FieldReadProps<K>) => ReactNode } = {
  text: line,
  ipRange: line,
  integer: line,
  status: line,
  textarea: ({ label, value }) => (
    <ReadField label={label} shape={{ rows: 2 }}>
      <ReadText value={textOf(value)} isMultiline />
    </ReadField>
  ),
  choice: ({ field, label, value, hint }) => (
    <ReadField
      label={label}
      description={hint ?? field.hint}
      shape={field.as === 'radio' ? 'choices' : 'line'}
    >
      <ReadText value={field.optionLabels?.[textOf(value)] ?? textOf(value)} />
    </ReadField>
  ),
  choiceList: ({ field, label, value }) => (
    <ReadField label={label} shape={field.as === 'checkboxes' ? 'choices' : 'line'}>
      <ReadList items={listOf(value)} />
    </ReadField>
  ),
  projects: ({ label, value, choices }) => {
    const nameOf = (id: string) => {
      const project = choices.projects?.find((choice) => String(choice.id) === id);
      return project ? `${project.name} (${project.content_type})` : `#${id}`;
    };
    return (
      <ReadField label={label}>
        <ReadList items={listOf(value).map(nameOf)} />
      </ReadField>
    );
  },
  // Nothing to show, and the field says so in its place, a line of hint as edit mode has one there.
  password: ({ label }) => (
    <ReadField label={label} description={readText.passwordHint}>
      <NotSet text={readText.neverShown} />
    </ReadField>
  ),
  permissions: ({ label, value, choices }) => (
    <PermissionsRead label={label} permissionMap={choices.permissions ?? []} value={listOf(value)} />
  ),
  richText: ({ label, value }) => (
    <ReadField label={label} shape="free">
      <ReadRichText html={textOf(value)} height={richTextHeight} />
    </ReadField>
  ),
};

/** One field of an entity form in view mode, drawn by its kind as text to read. */
export function EntityFieldRead(props: FieldReadProps) {
  const read = readers[props.field.kind] as (props: FieldReadProps) => ReactNode;
  return read(props);
}
