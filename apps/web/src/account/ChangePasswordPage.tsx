import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { bannerText, changeMyPasswordInput, type FieldMessages } from '@masthead/contract';
import type { FormEvent } from 'react';
import { isGlobalError } from '../api/globalErrors.ts';
import { useMutationCall } from '../api/hooks.ts';
import { showBanner } from '../components/banner.ts';
import { FieldMessageList } from '../components/form/FieldMessageList.tsx';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { CurrentPasswordInput, NewPasswordFields, newPasswordLabels } from './PasswordFields.tsx';

const initialValues = { oldPassword: '', password: '', passwordRetype: '' };

const labels = { oldPassword: 'Old password', ...newPasswordLabels } as const;

/** The page's one action: its success banner takes the place of its failure's. */
const bannerId = 'change-password';

const showFailure = ({ message, messages }: { message?: string; messages: FieldMessages }) =>
  showBanner({
    id: bannerId,
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
      showBanner({ id: bannerId, kind: 'success', title: bannerText.changePasswordSuccess });
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
    const input = form.check(changeMyPasswordInput, form.values, (messages) => showFailure({ messages }));
    if (input) changePassword.mutate(input);
  };

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
      <Stack maw={420}>
        <Title order={1}>Change password</Title>
        <CurrentPasswordInput label={labels.oldPassword} {...form.textProps('oldPassword')} />
        <NewPasswordFields
          password={form.textProps('password')}
          passwordRetype={form.textProps('passwordRetype')}
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
