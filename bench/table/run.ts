import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumLaunchOptions } from '../../tools/processes.ts';

/** The spec's bar for a list of 20,000 rows: every interaction shows its result within 100 ms. */
export const tableBudgetMs = 100;
const runs = 5;
const here = path.dirname(fileURLToPath(import.meta.url));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the built page on a free port; every unknown path gets index.html, as an SPA host does. */
async function serve(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(async (request, response) => {
    const requested = path.join(
      root,
      path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)),
    );
    const isInside = requested.startsWith(root + path.sep);
    const file =
      isInside && (await stat(requested).catch(() => null))?.isFile()
        ? requested
        : path.join(root, 'index.html');
    response.writeHead(200, {
      'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/users`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function isSampleList(value: unknown): value is { label: string; samples: number[] }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item?.label === 'string' &&
        Array.isArray(item.samples) &&
        item.samples.every((sample: unknown) => typeof sample === 'number'),
    )
  );
}

export function formatTableBench(results: { label: string; ms: number }[]): string {
  const width = Math.max(...results.map(({ label }) => label.length), 'interaction'.length);
  const lines = [
    `DataTable, 20,000 rows, Chromium, median of ${runs} runs (budget ${tableBudgetMs} ms, to the next paint)`,
    `${'interaction'.padEnd(width)}  ${'ms'.padStart(7)}  verdict`,
    ...results.map(
      ({ label, ms }) =>
        `${label.padEnd(width)}  ${ms.toFixed(1).padStart(7)}  ${ms <= tableBudgetMs ? 'PASS' : 'OVER'}`,
    ),
  ];
  return lines.join('\n');
}

/**
 * Builds the bench page with Vite, opens it in headless Chromium and times the table's
 * interactions in the page. Returns the median of each; a slow figure never throws, only a
 * bench that cannot run (no Chromium, a build error) does.
 */
export async function runTableBench(): Promise<{ label: string; ms: number }[]> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'masthead-table-bench-'));
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    await build({ configFile: path.join(here, 'vite.config.ts'), build: { outDir } });
    server = await serve(outDir);
    browser = await chromium.launch(chromiumLaunchOptions());
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    await page.waitForFunction(() => 'tableBench' in window);
    const samples: unknown = await page.evaluate(`window.tableBench.run(${runs})`);
    if (!isSampleList(samples)) throw new Error('The bench page answered figures in an unexpected shape.');
    return samples.map(({ label, samples: values }) => ({ label, ms: median(values) }));
  } finally {
    await browser?.close();
    await server?.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runTableBench().then(
    (results) => {
      console.log(formatTableBench(results));
      process.exit(0);
    },
    (error: unknown) => {
      console.error('The table bench could not run:', error);
      process.exit(1);
    },
  );
}
