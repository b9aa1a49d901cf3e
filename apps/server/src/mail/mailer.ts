import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Where unsent mail is written when there is no SMTP server; null with SMTP. */
  outboxDir: string | null;
}

/**
 * Real SMTP delivery when SMTP_URL is set; otherwise each message is written as a complete
 * .eml file to DATA_DIR/outbox, which any mail client opens, so password reset works
 * out of the box.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    async send(mail) {
      const { message } = await transport.sendMail({ from: config.mailFrom, ...mail });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(path.join(outboxDir, `${stamp}-${crypto.randomUUID()}.eml`), message as Buffer);
    },
  };
}
