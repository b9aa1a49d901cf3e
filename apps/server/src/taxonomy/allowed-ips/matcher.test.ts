import { describe, expect, it } from 'vitest';
import { IpMatcher } from './matcher.ts';

describe('IpMatcher', () => {
  const matcher = IpMatcher.fromTexts([
    '10.0.0.0/23',
    '10.0.1.128/25',
    '192.168.5.5/32',
    '2001:db8::/32',
    '::ffff:100.64.0.0/120',
  ]);

  it.each([
    ['10.0.0.0', true],
    ['10.0.1.255', true],
    ['10.0.2.0', false],
    ['9.255.255.255', false],
    ['192.168.5.5', true],
    ['192.168.5.6', false],
    ['2001:db8:ffff::1', true],
    ['2001:db9::', false],
    // IPv4 clients as a dual-stack socket reports them, and mapped ranges for IPv4 clients.
    ['::ffff:10.0.0.9', true],
    ['100.64.0.77', true],
    ['100.64.1.0', false],
    // Loopback always passes; garbage never does.
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['not an address', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(matcher.allows(address)).toBe(expected);
  });

  it('lets everyone in with 0.0.0.0/0 and ::/0, and only loopback with an empty list', () => {
    const everyone = IpMatcher.fromTexts(['0.0.0.0/0', '::/0']);
    expect(everyone.allows('203.0.113.9')).toBe(true);
    expect(everyone.allows('2001:db8::9')).toBe(true);
    const nobody = IpMatcher.fromTexts([]);
    expect(nobody.allows('203.0.113.9')).toBe(false);
    expect(nobody.allows('127.0.0.1')).toBe(true);
  });
});
