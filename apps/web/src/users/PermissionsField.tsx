import { Accordion, Checkbox, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  bannerText,
  type Permission,
  type PermissionSection,
  permissionLabel,
  permissionSections,
} from '@masthead/contract';
import { useId } from 'react';
import classes from './PermissionsField.module.css';
import { withPermissions } from './userValues.ts';

/** An accordion value goes into element ids (aria-controls), which may not hold spaces: 'Legal Docs'. */
const sectionKey = (section: string) => section.replaceAll(' ', '-');

/** The server's permissions grouped by section, in the contract's section order; empty sections left out. */
export function groupBySection(permissions: readonly Permission[]) {
  return permissionSections
    .map((section) => ({ section, permissions: permissions.filter((p) => p.section === section) }))
    .filter((group) => group.permissions.length > 0);
}

/**
 * The Permissions tab: one accordion section per permission section, each permission a
 * checkbox labelled in title case with its description written under it (read on a phone as on
 * a desktop, no hover needed, and the checkbox's accessible description), and a box ticking a
 * whole section at once. Permissions the signed-in user does not hold (`grantable` says no) are
 * disabled with the reason under them, as the server would refuse them.
 */
export function PermissionsField({
  permissionMap,
  value,
  onChange,
  error,
  disabled,
  grantable,
  required = false,
}: {
  permissionMap: readonly Permission[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled: boolean;
  grantable: (name: string) => boolean;
  /** Marks the field as every required field is marked. */
  required?: boolean;
}) {
  const baseId = useId();
  const groups = groupBySection(permissionMap);
  const handleToggle = (names: readonly string[], checked: boolean) =>
    onChange(withPermissions({ current: value, names, checked }));

  return (
    // Focusable and marked invalid so that a failed submit can bring the user here.
    <Stack
      gap="sm"
      role="group"
      aria-labelledby={`${baseId}-title`}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${baseId}-error` : `${baseId}-count`}
      tabIndex={-1}
    >
      {/* Label and count as view mode shows them, so switching modes moves nothing. */}
      <div>
        <Input.Label id={`${baseId}-title`} labelElement="div" required={required}>
          Permissions
        </Input.Label>
        <Input.Description id={`${baseId}-count`}>
          {value.length} of {permissionMap.length} granted
        </Input.Description>
      </div>
      {error && (
        <Text id={`${baseId}-error`} c="var(--mantine-color-error)" size="sm">
          {error}
        </Text>
      )}
      <Accordion multiple defaultValue={groups.map((group) => sectionKey(group.section))} variant="separated">
        {groups.map(({ section, permissions }) => (
          <PermissionSectionItem
            key={section}
            section={section}
            permissions={permissions}
            value={value}
            disabled={disabled}
            grantable={grantable}
            onToggle={handleToggle}
          />
        ))}
      </Accordion>
    </Stack>
  );
}

function PermissionSectionItem({
  section,
  permissions,
  value,
  disabled,
  grantable,
  onToggle,
}: {
  section: PermissionSection;
  permissions: readonly Permission[];
  value: readonly string[];
  disabled: boolean;
  grantable: (name: string) => boolean;
  onToggle: (names: readonly string[], checked: boolean) => void;
}) {
  const names = permissions.map((permission) => permission.name);
  const held = names.filter((name) => value.includes(name)).length;
  // "Select all" reaches only what this user may grant; the rest keep their state.
  const selectable = names.filter(grantable);
  const allSelected = selectable.every((name) => value.includes(name));
  return (
    <Accordion.Item value={sectionKey(section)}>
      <Accordion.Control>
        {section}{' '}
        <Text span size="sm" c="dimmed">
          ({held}/{names.length})
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Checkbox
            label={`Select all in ${section}`}
            checked={held === names.length}
            indeterminate={held > 0 && held < names.length}
            disabled={disabled || selectable.length === 0}
            onChange={() => onToggle(selectable, !allSelected)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
            {permissions.map((permission) => {
              const locked = !disabled && !grantable(permission.name);
              return (
                <Checkbox
                  key={permission.name}
                  name="permissions"
                  value={permission.name}
                  label={permissionLabel(permission.name)}
                  description={
                    <>
                      {permission.description}
                      {locked && <span className={classes.reason}> {bannerText.cannotGrant}</span>}
                    </>
                  }
                  classNames={{ description: classes.description }}
                  checked={value.includes(permission.name)}
                  disabled={disabled || locked}
                  onChange={(event) => onToggle([permission.name], event.currentTarget.checked)}
                />
              );
            })}
          </SimpleGrid>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
