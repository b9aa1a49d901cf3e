import { Group, MultiSelect, NativeSelect, PasswordInput, Radio, Textarea, TextInput } from '@mantine/core';
import { type EntityField, statuses } from '@masthead/contract';
import type { useSchemaForm } from '../components/form/useSchemaForm.ts';
import type { FormMode } from '../components/form-kit/index.ts';
import { NumberOnlyInput } from '../components/NumberOnlyInput.tsx';
import { RichTextEditor } from '../components/rich-text/RichTextEditor.tsx';
import { LevelField } from '../taxonomy/shared/LevelField.tsx';
import { PermissionsInput } from '../users/PermissionsInput.tsx';
import type { EntityChoices, FieldLook } from './entityParts.ts';
import type { EntityFormValues } from './entityValues.ts';

/** The editor's height in pixels: a legal document is long. */
export const richTextHeight = 500;

export type EntityFormState = ReturnType<typeof useSchemaForm<EntityFormValues>>;

export interface FieldInputProps {
  field: EntityField;
  label: string;
  form: EntityFormState;
  mode: FormMode;
  /** Sets the field's value, starting afresh the fields shown only with it. */
  onChange: (value: string | string[]) => void;
  choices: EntityChoices;
  /** How an entity shows this field to this user, beyond its definition. */
  look: FieldLook;
  /** A select with no default starts by asking for a choice. */
  asksForChoice: boolean;
}

/**
 * A field its rule requires is marked with Mantine's asterisk, as in every form, and tells
 * assistive technology; one shown but not changed here (one's own username) asks nothing.
 */
const requiredProps = ({ field, look }: { field: EntityField; look: FieldLook }) => ({
  required: field.required,
  withAsterisk: field.required && !look.readOnly,
});

/** One field of an entity form in new, edit or clone mode, drawn by its kind (view mode reads it: EntityFieldRead). */
export function EntityFieldInput({
  field,
  label,
  form,
  mode,
  onChange,
  choices,
  look,
  asksForChoice,
}: FieldInputProps) {
  const description = look.hint ?? field.hint;
  const list = () => form.values[field.key] as string[];
  const error = form.errors[field.key];
  const required = requiredProps({ field, look });
  /** Several picked from a searchable list. */
  const picked = { label, value: list(), onChange, error, searchable: true, ...required };
  /** A text typed in. */
  const written = { label, description, ...required, ...form.textProps(field.key) };
  switch (field.kind) {
    case 'text':
    case 'ipRange':
      return (
        <TextInput
          {...written}
          type={field.kind === 'text' ? field.inputType : undefined}
          autoComplete="off"
          readOnly={look.readOnly}
        />
      );
    case 'textarea':
      return <Textarea {...written} autosize minRows={2} maxRows={10} />;
    case 'integer':
      return <NumberOnlyInput {...written} onChange={onChange} />;
    case 'status':
    case 'choice': {
      if (field.kind === 'choice' && field.as === 'radio') {
        const { optionLabels } = field;
        return (
          <Radio.Group
            label={label}
            value={form.values[field.key] as string}
            onChange={onChange}
            error={error}
            name={field.key}
            {...required}
          >
            <Group gap="lg" mt={6}>
              {field.options.map((option) => (
                <Radio key={option} value={option} label={optionLabels?.[option] ?? option} />
              ))}
            </Group>
          </Radio.Group>
        );
      }
      const labels = field.kind === 'choice' ? field.optionLabels : undefined;
      const options = (field.kind === 'status' ? statuses : field.options).map((option) => ({
        value: option,
        label: labels?.[option] ?? option,
      }));
      return (
        <NativeSelect
          label={label}
          data={
            asksForChoice ? [{ value: '', label: `Choose a ${label.toLowerCase()}` }, ...options] : options
          }
          description={description}
          {...required}
          {...form.selectProps(field.key)}
          disabled={look.readOnly}
        />
      );
    }
    case 'choiceList':
      if (field.as === 'checkboxes')
        return (
          <LevelField
            label={label}
            choices={field.options}
            value={list()}
            onChange={onChange}
            error={error}
            required={field.required}
          />
        );
      return <MultiSelect {...picked} data={field.options} />;
    case 'projects':
      return (
        <MultiSelect
          {...picked}
          data={(choices.projects ?? []).map((project) => ({
            value: String(project.id),
            label: `${project.name} (${project.content_type})`,
          }))}
          limit={50}
        />
      );
    case 'password':
      return (
        <PasswordInput
          label={label}
          description={mode === 'edit' ? 'Leave empty to keep the current password' : undefined}
          autoComplete="new-password"
          required={mode === 'new'}
          {...form.textProps(field.key)}
        />
      );
    case 'permissions':
      // Its accordion is labelled by its own title, with the count and the field's marker.
      return (
        <PermissionsInput
          permissionMap={choices.permissions ?? []}
          value={list()}
          onChange={onChange}
          error={error}
          disabled={false}
          required={field.required}
        />
      );
    case 'richText':
      return (
        <RichTextEditor
          label={label}
          name={field.key}
          value={form.values[field.key] as string}
          onChange={onChange}
          height={richTextHeight}
          error={error}
          required={field.required}
        />
      );
  }
}
