import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  allFields,
  type ContentItem,
  contentFormEntries,
  dropIrrelevantFields,
  game,
} from '@masthead/contract';
import { hashPassword } from '../apps/server/src/auth/passwords.ts';
import { gradientPng } from '../apps/server/src/content/png.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { userPermissions, users } from '../apps/server/src/db/schema.ts';
import { memoryMiB, peakMemoryMiB } from '../tools/processes.ts';
import {
  benchSeconds,
  buildServer,
  freshPostgres,
  percentile,
  seedDemoGames,
  signIn,
  startBuiltServer,
} from './support.ts';

/**
 * `npm run bench:load`: 200 staff sessions at once against the built server on PostgreSQL,
 * loopback only. Each signs in once, then loops without pause over a staff member's day: lists,
 * items opened, the SAME few items edited by everyone (a stale save must get 409), and image
 * uploads. Printed against budgets: errors 0, lost updates 0, memory growth under 20% once warm.
 */
const sessions = 200;
const seconds = benchSeconds(30);
const warmUpSeconds = 10;
const gameCount = 300;
const hotItemCount = 5;
const staffPassword = 'Bench-Staff-1';
const staffPermissions = ['access_all_contents', 'update_content', 'access_all_projects', 'access_all_tags'];
const memoryGrowthBudget = 0.2;

/** What the run saw. Timings count only once warm; errors and saves count from the first call. */
const timings = new Map<string, number[]>();
const errors: string[] = [];
let conflicts = 0;
const savesByItem = new Map<number, number>();
let measuring = false;

/** Seeds projects, tags, games and staff users straight in the database, before the server opens it. */
async function seed(databaseUrl: string, dataDir: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await seedDemoGames(database.db, gameCount, dataDir);
    // One hash for all: argon2 is slow on purpose, and each session still verifies it at sign-in.
    const passwordHash = await hashPassword(staffPassword);
    const staff = await database.db
      .insert(users)
      .values(
        Array.from({ length: sessions }, (_, n) => ({
          username: `staff${n + 1}`,
          passwordHash,
          firstName: 'Staff',
          lastName: `Member ${n + 1}`,
          email: `staff${n + 1}@example.com`,
        })),
      )
      .returning({ id: users.id, username: users.username });
    await database.db
      .insert(userPermissions)
      .values(
        staff.flatMap(({ id }) => staffPermissions.map((permissionName) => ({ userId: id, permissionName }))),
      );
    return staff.map((user) => user.username);
  } finally {
    await database.close();
  }
}

/** One call as the web app makes it; answers its data, or null when it failed or conflicted. */
async function call(
  baseUrl: string,
  cookie: string,
  callPath: string,
  body: string | FormData,
  label = callPath,
) {
  const started = performance.now();
  let status = 0;
  let text = '';
  try {
    const response = await fetch(`${baseUrl}/api/${callPath}`, {
      method: 'POST',
      headers: typeof body === 'string' ? { 'content-type': 'application/json', cookie } : { cookie },
      body,
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    text = (error as Error).message;
  }
  if (measuring) {
    const times = timings.get(label) ?? [];
    times.push(performance.now() - started);
    timings.set(label, times);
  }
  if (status === 409 && callPath === game.calls.update) {
    conflicts += 1;
    return null;
  }
  if (status < 200 || status > 299) {
    errors.push(`${status} ${label}: ${text.slice(0, 200)}`);
    return null;
  }
  return (JSON.parse(text) as { data: unknown }).data;
}

/** Every successful save sets the counter at the end of the description to one past what it read. */
const savesIn = (description: string) => Number(/ \[saves (\d+)\]$/.exec(description)?.[1] ?? 0);
const withSaves = (description: string, saves: number) =>
  `${description.replace(/ \[saves \d+\]$/, '')} [saves ${saves}]`;

/** Opens an item and saves it back as the edit form would, with one more save counted (and an image). */
async function edit(baseUrl: string, cookie: string, id: number, image?: Buffer) {
  const item = (await call(baseUrl, cookie, game.calls.get, JSON.stringify({ id }))) as ContentItem | null;
  if (!item) return;
  const values: Record<string, unknown> = dropIrrelevantFields(
    game,
    Object.fromEntries(allFields(game).map((field) => [field.key, item[field.key] ?? ''])),
  );
  values.description = withSaves(item.description, savesIn(item.description) + 1);
  if (image) delete values.image_1;
  const form = new FormData();
  for (const [key, text] of contentFormEntries(game, {
    ...values,
    id,
    update_datetime: item.update_datetime,
  }))
    form.append(key, text);
  if (image) form.append('image_1', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'upload.png');
  const label = image ? `${game.calls.update} + image` : game.calls.update;
  if (await call(baseUrl, cookie, game.calls.update, form, label))
    savesByItem.set(id, (savesByItem.get(id) ?? 0) + 1);
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)] as T;
const colour = () => [0, 0, 0].map(() => Math.floor(Math.random() * 256)) as [number, number, number];

/** What a session does next, by weight: mostly reading, some editing, a few uploads. */
function mixFor(gameIds: number[]) {
  const hotIds = gameIds.slice(0, hotItemCount);
  const actions: [number, (baseUrl: string, cookie: string) => Promise<unknown>][] = [
    [3, (baseUrl, cookie) => call(baseUrl, cookie, game.calls.list, '{}')],
    [2, (baseUrl, cookie) => call(baseUrl, cookie, 'project-service/get-all-projects', '{}')],
    [2, (baseUrl, cookie) => call(baseUrl, cookie, 'tag-service/get-tags', '{}')],
    [8, (baseUrl, cookie) => call(baseUrl, cookie, game.calls.get, JSON.stringify({ id: pick(gameIds) }))],
    [3, (baseUrl, cookie) => edit(baseUrl, cookie, pick(hotIds))],
    [2, (baseUrl, cookie) => edit(baseUrl, cookie, pick(gameIds), gradientPng(48, 32, colour(), colour()))],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, action] of actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return actions[0]?.[1] as (typeof actions)[number][1];
  };
}

