import { Button, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, forgotPasswordInput, userLabels } from '@masthead/contract';
import type { FormEvent } from 'react';
import { useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { requiredField } from '../components/form/requiredField.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { BackToLogin, resetBannerId, SignedOutForm } from './SignedOutForm.tsx';

const initialValues = { email: '' };

/** /login/forgot-password: asks the server to e-mail a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · Masthead');
  const form = useSchemaForm(initialValues);
  const requestReset = useMutationCall('user-service/forgot-password', {
    onSuccess: (message) =>
      showBanner({ id: resetBannerId, kind: 'success', title: bannerText.resetSuccess, message }),
    onError: (error) => {
      showBanner({ id: resetBannerId, kind: 'error', title: bannerText.resetFailed, message: error.message });
      form.showErrors(error.messages);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(forgotPasswordInput);
    if (input) requestReset.mutate(input);
  };

  return (
    <SignedOutForm title="Forgot password" form={form} onSubmit={handleSubmit}>
      <Text size="sm">
        Enter the e-mail address of your account and we will send you a link to reset the password.
      </Text>
      <TextInput
        label={userLabels.email}
        type="email"
        autoComplete="email"
        {...requiredField}
        autoFocus
        {...form.textProps('email')}
      />
      <Button type="submit" loading={requestReset.isPending} fullWidth>
        Reset password
      </Button>
      <BackToLogin />
    </SignedOutForm>
  );
}
