import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxMail } from '../../apps/server/src/mail/mailer.ts';
import { ownServer } from './api.ts';

/** The newest mail in the server's outbox that mentions `text`, waiting for it to arrive. */
export async function readMail(text: string) {
  const outbox = path.join(ownServer().dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [])).filter(isOutboxMail).sort().reverse();
    for (const file of files) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      const decoded = decodeQuotedPrintable(mail);
      if (decoded.includes(text)) return decoded;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail mentioning ${text}`);
}

/** Mail bodies with long lines (the reset link) are quoted-printable encoded. */
const decodeQuotedPrintable = (mail: string) =>
  mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
