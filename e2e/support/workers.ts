/**
 * End-to-end files can run several at a time (E2E_WORKERS), each worker against a server of its
 * own (its own port, DATA_DIR with its PGlite database, outbox and local Cloudflare): two files
 * never share data while they run, and each server serves one file at a time. The default is
 * one: on the 2-core machines the suite runs on, two workers (two servers, two Chromiums) made
 * every test twice as slow, and the layer took as long (1,098 s) as one file at a time (1,070 s).
 */
export const e2eWorkers = Number(process.env.E2E_WORKERS ?? 1);

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
