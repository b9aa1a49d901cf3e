import { TextInput, type TextInputProps } from '@mantine/core';
import { twoFactorLabels } from '@masthead/contract';

type OneTimeCodeInputProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

const nonDigits = /\D/g;

/**
 * The six digits of an authenticator app. Anything but digits is dropped as it is typed or
 * pasted ('123 456' becomes '123456'); browsers and phones offer a code they received for it.
 */
export function OneTimeCodeInput({ value, onChange, ...props }: OneTimeCodeInputProps) {
  return (
    <TextInput
      label={twoFactorLabels.code}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      required
      withAsterisk={false}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(nonDigits, '').slice(0, 6))}
    />
  );
}
