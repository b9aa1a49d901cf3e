import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  access,
  bannerText,
  createUserInput,
  globalMessage,
  type Permission,
  permissionLabel,
  permissionsLacking,
  statuses,
  type User,
  updateUserInput,
  userLabels,
} from '@masthead/contract';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { UserTwoFactorPanel } from '../account/UserTwoFactorPanel.tsx';
import { call } from '../api/client.ts';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import {
  EntityForm,
  FormLoader,
  type FormMode,
  type FormRouteProps,
  type FormTab,
  itemQueryOptions,
  submission,
  useEntityForm,
} from '../components/form-kit/index.ts';
import { HistoryPanel, historyTab } from '../history/HistoryPanel.tsx';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { useStartViewingAs } from '../sessions/viewAs.ts';
import { PermissionsField } from './PermissionsField.tsx';
import { usersListPath } from './paths.ts';
import { UserSessionsPanel } from './UserSessionsPanel.tsx';
import { initialUserValues, type UserValues } from './userValues.ts';

const generalTab: FormTab = {
  value: 'general',
  label: 'General',
  fields: ['username', 'password', 'first_name', 'last_name', 'email', 'status', 'note'],
};
const permissionsTab: FormTab = { value: 'permissions', label: 'Permissions', fields: ['permissions'] };
/** The user's signed-in browsers, for whoever may edit the user; loaded when opened. */
const sessionsTab: FormTab = { value: 'sessions', label: 'Sessions', isLazy: true };

/** /users/new, /users/view/:id, /users/edit/:id */
export function UserForm({ mode, id }: FormRouteProps) {
  const user = useCall('user-service/get-user', { id: id ?? 0 }, itemQueryOptions(mode));
  const permissionMap = useCall('user-service/get-permission-map');
  return (
    <FormLoader mode={mode} entity="User" listPath={usersListPath} item={user} queries={{ permissionMap }}>
      {(loaded) => <UserFormBody mode={mode} user={loaded.item} permissionMap={loaded.permissionMap} />}
    </FormLoader>
  );
}

const titleOf = ({ mode, user }: { mode: FormMode; user: User | null }) => {
  if (mode === 'new' || !user) return 'New user';
  return `${mode === 'view' ? 'View' : 'Edit'} user ${user.username}`;
};

