import { type AllowedIp, access, allowedIpLabels } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import type { DataTableColumn } from '../../components/DataTable/index.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns: readonly DataTableColumn<AllowedIp>[] = [
  { id: 'id', header: allowedIpLabels.id, kind: 'id' },
  { id: 'ip', header: allowedIpLabels.ip },
  { id: 'description', header: allowedIpLabels.description },
  { id: 'username', header: allowedIpLabels.username },
  { id: 'creation_datetime', header: allowedIpLabels.creation_datetime, kind: 'date' },
  { id: 'update_datetime', header: allowedIpLabels.update_datetime, kind: 'date' },
];

const ipAccess = {
  view: access.allowedIps.any,
  create: access.allowedIps.any,
  update: access.allowedIps.any,
};

/** /allowed-ips */
export function AllowedIpsListPage() {
  const ips = useCall('allowed-ip-service/get-ips');
  return (
    <ListPage
      title="Allowed IPs"
      listPath={taxonomyPaths.allowedIps}
      query={ips}
      columns={columns}
      addLabel="Add new IP"
      rowName={(entry) => entry.ip}
      access={ipAccess}
      viewList="allowed-ips"
    />
  );
}
