import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { access, userColumns } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { tableColumns } from '../components/DataTable/export/tableColumns.ts';
import { DataTable, RowAction } from '../components/DataTable/index.ts';
import { LoadFailure, useListQueryMemory } from '../components/form-kit/index.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';
import { SavedViews } from '../views/SavedViews.tsx';
import { usersListPath } from './paths.ts';

const columns = tableColumns(userColumns);

/** /users */
export function UsersListPage() {
  useDocumentTitle('Users · Masthead');
  useListQueryMemory(usersListPath);
  const { can } = useAuth();
  const users = useCall('user-service/get-all-users');
  const canView = can(access.users.view);
  const canEdit = can(access.users.update);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="md">
          <Title order={1}>Users</Title>
          <SavedViews list="users" />
        </Group>
        <PermissionGate access={access.users.create} label="Add new user">
          <Button
            component={Link}
            to={`${usersListPath}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Add new user
          </Button>
        </PermissionGate>
      </Group>
      {users.error && <LoadFailure error={users.error} onRetry={() => users.refetch()} />}
      <DataTable
        aria-label="Users"
        data={users.data}
        columns={columns}
        // A list reloaded after a change shows its loading state, never the rows from before.
        isLoading={users.isFetching}
        pageSize={20}
        emptyText="No users yet."
        exportList={{ list: 'users' }}
        rowActions={
          canView || canEdit
            ? (user) => (
                <>
                  {canView && (
                    <RowAction
                      icon="view"
                      label={`View ${user.username}`}
                      to={`${usersListPath}/view/${user.id}`}
                    />
                  )}
                  {canEdit && (
                    <RowAction
                      icon="edit"
                      label={`Edit ${user.username}`}
                      to={`${usersListPath}/edit/${user.id}`}
                    />
                  )}
                </>
              )
            : undefined
        }
      />
    </Stack>
  );
}
