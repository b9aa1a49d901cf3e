import { describe, expect, it } from 'vitest';
import { validate } from '../validate.ts';
import { clearFilesInput, invalidUrlPositions, urlLines } from './rules.ts';

describe('CDN URL rules (content spec section 5)', () => {
  it('accepts absolute http and https URLs with a host for cloudflare, and nothing else', () => {
    const urls = [
      'https://www.example.com/',
      'http://example.com/a/b?c=d#e',
      'https://[2001:db8::1]:8443/x',
      'https://user@example.com',
      'ftp://example.com/file',
      'www.example.com/page',
      'https:///no-host',
      'https://exa mple.com/',
      '/images/a.png',
      'javascript:alert(1)',
    ];
    expect(invalidUrlPositions('cloudflare', urls)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('accepts only a slash followed by a letter for maxcdn', () => {
    expect(
      invalidUrlPositions('maxcdn', ['/images/a.png', '/A', '/1.png', '//cdn/x', 'images/a.png', '/']),
    ).toEqual([3, 4, 5, 6]);
  });

  it('drops empty lines before counting, so positions match the URLs that are sent', () => {
    expect(urlLines('\nhttps://a.example.com/\n  \r\n bad \n')).toEqual(['https://a.example.com/', 'bad']);
    const result = validate(clearFilesInput, {
      type: 'cloudflare',
      cdn_zone: 'abc123',
      urls: '\nhttps://a.example.com/\n\nbad\nhttps://b.example.com/\nworse',
    });
    expect(result).toEqual({ ok: false, messages: { urls: ['Some of urls are not valid ( urls: 2, 4 )'] } });
  });
});
