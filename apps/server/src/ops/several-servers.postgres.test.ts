import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allFields, type ContentItem, game } from '@masthead/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runToEnd, startProcess, stopProcess } from '../../../../tools/processes.ts';
import { strongPassword, uniqueName, validProject, validUser } from '../../test/harness.ts';
import { sessionCookie } from '../auth/sessions.ts';
import { throttleLimits } from '../auth/throttle.ts';
import {
  multipartBody,
  type Part,
  partsOf,
  pngImage,
  type References,
  validValues,
} from '../content/test-kit.ts';
import { startS3Server, type TestS3Server } from '../media/testing/s3-server.ts';

/**
 * Two servers on one PostgreSQL, as behind a load balancer: each its own Node process (so no
 * module state is shared), port and DATA_DIR. Every check reads on one server what was done on
 * the other, with both servers' caches warm, as they are in service.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const databaseName = `masthead_servers_${process.pid}_${Date.now()}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const adminPassword = strongPassword;
let workDir: string;

async function onServer(query: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

interface Answer<T> {
  status: number;
  body: { status: 'OK' | 'ERROR'; data: T; message?: string };
  /** The session cookie the answer set, as a browser would send it back. */
  cookie: string | undefined;
}
interface CallOptions {
  cookie?: string;
  /** The client's address, told by the proxy in front (TRUST_PROXY). */
  from?: string;
}

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
  call<T = unknown>(callPath: string, body?: unknown, options?: CallOptions): Promise<Answer<T>>;
  /** A content save, multipart as the web form sends it, with any file parts (`image_1`, …). */
  save(
    callPath: string,
    values: Record<string, unknown>,
    cookie: string,
    files?: Part[],
  ): Promise<Answer<ContentItem>>;
}

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const set = response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${sessionCookie}=`) && !line.startsWith(`${sessionCookie}=;`));
  return {
    status: response.status,
    body: (await response.json()) as Answer<T>['body'],
    cookie: set?.split(';')[0],
  };
}

/**
 * Starts the server as `npm run dev` does, on a fresh port and its own DATA_DIR; `env` adds to
 * or overrides what every server of this file shares (one database, one PUBLIC_URL, one
 * TWO_FACTOR_KEY, a trusted proxy in front, the allow-list enforced).
 */
async function startServer(name: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startProcess(path.join(root, 'apps/server/src/main.ts'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, name),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: 'http://masthead.test',
    TWO_FACTOR_KEY: 'one key shared by every server of this test',
    TRUST_PROXY: 'true',
    ENFORCE_ALLOWED_IPS: 'true',
    WEB_DIST: path.join(workDir, 'no-web-build'),
    ...env,
  });
  return {
    name,
    url,
    process: child,
    async call(callPath, body = {}, { cookie, from } = {}) {
      const response = await fetch(`${url}/api/${callPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(cookie ? { cookie } : {}),
          ...(from ? { 'x-forwarded-for': from } : {}),
        },
        body: JSON.stringify(body),
      });
      return answerOf(response);
    },
    async save(callPath, values, cookie, files = []) {
      const { payload, contentType } = multipartBody([...partsOf(game, values), ...files]);
      const response = await fetch(`${url}/api/${callPath}`, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie },
        body: payload,
      });
      return answerOf(response);
    },
  };
}

let a: Server;
let b: Server;
/** The one bucket both servers keep media in. */
let bucket: TestS3Server;
let admin: string;
let gameValues: Record<string, unknown>;

/** The call's data, failing with its envelope when it did not succeed. */
async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const gameTitles = async (server: Server) =>
  (
    await ok(
      server.call<{ id: number; title: string }[]>('game-service/get-all-games', {}, { cookie: admin }),
    )
  ).map((row) => row.title);
const tagNames = async (server: Server) =>
  (await ok(server.call<{ name: string }[]>('tag-service/get-tags', {}, { cookie: admin }))).map(
    (tag) => tag.name,
  );
const usernames = async (server: Server) =>
  (await ok(server.call<{ username: string }[]>('user-service/get-all-users', {}, { cookie: admin }))).map(
    (user) => user.username,
  );
/** Reads every list the checks read, so that each server's cache holds them. */
const warm = async () => {
  for (const server of [a, b]) await Promise.all([gameTitles(server), tagNames(server), usernames(server)]);
};

const createGame = async (server: Server, title: string) =>
  ok(server.save('game-service/create-game', { ...gameValues, title }, admin));
const renameGame = async (server: Server, item: ContentItem, title: string) =>
  ok(
    server.save(
      'game-service/update-game',
      { ...gameValues, id: item.id, update_datetime: item.update_datetime, title },
      admin,
    ),
  );
const gameOn = (server: Server, id: number) =>
  server.call<ContentItem>('game-service/get-game', { id }, { cookie: admin });

const signedIn = async (server: Server, cookie: string) =>
  (await server.call('user-service/is-logged-in', {}, { cookie })).status;
