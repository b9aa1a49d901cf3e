// `npm test`: every layer (typecheck, lint, unit + API integration, end-to-end in Chromium),
// then one line `N passed, M failed` that totals them all.
//
// The layers run two at a time, each of them leaving a core idle when it runs alone: tsc and
// the web build are single-threaded, so the typecheck and lint run beside the builds the
// end-to-end layer serves; vitest gives an API run one worker on a 2-core machine, and the
// end-to-end layer is one browser waiting on one server, so the API runs go beside it, the
// next starting whenever one ends. The end-to-end layer prints as it goes; the API layers
// print each as a block when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildForEndToEnd } from '../e2e/support/builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.test-data');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** Runs a command to its end; its output goes to the terminal, or to `log` when one is given. */
const run = (command, args, { env = {}, log } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.on('error', () => resolve(false));
    if (!log) return child.on('close', (code) => resolve(code === 0));
    const file = createWriteStream(log);
    child.stdout.pipe(file, { end: false });
    child.stderr.pipe(file, { end: false });
    // Answered once the log is whole on disk, since it is read and printed next.
    child.on('close', (code) => file.end(() => resolve(code === 0)));
  });

ensureChromium();

const layers = [];
/** Each failed test, named where the summary's last lines show it, whatever the log above cut off. */
const failures = [];
const check = (name, passed) => layers.push({ name, passed: passed ? 1 : 0, failed: passed ? 0 : 1 });

/** One vitest run of `projects`: its counts become a layer of the summary. */
async function vitest(name, projects, { node = process.execPath, env = {}, log, shard } = {}) {
  const slug = name.replaceAll(' ', '-');
  const report = path.join(reports, `${slug}.json`);
  await run(
    node,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      ...(shard ? [`--shard=${shard}`] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { env, log },
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
  for (const file of result.testResults) {
    const where = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`${name}: ${where} did not load: ${firstLine(file.message)}`);
    for (const test of file.assertionResults.filter((test) => test.status === 'failed'))
      failures.push(`${name}: ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  layers.push({
    name,
    passed: result.numPassedTests,
    failed: result.numFailedTests + brokenFiles.length + skipped,
  });
}

// 1. The typecheck and lint, beside the bundles the end-to-end layer serves (built quietly:
//    their output is shown only if they fail) and the look-up of Node 24.
console.log('\n▶ typecheck and lint (the end-to-end bundles build meanwhile)');
const builds = buildForEndToEnd();
// Node 24 LTS beside the machine's Node 20, from the npm registry's `node` package (CI sets
// TEST_NODE_24=1), so an upgrade is known to work before it is made. Rather than running the
// whole API suite a third time, the PostgreSQL run is the one made on Node 24: each database
// and each Node version is covered once.
const node24 = process.env.TEST_NODE_24 ? findNode24() : Promise.resolve(undefined);
check('typecheck', await run('npm', ['run', '--silent', 'typecheck']));
check('lint', await run('npx', ['biome', 'check', '.']));
const buildFailure = await builds;
if (buildFailure) console.log(buildFailure);
check('end-to-end bundles', !buildFailure);
console.log(`(${elapsed()})`);

// 2. The end-to-end layer and the API layers, two at a time. The end-to-end layer (the longest)
//    and the API suite on PGlite start together; the Node 24 run on PostgreSQL (CI) is cut in
//    two halves, each started by the layer that ends and frees its core: as one run started by
//    the first to end, it left the other core idle for its last three and a half minutes.
const onPostgres = process.env.TEST_DATABASE_URL ? ['integration-postgres*'] : [];
async function apiLayer() {
  const node24Binary = await node24;
  // Each with its `… isolated` companion (see vitest.config.ts).
  const log = path.join(reports, 'unit-and-integration.log');
  await vitest('unit + integration', ['unit', 'integration-pglite*', ...(node24Binary ? [] : onPostgres)], {
    log,
  });
  console.log(`\n▶ unit and API integration (ended at ${elapsed()})\n${readFileSync(log, 'utf8')}`);
}
/** Half `half` (1 or 2) of the unit and PostgreSQL files, run on Node 24. */
async function node24Half(half) {
  if (!process.env.TEST_NODE_24) return;
  const node24Binary = await node24;
  if (!node24Binary) {
    if (half === 1) layers.push({ name: 'Node 24', passed: 0, failed: 1 });
    return;
  }
  const name = `unit + integration on Node 24, ${half} of 2`;
  const log = path.join(reports, `unit-and-integration-node-24-${half}.log`);
  await vitest(name, ['unit', ...onPostgres], { node: node24Binary, log, shard: `${half}/2` });
  console.log(`\n▶ ${name} (ended at ${elapsed()})\n${readFileSync(log, 'utf8')}`);
}
console.log('\n▶ end to end (Chromium), the API layers running meanwhile');
// E2E_WORKERS files at a time, each against a server of its own (e2e/support/workers.ts).
const endToEnd = buildFailure
  ? Promise.resolve(layers.push({ name: 'end to end', passed: 0, failed: 1 }))
  : vitest('end to end', ['e2e'], { env: { E2E_BUILT: '1' } }).then(() =>
      console.log(`(end to end ended at ${elapsed()})`),
    );
await Promise.all([apiLayer().then(() => node24Half(1)), endToEnd.then(() => node24Half(2))]);

console.log('');
if (failures.length) console.log(`Failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}\n`);
for (const layer of layers)
  console.log(`  ${layer.name.padEnd(40)} ${layer.passed} passed, ${layer.failed} failed`);
if (!process.env.TEST_DATABASE_URL)
  console.log('  (set TEST_DATABASE_URL to run the integration suite on PostgreSQL too)');
const passed = layers.reduce((sum, layer) => sum + layer.passed, 0);
const failed = layers.reduce((sum, layer) => sum + layer.failed, 0);
console.log(`${passed} passed, ${failed} failed (${elapsed()})`);
process.exit(failed ? 1 : 0);

/** A failure's first line, short enough for one line of the summary. */
function firstLine(message = '') {
  const line = message.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Node 24's binary from the npm registry, or null when it cannot be had. */
function findNode24() {
  return new Promise((resolve) => {
    const lookup = spawn('npx', ['-y', '-p', 'node@24', 'which', 'node'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let output = '';
    lookup.stdout.on('data', (chunk) => {
      output += chunk;
    });
    lookup.on('error', () => resolve(null));
    lookup.on('close', (code) => {
      const found = output.trim().split('\n').at(-1);
      resolve(code === 0 && found ? found : null);
    });
  });
}

/** End-to-end tests need a Chromium; on a fresh Debian machine run as root, install it. */
function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (!existsSync(chromium)) {
    console.log(`No Chromium at ${chromium}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
}
