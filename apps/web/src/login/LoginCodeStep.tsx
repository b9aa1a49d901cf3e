import { Anchor, Button, Text, TextInput } from '@mantine/core';
import {
  bannerText,
  endsTheSignIn,
  loginCodeStepText as text,
  verifyLoginCodeInput,
} from '@masthead/contract';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../api/client.ts';
import { useAuth } from '../auth/authContext.ts';
import { showBanner } from '../components/banner.ts';
import { requiredField } from '../components/form/requiredField.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { OneTimeCodeInput } from './OneTimeCodeInput.tsx';
import { loginBannerId, SignedOutForm } from './SignedOutForm.tsx';

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
    <SignedOutForm title={text.title} form={form} onSubmit={handleSubmit}>
      <Text size="sm">{isRecovery ? text.recoveryPrompt : text.appPrompt}</Text>
      {isRecovery ? (
        <TextInput
          key="recovery"
          label={text.recoveryLabel}
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
        {text.verify}
      </Button>
      <Anchor component="button" type="button" onClick={handleSwitch} ta="center" size="sm">
        {isRecovery ? text.useApp : text.useRecovery}
      </Anchor>
      <Anchor component="button" type="button" onClick={onRestart} ta="center" size="sm">
        {text.backToPassword}
      </Anchor>
    </SignedOutForm>
  );
}
