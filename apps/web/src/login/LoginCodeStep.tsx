import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { bannerText, twoFactorMessage, verifyLoginCodeInput } from '@masthead/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../api/client.ts';
import { useAuth } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { requiredField } from '../components/form/requiredField.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { OneTimeCodeInput } from './OneTimeCodeInput.tsx';
import { loginBannerId, SignedOutForm } from './SignedOutForm.tsx';

/** Answers after which the code step cannot go on: the password has to be typed again. */
const endsTheSignIn = new Set<string>([twoFactorMessage.pendingExpired, twoFactorMessage.tooManyCodes]);

/**
 * The second step of /login for a user with two-factor sign-in: the code of the authenticator
 * app, or one of the recovery codes. "Remember me" was given with the password and holds.
 */
export function LoginCodeStep({ pendingToken, onRestart }: { pendingToken: string; onRestart: () => void }) {
  const { verifyLoginCode } = useAuth();
  const form = useSchemaForm({ code: '' });
  const [isRecovery, setIsRecovery] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(verifyLoginCodeInput, { pending_token: pendingToken, code: form.values.code });
    if (!input) return;
    setIsSubmitting(true);
    try {
      await verifyLoginCode(input);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      showBanner({ id: loginBannerId, kind: 'error', title: bannerText.loginFailed, message });
      setIsSubmitting(false);
      if (endsTheSignIn.has(message)) {
        onRestart();
        return;
      }
      form.setValue('code', '');
      if (isApiError(error)) form.showErrors(error.messages);
    }
  };

  const handleSwitch = () => {
    form.reset();
    setIsRecovery((current) => !current);
  };

  return (
    <SignedOutForm title="Two-factor sign-in" form={form} onSubmit={handleSubmit}>
      <Text size="sm">
        {isRecovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each code works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Masthead.'}
      </Text>
      {isRecovery ? (
        <TextInput
          key="recovery"
          label="Recovery code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          {...requiredField}
          autoFocus
          {...form.textProps('code')}
        />
      ) : (
        <OneTimeCodeInput
          key="app"
          autoFocus
          name="code"
          value={form.values.code}
          error={form.errors.code}
          aria-invalid={form.errors.code ? true : undefined}
          onChange={(code) => form.setValue('code', code)}
        />
      )}
      <Button type="submit" loading={isSubmitting} fullWidth>
        Verify
      </Button>
      <Anchor component="button" type="button" onClick={handleSwitch} ta="center" size="sm">
        {isRecovery ? 'Use the code of my authenticator app' : 'Use a recovery code instead'}
      </Anchor>
      <Anchor component="button" type="button" onClick={onRestart} ta="center" size="sm">
        Back to the password
      </Anchor>
    </SignedOutForm>
  );
}