/** Signs everyone in, a few at a time, as staff arriving in the morning would. */
async function signInAll(baseUrl: string, usernames: string[]) {
  const cookies: string[] = [];
  const queue = [...usernames];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let username = queue.shift(); username; username = queue.shift())
        cookies.push(await signIn(baseUrl, username, staffPassword));
    }),
  );
  return cookies;
}

/** Compares each edited item's counter with the saves that succeeded on it. */
async function lostUpdates(baseUrl: string, cookie: string) {
  let lost = 0;
  let extra = 0;
  for (const [id, saves] of savesByItem) {
    const item = (await call(baseUrl, cookie, game.calls.get, JSON.stringify({ id }))) as ContentItem;
    const counted = savesIn(item.description);
    lost += Math.max(0, saves - counted);
    extra += Math.max(0, counted - saves);
  }
  return { lost, extra, saves: [...savesByItem.values()].reduce((sum, n) => sum + n, 0) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's memory read twice a second for `ms`. */
async function sampleMemory(pid: number | undefined, ms: number) {
  const samples: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    samples.push(memoryMiB(pid));
    await sleep(500);
  }
  return samples;
}

async function runLoadBench() {
  buildServer();
  const databaseUrl = await freshPostgres('masthead_bench_load');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-bench-load-'));
  const usernames = await seed(databaseUrl, dataDir);
  const server = await startBuiltServer(databaseUrl, { dataDir });
  try {
    const { baseUrl } = server;
    const cookies = await signInAll(baseUrl, usernames);
    const gameIds = ((await call(baseUrl, cookies[0] ?? '', game.calls.list, '{}')) as { id: number }[])
      .map((row) => row.id)
      .sort((a, b) => a - b);
    const next = mixFor(gameIds);
    let running = true;
    const loops = cookies.map(async (cookie) => {
      while (running) await next()(baseUrl, cookie);
    });
    await sleep(warmUpSeconds * 1000);
    measuring = true;
    const started = performance.now();
    const samples = await sampleMemory(server.pid, seconds * 1000);
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    running = false;
    // A garbage-collected heap saws up and down by tens of MiB; one reading at each end measured
    // where the saw stood. The median of the first and of the last fifth measures the trend.
    const fifth = Math.max(1, Math.floor(samples.length / 5));
    const startMiB = percentile(samples.slice(0, fifth));
    const endMiB = percentile(samples.slice(-fifth));
    await Promise.all(loops);
    return {
      elapsed,
      startMiB,
      endMiB,
      peakMiB: peakMemoryMiB(server.pid),
      updates: await lostUpdates(baseUrl, cookies[0] ?? ''),
    };
  } finally {
    await server.stop();
  }
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'OVER');
const figures = await runLoadBench();
const requests = [...timings.values()].reduce((sum, list) => sum + list.length, 0);
console.log(
  `\n${sessions} staff sessions, ${seconds} s after ${warmUpSeconds} s warm-up, built server on PostgreSQL, loopback`,
);
console.log(`throughput ${(requests / figures.elapsed).toFixed(0)} requests/s (${requests} requests)`);
console.log(`${'call'.padEnd(36)} ${'count'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
for (const [label, times] of [...timings].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${label.padEnd(36)} ${String(times.length).padStart(7)} ${percentile(times).toFixed(1).padStart(8)} ${percentile(times, 0.99).toFixed(1).padStart(8)}`,
  );
console.log(
  `errors (not 2xx, stale saves' 409 aside): ${errors.length}, budget 0 ${verdict(errors.length === 0)}`,
);
for (const error of errors.slice(0, 5)) console.log(`  ${error}`);
console.log(`stale saves refused with 409 (expected conflicts): ${conflicts}`);
const { lost, extra, saves } = figures.updates;
console.log(
  `lost updates: ${lost} of ${saves} successful saves on ${savesByItem.size} items${extra ? ` (${extra} saves counted that the bench saw fail)` : ''}, budget 0 ${verdict(lost === 0 && extra === 0)}`,
);
const growth = (figures.endMiB - figures.startMiB) / figures.startMiB;
console.log(
  `server memory (median of each end's fifth of the run): ${figures.startMiB.toFixed(0)} MiB once warm, ${figures.endMiB.toFixed(0)} MiB at the end (${(growth * 100).toFixed(1)}%), peak ${figures.peakMiB.toFixed(0)} MiB; budget growth under ${memoryGrowthBudget * 100}% ${verdict(growth < memoryGrowthBudget)}`,
);