function UserFormBody({
  mode,
  user,
  permissionMap,
}: {
  mode: FormMode;
  user: User | null;
  permissionMap: Permission[];
}) {
  const { user: signedIn, refresh, can } = useAuth();
  const startViewingAs = useStartViewingAs();
  const held: readonly string[] = signedIn?.permissions ?? [];
  // The server refuses to edit a user holding more than the editor; say so before any typing.
  const lacking = user ? permissionsLacking(held, user.permissions) : [];
  // The same rule decides who may see and end the user's sessions, and view as the user.
  const canActOn = Boolean(user) && can(access.users.update) && lacking.length === 0;
  const isSelf = Boolean(user) && user?.id === signedIn?.id;
  const canViewAs = canActOn && !isSelf && !signedIn?.viewer;
  const initialValues = useMemo(() => initialUserValues({ mode, user }), [mode, user]);
  const controller = useEntityForm<UserValues, User>({
    mode,
    initialValues,
    submission: user
      ? submission({ schema: updateUserInput, send: (data) => call('user-service/update-user', data) })
      : submission({ schema: createUserInput, send: (data) => call('user-service/create-user', data) }),
    // An edit names the version it loaded, so a colleague's save in between is not overwritten.
    toInput: (values) => (user ? { ...values, id: user.id, update_datetime: user.update_datetime } : values),
    tabs:
      mode === 'new'
        ? [generalTab, permissionsTab]
        : [generalTab, permissionsTab, historyTab, ...(canActOn ? [sessionsTab] : [])],
    labels: userLabels,
    listPath: usersListPath,
    texts: { notSaved: bannerText.userNotSaved, saved: bannerText.userSaved },
    invalidates: ['user-service/get-all-users', 'user-service/get-user', 'user-service/get-user-history'],
    // Editing oneself may change one's own permissions: the menu and guards must follow.
    onSaved: async (saved) => {
      if (saved.id === signedIn?.id) await refresh();
    },
  });
  const { form } = controller;
  const canEdit = mode === 'view' && canActOn;

  const general = (
    <Stack gap="sm" maw={720}>
      {mode === 'edit' && lacking.length > 0 && (
        <Alert color="yellow" role="status" title={bannerText.cannotEditUser}>
          {globalMessage.cannotEditHolder(lacking.map(permissionLabel))}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label={userLabels.username}
          autoComplete="off"
          // A stolen session must not rename or switch off its own account: someone else does.
          readOnly={mode === 'edit' && isSelf}
          description={mode === 'edit' && isSelf ? 'Your own is changed by another administrator' : undefined}
          required
          withAsterisk={false}
          {...form.textProps('username')}
        />
        {mode === 'edit' && isSelf && (
          <Text size="sm" mt="lg">
            Your own password is changed under{' '}
            <Anchor component={Link} to="/change-password" underline="always">
              Change password
            </Anchor>
            , which asks for the current one.
          </Text>
        )}
        {(mode === 'new' || (mode === 'edit' && !isSelf)) && (
          <PasswordInput
            label={userLabels.password}
            description={mode === 'edit' ? 'Leave empty to keep the current password' : undefined}
            autoComplete="new-password"
            required={mode === 'new'}
            withAsterisk={false}
            {...form.textProps('password')}
          />
        )}
        <TextInput
          label={userLabels.first_name}
          autoComplete="off"
          required
          withAsterisk={false}
          {...form.textProps('first_name')}
        />
        <TextInput
          label={userLabels.last_name}
          autoComplete="off"
          required
          withAsterisk={false}
          {...form.textProps('last_name')}
        />
        <TextInput
          label={userLabels.email}
          type="email"
          autoComplete="off"
          // Reset links go to this address: a stolen session must not redirect them.
          readOnly={mode === 'edit' && isSelf}
          description={mode === 'edit' && isSelf ? 'Your own is changed by another administrator' : undefined}
          required
          withAsterisk={false}
          {...form.textProps('email')}
        />
        <NativeSelect
          label={userLabels.status}
          data={statuses}
          description={mode === 'edit' && isSelf ? 'Your own is changed by another administrator' : undefined}
          required
          withAsterisk={false}
          {...form.selectProps('status')}
          disabled={form.disabled || (mode === 'edit' && isSelf)}
        />
      </SimpleGrid>
      <Textarea label={userLabels.note} autosize minRows={3} maxRows={10} {...form.textProps('note')} />
      {user && (
        <UserTwoFactorPanel
          userId={user.id}
          isSelf={isSelf}
          canReset={mode === 'edit' && can(access.users.update) && lacking.length === 0 && !isSelf}
        />
      )}
    </Stack>
  );

  return (
    <EntityForm
      controller={controller}
      title={titleOf({ mode, user })}
      panels={{
        general,
        permissions: (
          <PermissionsField
            permissionMap={permissionMap}
            value={form.values.permissions}
            onChange={(permissions) => form.setValue('permissions', permissions)}
            error={form.errors.permissions}
            disabled={controller.isReadOnly}
            grantable={(name) => held.includes(name)}
          />
        ),
        history: user && <HistoryPanel path="user-service/get-user-history" id={user.id} />,
        sessions: user && canActOn && (
          <UserSessionsPanel user={user} isReadOnly={Boolean(signedIn?.viewer)} />
        ),
      }}
      actions={
        <>
          {mode === 'view' && user && (
            <PermissionGate access={access.users.update} label="Edit">
              {canEdit && (
                <Button component={Link} to={`${usersListPath}/edit/${user.id}`} variant="light">
                  Edit
                </Button>
              )}
            </PermissionGate>
          )}
          {user && canViewAs && (
            <Button
              variant="default"
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => void startViewingAs(user.id)}
            >
              View as {user.username}
            </Button>
          )}
        </>
      }
    />
  );
}
