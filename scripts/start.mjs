// `npm start`: builds the web app when its build is missing or older than its sources, bundles
// the server, then runs it, which migrates the database, creates the first admin and serves both.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { serverEnv, serverNodeFlags } from '../apps/server/node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
].map((p) => path.join(root, p));
const isStale =
  !existsSync(builtIndex) ||
  Math.max(
    ...sources
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestChange(p) : statSync(p).mtimeMs)),
  ) > statSync(builtIndex).mtimeMs;

// The server runs as bundled JavaScript, rebuilt on every start (it takes well under a second).
const serverBuild = spawnSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

// A server already running on the embedded database is refused here, in one line, before the
// web app it serves is rebuilt under it.
const folderCheck = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/main.mjs'), '--check-data-folder'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (folderCheck.status !== 0) process.exit(folderCheck.status ?? 1);

if (isStale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  [...serverNodeFlags, '--enable-source-maps', path.join(root, 'apps/server/dist/main.mjs')],
  {
    cwd: root,
    env: { ...process.env, ...serverEnv },
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
