// What the end-to-end layer serves, built as users get it: the web app's bundle, and the
// server's bundle that `npm start` runs. Plain JavaScript, so that `npm test` (a .mjs script)
// can start the builds beside the typecheck while the global setup, for a run of the e2e
// project alone, makes them itself.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs a command to its end, quietly: its exit status and everything it printed. */
const quietly = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ ok: false, output: String(error) }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });

/**
 * Builds both bundles, one after the other (each uses a core, and the caller has other work
 * for the second); answers null, or what the failed build printed.
 */
export async function buildForEndToEnd({ web = true } = {}) {
  if (web) {
    const build = await quietly('npm', ['run', 'build', '--workspace', 'apps/web']);
    if (!build.ok) return `web build failed:\n${build.output}`;
  }
  const server = await quietly(process.execPath, [path.join(root, 'apps/server/build.mjs')]);
  return server.ok ? null : `server build failed:\n${server.output}`;
}
