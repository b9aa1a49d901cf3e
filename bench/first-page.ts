import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions, freePort, startProcess, stopProcess } from '../tools/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Issue budget: what a phone downloads before the sign-in form can be used. */
export const signInBudgetKB = 150;

export interface PageWeight {
  label: string;
  javascriptKB: number;
  files: number;
  consoleErrors: string[];
}

async function signIn(base: string, password: string) {
  const response = await fetch(`${base}/api/user-service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const cookie = /masthead_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`bench sign-in failed: ${await response.text()}`);
  return cookie;
}

/**
 * The built app served by the built server, opened in Chromium: the compressed JavaScript each
 * page loads (bytes on the wire, as the browser accepted them) and any console error, such as a
 * Content-Security-Policy refusal.
 */
export async function runFirstPageBench(): Promise<PageWeight[]> {
  for (const [script, args] of [
    ['npm', ['run', 'build', '--workspace', 'apps/web']],
    [process.execPath, [path.join(root, 'apps/server/build.mjs')]],
  ] as const) {
    if (spawnSync(script, args, { cwd: root, stdio: 'pipe' }).status !== 0)
      throw new Error(`${script} failed`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-first-page-'));
  const port = await freePort();
  const password = 'Bench-Admin-1';
  const server = await startProcess(path.join(root, 'apps/server/dist/main.mjs'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: password,
  });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const base = `http://127.0.0.1:${port}`;
  try {
    // Each page in a fresh profile, as a first visit: nothing comes from the cache.
    const weigh = async (label: string, pathname: string, cookie?: string): Promise<PageWeight> => {
      const context = await browser.newContext();
      if (cookie) await context.addCookies([{ name: 'masthead_session', value: cookie, url: base }]);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        // Chrome logs every 4xx answer, the expected 401 of a signed-out page included.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          consoleErrors.push(message.text());
      });
      const scripts: Promise<number>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push(
            response
              .request()
              .sizes()
              .then((sizes) => sizes.responseBodySize),
          );
      });
      await page.goto(`${base}${pathname}`);
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
      await context.close();
      return { label, javascriptKB: bytes / 1024, files: scripts.length, consoleErrors };
    };
    const cookie = await signIn(base, password);
    return [
      await weigh('/login', '/login'),
      await weigh('/ (dashboard)', '/', cookie),
      await weigh('/projects (list page)', '/projects', cookie),
    ];
  } finally {
    await browser.close();
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}
