import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * RFC 6238 TOTP as every authenticator app computes it: HMAC-SHA-1 over the number of
 * 30-second steps since 1970, truncated to 6 digits (RFC 4226's dynamic truncation).
 */
export const stepSeconds = 30;
const digits = 6;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as otpauth:// addresses carry secrets. */
export function base32Encode(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += base32Alphabet[(value << (5 - bits)) & 31];
  return text;
}

export function base32Decode(text: string) {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits, the length RFC 4226 recommends for HMAC-SHA-1. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The step a moment falls in. */
export const timeStep = (atMs = Date.now()) => Math.floor(atMs / 1000 / stepSeconds);

/** The code of one step, for a secret given in base32 or as raw bytes. */
export function totpAt(secret: string | Uint8Array, step: number) {
  const key = typeof secret === 'string' ? base32Decode(secret) : secret;
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 15;
  const number = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows now. */
export const totpNow = (secret: string, atMs = Date.now()) => totpAt(secret, timeStep(atMs));

/**
 * The step whose code `code` is, within one step either side of now (a phone's clock a little
 * off, a code typed as it changed), or null. Every step is compared, in constant time.
 */
export function matchingStep(secret: string, code: string, atMs = Date.now()) {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(atMs);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(totpAt(secret, step)), given) && found === null) found = step;
  }
  return found;
}

/** The address authenticator apps read from the QR code. */
export const otpauthUri = ({
  secret,
  account,
  issuer,
}: {
  secret: string;
  account: string;
  issuer: string;
}) =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?${new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(digits),
    period: String(stepSeconds),
  })}`;
