import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the outbox, without an SMTP server', () => {
  it('writes each mail as a file only the server’s user may read, whatever the umask', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-outbox-'));
    const previous = process.umask(0o000);
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailFrom: 'masthead@example.com', dataDir });
      await mailer.send({ to: 'ada@example.com', subject: 'Reset', text: 'https://masthead.test/x' });
    } finally {
      process.umask(previous);
    }
    const outbox = path.join(dataDir, 'outbox');
    const [file = ''] = await readdir(outbox);
    expect(await readFile(path.join(outbox, file), 'utf8')).toContain('To: ada@example.com');
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(outbox, file))).mode & 0o777).toBe(0o600);
  });
});
