import { Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, forgotPasswordInput, userLabels } from '@masthead/contract';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';

const initialValues = { email: '' };

/** /login/forgot-password: asks the server to e-mail a reset link. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password · Masthead');
  const form = useSchemaForm(initialValues);
  const requestReset = useMutationCall('user-service/forgot-password', {
    onSuccess: (message) => showBanner({ kind: 'success', title: bannerText.resetSuccess, message }),
    onError: (error) => {
      showBanner({ kind: 'error', title: bannerText.resetFailed, message: error.message });
      form.showErrors(error.messages);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(forgotPasswordInput);
    if (input) requestReset.mutate(input);
  };

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
      <Stack>
        <Title order={1} size="h2">
          Forgot password
        </Title>
        <Text size="sm">
          Enter the e-mail address of your account and we will send you a link to reset the password.
        </Text>
        <TextInput
          label={userLabels.email}
          type="email"
          autoComplete="email"
          required
          withAsterisk={false}
          autoFocus
          {...form.textProps('email')}
        />
        <Button type="submit" loading={requestReset.isPending} fullWidth>
          Reset password
        </Button>
        <Anchor component={Link} to="/login" ta="center">
          Back to login
        </Anchor>
      </Stack>
    </form>
  );
}
