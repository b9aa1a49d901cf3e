import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, globalMessage, resetPasswordInput } from '@masthead/contract';
import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../account/PasswordFields.tsx';
import { useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { BackToLogin, resetBannerId, SignedOutForm, SignedOutTitle } from './SignedOutForm.tsx';

const initialValues = { password: '', passwordRetype: '' };

/**
 * /login/reset-password#token=…, the page the reset e-mail links to. The token travels in the
 * fragment, which browsers never send, so no server or proxy log ever holds it. Links in the
 * query form, mailed before, still open.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password · Masthead');
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token') ?? searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const form = useSchemaForm(initialValues);
  const resetPassword = useMutationCall('user-service/reset-password', {
    onSuccess: (message) => {
      showBanner({ id: resetBannerId, kind: 'success', title: bannerText.resetSuccess, message });
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      showBanner({ id: resetBannerId, kind: 'error', title: bannerText.resetFailed, message: error.message });
      form.showErrors(error.messages);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(resetPasswordInput, { token, ...form.values });
    if (input) resetPassword.mutate(input);
  };

  if (!token) {
    return (
      <Stack>
        <SignedOutTitle>Reset password</SignedOutTitle>
        <Text>{globalMessage.resetTokenInvalid}</Text>
        <Anchor component={Link} to="/login/forgot-password">
          Ask for a new link
        </Anchor>
      </Stack>
    );
  }

  return (
    <SignedOutForm title="Reset password" form={form} onSubmit={handleSubmit}>
      {form.errors.token && (
        <Text c="red.9" role="alert">
          {globalMessage.resetTokenInvalid}
        </Text>
      )}
      <NewPasswordFields
        password={form.textProps('password')}
        passwordRetype={form.textProps('passwordRetype')}
        autoFocus
      />
      <Button type="submit" loading={resetPassword.isPending} fullWidth>
        Set new password
      </Button>
      <BackToLogin />
    </SignedOutForm>
  );
}
