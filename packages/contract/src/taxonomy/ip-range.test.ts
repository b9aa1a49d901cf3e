import { describe, expect, it } from 'vitest';
import { entityInputs } from '../entities/rules.ts';
import { allowedIpEntity, categoryEntity } from '../entities/types/index.ts';
import { validate } from '../validate.ts';

const createAllowedIpInput = entityInputs(allowedIpEntity).create;
const createCategoryInput = entityInputs(categoryEntity).create;

import { parseIpRange } from './ip-range.ts';
import { taxonomyMessage } from './messages.ts';

const cidrOf = (text: string) => {
  const result = parseIpRange(text);
  return result.ok ? result.range.cidr : result;
};

describe('parseIpRange', () => {
  it('reads IPv4 addresses and ranges, an address alone being a range of one', () => {
    expect(cidrOf('10.0.0.7')).toBe('10.0.0.7/32');
    expect(cidrOf(' 10.0.0.0/23 ')).toBe('10.0.0.0/23');
    expect(cidrOf('0.0.0.0/0')).toBe('0.0.0.0/0');
    expect(cidrOf('255.255.255.255/32')).toBe('255.255.255.255/32');
  });

  it('reads IPv6 in every spelling and writes it the RFC 5952 way', () => {
    expect(cidrOf('2001:DB8:0:0:0:0:0:1')).toBe('2001:db8::1/128');
    expect(cidrOf('2001:db8::/32')).toBe('2001:db8::/32');
    expect(cidrOf('::/0')).toBe('::/0');
    expect(cidrOf('::1')).toBe('::1/128');
    expect(cidrOf('1:0:0:1:0:0:0:1')).toBe('1:0:0:1::1/128');
  });

  it('keeps an IPv4 address written inside IPv6 as that IPv4 address, so it is one entry', () => {
    expect(cidrOf('::ffff:10.0.0.1')).toBe('10.0.0.1/32');
    expect(cidrOf('::FFFF:a00:1')).toBe('10.0.0.1/32');
    expect(cidrOf('::ffff:100.64.0.0/120')).toBe('100.64.0.0/24');
    // A wider range than the mapped block stays IPv6.
    expect(cidrOf('::fffe:0:0/95')).toBe('::fffe:0:0/95');
    expect(cidrOf('::ffff:0:0/96')).toBe('0.0.0.0/0');
  });

  it('names the network address when host bits are set', () => {
    expect(parseIpRange('10.0.1.0/23')).toEqual({ ok: false, problem: 'host-bits', network: '10.0.0.0/23' });
    expect(parseIpRange('2001:db8::1/64')).toEqual({
      ok: false,
      problem: 'host-bits',
      network: '2001:db8::/64',
    });
    expect(parseIpRange('1.2.3.4/0')).toEqual({ ok: false, problem: 'host-bits', network: '0.0.0.0/0' });
  });

  it.each([
    '',
    'garbage',
    '10.0.0',
    '10.0.0.256',
    '10.0.0.01',
    '10.0.0.0/33',
    '10.0.0.0/',
    '10.0.0.0/-1',
    '10.0.0.0/08',
    '10.0.0.0/8/8',
    '::1/129',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    'fe80::1%eth0',
    '12345::',
    '1.2.3.4::',
  ])('refuses %j', (text) => {
    expect(parseIpRange(text)).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('the allowed IP rules', () => {
  it('say what is wrong with the ip field', () => {
    expect(validate(createAllowedIpInput, { ip: '10.0.1.0/23', description: 'Office' })).toEqual({
      ok: false,
      messages: { ip: [taxonomyMessage.ipHostBits('10.0.0.0/23')] },
    });
    expect(validate(createAllowedIpInput, { ip: 'x', description: '' })).toEqual({
      ok: false,
      messages: { ip: [taxonomyMessage.ipInvalid], description: ['is required'] },
    });
    expect(validate(createAllowedIpInput, { ip: '1'.repeat(44), description: 'd'.repeat(46) })).toEqual({
      ok: false,
      messages: { ip: ['should be at most 43 symbols'], description: ['should be at most 45 symbols'] },
    });
  });
});

describe('the category name rule', () => {
  it.each(['Fun & Entertainment', 'Arts/Crafts', 'Cómics', 'abc'])('accepts %j', (name) => {
    expect(validate(createCategoryInput, { name, level: ['game'] }).ok).toBe(true);
  });
  it.each(['Fu', '1Fun', '&Fun', 'Fun-Time', `F${'a'.repeat(44)}`])(
    'refuses %j with the spec message',
    (name) => {
      const result = validate(createCategoryInput, { name, level: ['game'] });
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).toMatch(/chacracters|at most 45/);
    },
  );
});
