import { Text } from '@mantine/core';
import type { Access } from '@masthead/contract';
import type { ReactNode } from 'react';
import { useAuth } from '../auth/authContext.ts';
import { needsText } from './needs.ts';

/**
 * A control shown only with a permission. Normally a missing permission hides it; while viewing
 * as another user it stays in place as a marked outline naming the control and what it needs,
 * so the answer to "why can't she add tags?" is on the screen.
 */
export function PermissionGate({
  access,
  label,
  children,
}: {
  access: Access;
  /** The control's own name, for the mark: 'Add new tag'. */
  label: string;
  children: ReactNode;
}) {
  const { can, user } = useAuth();
  if (can(access)) return children;
  if (!user?.viewer) return null;
  return <HiddenControl label={label} needs={needsText(access)} />;
}

/** Where a control would be: its name and what it needs, never something to press. */
export function HiddenControl({ label, needs }: { label: string; needs: string }) {
  return (
    <Text
      component="span"
      size="sm"
      px="xs"
      py={4}
      data-hidden-control=""
      style={{ border: '1px dashed var(--mantine-color-gray-6)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {label}{' '}
      <Text span size="xs" fw={600}>
        ({needs})
      </Text>
    </Text>
  );
}
