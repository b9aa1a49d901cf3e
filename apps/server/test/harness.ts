import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type CallInput,
  type CallPath,
  type ErrorEnvelope,
  type OkEnvelope,
  type PermissionName,
  permissionNames,
  type User,
} from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { seedPermissions } from '../src/db/seed.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { userPermissions, users } from '../src/db/schema.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the server of
 * TEST_DATABASE_URL when the suite runs on PostgreSQL (TEST_DB_KIND=postgres).
 */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ dataDir: 'memory://' });
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
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export const strongPassword = 'Secret123!';

export interface CallResult<T> {
  statusCode: number;
  body: OkEnvelope<T> & ErrorEnvelope;
  cookie: string | undefined;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Makes a call as a browser on the same site would; `cookie` signs it in. */
  call<P extends CallPath>(
    path: P,
    body?: CallInput<P> | Record<string, unknown>,
    options?: { cookie?: string; headers?: Record<string, string> },
  ): Promise<CallResult<unknown>>;
  /** A user straight in the database (with the given permissions), for arranging a test. */
  createUser(overrides?: Partial<Omit<User, 'id' | 'permissions'>> & { password?: string; permissions?: PermissionName[] }): Promise<{ id: number; username: string; password: string }>;
  /** Signs in and answers the session cookie. */
  signIn(username: string, password?: string, remember?: boolean): Promise<string>;
  /** An admin's cookie: a user holding every permission. */
  adminCookie(): Promise<string>;
  /** The mails written to the outbox so far, as raw text, oldest first. */
  outbox(): Promise<string[]>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function startTestApp(): Promise<TestApp> {
  const database = await freshDatabase();
  await seedPermissions(database.db);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'masthead-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://masthead.test' }),
    webDist: path.join(dataDir, 'no-web'),
  };
  const app = await buildApp({ config, db: database.db });
  await app.ready();

  const testApp: TestApp = {
    app,
    database,
    dataDir,
    async call(callPath, body, options = {}) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/${callPath}`,
        headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const setCookie = response.cookies.find((cookie) => cookie.name === 'masthead_session');
      return {
        statusCode: response.statusCode,
        body: response.json(),
        cookie: setCookie?.value ? `masthead_session=${setCookie.value}` : undefined,
        headers: response.headers,
      };
    },
    async createUser({ password = strongPassword, permissions = [], ...overrides } = {}) {
      userCounter += 1;
      const username = overrides.username ?? `user${userCounter}x${Date.now() % 100000}`;
      const [row] = await database.db
        .insert(users)
        .values({
          username,
          passwordHash: await hashPassword(password),
          firstName: overrides.first_name ?? 'Test',
          lastName: overrides.last_name ?? `User${userCounter}`,
          email: overrides.email ?? `${username}@example.com`,
          status: overrides.status ?? 'ACTIVE',
          note: overrides.note ?? '',
        })
        .returning({ id: users.id });
      if (!row) throw new Error('user not created');
      if (permissions.length) {
        await database.db.insert(userPermissions).values(permissions.map((permissionName) => ({ userId: row.id, permissionName })));
      }
      return { id: row.id, username, password };
    },
    async signIn(username, password = strongPassword, remember = false) {
      const result = await testApp.call('user-service/login', { username, password, remember });
      if (!result.cookie) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(result.body)}`);
      return result.cookie;
    },
    async adminCookie() {
      const admin = await testApp.createUser({ permissions: permissionNames });
      return testApp.signIn(admin.username);
    },
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [])).sort();
      return Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** Waits for mail that leaves after the answer (password reset sends it in the background). */
export async function waitForMail(testApp: TestApp, count: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mails = await testApp.outbox();
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return testApp.outbox();
}
