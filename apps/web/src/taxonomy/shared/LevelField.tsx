import { Checkbox, Group } from '@mantine/core';
import type { FieldProps } from '../../components/form/fieldProps.ts';

/** A multi-select of levels as a group of checkboxes: few choices, all visible, keyboard-friendly. */
export function LevelField({
  choices,
  ...field
}: Omit<FieldProps<string[]>, 'name'> & { choices: readonly string[] }) {
  const { label, value, onChange, error, disabled, required } = field;
  return (
    <Checkbox.Group label={label} value={[...value]} onChange={onChange} error={error} required={required}>
      <Group gap="md" mt={6}>
        {choices.map((choice) => (
          <Checkbox key={choice} value={choice} label={choice} disabled={disabled} name="level" />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
