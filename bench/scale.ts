import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { game } from '@masthead/contract';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions, memoryMiB } from '../tools/processes.ts';
import { type TableStep, timeTableStep, watchRowsPainted } from './scale/in-page.ts';
import { largestRendererMiB } from './scale/renderer-memory.ts';
import { mediaFolder, seedGames } from './scale/seed.ts';
import { freshPostgres, percentile, signIn, startBuiltServer, timeList, withClient } from './support.ts';

/**
 * How a list's cost grows (issue 26, item 5): 20,000, 50,000 and 100,000 games on PostgreSQL,
 * the built server serving the built app, Chromium signed in. For each size: get-all-games right
 * after an edit and cached, its bytes gzipped and raw, the time from the route to the games'
 * first row painted, each table step (sort, filter, next page) to its painted result, and the
 * tab's memory, which mode the table ran in (whole list or paged by the server, above the
 * contract's listPagingThreshold) and the server's memory. BENCH_SCALE_SIZES=100000 runs one size. Budgets at 100,000 games: rows painted within 2 s, steps under 150 ms, tab
 * under 400 MB.
 */
export const scaleSizes: readonly number[] = process.env.BENCH_SCALE_SIZES
  ? process.env.BENCH_SCALE_SIZES.split(',').map(Number)
  : [20_000, 50_000, 100_000];
export const scaleBudget = { paintMs: 2_000, stepMs: 150, tabMB: 400 } as const;
const stepRuns = 5;
const routeRuns = 3;
const root = path.resolve(import.meta.dirname, '..');

export interface ScaleFigures {
  games: number;
  /** How the games table held the list: whole in the tab, or a page at a time from the server. */
  mode: 'whole' | 'paged';
  /** The server process's resident memory after the browser's steps (its parsed lists included). */
  serverMB: number;
  afterEditMs: number;
  cachedMs: number;
  wireKB: number;
  rawKB: number;
  /** From an in-app route change (the menu's way) to the first row painted: median of 3. */
  routeMs: number;
  /** From navigation start of a fresh load of /games to the first row painted: median of 3. */
  loadMs: number;
  steps: Record<TableStep, number>;
  /** The table's own count line once the rows are painted. */
  tableSays: string;
  /** CDP Performance.getMetrics, after the steps. */
  heapMB: number;
  /** The renderer process's resident memory, after the steps. */
  rendererMB: number;
}

const steps: TableStep[] = ['sort', 'filter', 'next page'];

/** The list's answer decompressed, as a script without gzip gets it. */
async function rawBytes(url: string, cookie: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: '{}',
  });
  return (await response.arrayBuffer()).byteLength;
}

/** What the server tells the app: whether the games list is long enough to be paged by it. */
async function isPaged(url: string, cookie: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ list: `content/${game.type}`, page: 1, size: 1 }),
  });
  return ((await response.json()) as { data: { is_paged: boolean } }).data.is_paged;
}

type RowWatch = Window & { __rowsPaintedAt?: number; __watchRows: (start: number) => void };

async function rowsPaintedAt(page: Page) {
  await page.waitForFunction(() => (window as unknown as RowWatch).__rowsPaintedAt !== undefined, null, {
    timeout: 120_000,
  });
  return page.evaluate(() => (window as unknown as RowWatch).__rowsPaintedAt ?? Number.NaN);
}

