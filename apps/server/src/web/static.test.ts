import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { globalMessage } from '@masthead/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp } from '../../test/harness.ts';

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Masthead</title>');
  await writeFile(path.join(webDist, 'signed-in.html'), '<!doctype html><title>Masthead, signed in</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("app")');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));
const t = fileTestApp(() => ({ config: { webDist } }));

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web app', () => {
  it('answers every screen path with the app, which the browser must revalidate', async () => {
    for (const url of ['/', '/users/edit/3', '/projects?type=game']) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'masthead_session=anything' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
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

  it('sends a browser holding a session the page that starts the signed-in code at once', async () => {
    const page = (url: string, cookie?: string) =>
      t.app
        .inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })
        .then((response) => response.body);
    for (const url of ['/', '/projects?type=game', '/users/edit/3']) {
      expect(await page(url, 'masthead_session=anything')).toContain('signed in');
    }
    // The sign-in pages need none of it, session cookie or not.
    expect(await page('/login', 'masthead_session=anything')).not.toContain('signed in');
    expect(await page('/login/forgot-password', 'masthead_session=anything')).not.toContain('signed in');
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'masthead_session=x' },
    });
    expect(response.headers.vary).toContain('Cookie');
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
