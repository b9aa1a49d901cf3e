import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEnv, serverNodeFlags } from '../../apps/server/node-flags.mjs';
import { startFakeCloudflare } from '../../apps/server/src/cdn/testing/fake-cdn.ts';
import { freePort, startProcess, stopProcess } from '../../tools/processes.ts';
import { buildForEndToEnd } from './builds.mjs';
import { type E2eServer, e2eWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (see ./workers.ts). */
    servers: E2eServer[];
    adminPassword: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const adminPassword = 'E2e-Admin-Pass1';

/**
 * Builds the SPA as users get it, and serves it from the real server on a fresh database: one
 * server per worker, so files running side by side never see each other's data.
 */
export default async function setup(project: TestProject) {
  // `npm test` builds both beforehand, beside its typecheck, and says so (E2E_BUILT).
  if (!process.env.E2E_BUILT) {
    const failure = await buildForEndToEnd({ web: !process.env.E2E_SKIP_BUILD });
    if (failure) throw new Error(failure);
  }
  const started = await Promise.all(Array.from({ length: Math.max(1, e2eWorkers) }, () => startServer()));
  project.provide(
    'servers',
    started.map(({ server }) => server),
  );
  project.provide('adminPassword', adminPassword);
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()));
  };
}

/**
 * A server of its own for one worker: its port, DATA_DIR and local Cloudflare. `env` adds to its
 * environment: a test that needs the server configured otherwise starts one of its own
 * (e2e/paged-list.test.ts lowers LIST_PAGING_THRESHOLD) rather than change every file's.
 */
export async function startServer(
  env: Record<string, string> = {},
): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  // Cloudflare purges go to a local server of its protocol, with zones enough for two pages;
  // each purge takes a moment, as a real one does, so the page's progress can be seen.
  const cloudflare = await startFakeCloudflare({
    purgeDelayMs: 300,
    zones: Array.from({ length: 25 }, (_, index) => ({
      id: `e2e${String(index + 1).padStart(29, '0')}`,
      name: `site${index + 1}.example.com`,
    })),
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    path.join(root, 'apps/server/dist/main.mjs'),
    {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_EMAIL: 'admin@example.com',
      SMTP_URL: '',
      CLOUDFLARE_API_TOKEN: cloudflare.token,
      CLOUDFLARE_API_BASE_URL: cloudflare.baseUrl,
      MAXCDN_ALIAS: '',
      ...env,
    },
    serverNodeFlags,
  );
  return {
    server: { baseUrl, dataDir, cloudflareUrl: cloudflare.url },
    stop: async () => {
      await stopProcess(server);
      await cloudflare.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
