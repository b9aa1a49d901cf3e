import { Anchor, Button, Checkbox, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, isTwoFactorChallenge, loginInput, userLabels } from '@masthead/contract';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CurrentPasswordInput } from '../account/PasswordFields.tsx';
import { isApiError } from '../api/client.ts';
import { useAuth } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { requiredField } from '../components/form/requiredField.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { loginBannerId, SignedOutForm } from './SignedOutForm.tsx';

/** Loaded only for a user with a second factor, once the password was right: the login page stays light. */
const LoginCodeStep = lazy(() =>
  import('./LoginCodeStep.tsx').then((module) => ({ default: module.LoginCodeStep })),
);

const initialValues = { username: '', password: '', remember: false };

/**
 * /login. On success the signed-out guard sends the user on to the dashboard; a user with
 * two-factor sign-in is asked for a code first.
 */
export function LoginPage() {
  useDocumentTitle('Login · Masthead');
  const { login } = useAuth();
  const form = useSchemaForm(initialValues);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [pendingToken, setPendingToken] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(loginInput);
    if (!input) return;
    setIsSubmitting(true);
    try {
      const result = await login(input);
      if (isTwoFactorChallenge(result)) {
        setPendingToken(result.pending_token);
        setIsSubmitting(false);
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showBanner({ id: loginBannerId, kind: 'error', title: bannerText.loginFailed, message });
      if (isApiError(error)) form.showErrors(error.messages);
      setIsSubmitting(false);
    }
  };

  if (pendingToken)
    return (
      <Suspense fallback={<LoadingScreen />}>
        <LoginCodeStep
          pendingToken={pendingToken}
          onRestart={() => {
            setPendingToken(null);
            form.setValue('password', '');
          }}
        />
      </Suspense>
    );

  return (
    <SignedOutForm title="Login" form={form} onSubmit={handleSubmit}>
      <TextInput
        label={userLabels.username}
        autoComplete="username"
        {...requiredField}
        autoFocus
        {...form.textProps('username')}
      />
      <CurrentPasswordInput label={userLabels.password} {...form.textProps('password')} />
      <Checkbox label="Remember me" {...form.checkboxProps('remember')} />
      <Button type="submit" loading={isSubmitting} fullWidth>
        Login
      </Button>
      <Anchor component={Link} to="/login/forgot-password" ta="center">
        Forgot password?
      </Anchor>
    </SignedOutForm>
  );
}
