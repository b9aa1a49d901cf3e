import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../tools/processes.ts';
import { medianLighthouse } from './lighthouse.ts';
import { signIn, startBuiltServer } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
/** Issue budget: what a phone downloads before the sign-in form can be used. */
export const signInBudgetKB = 150;

export interface PageWeight {
  label: string;
  javascriptKB: number;
  files: number;
  /** Stylesheets, compressed: the first paint waits for them. */
  stylesKB: number;
  consoleErrors: string[];
}

/**
 * The built app served by the built server, opened in Chromium: the compressed JavaScript each
 * page loads (bytes on the wire, as the browser accepted them) and any console error, such as a
 * Content-Security-Policy refusal.
 */
export async function runFirstPageBench() {
  for (const [script, args] of [
    ['npm', ['run', 'build', '--workspace', 'apps/web']],
    [process.execPath, [path.join(root, 'apps/server/build.mjs')]],
  ] as const) {
    if (spawnSync(script, args, { cwd: root, stdio: 'pipe' }).status !== 0)
      throw new Error(`${script} failed`);
  }
  const server = await startBuiltServer('', { serveWeb: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  const base = server.baseUrl;
  try {
    // Each page in a fresh profile, as a first visit: nothing comes from the cache.
    const weigh = async (label: string, pathname: string, cookie?: string): Promise<PageWeight> => {
      const context = await browser.newContext();
      const [name = '', value = ''] = cookie?.split('=') ?? [];
      if (cookie) await context.addCookies([{ name, value, url: base }]);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        // Chrome logs every 4xx answer, the expected 401 of a signed-out page included.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          consoleErrors.push(message.text());
      });
      const scripts: Promise<number>[] = [];
      const styles: Promise<number>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const size = () =>
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize);
        if (type === 'script') scripts.push(size());
        if (type === 'stylesheet') styles.push(size());
      });
      await page.goto(`${base}${pathname}`);
      await page.waitForLoadState('networkidle');
      const kilobytes = async (sizes: Promise<number>[]) =>
        (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
      const [javascriptKB, stylesKB] = [await kilobytes(scripts), await kilobytes(styles)];
      await context.close();
      return { label, javascriptKB, files: scripts.length, stylesKB, consoleErrors };
    };
    const cookie = await signIn(base);
    // The list page shows its first 20 rows, as a publisher with a few dozen sites sees it.
    for (let n = 1; n <= 20; n += 1)
      await fetch(`${base}/api/project-service/create-project`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({
          factor_id: n,
          name: `Site ${n}`,
          legal_name: 'Bench Publishing Ltd',
          tld: 'com',
          content_type: 'game',
          status: 'ACTIVE',
          http_locked: 'NO',
          supports_https: 'YES',
        }),
      });
    const weights = [
      await weigh('/login', '/login'),
      await weigh('/ (dashboard)', '/', cookie),
      await weigh('/projects (list page)', '/projects', cookie),
    ];
    const scores = [
      await medianLighthouse('/login', `${base}/login`),
      await medianLighthouse('/projects (20 rows)', `${base}/projects`, cookie),
    ];
    return { weights, scores };
  } finally {
    await browser.close();
    await server.stop();
  }
}
