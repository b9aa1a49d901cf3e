import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, changeMyPasswordInput, type FieldMessages, validate } from '@masthead/contract';
import type { FormEvent } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { FieldMessageList } from '../components/form/FieldMessageList.tsx';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';

const initialValues = { oldPassword: '', password: '', passwordRetype: '' };

const labels = {
  oldPassword: 'Old password',
  password: 'New password',
  passwordRetype: 'Confirm new password',
} as const;

const showFailure = ({ message, messages }: { message?: string; messages: FieldMessages }) =>
  showBanner({
    id: 'change-password-failed',
    kind: 'error',
    title: bannerText.changePasswordFailed,
    message: <FieldMessageList message={message} messages={messages} labels={labels} />,
  });

/** /change-password: open to every signed-in user, no permission needed. */
export function ChangePasswordPage() {
  useDocumentTitle('Change password · Masthead');
  const form = useSchemaForm(initialValues);
  const changePassword = useMutationCall('user-service/change-my-password', {
    onSuccess: () => {
      showBanner({ kind: 'success', title: bannerText.changePasswordSuccess });
      form.reset();
    },
    onError: (error) => {
      if (isGlobalError(error)) return;
      showFailure(error);
      form.showErrors(error.messages);
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(changeMyPasswordInput, form.values);
    if (!result.ok) {
      form.showErrors(result.messages);
      showFailure({ messages: result.messages });
      return;
    }
    changePassword.mutate(result.data);
  };

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
      <Stack maw={420}>
        <Title order={1}>Change password</Title>
        <PasswordInput
          label={labels.oldPassword}
          autoComplete="current-password"
          required
          withAsterisk={false}
          {...form.textProps('oldPassword')}
        />
        <PasswordInput
          label={labels.password}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.textProps('password')}
        />
        <PasswordInput
          label={labels.passwordRetype}
          autoComplete="new-password"
          required
          withAsterisk={false}
          {...form.textProps('passwordRetype')}
        />
        <Group>
          <Button type="submit" loading={changePassword.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
