import { createServer, type Server } from 'node:net';
import { globalMessage } from '@masthead/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../tools/processes.ts';
import { fileTestApp, mailText } from '../../test/harness.ts';

/** Just enough SMTP for nodemailer to check the server and hand it a message. */
function startSmtpServer(port: number, received: string[]) {
  const server = createServer((socket) => {
    let inData = false;
    let message = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n').slice(0, -1)) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(message);
            message = '';
            socket.write('250 queued\r\n');
          } else message += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let port: number;
const logLines: string[] = [];
beforeAll(async () => {
  port = await freePort();
});
const t = fileTestApp(() => ({
  config: { smtpUrl: `smtp://127.0.0.1:${port}`, logLevel: 'error' },
  logStream: { write: (line) => logLines.push(line) },
}));

describe('forgot password while the SMTP server refuses connections', () => {
  it('answers a clear 503 for every address alike, logs it, and keeps serving', async () => {
    const user = await t.createUser({ email: 'smtp.down@example.com' });
    for (const email of ['smtp.down@example.com', 'nobody.here@example.com']) {
      const answer = await t.call('user-service/forgot-password', { email });
      expect(answer.statusCode).toBe(503);
      // A server-side failure carries the request id for the user to quote, as its header does.
      expect(answer.body).toEqual({
        status: 'ERROR',
        message: globalMessage.mailUnavailable,
        requestId: answer.headers['x-request-id'],
      });
    }
    expect(logLines.some((line) => line.includes('reset mail cannot be sent'))).toBe(true);
    expect(
      (await t.call('user-service/login', { username: user.username, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('sends the link once the SMTP server answers again, without a restart', async () => {
    const received: string[] = [];
    const smtp = await startSmtpServer(port, received);
    try {
      // A refusal is remembered for a few seconds only.
      await new Promise((resolve) => setTimeout(resolve, 3_100));
      const answer = await t.call('user-service/forgot-password', { email: 'smtp.down@example.com' });
      expect(answer.body).toEqual({ status: 'OK', data: globalMessage.resetRequested });
      await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
      expect(received[0]).toContain('To: smtp.down@example.com');
      expect(mailText(received[0] ?? '')).toMatch(/reset-password\?token=/);
    } finally {
      await new Promise((resolve) => smtp.close(resolve));
    }
  });
});
