import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tools/processes.ts';

/**
 * Lighthouse's mobile performance score (simulated throttling, as PageSpeed reports it) for a
 * page of the running app, in Debian's Chromium. Lighthouse is fetched by npx when the bench
 * runs, so the tests' install stays small.
 */
export const lighthouseVersion = '13.5.0';

export interface LighthouseFigure {
  label: string;
  score: number;
  /** Every run's score, lowest first; `score` and the timings are the median run's. */
  runs?: number[];
  /** First paint of any content: until it, no task counts as blocking (Lighthouse's total blocking time starts there). */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The main thread's whole work while the page loads, as Lighthouse charges it (throttled, x4). */
  mainThreadMs: number;
  /** Cumulative layout shift (budget: none, 0). */
  cls: number;
  /** What Lighthouse names as the largest paint's element (its label, or its HTML). */
  lcpElement: string;
  /** The scripts the page asked for before its largest paint (its rows), in the order asked. */
  scripts: ScriptBeforePaint[];
}

export interface ScriptBeforePaint {
  file: string;
  compressedKB: number;
  /** Evaluation, parse and compile on the main thread, as Lighthouse counts it (throttled, x4). */
  evaluationMs: number;
}

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue: number; details?: { items?: Record<string, unknown>[] } }>;
}

const itemsOf = (report: Report, audit: string) => report.audits[audit]?.details?.items ?? [];

/** The element of the largest paint, as the LCP breakdown names it. */
function lcpElementOf(report: Report) {
  const node = itemsOf(report, 'lcp-breakdown-insight').find((item) => item.type === 'node') as
    | { nodeLabel?: string; snippet?: string }
    | undefined;
  return node?.nodeLabel ?? node?.snippet ?? 'none';
}

/**
 * The scripts requested before the page's largest paint (observed, unthrottled), with their
 * bytes on the wire and the main-thread time Lighthouse charges them.
 */
function scriptsBeforePaint(report: Report): ScriptBeforePaint[] {
  const observed = itemsOf(report, 'metrics')[0] as { observedLargestContentfulPaint?: number } | undefined;
  const paintAt = observed?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const evaluation = new Map(
    itemsOf(report, 'bootup-time').map((item) => [
      String(item.url),
      Number(item.scripting ?? 0) + Number(item.scriptParseCompile ?? 0),
    ]),
  );
  return itemsOf(report, 'network-requests')
    .filter((item) => item.resourceType === 'Script' && Number(item.networkRequestTime) < paintAt)
    .map((item) => ({
      file: new URL(String(item.url)).pathname.replace(/^\/assets\//, ''),
      compressedKB: Number(item.transferSize ?? 0) / 1024,
      evaluationMs: evaluation.get(String(item.url)) ?? 0,
    }));
}

export async function lighthouse(label: string, url: string, cookie?: string): Promise<LighthouseFigure> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'masthead-lighthouse-'));
  try {
    const headers = path.join(folder, 'headers.json');
    await writeFile(headers, JSON.stringify(cookie ? { Cookie: cookie } : {}));
    const run = spawnSync(
      'npx',
      [
        '-y',
        `lighthouse@${lighthouseVersion}`,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--extra-headers=${headers}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CHROME_PATH: chromiumLaunchOptions().executablePath },
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr.slice(-300)}`);
    const report = JSON.parse(run.stdout) as Report;
    return {
      label,
      score: Math.round(report.categories.performance.score * 100),
      fcpMs: report.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
      cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpElement: lcpElementOf(report),
      scripts: scriptsBeforePaint(report),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The median of `runs` Lighthouse runs (by score): one run on shared cores moves by up to five
 * points either way, so a single figure says little about a budget.
 */
export async function medianLighthouse(label: string, url: string, cookie?: string, runs = 3) {
  const figures: LighthouseFigure[] = [];
  // Lighthouse now and then loses its own trace (NO_NAVSTART); such a run is run again, twice at most.
  for (let attempt = 0; figures.length < runs; attempt += 1) {
    try {
      figures.push(await lighthouse(label, url, cookie));
    } catch (error) {
      if (attempt >= runs + 1) throw error;
    }
  }
  figures.sort((a, b) => a.score - b.score);
  const median = figures[Math.floor(figures.length / 2)] as LighthouseFigure;
  return { ...median, runs: figures.map((figure) => figure.score) };
}
