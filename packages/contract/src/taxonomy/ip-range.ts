/**
 * IPv4 and IPv6 addresses and CIDR ranges, parsed the same way in the browser and on the
 * server: an address is a number (bigint) and a range the first and last number it covers.
 */
export type IpFamily = 4 | 6;

export interface IpRange {
  family: IpFamily;
  first: bigint;
  last: bigint;
  prefix: number;
  /** The range written one way only: `10.0.0.0/23`, `2001:db8::/32`, `10.0.0.7/32`. */
  cidr: string;
}

export type IpRangeResult =
  | { ok: true; range: IpRange }
  | { ok: false; problem: 'invalid' }
  | { ok: false; problem: 'host-bits'; network: string };

const bits: Record<IpFamily, number> = { 4: 32, 6: 128 };

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // '010' could be read as octal or decimal; neither guess is safe, so it is refused.
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text)) return null;
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined): number[] | null => {
    if (!half) return [];
    const groups: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  if (!head || !tail) return null;
  // An embedded IPv4 address may only end the address.
  if (halves.length === 2 && halves[0]?.includes('.')) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

export function formatIp(family: IpFamily, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
  const groups = Array.from({ length: 8 }, (_, index) =>
    Number((value >> BigInt(112 - index * 16)) & 0xffffn),
  );
  // RFC 5952: the longest run of two or more zero groups becomes '::' (the first, on a tie).
  let bestStart = -1;
  let bestLength = 1;
  for (let start = 0; start < 8; start += 1) {
    let length = 0;
    while (start + length < 8 && groups[start + length] === 0) length += 1;
    if (length > bestLength) [bestStart, bestLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** An address alone, as a client's: its family and number, or null. */
export function parseIpAddress(text: string): { family: IpFamily; value: bigint } | null {
  const v4 = parseIpv4(text);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIpv6(text);
  return v6 === null ? null : { family: 6, value: v6 };
}

/**
 * `10.0.0.7`, `10.0.0.0/23`, `2001:db8::/32`. An address alone is a range of one. A range
 * whose address has bits set beyond its mask (`10.0.1.0/23`) is refused with its network
 * address, since storing it would silently mean a different range than was typed.
 */
export function parseIpRange(input: string): IpRangeResult {
  const [addressText = '', prefixText, extra] = input.trim().split('/');
  if (extra !== undefined) return { ok: false, problem: 'invalid' };
  const typed = parseIpAddress(addressText);
  if (!typed) return { ok: false, problem: 'invalid' };
  if (prefixText !== undefined && !/^(0|[1-9]\d{0,2})$/.test(prefixText))
    return { ok: false, problem: 'invalid' };
  const typedPrefix = prefixText === undefined ? bits[typed.family] : Number(prefixText);
  if (typedPrefix > bits[typed.family]) return { ok: false, problem: 'invalid' };
  // `::ffff:10.0.0.7` is how IPv6 writes the IPv4 address 10.0.0.7, and the matcher reads it so:
  // it is kept as the IPv4 range, so one address cannot be listed twice under two spellings.
  const isMapped = typed.family === 6 && typedPrefix >= 96 && typed.value >> 32n === 0xffffn;
  const address = isMapped ? { family: 4 as const, value: typed.value & 0xffffffffn } : typed;
  const prefix = isMapped ? typedPrefix - 96 : typedPrefix;
  const width = bits[address.family];
  const hostBits = (1n << BigInt(width - prefix)) - 1n;
  const first = address.value & ~hostBits;
  const network = `${formatIp(address.family, first)}/${prefix}`;
  if ((address.value & hostBits) !== 0n) return { ok: false, problem: 'host-bits', network };
  return {
    ok: true,
    range: { family: address.family, first, last: first | hostBits, prefix, cidr: network },
  };
}
