import { twoFactorLabels } from '@masthead/contract';
import { requiredField } from '../components/form/requiredField.ts';
import { NumberOnlyInput, type NumberOnlyInputProps } from '../components/NumberOnlyInput.tsx';

/**
 * The six digits of an authenticator app. Anything but digits is dropped as it is typed or
 * pasted ('123 456' becomes '123456'); browsers and phones offer a code they received for it.
 */
export function OneTimeCodeInput({ onChange, ...props }: Omit<NumberOnlyInputProps, 'label'>) {
  return (
    <NumberOnlyInput
      label={twoFactorLabels.code}
      autoComplete="one-time-code"
      maxLength={6}
      {...requiredField}
      {...props}
      onChange={(digits) => onChange(digits.slice(0, 6))}
    />
  );
}
