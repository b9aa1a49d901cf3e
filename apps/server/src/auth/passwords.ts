import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), the current OWASP recommendation. */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked against when the username is unknown, so that both answers take the same time. */
const unknownUserHash = hash('no such user, no such password');
export const spendVerifyTime = async (password: string) => {
  await verifyPassword(await unknownUserHash, password);
  return false;
};
