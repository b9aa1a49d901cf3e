import { Checkbox, Group } from '@mantine/core';

/** A multi-select of levels as a group of checkboxes: few choices, all visible, keyboard-friendly. */
export function LevelField({
  label,
  choices,
  value,
  onChange,
  error,
  disabled,
  required,
}: {
  label: string;
  choices: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled: boolean;
  required?: boolean;
}) {
  return (
    <Checkbox.Group
      label={label}
      value={[...value]}
      onChange={onChange}
      error={error}
      required={required}
      withAsterisk={false}
    >
      <Group gap="md" mt={6}>
        {choices.map((choice) => (
          <Checkbox key={choice} value={choice} label={choice} disabled={disabled} name="level" />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