/** The app in a fresh tab, signed in: load, route, steps, memory. */
async function measureBrowser(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const [name = '', value = ''] = cookie.split('=');
  await context.addCookies([{ name, value, url: base }]);
  // tsx compiles this file with esbuild's keepNames: the functions handed to the page call its
  // __name helper, which the page must have too.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await context.addInitScript(watchRowsPainted);
  const page = await context.newPage();
  try {
    const loads: number[] = [];
    for (let run = 0; run < routeRuns; run += 1) {
      await page.goto(`${base}${game.route}`);
      loads.push(await rowsPaintedAt(page));
    }
    const routes: number[] = [];
    for (let run = 0; run < routeRuns; run += 1) {
      // From the dashboard, settled, to the games as the menu's link goes there: a history entry.
      await page.goto(`${base}/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate((route) => {
        const watch = window as unknown as RowWatch;
        watch.__watchRows(performance.now());
        window.history.pushState(null, '', route);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, game.route);
      routes.push(await rowsPaintedAt(page));
    }
    await page.waitForLoadState('networkidle');
    // What the table says it holds ("1–20 of 100,000"): the figures are of the whole list.
    const tableSays = await page.evaluate(
      () =>
        [...document.querySelectorAll('[aria-live="polite"]')]
          .map((region) => region.textContent ?? '')
          .find((text) => / of /.test(text)) ?? '',
    );
    const stepMs = {} as Record<TableStep, number>;
    for (const step of steps) {
      const times: number[] = [];
      for (let run = 0; run < stepRuns; run += 1) {
        times.push(await page.evaluate(timeTableStep, step));
        // Whatever React left for idle time is done before the next input.
        await page.waitForTimeout(200);
      }
      stepMs[step] = percentile(times);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
    return {
      tableSays,
      loadMs: percentile(loads),
      routeMs: percentile(routes),
      steps: stepMs,
      heapMB: heap / 1024 / 1024,
      rendererMB: largestRendererMiB(),
    };
  } finally {
    await context.close();
  }
}

/** Expects the web app and the server built (`npm run bench` builds both first). */
export async function runScaleBench(): Promise<ScaleFigures[]> {
  const databaseUrl = await freshPostgres(process.env.BENCH_SCALE_DATABASE ?? 'masthead_bench_scale');
  const media = await mediaFolder();
  const server = await startBuiltServer(databaseUrl, { dataDir: media.folder, serveWeb: true });
  let browser: Browser | undefined;
  try {
    const { baseUrl } = server;
    const cookie = await signIn(baseUrl);
    browser = await chromium.launch(chromiumLaunchOptions());
    const listUrl = `${baseUrl}/api/${game.calls.list}`;
    const pageUrl = `${baseUrl}/api/export-service/get-list-page`;
    const figures: ScaleFigures[] = [];
    for (const size of scaleSizes) {
      const games = await seedGames(databaseUrl, size, media.folder);
      const timing = await withClient(databaseUrl, (client) =>
        timeList(listUrl, cookie, async (round) => {
          await client.query(
            `update content_items set title = title || '.' where id = (select min(id) + $1 from content_items where type = 'game')`,
            [round * 97],
          );
        }),
      );
      figures.push({
        games,
        afterEditMs: timing.afterEditMs ?? Number.NaN,
        cachedMs: timing.medianMs,
        wireKB: timing.wireKB,
        rawKB: (await rawBytes(listUrl, cookie)) / 1024,
        mode: (await isPaged(pageUrl, cookie)) ? 'paged' : 'whole',
        ...(await measureBrowser(browser, baseUrl, cookie)),
        serverMB: memoryMiB(server.pid),
      });
    }
    return figures;
  } finally {
    await browser?.close();
    await server.stop();
    await media.remove();
  }
}

const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'OVER');

/** The figures as `npm run bench` prints them: one column per size, the verdict at 100,000. */
export function printScaleFigures(figures: ScaleFigures[]) {
  const last = figures.at(-1);
  console.log(
    `\n${game.calls.list} at scale, PostgreSQL, built server and app in Chromium, medians (list calls of 15 and 10, route of ${routeRuns}, steps of ${stepRuns})`,
  );
  const head = figures.map((figure) => figure.games.toLocaleString('en').padStart(10)).join('');
  console.log(`${'games'.padEnd(40)}${head}  budget at ${last?.games.toLocaleString('en') ?? '-'}`);
  const line = (label: string, of: (figure: ScaleFigures) => number, unit: string, budget?: number) => {
    const values = figures
      .map((figure) =>
        of(figure)
          .toFixed(unit === 'KB' ? 0 : 1)
          .padStart(10),
      )
      .join('');
    const judged = budget !== undefined && last ? `  ${budget} ${unit}: ${verdict(of(last), budget)}` : '';
    console.log(`${`${label} (${unit})`.padEnd(40)}${values}${judged}`);
  };
  console.log(`${'table mode'.padEnd(40)}${figures.map((figure) => figure.mode.padStart(10)).join('')}`);
  line('list call right after an edit', (figure) => figure.afterEditMs, 'ms');
  line('list call cached', (figure) => figure.cachedMs, 'ms');
  line('list on the wire, gzip', (figure) => figure.wireKB, 'KB');
  line('list raw', (figure) => figure.rawKB, 'KB');
  line('route to first row painted (in app)', (figure) => figure.routeMs, 'ms', scaleBudget.paintMs);
  line('load of /games to first row painted', (figure) => figure.loadMs, 'ms', scaleBudget.paintMs);
  line('sort by Title to painted', (figure) => figure.steps.sort, 'ms', scaleBudget.stepMs);
  line('search typed to painted', (figure) => figure.steps.filter, 'ms', scaleBudget.stepMs);
  line('next page to painted', (figure) => figure.steps['next page'], 'ms', scaleBudget.stepMs);
  line('tab JS heap used', (figure) => figure.heapMB, 'MB', scaleBudget.tabMB);
  line('tab renderer process resident', (figure) => figure.rendererMB, 'MB', scaleBudget.tabMB);
  line('server process resident', (figure) => figure.serverMB, 'MB');
  console.log(`the table said: ${figures.map((figure) => figure.tableSays).join('; ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Run alone (`node --import tsx bench/scale.ts`): build what `npm start` serves first.
  for (const [command, args] of [
    ['npm', ['run', 'build', '--workspace', 'apps/web']],
    [process.execPath, [path.join(root, 'apps/server/build.mjs')]],
  ] as const) {
    if (spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error(`${command} failed`);
  }
  printScaleFigures(await runScaleBench());
  process.exit(0);
}
