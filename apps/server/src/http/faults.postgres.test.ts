import net from 'node:net';
import { game, globalMessage } from '@masthead/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { seedPermissions } from '../db/seed.ts';

/**
 * A TCP relay between the server and PostgreSQL that the test can cut and restore, as a network
 * failure or a database restart would, without stopping the PostgreSQL other tests use.
 */
function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  let listener: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      listener = server;
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => listener?.close(resolve));
    },
  };
}

const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = `masthead_faults_${process.pid}_${Date.now()}`;
const relay = relayTo(serverUrl);
let database: Database;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: serverUrl.toString() });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  await relay.listen();
  const url = new URL(serverUrl);
  url.port = String(relay.port);
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await seedPermissions(database.db);
});
// Registered after the hooks above: the app starts once the database is open, and closes first.
afterAll(async () => {
  await database.close();
  await relay.cut();
  await admin(`drop database if exists ${name} with (force)`);
});
const t = fileTestApp(() => ({ database }));

describe('when PostgreSQL goes away', () => {
  it('answers 503 with a clear message, then recovers by itself once it is back', async () => {
    const cookie = await t.adminCookie();
    const list = () => t.call('project-service/get-all-projects', {}, { cookie });
    const getGame = (id: number) => t.call(game.calls.get, { id }, { cookie });
    expect((await list()).statusCode).toBe(200);

    await relay.cut();
    // Calls made at once share one session statement (db/per-turn.ts): its failure answers each.
    const together = await Promise.all([list(), list(), getGame(1), getGame(2)]);
    expect(new Set(together.map(({ headers }) => headers['x-request-id'])).size).toBe(together.length);
    for (const answer of [
      ...together,
      await list(),
      await t.call('user-service/login', { username: 'x', password: 'y' }),
    ]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toEqual({
        status: 'ERROR',
        message: globalMessage.databaseUnavailable,
        requestId: answer.headers['x-request-id'],
      });
    }

    await relay.listen();
    // The pool drops its dead connections as it meets them; no restart is needed.
    const answers: number[] = [];
    for (let attempt = 0; attempt < 20 && answers.at(-1) !== 200; attempt += 1)
      answers.push((await list()).statusCode);
    expect(answers.at(-1)).toBe(200);
    expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
  });
});
