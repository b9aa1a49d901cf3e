import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  apiTokenLabels,
  apiTokenLimits,
  type CreatedApiToken,
  createApiTokenInput,
  type Permission,
  permissionList,
} from '@masthead/contract';
import type { FormEvent } from 'react';
import { useMutationCall } from '../api/hooks.ts';
import { useLoggedUser } from '../auth/authContext.ts';
import { useSchemaForm } from '../components/form/useSchemaForm.ts';
import { NumberOnlyInput } from '../components/NumberOnlyInput.tsx';
import { PermissionsField } from '../users/PermissionsField.tsx';

const initialValues = {
  name: '',
  expires_in_days: String(apiTokenLimits.defaultDays),
  permissions: [] as string[],
};

/** A token gets only permissions its creator holds: the form offers those alone. */
const ownPermissions = (held: readonly string[]): Permission[] =>
  permissionList.filter((permission) => held.includes(permission.name));

/** Name, days until it expires, and which of one's own permissions the new token holds. */
export function CreateTokenDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (created: CreatedApiToken) => void;
}) {
  const user = useLoggedUser();
  const form = useSchemaForm(initialValues);
  const create = useMutationCall('api-token-service/create-my-token', {
    invalidates: ['api-token-service/get-my-tokens'],
    onSuccess: (created) => {
      form.reset();
      onCreated(created);
    },
    // Told inside the dialog: a banner on the page behind it is hidden by the dialog itself.
    onError: (error) => form.showErrors(error.messages),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(createApiTokenInput);
    if (input) create.mutate(input);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create API token"
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
      centered
    >
      <form ref={form.formRef} onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={apiTokenLabels.name}
            description="What will use it, e.g. the deploy script"
            required
            maxLength={apiTokenLimits.name}
            data-autofocus
            {...form.textProps('name')}
          />
          <NumberOnlyInput
            label={apiTokenLabels.expires_in_days}
            description={`1 to ${apiTokenLimits.maxDays}; it stops working by itself then`}
            required
            name="expires_in_days"
            value={form.values.expires_in_days}
            error={form.errors.expires_in_days}
            aria-invalid={form.errors.expires_in_days ? true : undefined}
            onChange={(value) => form.setValue('expires_in_days', value)}
          />
          <PermissionsField
            permissionMap={ownPermissions(user.permissions)}
            value={form.values.permissions}
            onChange={(value) => form.setValue('permissions', value)}
            error={form.errors.permissions}
            disabled={false}
            grantable={() => true}
            required
          />
          {create.error && (
            <Alert color="red" title="API token not created" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create token
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
