import type { Permission } from '@masthead/contract';
import { useAuth } from '../auth/authContext.ts';
import { PermissionsField } from './PermissionsField.tsx';

/** The permissions accordion, where one grants only what one holds (the server refuses more). */
export function PermissionsInput(props: {
  permissionMap: readonly Permission[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled: boolean;
  required?: boolean;
}) {
  const { user } = useAuth();
  const held: readonly string[] = user?.permissions ?? [];
  return <PermissionsField {...props} grantable={(name) => held.includes(name)} />;
}
