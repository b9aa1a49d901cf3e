import { copyFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { game } from '@masthead/contract';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  buildServer,
  freshPostgres,
  loadCall,
  middleGameId,
  seedDemoGames,
  signIn,
  startBuiltServer,
} from './support.ts';

/**
 * `node --import tsx bench/get-item-profile.ts`: the built server under the get-item bench's
 * load, run with `--cpu-prof`, and where its time went: the functions with the most self time,
 * and the same samples summed by library. The next thing to cut is read from the server, not
 * guessed. LOG_LEVEL as given, else the server's default (info); KEEP_PROFILE=<file> keeps the
 * .cpuprofile for Chrome's DevTools.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
}

const shortUrl = (url: string) => url.split('/node_modules/').at(-1)?.split('/').slice(-3).join('/') ?? url;

/** Self time by function and place, as a share of every sample. */
function topSelfTime(profile: Profile, count: number) {
  const byPlace = new Map<string, number>();
  for (const { callFrame, hitCount } of profile.nodes) {
    const place = `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + hitCount);
  }
  return [...byPlace].sort(([, a], [, b]) => b - a).slice(0, count);
}

/** Which library a frame's code belongs to; the innermost frame of a sample that has one decides. */
const libraries: [string, RegExp][] = [
  ['pino (logging)', /node_modules\/(pino|sonic-boom|fast-redact)\//],
  ['pg driver', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-array|postgres-date)\//],
  ['drizzle', /node_modules\/drizzle-orm\//],
  ['zod (validation)', /node_modules\/zod\//],
  ['Fastify and its plugins', /node_modules\/(fastify|find-my-way|@fastify|fast-json-stringify)\//],
  ['Masthead', /dist\/main\.mjs/],
  ['AsyncLocalStorage hooks', /async_hooks|async_context/],
];
const socketWrites = new Set(['writev', 'writeString', 'writeBuffer', 'writeUtf8String']);

/** Every sample in one bucket: idle, GC, a socket write (by whom), or the library it ran in. */
function byLibrary(profile: Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const framesUp = function* (id: number | undefined) {
    for (let at = id; at !== undefined; at = parents.get(at)) yield (nodes.get(at) as ProfileNode).callFrame;
  };
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    if (!node.hitCount) continue;
    const { functionName } = node.callFrame;
    let bucket = 'Node internals (http, net, streams, timers)';
    if (functionName === '(idle)' || functionName === '(garbage collector)') bucket = functionName;
    else if (socketWrites.has(functionName)) {
      bucket = 'socket write (system call): other';
      for (const { url } of framesUp(node.id)) {
        const owner = /node_modules\/pg\//.test(url)
          ? 'to PostgreSQL'
          : /sonic-boom|pino/.test(url)
            ? 'log line'
            : /_http_outgoing|fastify\/lib\/reply/.test(url)
              ? 'HTTP answer'
              : undefined;
        if (owner) {
          bucket = `socket write (system call): ${owner}`;
          break;
        }
      }
    } else
      for (const { url } of framesUp(node.id)) {
        const library = libraries.find(([, pattern]) => pattern.test(url));
        if (library) {
          bucket = library[0];
          break;
        }
      }
    totals.set(bucket, (totals.get(bucket) ?? 0) + node.hitCount);
  }
  return [...totals].sort(([, a], [, b]) => b - a);
}

buildServer();
const databaseUrl = await freshPostgres('masthead_bench_get_item_profile');
// Outside the server's data folder, which goes when it stops: the profile is written then.
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-profile-'));
const folder = await mkdtemp(path.join(os.tmpdir(), 'masthead-profile-data-'));
const server = await startBuiltServer(databaseUrl, {
  dataDir: folder,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
try {
  const { baseUrl } = server;
  const cookie = await signIn(baseUrl);
  const database = await openDatabase({ databaseUrl, dataDir: folder });
  await seedDemoGames(database.db, 60, folder);
  await database.close();
  const id = await middleGameId(baseUrl, cookie);
  const result = await loadCall(`${baseUrl}/api/${game.calls.get}`, cookie, JSON.stringify({ id }));
  console.log(
    `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (profiled: slower than the bench)`,
  );
} finally {
  await server.stop();
}
const [file = ''] = await readdir(profileDir);
if (process.env.KEEP_PROFILE) await copyFile(path.join(profileDir, file), process.env.KEEP_PROFILE);
const profile = JSON.parse(await readFile(path.join(profileDir, file), 'utf8')) as Profile;
const share = (hits: number) => `${((100 * hits) / profile.samples.length).toFixed(1).padStart(5)}%`;
console.log('\nthe server’s samples (start-up and seeding included), by where they ran:');
for (const [bucket, hits] of byLibrary(profile)) console.log(`${share(hits)}  ${bucket}`);
console.log('\nthe functions with the most self time:');
for (const [place, hits] of topSelfTime(profile, 25)) console.log(`${share(hits)}  ${place}`);
await rm(profileDir, { recursive: true, force: true });
