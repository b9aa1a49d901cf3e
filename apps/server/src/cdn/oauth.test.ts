import { describe, expect, it } from 'vitest';
import { oauthHeader, percentEncode } from './oauth.ts';

describe('OAuth 1.0a signing', () => {
  it("signs the specification's example request with its published signature", () => {
    // RFC 5849 (and OAuth Core 1.0 appendix A.5): GET photos.example.net/photos with a token.
    const header = oauthHeader({
      method: 'GET',
      url: new URL('http://photos.example.net/photos?file=vacation.jpg&size=original'),
      consumerKey: 'dpf43f3p2l4k3l03',
      consumerSecret: 'kd94hf93k423kf44',
      token: { key: 'nnch734d00sl2jdk', secret: 'pfkkdhi9sl3r4s00' },
      nonce: 'kllo9940pd9333jh',
      timestamp: '1191242096',
    });
    expect(header).toContain(`oauth_signature="${percentEncode('tR3+Ty81lMeYAr/Fid0kMTYa/WM=')}"`);
    expect(header.startsWith('OAuth ')).toBe(true);
  });

  it('percent-encodes the characters encodeURIComponent leaves alone, as RFC 3986 requires', () => {
    expect(percentEncode("a b!*'()~")).toBe('a%20b%21%2A%27%28%29~');
  });
});
