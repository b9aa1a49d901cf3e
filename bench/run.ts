import { existsSync } from 'node:fs';
import path from 'node:path';
import { printContentFigures, runContentBench } from './content.ts';
import { printFirstPageFigures, runFirstPageBench } from './first-page.ts';
import { printGetItemFigures, runGetItemBench } from './get-item.ts';
import { printPgliteBudgets, runSessionBench } from './session-check.ts';
import { loadSeconds } from './support.ts';

/**
 * `npm run bench`: figures against budgets, printed. Nothing here fails a build: the machines
 * are shared and noisy, so a budget is something to read, not an assertion.
 */
const sessionBudget = 0.1;
const memoryBudgetMiB = 160;

printFirstPageFigures(await runFirstPageBench());

const figures = await runSessionBench();
const bare = figures.find((row) => row.target === 'bare Fastify');
console.log(`\nis-logged-in with a session, 50 connections, ${loadSeconds} s each, loopback`);
console.log(
  'target                              req/s     p50 ms  p99 ms  errors  start MiB  peak MiB  ratio to bare',
);
for (const row of figures) {
  const ratio = bare ? row.requestsPerSecond / bare.requestsPerSecond : Number.NaN;
  console.log(
    [
      row.target.padEnd(34),
      row.requestsPerSecond.toFixed(0).padStart(7),
      row.p50.toFixed(1).padStart(9),
      row.p99.toFixed(1).padStart(7),
      String(row.errors).padStart(7),
      (row.startMiB?.toFixed(0) ?? '').padStart(10),
      row.peakMiB.toFixed(0).padStart(9),
      `  ${ratio.toFixed(3)}`,
    ].join(' '),
  );
}
const onPostgres = figures.find((row) => row.target === 'Masthead on PostgreSQL');
if (onPostgres && bare) {
  const ratio = onPostgres.requestsPerSecond / bare.requestsPerSecond;
  console.log(
    `budget: at least ${sessionBudget} of bare Fastify on PostgreSQL → ${ratio.toFixed(3)} ${ratio >= sessionBudget ? 'PASS' : 'OVER'}`,
  );
}

const onPglite = figures.find((row) => row.target === 'Masthead on PGlite');
if (onPglite) printPgliteBudgets(onPglite);

const underProjects = figures.find((row) => row.target === 'Masthead on PostgreSQL, projects');
if (underProjects)
  console.log(
    `budget: server memory at most ${memoryBudgetMiB} MiB peak under 50 connections reading projects on PostgreSQL → ${underProjects.peakMiB.toFixed(0)} MiB ${underProjects.peakMiB <= memoryBudgetMiB ? 'PASS' : 'OVER'}`,
  );

// The content bench reuses the server bundle the session bench has just built.
printContentFigures(await runContentBench());
// The single-item read at 50 connections, and where one request's time goes.
printGetItemFigures(await runGetItemBench());
try {
  const { printListsFigures, runListsBench } = await import('./lists.ts');
  printListsFigures(await runListsBench());
} catch (error) {
  console.log(
    `\nother lists not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`,
  );
}

try {
  const { printSearchFigures, runSearchBench } = await import('./search.ts');
  printSearchFigures(await runSearchBench());
} catch (error) {
  console.log(`\nsearch not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`);
}

try {
  // The web app and the server were built by the first-page bench above.
  const { printScaleFigures, runScaleBench } = await import('./scale.ts');
  printScaleFigures(await runScaleBench());
} catch (error) {
  console.log(
    `\nlists at scale not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`,
  );
}

const tableBench = path.join(import.meta.dirname, 'table/run.ts');
if (existsSync(tableBench)) {
  const { runTableBench } = await import('./table/run.ts');
  const rows = await runTableBench();
  console.log('\nlist table in Chromium, 20,000 rows (budget 100 ms each)');
  for (const row of rows)
    console.log(
      `${row.label.padEnd(40)} ${row.ms.toFixed(1).padStart(8)} ms  ${row.ms <= 100 ? 'PASS' : 'OVER'}`,
    );
}

const allowedIps = (await import('./allowed-ips.ts')).runAllowedIpBench();
console.log(
  `\nallowed IP check against ${allowedIps.rangeCount} ranges: ${allowedIps.microsecondsPerCheck.toFixed(2)} µs per request (list parsed in ${allowedIps.buildMs.toFixed(1)} ms, once per change or 5 s)`,
);

try {
  const { runReportBench, reportBudgetMs } = await import('./reports.ts');
  const report = await runReportBench();
  console.log(
    `\nimpression report on PostgreSQL, ${report.rows.toLocaleString('en')} rollup rows (generated in ${report.generatedSeconds.toFixed(0)} s), type game, default 7 days, median of 6 (budget ${reportBudgetMs} ms each)`,
  );
  for (const figure of report.figures)
    console.log(
      `${figure.label.padEnd(32)} ${figure.medianMs.toFixed(1).padStart(8)} ms  ${String(figure.rowsAnswered).padStart(7)} rows answered  ${figure.medianMs <= reportBudgetMs ? 'PASS' : 'OVER'}`,
    );
} catch (error) {
  console.log(
    `\nimpression report not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`,
  );
}
