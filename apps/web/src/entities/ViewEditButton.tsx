import { Button } from '@mantine/core';
import type { Access } from '@masthead/contract';
import { Link } from 'react-router';
import { type FormMode, tabState } from '../components/form-kit/index.ts';
import { PermissionGate } from '../layout/PermissionGate.tsx';

/**
 * In view mode, a way to the edit screen for whoever may edit; `isAllowed` says no where the
 * permission is not enough (a user holding more than the editor).
 */
export function ViewEditButton({
  mode,
  to,
  tab,
  access,
  isAllowed = true,
}: {
  mode: FormMode;
  to: string;
  /** The tab being read, which the edit screen opens on. */
  tab: string;
  access: Access;
  isAllowed?: boolean;
}) {
  if (mode !== 'view') return null;
  return (
    <PermissionGate access={access} label="Edit">
      {isAllowed && (
        <Button component={Link} to={to} state={tabState(tab)} variant="light">
          Edit
        </Button>
      )}
    </PermissionGate>
  );
}
