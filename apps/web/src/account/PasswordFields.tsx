import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { newPasswordLabels } from '@masthead/contract';
import { requiredField } from '../components/form/requiredField.ts';

export { newPasswordLabels };

/** The password the user has now, as signing in or confirming a change asks for it. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="current-password" {...requiredField} {...props} />;
}

interface NewPasswordFieldsProps {
  /** The form's props for its `password` field, and for `passwordRetype`. */
  password: PasswordInputProps;
  passwordRetype: PasswordInputProps;
  autoFocus?: boolean;
}

/** The new password, typed twice, as resetting or changing one asks for it. */
export function NewPasswordFields({ password, passwordRetype, autoFocus }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label={newPasswordLabels.password}
        autoComplete="new-password"
        {...requiredField}
        autoFocus={autoFocus}
        {...password}
      />
      <PasswordInput
        label={newPasswordLabels.passwordRetype}
        autoComplete="new-password"
        {...requiredField}
        {...passwordRetype}
      />
    </>
  );
}
