import { Alert, Button, Code, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  confirmTwoFactorInput,
  type TwoFactorEnrolment,
  twoFactorLabels,
  twoFactorMessage,
} from '@masthead/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { isGlobalError } from '../api/globalErrors.ts';
import { useMutationCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { hideBanner, showBanner } from '../components/banner.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { OneTimeCodeInput } from '../login/OneTimeCodeInput.tsx';
import { CurrentPasswordInput } from './PasswordFields.tsx';

/** Starting and confirming the set-up fail under one banner, which goes once it succeeds. */
const setUpBannerId = 'two-factor-set-up';
const copyBannerId = 'recovery-codes-copy';

/** The secret in groups of four, as people copy it into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * /two-factor: set up two-factor sign-in. The server's secret shows as a QR code and as text;
 * the password and a first code turn it on, and the ten recovery codes show this once.
 * With REQUIRE_TWO_FACTOR, a user without it is sent here before anything else.
 */
export function TwoFactorPage() {
  useDocumentTitle('Two-factor sign-in · Masthead');
  const { user, refresh, logout } = useAuth();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const form = useSchemaForm({ password: '', code: '' });

  const start = useMutationCall('user-service/start-two-factor-enrolment', {
    onSuccess: (started) => {
      form.reset();
      setEnrolment(started);
    },
    onError: (error) => {
      if (!isGlobalError(error))
        showBanner({
          id: setUpBannerId,
          kind: 'error',
          title: 'Two-factor sign-in not set up',
          message: error.message,
        });
    },
  });
  const confirm = useMutationCall('user-service/confirm-two-factor-enrolment', {
    invalidates: ['user-service/get-user-two-factor', 'user-service/get-user-history'],
    onSuccess: ({ recovery_codes }) => {
      hideBanner(setUpBannerId);
      setRecoveryCodes(recovery_codes);
    },
    onError: (error) => {
      if (isGlobalError(error)) return;
      showBanner({
        id: setUpBannerId,
        kind: 'error',
        title: 'Two-factor sign-in not set up',
        message: error.message,
      });
      form.setValue('code', '');
      form.showErrors(error.messages);
    },
  });

  const handleConfirm = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(confirmTwoFactorInput);
    if (input) confirm.mutate(input);
  };

  const handleDone = async () => {
    await refresh();
    navigate('/');
  };

  const handleCopy = async (codes: string[]) => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showBanner({ id: copyBannerId, kind: 'success', title: 'The recovery codes are copied' });
    } catch {
      showBanner({
        id: copyBannerId,
        kind: 'error',
        title: 'The codes could not be copied',
        message: 'Select them and copy them by hand.',
      });
    }
  };

  const isRequired = user?.two_factor.required === true && !user.two_factor.enrolled;

  if (recoveryCodes)
    return (
      <Stack maw={560}>
        <Title order={1}>Two-factor sign-in is on</Title>
        <Alert color="yellow" title="Save your recovery codes now" role="status">
          If you lose your phone, each of these codes signs you in once instead of a code of the app. They are
          shown only this once: print them or keep them in a password manager.
        </Alert>
        <List aria-label="Recovery codes" listStyleType="none" spacing={4}>
          {recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code fz="md">{code}</Code>
            </List.Item>
          ))}
        </List>
        <Group>
          <Button onClick={() => void handleCopy(recoveryCodes)} variant="light">
            Copy the codes
          </Button>
          <Button onClick={() => void handleDone()}>I have saved them</Button>
        </Group>
      </Stack>
    );

  if (user?.two_factor.enrolled)
    return (
      <Stack maw={560}>
        <Title order={1}>Two-factor sign-in</Title>
        <Text>
          Two-factor sign-in is on: every sign-in asks for a code of your authenticator app after the
          password.
        </Text>
        <Text>
          To move it to another phone, or if you lost yours and your recovery codes, ask an administrator to
          reset it from your user's page; you can then set it up again here.
        </Text>
      </Stack>
    );

  return (
    <Stack maw={560}>
      <Title order={1}>Two-factor sign-in</Title>
      {isRequired && (
        <Alert color="blue" title="Set up two-factor sign-in to continue" role="status">
          {twoFactorMessage.mustEnrol}
        </Alert>
      )}
      <Text>
        With two-factor sign-in, signing in asks for your password and a code that an authenticator app on
        your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) shows.
      </Text>
      {!enrolment ? (
        <Group>
          <Button onClick={() => start.mutate()} loading={start.isPending}>
            Set up two-factor sign-in
          </Button>
          {isRequired && (
            <Button variant="subtle" onClick={() => void logout()}>
              Logout
            </Button>
          )}
        </Group>
      ) : (
        <form ref={form.formRef} onSubmit={handleConfirm} noValidate>
          <Stack>
            <Title order={2} size="h3">
              1. Add Masthead to your authenticator app
            </Title>
            <Text>Scan this QR code with the app:</Text>
            <Image
              src={svgDataUrl(enrolment.qr_svg)}
              alt="QR code of your two-factor secret, for the authenticator app"
              w={200}
              h={200}
            />
            <Text>
              Or, if you cannot scan it, enter this key in the app (time-based):{' '}
              <Code fz="md" data-testid="two-factor-secret">
                {grouped(enrolment.secret)}
              </Code>
            </Text>
            <Title order={2} size="h3">
              2. Confirm with your password and the code the app shows
            </Title>
            <CurrentPasswordInput label={twoFactorLabels.password} {...form.textProps('password')} />
            <OneTimeCodeInput
              name="code"
              value={form.values.code}
              error={form.errors.code}
              aria-invalid={form.errors.code ? true : undefined}
              onChange={(code) => form.setValue('code', code)}
            />
            <Group>
              <Button type="submit" loading={confirm.isPending}>
                Turn on two-factor sign-in
              </Button>
              <Button variant="subtle" onClick={() => start.mutate()} loading={start.isPending}>
                Start again with a new key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
