import { createHmac, randomBytes } from 'node:crypto';

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (encodeURIComponent leaves !'()* alone). */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** RFC 5849 section 3.4.1: method, base URL and the sorted, encoded parameters. */
export function signatureBaseString(method: string, url: URL, oauthParams: Record<string, string>) {
  const params = [...url.searchParams.entries(), ...Object.entries(oauthParams)]
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  // WHATWG URLs already lower-case the scheme and host and drop a default port, as 3.4.1.2 asks.
  const baseUrl = `${url.protocol}//${url.host}${url.pathname}`;
  return [method.toUpperCase(), percentEncode(baseUrl), percentEncode(params)].join('&');
}

export const hmacSha1Signature = (base: string, consumerSecret: string, tokenSecret = '') =>
  createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(base)
    .digest('base64');

/**
 * The Authorization header of a two-legged OAuth 1.0a request signed with HMAC-SHA1, as the
 * MaxCDN API takes it. `token` and the fixed nonce and timestamp serve the RFC's test vector.
 */
export function oauthHeader({
  method,
  url,
  consumerKey,
  consumerSecret,
  token,
  nonce = randomBytes(16).toString('hex'),
  timestamp = Math.floor(Date.now() / 1000).toString(),
}: {
  method: string;
  url: URL;
  consumerKey: string;
  consumerSecret: string;
  token?: { key: string; secret: string };
  nonce?: string;
  timestamp?: string;
}) {
  const oauthParams: Record<string, string> = {
    oauth_consumer_key: consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: timestamp,
    oauth_version: '1.0',
    ...(token ? { oauth_token: token.key } : {}),
  };
  const signature = hmacSha1Signature(
    signatureBaseString(method, url, oauthParams),
    consumerSecret,
    token?.secret,
  );
  const fields = { ...oauthParams, oauth_signature: signature };
  return `OAuth ${Object.entries(fields)
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`)
    .join(', ')}`;
}
