import { memoryMiB, peakMemoryMiB } from '../tools/processes.ts';
import {
  buildServer,
  freshPostgres,
  insertBenchProjects,
  loadCall,
  signIn,
  startBuiltServer,
  withBareFastify,
  withClient,
} from './support.ts';

export interface LoadFigures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  peakMiB: number;
  /** What the server held once started, before any load. */
  startMiB?: number;
  /** On PGlite: the most the server held while it made its new database, until it listened. */
  creatingMiB?: number;
}

/** Resident memory of the server on the embedded database, new install and loaded alike. */
export const pgliteMemoryBudgetMiB = 300;

/** Projects seeded for the list load: a newsroom's worth, read whole by every request. */
const benchProjects = 1000;

async function load(
  target: string,
  url: string,
  cookie: string | undefined,
  pid: number | undefined,
): Promise<LoadFigures> {
  const result = await loadCall(url, cookie, '{}');
  return {
    target,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    peakMiB: peakMemoryMiB(pid),
  };
}

/**
 * The built server as `npm start` runs it, on one database: `is-logged-in` with a real session,
 * 50 connections; on PostgreSQL also `get-all-projects` over 1,000 projects, the load the
 * memory budget is set for.
 */
async function benchMasthead(target: string, databaseUrl: string): Promise<LoadFigures[]> {
  const server = await startBuiltServer(databaseUrl);
  try {
    // The server's data folder is new: on PGlite, what it has held so far is what making it took.
    const creatingMiB = databaseUrl ? undefined : peakMemoryMiB(server.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const startMiB = memoryMiB(server.pid);
    const { baseUrl } = server;
    const cookie = await signIn(baseUrl);
    const figures = [
      {
        ...(await load(target, `${baseUrl}/api/user-service/is-logged-in`, cookie, server.pid)),
        startMiB,
        ...(creatingMiB === undefined ? {} : { creatingMiB }),
      },
    ];
    if (databaseUrl) {
      await seedProjects(databaseUrl);
      const projects = await load(
        `${target}, projects`,
        `${baseUrl}/api/project-service/get-all-projects`,
        cookie,
        server.pid,
      );
      figures.push({ ...projects, startMiB });
    }
    return figures;
  } finally {
    await server.stop();
  }
}

const benchBareFastify = () => withBareFastify((bare) => load('bare Fastify', bare.url, undefined, bare.pid));

const seedProjects = (databaseUrl: string) =>
  withClient(databaseUrl, (client) => client.query(insertBenchProjects(benchProjects)));

/** The server on PGlite alone (`npm run bench:pglite`): expects the bundle built. */
export const runPgliteBench = async () => (await benchMasthead('Masthead on PGlite', ''))[0];

/** The embedded database's two memory budgets, as `npm run bench` prints them. */
export function printPgliteBudgets(row: LoadFigures) {
  const verdict = (mib: number) =>
    `${mib.toFixed(0)} MiB (budget ${pgliteMemoryBudgetMiB}) ${mib <= pgliteMemoryBudgetMiB ? 'PASS' : 'OVER'}`;
  if (row.creatingMiB !== undefined)
    console.log(`budget: peak RSS creating a new database: ${verdict(row.creatingMiB)}`);
  console.log(`budget: PGlite server under 50 connections: ${verdict(row.peakMiB)}`);
}

export async function runSessionBench() {
  buildServer();
  const figures: LoadFigures[] = [
    await benchBareFastify(),
    ...(await benchMasthead('Masthead on PGlite', '')),
  ];
  try {
    figures.push(...(await benchMasthead('Masthead on PostgreSQL', await freshPostgres('masthead_bench'))));
  } catch (error) {
    console.log(`PostgreSQL not measured (${(error as Error).message}); set BENCH_DATABASE_URL to a server.`);
  }
  return figures;
}
