import { Button, Table, Text } from '@mantine/core';
import type { SignedInSession } from '@masthead/contract';
import { ToneBadge } from '../components/DataTable/ToneBadge.tsx';
import { timeText } from '../history/formatChange.ts';

/**
 * A user's signed-in browsers, the most recently used first, each with its Sign out button (the
 * browser asking is marked instead: signing it out is Logout).
 */
export function SessionsTable({
  caption,
  sessions,
  onEnd,
  endingId,
  isReadOnly,
}: {
  caption: string;
  sessions: readonly SignedInSession[];
  onEnd: (session: SignedInSession) => void;
  /** The session being signed out, whose button spins. */
  endingId: string | null;
  /** Viewing as another user: shown, never changed. */
  isReadOnly: boolean;
}) {
  if (sessions.length === 0) return <Text>No browser is signed in.</Text>;
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Browser</Table.Th>
            <Table.Th scope="col">Address</Table.Th>
            <Table.Th scope="col">Signed in</Table.Th>
            <Table.Th scope="col">Last seen</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sessions.map((session) => (
            <Table.Tr key={session.id}>
              <Table.Td title={session.user_agent || undefined}>{session.browser}</Table.Td>
              <Table.Td>{session.address || 'unknown'}</Table.Td>
              <Table.Td>{timeText(session.signed_in_at)}</Table.Td>
              <Table.Td>{timeText(session.last_seen_at)}</Table.Td>
              <Table.Td>
                {/* Mantine's light green badge drew its text in its own background colour. */}
                {session.is_current ? (
                  <ToneBadge tone="positive">This browser</ToneBadge>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    aria-label={`Sign out ${session.browser} at ${session.address || 'an unknown address'}`}
                    disabled={isReadOnly}
                    loading={endingId === session.id}
                    onClick={() => onEnd(session)}
                  >
                    Sign out
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
