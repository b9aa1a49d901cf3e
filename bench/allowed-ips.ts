import { formatIp } from '@masthead/contract';
import { IpMatcher } from '../apps/server/src/taxonomy/allowed-ips/matcher.ts';

/**
 * What the ENFORCE_ALLOWED_IPS guard costs a request: checking one client address against an
 * allow-list of `rangeCount` ranges (half IPv4, half IPv6), averaged over many addresses.
 */
export function runAllowedIpBench({ rangeCount = 5_000, checks = 200_000 } = {}) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed;
  };
  const texts: string[] = [];
  for (let index = 0; index < rangeCount; index += 1) {
    if (index % 2 === 0) texts.push(`${formatIp(4, BigInt(random()) << 8n)}/24`);
    else texts.push(`${formatIp(6, (0x2001_0db8n << 96n) | (BigInt(random()) << 80n))}/48`);
  }
  const started = performance.now();
  const matcher = IpMatcher.fromTexts(texts);
  const buildMs = performance.now() - started;
  const addresses = Array.from({ length: 1_000 }, (_, index) =>
    index % 2 === 0
      ? formatIp(4, BigInt(random()) * 2n)
      : formatIp(6, (0x2001_0db8n << 96n) | (BigInt(random()) << 64n)),
  );
  let allowed = 0;
  const checkStarted = performance.now();
  for (let index = 0; index < checks; index += 1)
    if (matcher.allows(addresses[index % addresses.length] ?? '')) allowed += 1;
  const microsecondsPerCheck = ((performance.now() - checkStarted) * 1000) / checks;
  return { rangeCount, buildMs, microsecondsPerCheck, allowed };
}
