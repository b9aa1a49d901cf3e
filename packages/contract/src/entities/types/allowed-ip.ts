import { bannerText } from '../../messages.ts';
import { access } from '../../permissions.ts';
import { type AllowedIp, allowedIpLabels, allowedIpLimits } from '../../taxonomy/allowed-ip.ts';
import { defineEntity } from '../definition.ts';

const ips = access.allowedIps.any;

export const allowedIpEntity = defineEntity<AllowedIp>()({
  name: 'allowed-ip',
  label: 'Allowed IP',
  pluralLabel: 'Allowed IPs',
  route: '/allowed-ips',
  lists: { export: 'allowed-ips', view: 'allowed-ips', file: 'allowed-ips' },
  calls: {
    list: 'allowed-ip-service/get-ips',
    get: 'allowed-ip-service/get-ip',
    history: 'allowed-ip-service/get-ip-history',
    create: 'allowed-ip-service/create-ip',
    update: 'allowed-ip-service/update-ip',
    delete: 'allowed-ip-service/delete-ip',
  },
  access: { any: ips, list: ips, view: ips, read: ips, create: ips, update: ips },
  wording: 'content',
  versionedBy: 'update_datetime',
  labels: allowedIpLabels,
  fields: [
    {
      key: 'ip',
      kind: 'ipRange',
      max: allowedIpLimits.ip,
      required: true,
      hint: 'An IPv4 or IPv6 address, or a range with a mask, e.g. 10.0.0.0/23',
    },
    { key: 'description', kind: 'text', max: allowedIpLimits.description, required: true },
  ],
  columns: [
    { key: 'id', kind: 'id' },
    { key: 'ip' },
    { key: 'description' },
    { key: 'username' },
    { key: 'creation_datetime', kind: 'date' },
    { key: 'update_datetime', kind: 'date' },
  ],
  nameField: 'ip',
  titles: { new: 'New IP', view: 'View IP', edit: 'Edit IP' },
  addLabel: 'Add new IP',
  texts: { notSaved: bannerText.ipNotAdded, saved: 'IP saved' },
  deleteConsequence:
    'While the list is enforced, calls from {name} are refused from now on, unless another entry admits them.',
});
