import { commonLabels } from '../entities/definition.ts';
/**
 * The spec's 18 characters fit the longest IPv4 range (`255.255.255.255/32`); an IPv6 range
 * needs up to 43 (`ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff/128`), so the limit is widened to that.
 */
export const allowedIpLimits = { ip: 43, ipv4: 18, description: 45, username: 45 } as const;

export interface AllowedIp {
  id: number;
  ip: string;
  description: string;
  /** Who saved it last. */
  username: string;
  creation_datetime: string;
  update_datetime: string;
}

export const allowedIpLabels = {
  ...commonLabels,
  ip: 'IP',
  description: 'Description',
  username: 'Username',
} as const;
