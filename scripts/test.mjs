// `npm test`: every layer in turn (typecheck, lint, unit + API integration, end-to-end in
// Chromium), then one line `N passed, M failed` that totals them all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-data');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

ensureChromium();

const layers = [];
const check = (name, passed) => layers.push({ name, passed: passed ? 1 : 0, failed: passed ? 0 : 1 });

function vitest(name, projects, { args = [], node = 'node', env = {} } = {}) {
  const report = path.join(reports, `${name.replaceAll(' ', '-')}.json`);
  run(
    node,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...args,
    ],
    env,
  );
  if (!existsSync(report)) return layers.push({ name, passed: 0, failed: 1 });
  const result = JSON.parse(readFileSync(report, 'utf8'));
  // A file that failed to load counts as a failure even though it ran no test.
  const brokenFiles = result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  );
  // A skipped test proves nothing while looking green: it counts as failed.
  const skipped = result.numPendingTests + result.numTodoTests;
  if (skipped) console.log(`${name}: ${skipped} skipped test(s), counted as failed`);
  layers.push({
    name,
    passed: result.numPassedTests,
    failed: result.numFailedTests + brokenFiles.length + skipped,
  });
}

console.log('\n▶ typecheck');
check('typecheck', run('npm', ['run', '--silent', 'typecheck']));
console.log('\n▶ lint');
check('lint', run('npx', ['biome', 'check', '.']));
// Node 24 LTS beside the machine's Node 20, from the npm registry's `node` package (CI sets
// TEST_NODE_24=1), so an upgrade is known to work before it is made. Rather than running the
// whole API suite a third time, the PostgreSQL run is the one made on Node 24: each database
// and each Node version is covered once, and the suite takes five minutes less.
const node24 = process.env.TEST_NODE_24 ? findNode24() : undefined;
const onPostgres = process.env.TEST_DATABASE_URL ? ['integration-postgres*'] : [];
console.log('\n▶ unit and API integration');
// Each with its `… isolated` companion (see vitest.config.ts).
vitest('unit + integration', ['unit', 'integration-pglite*', ...(node24 ? [] : onPostgres)]);
if (process.env.TEST_NODE_24) {
  console.log('\n▶ unit and API integration on Node 24');
  if (node24) vitest('unit + integration on Node 24', ['unit', ...onPostgres], { node: node24 });
  else layers.push({ name: 'Node 24', passed: 0, failed: 1 });
}
console.log('\n▶ end to end (Chromium)');
// E2E_WORKERS files at a time, each against a server of its own (e2e/support/workers.ts).
vitest('end to end', ['e2e']);

console.log('');
for (const layer of layers)
  console.log(`  ${layer.name.padEnd(32)} ${layer.passed} passed, ${layer.failed} failed`);
if (!process.env.TEST_DATABASE_URL)
  console.log('  (set TEST_DATABASE_URL to run the integration suite on PostgreSQL too)');
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
const failed = layers.reduce((sum, layer) => sum + layer.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

/** Node 24's binary from the npm registry, or null when it cannot be had. */
function findNode24() {
  const lookup = spawnSync('npx', ['-y', '-p', 'node@24', 'which', 'node'], { cwd: root, encoding: 'utf8' });
  const found = lookup.stdout.trim().split('\n').at(-1);
  return lookup.status === 0 && found ? found : null;
}

/** End-to-end tests need a Chromium; on a fresh Debian machine run as root, install it. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  }
  if (!existsSync(chromium)) {
    console.log(`No Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}
