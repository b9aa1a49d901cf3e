import { Text } from '@mantine/core';
import {
  type AllowedIp,
  access,
  allowedIpLabels,
  bannerText,
  createAllowedIpInput,
  updateAllowedIpInput,
} from '@masthead/contract';
import { savedText, taxonomyPaths } from '../paths.ts';
import { simpleEntityForm } from '../shared/SimpleEntityForm.tsx';

/** /allowed-ips/new, /allowed-ips/view/:id, /allowed-ips/edit/:id */
export const AllowedIpForm = simpleEntityForm({
  entity: 'Allowed IP',
  titles: { new: 'New IP', edit: 'Edit IP', view: 'View IP', clone: 'New IP' },
  listPath: taxonomyPaths.allowedIps,
  calls: {
    get: 'allowed-ip-service/get-ip',
    create: 'allowed-ip-service/create-ip',
    update: 'allowed-ip-service/update-ip',
    history: 'allowed-ip-service/get-ip-history',
    list: 'allowed-ip-service/get-ips',
  },
  schemas: { create: createAllowedIpInput, update: updateAllowedIpInput },
  labels: allowedIpLabels,
  texts: { notSaved: bannerText.ipNotAdded, saved: savedText.allowedIp },
  editAccess: access.allowedIps.any,
  fields: {
    paired: [
      {
        key: 'ip',
        kind: 'text',
        required: true,
        description: 'An IPv4 or IPv6 address, or a range with a mask, e.g. 10.0.0.0/23',
      },
      { key: 'description', kind: 'text', required: true },
    ],
  },
  empty: { ip: '', description: '' },
  valuesOf: (entry: AllowedIp) => ({ ip: entry.ip, description: entry.description }),
  nameOf: (entry) => entry.ip,
  deletable: {
    label: 'Allowed IP',
    access: access.allowedIps.any,
    calls: {
      remove: 'allowed-ip-service/delete-ip',
      stale: ['allowed-ip-service/get-ips', 'allowed-ip-service/get-ip'],
    },
    consequence: (ip) =>
      `While the list is enforced, calls from ${ip} are refused from now on, unless another entry admits them.`,
  },
  footer: (entry) => (
    <Text size="sm" c="dimmed">
      Last saved by {entry.username} on {entry.update_datetime} UTC
    </Text>
  ),
});
