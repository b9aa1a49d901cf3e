import { spawnSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import { demoReferences, demoRows, insertRows } from '../apps/server/src/content/demo.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { localMediaStorage } from '../apps/server/src/media/local.ts';
import { chromiumLaunchOptions } from '../tools/processes.ts';
import { type LighthouseFigure, lighthouseVersion, medianLighthouse } from './lighthouse.ts';
import { insertBenchProjects, signIn, startBuiltServer } from './support.ts';

const root = path.resolve(import.meta.dirname, '..');
/**
 * Issue #26 budget: the compressed JavaScript a sign-in page runs before the user acts. The
 * app's code it prefetches in idle time is not run there, and is printed apart.
 */
export const signInBudgetKB = 30;
/** The sign-in pages, sent by the server: each must draw without any layout shift. */
const signInPages = ['/login', '/login/forgot-password'];
/** Lighthouse mobile performance budgets (issue #26): the sign-in page 100, signed-in pages 98. */
export const signInScoreBudget = 100;
export const signedInScoreBudget = 98;
/** Demo-like content: the games of `npm run seed:demo` (300 a type), with their images. */
const demoGames = 300;

/**
 * A data folder as a publisher's looks: 20 sites (the list page's first 20 rows) and demo
 * games on them, with their images, written before the server opens it.
 */
export async function seededDataDir() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-first-page-'));
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql.raw(insertBenchProjects(20)));
    const references = await demoReferences(database.db);
    const rows = await demoRows(game, { total: demoGames, references, storage: localMediaStorage(dataDir) });
    await insertRows(database.db, game, rows);
  } finally {
    await database.close();
  }
  return dataDir;
}

export interface PageWeight {
  label: string;
  javascriptKB: number;
  files: number;
  /** Fetched for later (`<link rel=prefetch>`), not run by this page. */
  prefetchedKB: number;
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
  const server = await startBuiltServer('', { serveWeb: true, dataDir: await seededDataDir() });
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
      const prefetched: Promise<number>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const isPrefetch = response.request().headers()['sec-purpose']?.startsWith('prefetch');
        const size = () =>
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize);
        if (isPrefetch) prefetched.push(size());
        else if (type === 'script') scripts.push(size());
        else if (type === 'stylesheet') styles.push(size());
      });
      await page.goto(`${base}${pathname}`);
      await page.waitForLoadState('networkidle');
      const kilobytes = async (sizes: Promise<number>[]) =>
        (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
      const [javascriptKB, stylesKB] = [await kilobytes(scripts), await kilobytes(styles)];
      const prefetchedKB = await kilobytes(prefetched);
      await context.close();
      return { label, javascriptKB, files: scripts.length, prefetchedKB, stylesKB, consoleErrors };
    };
    const cookie = await signIn(base);
    // One page at a time: pages weighed or scored at once would share the CPU.
    const weights: PageWeight[] = [];
    for (const pathname of signInPages) weights.push(await weigh(pathname, pathname));
    weights.push(
      await weigh('/ (dashboard)', '/', cookie),
      await weigh('/projects (list page)', '/projects', cookie),
      await weigh('/games (list page)', '/games', cookie),
    );
    const scored = async (budget: number, label: string, pathname: string, cookie?: string) => ({
      ...(await medianLighthouse(label, `${base}${pathname}`, cookie)),
      budget,
    });
    const scores: (LighthouseFigure & { budget: number })[] = [];
    for (const pathname of signInPages) scores.push(await scored(signInScoreBudget, pathname, pathname));
    scores.push(
      await scored(signedInScoreBudget, '/projects (20 rows)', '/projects', cookie),
      await scored(signedInScoreBudget, `/games (${demoGames} demo games)`, '/games', cookie),
    );
    return { weights, scores };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The figures against their budgets, and what each page runs before its rows paint. */
export function printFirstPageFigures({ weights, scores }: Awaited<ReturnType<typeof runFirstPageBench>>) {
  console.log('compressed JavaScript (and stylesheets) loaded, Chromium, built app');
  for (const page of weights) {
    const isSignIn = signInPages.includes(page.label);
    const verdict = page.javascriptKB <= signInBudgetKB ? 'PASS' : 'OVER';
    console.log(
      `${page.label.padEnd(32)} ${page.javascriptKB.toFixed(1).padStart(7)} KB in ${page.files} files${isSignIn ? ` (budget ${signInBudgetKB} KB) ${verdict}` : ''}, styles ${page.stylesKB.toFixed(1)} KB${page.prefetchedKB ? `, ${page.prefetchedKB.toFixed(1)} KB of the app prefetched in idle time` : ''}`,
    );
    for (const error of page.consoleErrors) console.log(`  console error: ${error}`);
  }
  console.log(`\nLighthouse ${lighthouseVersion}, mobile, performance, median of 3 runs`);
  for (const page of scores) {
    const shift = signInPages.includes(page.label) ? ` (budget 0 ${page.cls === 0 ? 'PASS' : 'OVER'})` : '';
    console.log(
      `${page.label.padEnd(32)} ${String(page.score).padStart(7)}  FCP ${(page.fcpMs / 1000).toFixed(1)} s, LCP ${(page.lcpMs / 1000).toFixed(1)} s, CLS ${page.cls.toFixed(3)}${shift}, total blocking ${page.tbtMs.toFixed(0)} ms of ${(page.mainThreadMs / 1000).toFixed(1)} s main-thread work  budget ${page.budget} ${page.score >= page.budget ? 'PASS' : 'OVER'} (runs ${page.runs?.join(', ')})`,
    );
    console.log(`    largest paint: ${page.lcpElement.replace(/\s+/g, ' ').slice(0, 100)}`);
    // What the first screen runs before its rows paint, chunk by chunk (the median run's).
    for (const script of page.scripts)
      console.log(
        `    ${script.file.padEnd(40)} ${script.compressedKB.toFixed(1).padStart(6)} KB  ${script.evaluationMs.toFixed(0).padStart(5)} ms evaluating`,
      );
  }
}

// `node --import tsx bench/first-page.ts`: these figures alone.
if (import.meta.filename === process.argv[1]) printFirstPageFigures(await runFirstPageBench());
