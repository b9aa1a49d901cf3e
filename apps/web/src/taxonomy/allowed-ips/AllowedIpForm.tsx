import { Text } from '@mantine/core';
import { type AllowedIp, allowedIpEntity } from '@masthead/contract';
import type { FormRouteProps } from '../../components/form-kit/index.ts';
import { EntityFormPage } from '../../entities/EntityFormPage.tsx';
import type { EntityFormParts, ItemParts } from '../../entities/entityParts.ts';

/** An opened entry says who saved it last, and when. */
const allowedIpItemParts = ({ item: entry }: { item: AllowedIp | null }): ItemParts<AllowedIp> => ({
  after: entry && (
    <Text size="sm" c="dimmed">
      Last saved by {entry.username} on {entry.update_datetime} UTC
    </Text>
  ),
});

const allowedIpParts: EntityFormParts<AllowedIp> = { useItemParts: allowedIpItemParts };

/** /allowed-ips/new, /allowed-ips/view/:id, /allowed-ips/edit/:id */
export function AllowedIpForm(props: FormRouteProps) {
  return <EntityFormPage definition={allowedIpEntity} parts={allowedIpParts} {...props} />;
}
