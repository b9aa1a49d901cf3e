import { Button } from '@mantine/core';
import type { Access } from '@masthead/contract';
import { Link } from 'react-router';
import type { FormMode } from '../../components/form-kit/index.ts';
import { PermissionGate } from '../../layout/PermissionGate.tsx';

/** In view mode, a way to the edit screen for whoever may edit. */
export function ViewEditButton({ mode, to, access }: { mode: FormMode; to: string; access: Access }) {
  if (mode !== 'view') return null;
  return (
    <PermissionGate access={access} label="Edit">
      <Button component={Link} to={to} variant="light">
        Edit
      </Button>
    </PermissionGate>
  );
}
