import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Whether mail can leave now: the SMTP server answers (checked at most every few seconds). */
  canSend(): Promise<boolean>;
  /** Where unsent mail is written when there is no SMTP server; null with SMTP. */
  outboxDir: string | null;
}

/** A whole mail of the outbox: each is written aside (`.part`) and then named, so a reader never opens one half-written. */
export const isOutboxMail = (file: string) => file.endsWith('.eml');

/**
 * Real SMTP delivery when SMTP_URL is set; otherwise each message is written as a complete
 * .eml file to DATA_DIR/outbox, which any mail client opens, so password reset works
 * out of the box.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  const { smtpUrl } = config;
  if (smtpUrl) {
    const transport = lazyTransport(smtpUrl);
    const reachable = remembered(() =>
      transport()
        .then((smtp) => smtp.verify())
        .then(
          () => true,
          () => false,
        ),
    );
    return {
      outboxDir: null,
      canSend: reachable,
      async send(mail) {
        await (await transport()).sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    outboxDir,
    canSend: async () => true,
    async send(mail) {
      const { message } = await (await transport()).sendMail({ from: config.mailFrom, ...mail });
      // The server's user's alone, whatever the umask or the data folder's modes: a mail may
      // carry a reset link, which opens its account to whoever reads it.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomUUID()}.eml`);
      // Written aside, then named (isOutboxMail): a half-written mail would read as one without its link.
      await writeFile(`${file}.part`, message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
    },
  };
}

/** nodemailer is loaded with the first mail, not at start: most processes never send one. */
function lazyTransport(options: string | { streamTransport: true; buffer: true; newline: 'unix' }) {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options as string),
    ));
}

const answerKeptMs = { reachable: 60_000, unreachable: 3_000 };

/**
 * A check's answer kept for a while, so a burst of requests costs one SMTP handshake; a
 * refusal is kept only briefly, so a mail server that comes back is noticed soon.
 */
function remembered(check: () => Promise<boolean>) {
  let answer: { value: Promise<boolean>; until: number } | null = null;
  return () => {
    const now = Date.now();
    if (answer && now < answer.until) return answer.value;
    const value = check();
    const entry = { value, until: Number.POSITIVE_INFINITY };
    answer = entry;
    void value.then((ok) => {
      entry.until = Date.now() + (ok ? answerKeptMs.reachable : answerKeptMs.unreachable);
    });
    return value;
  };
}
