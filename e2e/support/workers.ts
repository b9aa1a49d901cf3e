/**
 * End-to-end files run two at a time, each worker against a server of its own (its own port,
 * DATA_DIR with its PGlite database, outbox and local Cloudflare): two files never share data
 * while they run, and each server serves one file at a time, as the single server did when the
 * files ran one by one. Two, for the 2-core machines the suite runs on: Chromium and the server
 * of one file wait on each other often enough for a second file to use the idle core.
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 2);

/** What a worker's tests need of its server. */
export interface E2eServer {
  baseUrl: string;
  dataDir: string;
  /** The local Cloudflare stand-in this server purges through (e2e/cdn.test.ts). */
  cloudflareUrl: string;
}

/**
 * The index of the server that belongs to the running worker: vitest numbers its workers from
 * 1 (VITEST_POOL_ID), and no two running at once share a number.
 */
export const workerIndex = (servers: number) =>
  (Number(process.env.VITEST_POOL_ID ?? '1') - 1 + servers) % servers;
