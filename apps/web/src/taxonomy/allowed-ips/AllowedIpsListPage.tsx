import { access, allowedIpColumns } from '@masthead/contract';
import { useCall } from '../../api/hooks.ts';
import { tableColumns } from '../../components/DataTable/export/tableColumns.ts';
import { taxonomyPaths } from '../paths.ts';
import { ListPage } from '../shared/ListPage.tsx';

const columns = tableColumns(allowedIpColumns);

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
      exportList="allowed-ips"
      addLabel="Add new IP"
      rowName={(entry) => entry.ip}
      access={ipAccess}
      viewList="allowed-ips"
    />
  );
}
