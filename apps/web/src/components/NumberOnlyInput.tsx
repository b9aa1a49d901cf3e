import { TextInput, type TextInputProps } from '@mantine/core';

export interface NumberOnlyInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  label: TextInputProps['label'];
  value: string;
  onChange: (value: string) => void;
}

const nonDigits = /\D/g;

/**
 * A text field that keeps digits only (spec section 5): anything else typed or pasted is
 * dropped at once. The value stays a string so that leading zeros and empty stay as typed.
 */
export function NumberOnlyInput({ value, onChange, ...props }: NumberOnlyInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(nonDigits, ''))}
    />
  );
}
