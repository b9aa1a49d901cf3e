import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../../test/harness.ts';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'masthead-sign-in-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Masthead</title>');
  await writeFile(
    path.join(webDist, 'signed-in.html'),
    `<!doctype html><script type="module" crossorigin src="/assets/shell-a1.js"></script>
<link rel="stylesheet" crossorigin href="/assets/shell-b2.css"><link rel="modulepreload" crossorigin href="/assets/frame-c3.js">
<link rel="icon" href="/favicon.svg">`,
  );
  await writeFile(path.join(webDist, 'assets', 'sign-in-d4.js'), 'document.title;');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));
const t = fileTestApp(() => ({ config: { webDist } }));

describe('the sign-in pages’ script', () => {
  it('is the build’s file from this server, named with the signed-in app’s code to prefetch', async () => {
    for (const url of ['/login', '/login/forgot-password', '/login/reset-password?token=abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain(
        '<script type="module" src="/assets/sign-in-d4.js" data-prefetch="/assets/shell-a1.js /assets/shell-b2.css /assets/frame-c3.js"></script></body>',
      );
      // One script, a file: the page has no inline script for the CSP to refuse.
      expect(page.body.match(/<script/g)).toHaveLength(1);
    }
    const script = await t.app.inject({ method: 'GET', url: '/assets/sign-in-d4.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });
});
