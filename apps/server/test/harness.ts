import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  type CallInput,
  type CallOutput,
  type CallParsed,
  type CallPath,
  type FieldMessages,
  globalMessage,
  messageMarker,
  type PermissionName,
  permissionNames,
  type User,
} from '@masthead/contract';
import { hash as argon2Hash } from '@node-rs/argon2';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessionCookie } from '../src/auth/sessions.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { projects, userPermissions, users } from '../src/db/schema.ts';
import { seedPermissions } from '../src/db/seed.ts';
import { isOutboxMail } from '../src/mail/mailer.ts';
import { toColumns } from '../src/projects/service.ts';

const migrationsDir = path.join(import.meta.dirname, '../src/db/migrations');

/**
 * PGlite's initdb and the migrations take most of a file's start-up, so they run once into
 * a template (a data directory dump, named after the migrations it holds) that every test
 * file then loads. The template is made by openDatabase itself, so it is what the app makes.
 */
async function pgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsDir, { recursive: true })).filter((file) =>
    /\.(sql|json)$/.test(file),
  );
  for (const file of files.sort()) hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  // A new PGlite may store its data differently: its version is part of the name too.
  for (const modules of ['../node_modules', '../../../node_modules']) {
    const manifest = path.join(import.meta.dirname, modules, '@electric-sql/pglite/package.json');
    hash.update(await readFile(manifest).catch(() => ''));
  }
  const templatePath = path.join(
    os.tmpdir(),
    `masthead-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`,
  );
  const saved = await readFile(templatePath).catch(() => null);
  if (saved) return new Blob([saved]);
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  // Written aside and renamed, so a file running alongside never reads half a template.
  const partPath = `${templatePath}.${process.pid}.part`;
  await writeFile(partPath, Buffer.from(await dump.arrayBuffer()));
  await rename(partPath, templatePath);
  return dump;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the server of
 * TEST_DATABASE_URL when the suite runs on PostgreSQL (TEST_DB_KIND=postgres).
 */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const client = new PGlite({ loadDataDir: await pgliteTemplate() });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', close: () => client.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is needed to run the suite on PostgreSQL');
  const name = `masthead_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    async close() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // The pool's end() resolves before its sockets have closed; dropping with force while
      // they close would hand them a "terminating connection" error nobody listens for.
      for (let waited = 0; waited < 5000; waited += 20) {
        const open = await cleaner.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export const strongPassword = 'Secret123!';
export const publicUrl = 'http://masthead.test';

/** The envelope as a test reads it: `data` on success, `message`/`messages` on failure. */
export interface CallBody<T> {
  status: 'OK' | 'ERROR';
  data: T;
  message?: string;
  messages?: FieldMessages;
}

export interface CallResult<T> {
  statusCode: number;
  body: CallBody<T>;
  /** `masthead_session=…` when the answer set a session cookie (not when it cleared one). */
  cookie: string | undefined;
  /** The raw Set-Cookie line of the session cookie, to read its flags. */
  setCookie: string | undefined;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  cookie?: string;
  headers?: Record<string, string>;
  /** The client's address; the login throttle counts failures per address. */
  remoteAddress?: string;
}

type UserOverrides = Partial<Omit<User, 'id' | 'permissions'>> & {
  password?: string;
  permissions?: readonly PermissionName[];
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Makes a call as a browser on the same site would; `cookie` signs it in. */
  call<P extends CallPath>(
    path: P,
    body?: CallInput<P> | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<CallResult<CallOutput<P>>>;
  /** A user straight in the database (with the given permissions), for arranging a test. */
  createUser(overrides?: UserOverrides): Promise<{ id: number; username: string; password: string }>;
  /** A user with the given permissions, signed in: its id, username and session cookie. */
  signedInUser(
    permissions: readonly PermissionName[],
    overrides?: UserOverrides,
  ): Promise<{ id: number; username: string; cookie: string }>;
  /** The cookie of a signed-in user holding only `permission` (one such user per file). */
  holderOf(permission: PermissionName): Promise<string>;
  /** A project straight in the database, for arranging a test. */
  createProject(overrides?: Partial<ProjectFields>): Promise<{ id: number }>;
  /** Signs in and answers the session cookie. */
  signIn(username: string, password?: string, remember?: boolean): Promise<string>;
  /** An admin's cookie: a user holding every permission. */
  adminCookie(): Promise<string>;
  /** The mails written to the outbox so far, as raw text, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

let counter = 0;
/** A name no other test of the file uses: letters then digits, valid as a username. */
export const uniqueName = (prefix = 'user') => {
  counter += 1;
  return `${prefix}${counter}x${process.pid % 10000}`;
};

/** A create-user body that passes every rule; override the field under test. */
type UserFields = CallParsed<'user-service/create-user'>;
type ProjectFields = CallParsed<'project-service/create-project'>;

export const validUser = (overrides: Partial<UserFields> = {}): UserFields => {
  const username = overrides.username ?? uniqueName('new');
  return {
    username,
    password: strongPassword,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `${username}@example.com`,
    status: 'ACTIVE',
    note: '',
    permissions: ['access_all_projects'],
    ...overrides,
  };
};

/** An update-user body for `user` that passes every rule; `changes` are the fields under test. */
export const validUserUpdate = (
  user: { id: number; username: string },
  changes: Partial<UserFields> = {},
) => ({
  ...validUser({ username: user.username, ...changes }),
  id: user.id,
});

/** A create-project body that passes every rule; override the field under test. */
export const validProject = (overrides: Partial<ProjectFields> = {}): ProjectFields => ({
  factor_id: 101,
  name: 'Daily Games',
  legal_name: 'Daily Games Ltd',
  tld: 'com',
  content_type: 'game',
  status: 'ACTIVE',
  http_locked: 'NO',
  supports_https: 'YES',
  ...overrides,
});

/** The text of a raw .eml, with its quoted-printable soft breaks and escapes undone. */
export const mailText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Argon2 is slow on purpose, and every sign-in of an arranged user pays for it again: the
 * hash is verified with the cost it names. Users arranged straight in the database get a
 * hash of the same algorithm at the lowest cost (1 MiB, 1 pass), which the app verifies like
 * any other in a tenth of the time; the hashes the app makes itself (create-user, password
 * changes and resets) keep the app's own cost. The same password's hash is made once per file.
 */
const arrangedHashCost = { memoryCost: 1024, timeCost: 1 };
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  const hash = hashes.get(password) ?? argon2Hash(password, arrangedHashCost);
  hashes.set(password, hash);
  return hash;
};

/**
 * `config` overrides what the environment would set, e.g. `{ trustProxy: 1 }`. Pass another
 * test app's `database` to run a second app on the same data (closing it leaves the data be).
 */
export interface TestAppOptions {
  config?: Partial<Config>;
  database?: Database;
  logStream?: { write(line: string): void };
}

export async function startTestApp({
  config: overrides = {},
  database: shared,
  logStream,
}: TestAppOptions = {}): Promise<TestApp> {
  const database = shared ?? (await freshDatabase());
  if (!shared) await seedPermissions(database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: publicUrl }),
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
  const app = await buildApp({ config, db: database.db, ...(logStream ? { logStream } : {}) });
  await app.ready();

  const holders = new Map<PermissionName, Promise<string>>();
  const testApp: TestApp = {
    app,
    database,
    dataDir,
    async call(callPath, body, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${callPath}`,
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
        ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const sessionSetCookie = ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .find((line) => line.startsWith(`${sessionCookie}=`));
      const setCookie = response.cookies.find((cookie) => cookie.name === sessionCookie);
      return {
        statusCode: response.statusCode,
        body: response.json(),
        cookie: setCookie?.value ? `${sessionCookie}=${setCookie.value}` : undefined,
        setCookie: sessionSetCookie,
        headers: response.headers,
      };
    },
    async createUser({ password = strongPassword, permissions = [], ...overrides } = {}) {
      const username = overrides.username ?? uniqueName();
      const [row] = await database.db
        .insert(users)
        .values({
          username,
          passwordHash: await cachedHash(password),
          firstName: overrides.first_name ?? 'Test',
          lastName: overrides.last_name ?? 'User',
          email: overrides.email ?? `${username}@example.com`,
          status: overrides.status ?? 'ACTIVE',
          note: overrides.note ?? '',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user not created');
      if (permissions.length) {
        await database.db
          .insert(userPermissions)
          .values(permissions.map((permissionName) => ({ userId: row.id, permissionName })));
      }
      return { id: row.id, username, password };
    },
    async signedInUser(permissions, overrides = {}) {
      const user = await testApp.createUser({ ...overrides, permissions });
      return {
        id: user.id,
        username: user.username,
        cookie: await testApp.signIn(user.username, user.password),
      };
    },
    holderOf(permission) {
      // All twenty are signed in at once on first use: argon2 runs on several threads.
      if (!holders.size) {
        for (const name of permissionNames) {
          holders.set(
            name,
            testApp.signedInUser([name]).then((user) => user.cookie),
          );
        }
      }
      const cookie = holders.get(permission);
      if (!cookie) throw new Error(`no holder of ${permission}`);
      return cookie;
    },
    async createProject(overrides = {}) {
      const fields = validProject(overrides);
      const [row] = await database.db
        .insert(projects)
        .values(toColumns(fields))
        .returning({ id: projects.id });
      if (!row) throw new Error('project not created');
      return row;
    },
    async signIn(username, password = strongPassword, remember = false) {
      // From an address no test fails from, so that deliberate failures never throttle it.
      const result = await testApp.call(
        'user-service/login',
        { username, password, remember },
        { remoteAddress: '192.0.2.1' },
      );
      if (!result.cookie) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(result.body)}`);
      return result.cookie;
    },
    async adminCookie() {
      return (await testApp.signedInUser(permissionNames)).cookie;
    },
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [])).filter(isOutboxMail).sort();
      return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

type FileTestAppOptions = TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);

/**
 * The app of a test file: started before the file's first test, closed after its last. The
 * object is filled when it starts, so read it inside tests and hooks only. `options` may be a
 * function, read at start, when they depend on what an earlier `beforeAll` made.
 */
export function fileTestApp(options: FileTestAppOptions = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await startTestApp(typeof options === 'function' ? await options() : options));
  });
  afterAll(() => testApp.close());
  return testApp;
}

export interface SignedInTestApp extends TestApp {
  /** The file's user, signed in at start: its id, username and session cookie. */
  user: { id: number; username: string; cookie: string };
  /** Makes a call as the file's user, or as the holder of `cookie`. */
  as<P extends CallPath>(
    path: P,
    body?: CallInput<P> | Record<string, unknown>,
    cookie?: string,
  ): Promise<CallResult<CallOutput<P>>>;
}

/**
 * The app of a test file (see fileTestApp) with a user holding `permissions` signed in, by
 * default every permission: the administrator most tests act as.
 */
export function fileTestAppSignedIn(
  permissions: readonly PermissionName[] = permissionNames,
  options: FileTestAppOptions = {},
): SignedInTestApp {
  const testApp = fileTestApp(options) as SignedInTestApp;
  testApp.as = (callPath, body, cookie = testApp.user.cookie) => testApp.call(callPath, body, { cookie });
  beforeAll(async () => {
    testApp.user = await testApp.signedInUser(permissions);
  });
  return testApp;
}

/** How the API writes a date and time. */
export const dateTimePattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The answer to a save with fields that break their rules. */
export const fieldErrors = (messages: Record<string, string[]>) => ({
  status: 'ERROR',
  message: globalMessage.fixFields,
  messages,
});

/** The call answers 404, naming `what` was not found. */
export async function expectNotFound(answer: Promise<CallResult<unknown>>, what: string) {
  const result = await answer;
  expect(result.statusCode).toBe(404);
  expect(result.body).toEqual({ status: 'ERROR', message: globalMessage.notFound(what) });
}

/** Waits for mail that leaves after the answer (password reset sends it in the background). */
export async function waitForMail(testApp: TestApp, count: number) {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const mails = await testApp.outbox();
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return testApp.outbox();
}

export interface AccessCase {
  path: CallPath;
  /** The permissions the spec's table grants this call, any one of them sufficing. */
  allowed: readonly PermissionName[];
  /** A valid body for the call; made afresh for each permission that may make it. */
  body: () => Record<string, unknown> | Promise<Record<string, unknown>>;
}

/** An access case's body naming a record made afresh, by its id. */
export const idOfNew = (create: () => Promise<{ id: number }>) => async () => ({ id: (await create()).id });

/**
 * For each call: a user holding only one permission outside `allowed` gets 403 "Permission
 * denied…", whichever of the 20 it is; a user holding only one inside succeeds.
 */
export function describeAccess(app: () => TestApp, cases: AccessCase[]) {
  describe.each(cases)('who may call $path', ({ path, allowed, body }) => {
    it('refuses a user holding only another permission', async () => {
      for (const permission of permissionNames.filter((name) => !allowed.includes(name))) {
        const cookie = await app().holderOf(permission);
        const result = await app().call(path, await body(), { cookie });
        expect(result.statusCode, permission).toBe(403);
        expect(result.body.message?.startsWith(messageMarker.permissionDenied), permission).toBe(true);
      }
    });
    it.each(allowed)('lets in a user holding only %s', async (permission) => {
      const cookie = await app().holderOf(permission);
      const result = await app().call(path, await body(), { cookie });
      expect(result.body.status).toBe('OK');
      expect(result.statusCode).toBe(200);
    });
  });
}
