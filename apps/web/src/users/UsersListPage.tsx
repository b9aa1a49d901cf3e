import { Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { access, type User, userLabels } from '@masthead/contract';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCall } from '../api/hooks.ts';
import { useAuth } from '../auth/authContext.ts';
import { DataTable, type DataTableColumn, RowAction } from '../components/DataTable/index.ts';
import { LoadFailure, useListQueryMemory } from '../components/form-kit/index.ts';
import { SavedViews } from '../views/SavedViews.tsx';
import { usersListPath } from './paths.ts';

const columns: readonly DataTableColumn<User>[] = [
  { id: 'id', header: userLabels.id, kind: 'id' },
  { id: 'username', header: userLabels.username },
  { id: 'first_name', header: userLabels.first_name },
  { id: 'last_name', header: userLabels.last_name },
  { id: 'email', header: userLabels.email },
  { id: 'status', header: userLabels.status, kind: 'status' },
  { id: 'creation_datetime', header: userLabels.creation_datetime, kind: 'date' },
  { id: 'update_datetime', header: userLabels.update_datetime, kind: 'date' },
];

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
        {can(access.users.create) && (
          <Button
            component={Link}
            to={`${usersListPath}/new`}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            Add new user
          </Button>
        )}
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
