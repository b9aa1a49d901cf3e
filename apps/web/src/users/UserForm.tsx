import { Alert, Anchor, Button, Text } from '@mantine/core';
import {
  access,
  bannerText,
  globalMessage,
  permissionLabel,
  permissionsLacking,
  type User,
  userEntity,
} from '@masthead/contract';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserTwoFactorPanel } from '../account/UserTwoFactorPanel.tsx';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import type { FormMode, FormRouteProps, FormTab } from '../components/form-kit/index.ts';
import { EntityFormPage } from '../entities/EntityFormPage.tsx';
import type { ChoiceQueries, EntityFormParts, FieldLook, ItemParts } from '../entities/entityParts.ts';
import { useStartViewingAs } from '../sessions/viewAs.ts';
import { UserSessionsPanel } from './UserSessionsPanel.tsx';
import { UserTokensPanel } from './UserTokensPanel.tsx';

/** The user's signed-in browsers, for whoever may edit the user; loaded when opened. */
const sessionsTab: FormTab = { value: 'sessions', label: 'Sessions', isLazy: true };
/** The user's personal API tokens, for the same people; loaded when opened. */
const tokensTab: FormTab = { value: 'api-tokens', label: 'API tokens', isLazy: true };

const changedByAnother = 'Your own is changed by another administrator';

/**
 * One's own account, edited: a stolen session must not rename or switch off its own account,
 * nor redirect reset links (its email): someone else does. Its password is changed where the
 * current one is asked for.
 */
const ownLooks: Readonly<Record<string, FieldLook>> = {
  username: { readOnly: true, hint: changedByAnother },
  email: { readOnly: true, hint: changedByAnother },
  status: { readOnly: true, hint: changedByAnother },
  password: {
    replacement: (
      <Text size="sm" mt="lg">
        Your own password is changed under{' '}
        <Anchor component={Link} to="/change-password" underline="always">
          Change password
        </Anchor>
        , which asks for the current one.
      </Text>
    ),
  },
};

function usePermissionChoices(): ChoiceQueries {
  return { permissions: useCall('user-service/get-permission-map') };
}

/** What the user form shows of an opened user, by what the signed-in user may do to them. */
function useUserParts({ mode, item: user }: { mode: FormMode; item: User | null }): ItemParts<User> {
  const { user: signedIn, refresh, can } = useAuth();
  const startViewingAs = useStartViewingAs();
  // The server refuses to edit a user holding more than the editor; say so before any typing.
  const lacking = user ? permissionsLacking(signedIn?.permissions ?? [], user.permissions) : [];
  // The same rule decides who may see and end the user's sessions, and view as the user.
  const canActOn = Boolean(user) && can(access.users.update) && lacking.length === 0;
  const isSelf = Boolean(user) && user?.id === signedIn?.id;
  const canViewAs = canActOn && !isSelf && !signedIn?.viewer;
  return {
    look: (key) => (mode === 'edit' && isSelf ? ownLooks[key] : undefined),
    before: mode === 'edit' && lacking.length > 0 && (
      <Alert color="yellow" role="status" title={bannerText.cannotEditUser}>
        {globalMessage.cannotEditHolder(lacking.map(permissionLabel))}
      </Alert>
    ),
    after: user && (
      <UserTwoFactorPanel
        userId={user.id}
        isSelf={isSelf}
        canReset={mode === 'edit' && canActOn && !isSelf}
      />
    ),
    tabs:
      user && canActOn
        ? [
            {
              tab: sessionsTab,
              panel: <UserSessionsPanel user={user} isReadOnly={Boolean(signedIn?.viewer)} />,
            },
            {
              tab: tokensTab,
              panel: <UserTokensPanel user={user} isReadOnly={Boolean(signedIn?.viewer)} />,
            },
          ]
        : [],
    canEdit: canActOn,
    actions: user && canViewAs && (
      <Button
        variant="default"
        leftSection={<IconEye size={16} aria-hidden="true" />}
        onClick={() => void startViewingAs(user.id)}
      >
        View as {user.username}
      </Button>
    ),
    // Editing oneself may change one's own permissions: the menu and guards must follow.
    onSaved: async (saved) => {
      if (saved.id === signedIn?.id) await refresh();
    },
  };
}

const userParts: EntityFormParts<User> = { useChoices: usePermissionChoices, useItemParts: useUserParts };

/** /users/new, /users/view/:id, /users/edit/:id */
export function UserForm(props: FormRouteProps) {
  return <EntityFormPage definition={userEntity} parts={userParts} {...props} />;
}
