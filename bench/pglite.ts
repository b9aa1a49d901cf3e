import { printPgliteBudgets, runPgliteBench } from './session-check.ts';
import { buildServer, loadSeconds } from './support.ts';

/**
 * `npm run bench:pglite`: the embedded database's part of `npm run bench` alone. The built server
 * makes a new database in a new data folder, then answers `is-logged-in` from 50 connections
 * for `loadSeconds`; its resident memory is read from the kernel (VmHWM) after each.
 */
buildServer();
const row = await runPgliteBench();
if (!row) throw new Error('the PGlite bench measured nothing');
console.log(
  `is-logged-in on PGlite, 50 connections, ${loadSeconds} s: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99.toFixed(1)} ms, ${row.errors} errors`,
);
printPgliteBudgets(row);
