import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type ApiToken, apiTokenLabels, permissionLabel } from '@masthead/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { type DataTableColumn, QueryTable, StatusBadge } from '../components/DataTable/index.ts';
import { timeText } from '../history/formatChange.ts';

/** Times in the list read as the API writes them, with their zone said. */
const when = (value: string | null) => (value ? timeText(value) : 'never');

function RevokeButton({
  token,
  isRevoking,
  isReadOnly,
  onRevoke,
}: {
  token: ApiToken;
  isRevoking: boolean;
  isReadOnly: boolean;
  onRevoke: (token: ApiToken) => Promise<unknown>;
}) {
  const [isConfirming, setConfirming] = useState(false);
  if (token.status !== 'ACTIVE') return null;
  return (
    <>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        disabled={isReadOnly}
        aria-label={`Revoke ${token.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={`Revoke the API token “${token.name}”?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack>
          <Text>
            Scripts sending it are refused from now on. This cannot be undone; a new token can be created
            instead.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              color="red.9"
              loading={isRevoking}
              // As every confirming dialog does, it closes first, so the outcome shows on the page.
              onClick={() => void onRevoke(token).finally(() => setConfirming(false))}
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** A user's API tokens, newest first, each active one with Revoke behind a confirmation. */
export function TokensTable({
  query,
  label,
  revokingId,
  isReadOnly,
  onRevoke,
}: {
  query: UseQueryResult<ApiToken[], Error>;
  label: string;
  revokingId: number | null;
  isReadOnly: boolean;
  onRevoke: (token: ApiToken) => Promise<unknown>;
}) {
  const columns = useMemo<DataTableColumn<ApiToken>[]>(
    () => [
      { id: 'name', header: apiTokenLabels.name },
      // Name and status first: on a phone they are what shows before the list scrolls sideways.
      {
        id: 'status',
        header: apiTokenLabels.status,
        accessor: (token) => token.status,
        // When it stopped working, for a token that did.
        cell: (token) => (
          <Stack gap={2} align="flex-start">
            <StatusBadge value={token.status} />
            {token.status !== 'ACTIVE' && (
              <Text size="xs">{timeText(token.revoked_datetime ?? token.expiry_datetime)}</Text>
            )}
          </Stack>
        ),
      },
      {
        id: 'permissions',
        header: apiTokenLabels.permissions,
        // Named, not counted: a phone has no hover to tell them.
        accessor: (token) => token.permissions.map(permissionLabel).join(', '),
      },
      {
        id: 'creation_datetime',
        header: apiTokenLabels.creation_datetime,
        accessor: (t) => timeText(t.creation_datetime),
      },
      {
        id: 'expiry_datetime',
        header: apiTokenLabels.expiry_datetime,
        accessor: (t) => timeText(t.expiry_datetime),
      },
      {
        id: 'last_used_datetime',
        header: apiTokenLabels.last_used_datetime,
        accessor: (t) => when(t.last_used_datetime),
      },
    ],
    [],
  );
  return (
    <QueryTable
      query={query}
      aria-label={label}
      data={query.data}
      columns={columns}
      pageSize={10}
      paramPrefix="tokens_"
      emptyText="No API tokens yet."
      rowActions={(token) => (
        <RevokeButton
          token={token}
          isRevoking={revokingId === token.id}
          isReadOnly={isReadOnly}
          onRevoke={onRevoke}
        />
      )}
    />
  );
}
