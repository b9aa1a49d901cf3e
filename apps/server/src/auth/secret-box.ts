import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest. With TWO_FACTOR_KEY set they are sealed with AES-256-GCM (the key is
 * the SHA-256 of the setting), bound to their user's id, so a copy of the database alone
 * gives no one the codes; without it they are stored as they are. A sealed secret reads
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; a plain one is base32 and has no dot.
 */
const prefix = 'v1';

export const twoFactorKeyOf = (setting: string | undefined) =>
  setting ? createHash('sha256').update(setting).digest() : undefined;

export function sealSecret(secret: string, { key, userId }: { key: Buffer | undefined; userId: number }) {
  if (!key) return secret;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [prefix, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it was sealed with a key this server does not have (or another). */
export function openSecret(stored: string, { key, userId }: { key: Buffer | undefined; userId: number }) {
  if (!stored.startsWith(`${prefix}.`)) return stored;
  const [, iv, tag, sealed] = stored.split('.');
  if (!key || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
