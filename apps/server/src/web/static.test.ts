import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { globalMessage, signedInUserBlockId } from '@masthead/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, startTestApp } from '../../test/harness.ts';
import { hashToken } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Masthead</title>');
  await writeFile(
    path.join(webDist, 'signed-in.html'),
    '<!doctype html><html><head><title>Masthead, signed in</title></head><body></body></html>',
  );
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));
const t = fileTestApp(() => ({ config: { webDist } }));

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The user the page's data block names, as the app reads it. */
function signedInUserOf(html: string): unknown {
  const block = new RegExp(`<script type="application/json" id="${signedInUserBlockId}">([^<]*)</script>`);
  const text = html.match(block)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

describe('the web app', () => {
  it('answers every screen path of a signed-in browser with its own page, which no cache keeps', async () => {
    const { cookie } = await t.signedInUser([]);
    for (const url of ['/', '/users/edit/3', '/projects?type=game']) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('tells each signed-in browser who it is, as is-logged-in answers it', async () => {
    const editor = await t.signedInUser(['access_all_projects']);
    const admin = await t.adminCookie();
    for (const cookie of [editor.cookie, admin]) {
      const answer = await t.call('user-service/is-logged-in', {}, { cookie });
      const page = await get('/projects', cookie);
      expect(signedInUserOf(page.body)).toEqual(answer.body.data);
    }
    expect(signedInUserOf((await get('/projects', editor.cookie)).body)).toMatchObject({
      id: editor.id,
      username: editor.username,
      permissions: ['access_all_projects'],
    });
  });

  it('writes what a user typed into the data block so that it cannot end the block', async () => {
    const note = '</script><script src="/evil.js"></script><!--';
    const { cookie } = await t.signedInUser([], { note, first_name: 'A<b>' });
    const page = (await get('/', cookie)).body;
    expect(page).not.toContain('/evil.js"></script>');
    expect(page).not.toContain('<b>');
    expect(signedInUserOf(page)).toMatchObject({ note, first_name: 'A<b>' });
  });

  it('sends a browser whose session has ended to the sign-in page, as one without a session', async () => {
    const { cookie } = await t.signedInUser([]);
    await t.call('user-service/logout', {}, { cookie });
    for (const ended of [cookie, 'masthead_session=never-issued']) {
      const response = await get('/games/12', ended);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login?next=%2Fgames%2F12');
      expect(response.body).not.toContain(signedInUserBlockId);
    }
  });

  it('says nothing of the session to an address the allow-list refuses, and keeps it no longer alive', async () => {
    const enforcing = await startTestApp({
      database: t.database,
      config: { webDist, enforceAllowedIps: true },
    });
    try {
      const { cookie } = await t.signedInUser([]);
      const from = (remoteAddress: string) =>
        enforcing.app.inject({ method: 'GET', url: '/projects', remoteAddress, headers: { cookie } });
      // Due its once-a-minute last-seen write, which would push its expiry on.
      const session = eq(sessions.id, hashToken(cookie.slice(cookie.indexOf('=') + 1)));
      await t.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '2 minutes'`, expiresAt: sql`now() + interval '1 hour'` })
        .where(session);
      const expiry = async () =>
        (await t.database.db.select({ at: sessions.expiresAt }).from(sessions).where(session))[0]?.at;
      const expiryBefore = await expiry();
      const outside = await from('203.0.113.7');
      expect(outside.statusCode).toBe(200);
      expect(outside.body).not.toContain(signedInUserBlockId);
      expect(await expiry()).toEqual(expiryBefore);
      // The operator's own machine always passes.
      expect(signedInUserOf((await from('127.0.0.1')).body)).toMatchObject({ permissions: [] });
    } finally {
      await enforcing.close();
    }
  });

  it('sends a browser without a session straight to the sign-in page, with the address to come back to', async () => {
    const cases = [
      ['/', '/login'],
      ['/games/12', '/login?next=%2Fgames%2F12'],
      ['/projects?type=game', '/login?next=%2Fprojects%3Ftype%3Dgame'],
    ];
    for (const [url, location] of cases) {
      const response = await get(url as string);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(location);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('sends a signed-in browser the page that starts the signed-in code at once', async () => {
    const { cookie } = await t.signedInUser([]);
    const page = (url: string, withCookie: string) => get(url, withCookie).then((response) => response.body);
    for (const url of ['/', '/projects?type=game', '/users/edit/3']) {
      expect(await page(url, cookie)).toContain('signed in');
    }
    // The sign-in pages need none of it, session cookie or not.
    expect(await page('/login', 'masthead_session=anything')).not.toContain('signed in');
    expect(await page('/login/forgot-password', 'masthead_session=anything')).not.toContain('signed in');
  });

  it('serves built files for a year and a missing one as 404, never as the app page', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/app-from-an-older-release.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type'] ?? '').not.toMatch(/text\/html/);
  });

  it('keeps /api paths in the envelope, even for GET', async () => {
    const response = await get('/api/no-such-service/call');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'ERROR', message: globalMessage.unknownCall });
  });
});
