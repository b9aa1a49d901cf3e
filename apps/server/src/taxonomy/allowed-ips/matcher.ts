import { type IpRange, parseIpAddress, parseIpRange } from '@masthead/contract';

/** IPv4 written inside IPv6 (`::ffff:10.0.0.1`), as a dual-stack socket reports IPv4 clients. */
const mappedPrefix = 0xffffn << 32n;
const isMapped = (value: bigint) => value >> 32n === 0xffffn;

/** Sorted, non-overlapping [first, last] pairs, searched by halving: 5,000 ranges take ~13 steps. */
class Intervals {
  private readonly firsts: bigint[] = [];
  private readonly lasts: bigint[] = [];

  constructor(ranges: { first: bigint; last: bigint }[]) {
    const sorted = [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
    for (const { first, last } of sorted) {
      const end = this.lasts.length - 1;
      const previousLast = this.lasts[end];
      if (previousLast !== undefined && first <= previousLast + 1n) {
        if (last > previousLast) this.lasts[end] = last;
      } else {
        this.firsts.push(first);
        this.lasts.push(last);
      }
    }
  }

  includes(value: bigint) {
    let low = 0;
    let high = this.firsts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.firsts[middle] ?? 0n) > value) high = middle - 1;
      else if ((this.lasts[middle] ?? 0n) < value) low = middle + 1;
      else return true;
    }
    return false;
  }
}

/** The allow-list, parsed once: does it hold a client's address? Loopback always passes. */
export class IpMatcher {
  private readonly v4: Intervals;
  private readonly v6: Intervals;

  constructor(ranges: IpRange[]) {
    const v4 = ranges.filter((range) => range.family === 4);
    // A mapped range (::ffff:10.0.0.0/120) speaks of IPv4 clients too.
    for (const range of ranges) {
      if (range.family === 6 && isMapped(range.first) && isMapped(range.last))
        v4.push({ ...range, family: 4, first: range.first - mappedPrefix, last: range.last - mappedPrefix });
    }
    this.v4 = new Intervals(v4);
    this.v6 = new Intervals(ranges.filter((range) => range.family === 6));
  }

  static fromTexts(texts: string[]) {
    return new IpMatcher(
      texts.flatMap((text) => {
        const result = parseIpRange(text);
        return result.ok ? [result.range] : [];
      }),
    );
  }

  allows(address: string) {
    const parsed = parseIpAddress(address);
    if (!parsed) return false;
    if (parsed.family === 6 && isMapped(parsed.value)) return this.allowsV4(parsed.value - mappedPrefix);
    if (parsed.family === 4) return this.allowsV4(parsed.value);
    return parsed.value === 1n || this.v6.includes(parsed.value);
  }

  private allowsV4(value: bigint) {
    return value >> 24n === 127n || this.v4.includes(value);
  }
}

const loopbackOnly = new IpMatcher([]);

/** 127.0.0.0/8, ::1, and 127.x written inside IPv6. */
export const isLoopback = (address: string) => loopbackOnly.allows(address);