const signIn = async (server: Server, username: string, password: string) => {
  const answer = await server.call('user-service/login', { username, password });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.cookie as string;
};

/** Whether a call from `address` (through the trusted proxy) gets past the allow-list. */
const admits = async (server: Server, address: string) =>
  (await server.call('user-service/is-logged-in', {}, { cookie: admin, from: address })).status !== 403;
/** Asks until `holds` does, for at most `seconds`: another server's save reaches a cache in time. */
async function eventually(what: string, holds: () => Promise<boolean>, seconds = 15) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`${what}: still not so after ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-servers-'));
  await onServer(`create database ${databaseName}`);
  // One after the other: the first migrates the new database and creates the admin.
  bucket = await startS3Server();
  a = await startServer('a', bucket.env);
  b = await startServer('b', bucket.env);
  admin = await signIn(a, 'admin', adminPassword);
  const project = await ok(
    a.call<{ id: number }>('project-service/create-project', validProject({ name: 'Shared Daily' }), {
      cookie: admin,
    }),
  );
  const category = await ok(
    a.call<{ id: number }>(
      'category-service/create-category',
      { name: 'Shared', level: ['game'] },
      { cookie: admin },
    ),
  );
  const tag = await ok(
    a.call<{ id: number }>('tag-service/create-tag', { name: 'Shared', level: ['game'] }, { cookie: admin }),
  );
  const references: References = { projectId: project.id, categoryId: category.id, tagId: tag.id };
  gameValues = validValues(allFields(game), game, references);
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map((server) => stopProcess(server.process)));
  await bucket?.close();
  await onServer(`drop database if exists ${databaseName} with (force)`);
  await rm(workDir, { recursive: true, force: true });
});

describe('two servers on one PostgreSQL', () => {
  it("shows an item made on one in the other's list at once, and an edit in its next read", async () => {
    await warm();
    const item = await createGame(a, 'Made on A');
    expect(await gameTitles(b)).toContain('Made on A');
    const renamed = await renameGame(a, item, 'Renamed on A');
    expect(await gameTitles(b)).toContain('Renamed on A');
    expect(await gameTitles(b)).not.toContain('Made on A');
    expect((await ok(gameOn(b, item.id))).title).toBe('Renamed on A');
    // And the other way round, on the list A has just read.
    await renameGame(b, renamed, 'Renamed on B');
    expect(await gameTitles(a)).toContain('Renamed on B');
    expect((await ok(gameOn(a, item.id))).title).toBe('Renamed on B');

    await warm();
    const tag = await ok(
      a.call<{ id: number }>(
        'tag-service/create-tag',
        { name: 'Made on A', level: ['quiz'] },
        { cookie: admin },
      ),
    );
    const user = validUser();
    await ok(a.call('user-service/create-user', user, { cookie: admin }));
    expect(await tagNames(b)).toContain('Made on A');
    expect(await usernames(b)).toContain(user.username);
    await ok(a.call('tag-service/delete-tag', { id: tag.id }, { cookie: admin }));
    expect(await tagNames(b)).not.toContain('Made on A');
    expect((await b.call('tag-service/get-tag', { id: tag.id }, { cookie: admin })).status).toBe(404);
  });

  it('ends on the other server a session ended by a logout or a password change on one', async () => {
    const user = validUser({ username: uniqueName('roamer') });
    await ok(a.call('user-service/create-user', user, { cookie: admin }));
    const first = await signIn(a, user.username, user.password);
    expect(await signedIn(b, first)).toBe(200);
    await ok(a.call('user-service/logout', {}, { cookie: first }));
    expect(await signedIn(b, first)).toBe(401);

    const onA = await signIn(a, user.username, user.password);
    const onB = await signIn(b, user.username, user.password);
    const newPassword = `${user.password}2`;
    const changed = await a.call(
      'user-service/change-my-password',
      { oldPassword: user.password, password: newPassword, passwordRetype: newPassword },
      { cookie: onA },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // The browser that changed it goes on with a fresh session, on any server; every other ends.
    expect(await signedIn(b, onB)).toBe(401);
    expect(await signedIn(b, onA)).toBe(401);
    expect(await signedIn(b, changed.cookie as string)).toBe(200);
    expect(
      (await b.call('user-service/login', { username: user.username, password: user.password })).status,
    ).toBe(401);
    await signIn(b, user.username, newPassword);
  });

  it('counts failed sign-ins sent to either server toward one limit', async () => {
    const user = validUser({ username: uniqueName('guessed') });
    await ok(a.call('user-service/create-user', user, { cookie: admin }));
    const servers = [a, b];
    for (let attempt = 1; attempt <= throttleLimits.pair; attempt += 1) {
      const server = servers[attempt % 2] as Server;
      const answer = await server.call('user-service/login', {
        username: user.username,
        password: 'Wrong-guess-1',
      });
      expect(answer.status, `attempt ${attempt} on ${server.name}`).toBe(401);
    }
    // The next attempt is refused on both, right password or not.
    for (const server of servers) {
      const answer = await server.call('user-service/login', {
        username: user.username,
        password: user.password,
      });
      expect(answer.status, server.name).toBe(429);
    }
  });

  it('stops admitting on the other server, within seconds, an address removed on one', async () => {
    const address = '203.0.113.7';
    expect(await admits(a, address)).toBe(false);
    const entry = await ok(
      a.call<{ id: number }>(
        'allowed-ip-service/create-ip',
        { ip: address, description: 'Office' },
        { cookie: admin },
      ),
    );
    expect(await admits(a, address)).toBe(true);
    await eventually('B admits the address added on A', () => admits(b, address));
    await ok(a.call('allowed-ip-service/delete-ip', { id: entry.id }, { cookie: admin }));
    expect(await admits(a, address)).toBe(false);
    await eventually('B refuses the address removed on A', async () => !(await admits(b, address)));
  });

  it('serves from either server, with the same bytes and headers, a file uploaded through one', async () => {
    const image = pngImage(20, 20);
    const item = await ok(
      a.save('game-service/create-game', { ...gameValues, title: 'With a cover' }, admin, [
        ['image_1', { filename: 'cover.png', content: image, type: 'image/png' }],
      ]),
    );
    const mediaPath = new URL(String(item.image_1), 'http://any').pathname;
    const [onA, onB] = await Promise.all([a, b].map((server) => fetch(`${server.url}${mediaPath}`)));
    expect(onB.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer())).toEqual(image);
    for (const header of ['content-type', 'content-length', 'etag', 'cache-control'])
      expect(onB.headers.get(header), header).toBe(onA.headers.get(header));
    // The bucket holds the one copy; the server it came through kept none in its own folder.
    const name = path.basename(mediaPath);
    expect(await bucket.keys()).toContain(name);
    expect(existsSync(path.join(workDir, 'a', 'media', name))).toBe(false);
  });

  it('serves on both servers, without a restart, a backup restored while they run', async () => {
    const kept = await createGame(a, 'As backed up');
    const keptTag = await ok(
      a.call<{ id: number }>(
        'tag-service/create-tag',
        { name: 'Backed up', level: ['quiz'] },
        { cookie: admin },
      ),
    );
    const office = '198.51.100.8';
    const home = '198.51.100.9';
    const officeEntry = await ok(
      a.call<{ id: number }>(
        'allowed-ip-service/create-ip',
        { ip: office, description: 'Office' },
        { cookie: admin },
      ),
    );
    const file = path.join(workDir, 'before.pgdump');
    const script = (name: string, args: string[]) =>
      runToEnd(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(workDir, 'scripts'),
          INIT_CWD: workDir,
        },
      });
    const backup = await script('db-backup', [file]);
    expect(backup.code, backup.output).toBe(0);

    // Changed after the backup, and read so by both servers: their caches hold the changes.
    await renameGame(b, kept, 'Changed after the backup');
    const later = await createGame(b, 'Made after the backup');
    await ok(b.call('tag-service/delete-tag', { id: keptTag.id }, { cookie: admin }));
    await ok(b.call('allowed-ip-service/delete-ip', { id: officeEntry.id }, { cookie: admin }));
    await ok(b.call('allowed-ip-service/create-ip', { ip: home, description: 'Home' }, { cookie: admin }));
    for (const server of [a, b]) {
      expect(await gameTitles(server)).toEqual(
        expect.arrayContaining(['Changed after the backup', 'Made after the backup']),
      );
      expect(await tagNames(server)).not.toContain('Backed up');
      expect((await ok(gameOn(server, kept.id))).title).toBe('Changed after the backup');
      await eventually(
        `${server.name} admits home, not the office`,
        async () => (await admits(server, home)) && !(await admits(server, office)),
      );
    }

    const restore = await script('db-restore', [file]);
    expect(restore.code, restore.output).toBe(0);

    for (const server of [a, b]) {
      const titles = await gameTitles(server);
      expect(titles, server.name).toContain('As backed up');
      expect(titles, server.name).not.toContain('Changed after the backup');
      expect(titles, server.name).not.toContain('Made after the backup');
      expect((await ok(gameOn(server, kept.id))).title).toBe('As backed up');
      expect((await gameOn(server, later.id)).status).toBe(404);
      expect(await tagNames(server), server.name).toContain('Backed up');
      expect(
        (
          await ok(
            server.call<{ name: string }>('tag-service/get-tag', { id: keptTag.id }, { cookie: admin }),
          )
        ).name,
      ).toBe('Backed up');
      await eventually(
        `${server.name} admits the office again, not home`,
        async () => (await admits(server, office)) && !(await admits(server, home)),
      );
    }
  }, 60_000);
});
