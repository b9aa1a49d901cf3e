import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    adminPassword: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const adminPassword = 'E2e-Admin-Pass1';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

function waitForStart(server: ChildProcess) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Masthead is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Builds the SPA as users get it, and serves it from the real server on a fresh database. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], { cwd: root, stdio: 'pipe' });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: baseUrl,
      ADMIN_PASSWORD: adminPassword,
      ADMIN_EMAIL: 'admin@example.com',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForStart(server);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('adminPassword', adminPassword);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
