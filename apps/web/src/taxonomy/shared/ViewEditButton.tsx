import { Button } from '@mantine/core';
import type { Access } from '@masthead/contract';
import { Link } from 'react-router';
import { useAuth } from '../../auth/authContext.ts';
import type { FormMode } from '../../components/form-kit/index.ts';

/** In view mode, a way to the edit screen for whoever may edit. */
export function ViewEditButton({ mode, to, access }: { mode: FormMode; to: string; access: Access }) {
  const { can } = useAuth();
  if (mode !== 'view' || !can(access)) return null;
  return (
    <Button component={Link} to={to} variant="light">
      Edit
    </Button>
  );
}
