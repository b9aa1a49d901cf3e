import { SimpleGrid, Stack, Title } from '@mantine/core';
import { type Permission, permissionLabel } from '@masthead/contract';
import { ReadField, ReadList } from '../components/form-kit/read/index.ts';
import { groupBySection } from './PermissionsField.tsx';

/**
 * The Permissions tab in view mode: what the user holds, by section in the contract's order,
 * each permission by its readable name; sections the user holds nothing of are left out.
 */
export function PermissionsRead({
  label,
  permissionMap,
  value,
}: {
  label: string;
  permissionMap: readonly Permission[];
  value: readonly string[];
}) {
  const groups = groupBySection(permissionMap.filter((permission) => value.includes(permission.name)));
  return (
    <ReadField label={label} description={`${value.length} of ${permissionMap.length} granted`} shape="free">
      {groups.length === 0 ? (
        <ReadList items={[]} empty="None granted" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          {groups.map(({ section, permissions }) => (
            <Stack key={section} gap={4}>
              <Title order={2} fz="sm" fw={700}>
                {section}
              </Title>
              <ReadList
                look="bullets"
                items={permissions.map((permission) => permissionLabel(permission.name))}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </ReadField>
  );
}
