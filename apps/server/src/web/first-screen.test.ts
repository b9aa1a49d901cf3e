import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTestApp, validProject } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { firstScreens } from './first-screen.ts';

/**
 * The server's side of a list's first screen (first-screen.ts), with a drawing module that says
 * what it was given: the real one (apps/web/src/first-screen/draw.tsx) is the end-to-end tests'.
 */
const drawingModule = `
const drawing = new Map();
globalThis.mostDrawnAtOnce = { all: 0, oneUser: 0 };
export async function drawFirstScreen(address, user, run) {
  if (address.startsWith('/fails')) throw new Error('a drawing that failed');
  if (!address.startsWith('/projects')) return undefined;
  drawing.set(user.id, (drawing.get(user.id) ?? 0) + 1);
  const most = globalThis.mostDrawnAtOnce;
  most.all = Math.max(most.all, [...drawing.values()].reduce((sum, n) => sum + n, 0));
  most.oneUser = Math.max(most.oneUser, ...drawing.values());
  try {
    const answer = await run('project-service/get-all-projects', undefined);
    await new Promise((resolve) => setTimeout(resolve, address.includes('slow') ? 200 : 20));
    if (answer.status !== 200) return undefined;
    const names = JSON.parse(answer.text).data.map((project) => project.name);
    return '<div id="drawn">' + user.username + ': ' + names.join(', ') + ' $& $1</div>';
  } finally {
    drawing.set(user.id, drawing.get(user.id) - 1);
  }
}`;

let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'masthead-web-'));
  await mkdir(path.join(webDist, 'ssr'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Masthead</title>');
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
  await writeFile(path.join(webDist, 'signed-in.html'), page('Masthead, signed in'));
  await writeFile(path.join(webDist, 'first-screen.html'), page('Masthead, drawn'));
  await writeFile(path.join(webDist, 'ssr', 'draw.js'), drawingModule);
});
afterAll(() => rm(webDist, { recursive: true, force: true }));
const t = fileTestApp(() => ({ config: { webDist } }));

/** A page as a browser opens an address typed or followed on this site (Sec-Fetch-Site). */
const page = async (url: string, cookie: string, site = 'none') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie, 'sec-fetch-site': site } });
  expect(response.statusCode).toBe(200);
  return response.body;
};
const drawingOf = (html: string) => html.match(/<div id="drawn">(.*?)<\/div><div id="root">/)?.[1];

describe("a list's first screen, drawn by the server", () => {
  it('is drawn from the calls the user makes, as that user, before the app', async () => {
    const created = await t.call('project-service/create-project', validProject({ name: 'Drawn Harbor' }), {
      cookie: await t.adminCookie(),
    });
    expect(created.statusCode).toBe(200);
    const reader = await t.signedInUser(['access_all_projects']);
    const html = await page('/projects', reader.cookie);
    expect(html).toContain('<title>Masthead, drawn</title>');
    expect(drawingOf(html)).toContain(`${reader.username}: `);
    expect(drawingOf(html)).toContain('Drawn Harbor');
  });

  it('is drawn only for an address typed, bookmarked or followed on this site', async () => {
    const reader = await t.signedInUser(['access_all_projects']);
    for (const site of ['none', 'same-origin'])
      expect(drawingOf(await page('/projects', reader.cookie, site))).toBeDefined();
    for (const site of ['cross-site', 'same-site', ''])
      expect(drawingOf(await page('/projects', reader.cookie, site)), site).toBeUndefined();
  });

  it('is not drawn for a user the list is refused to: the page goes as it was', async () => {
    const stranger = await t.signedInUser([]);
    const html = await page('/projects', stranger.cookie);
    expect(html).toContain('<title>Masthead, signed in</title>');
    expect(html).not.toContain('Drawn Harbor');
  });

  it('sends the page as it was when the drawing fails, or the address is no list', async () => {
    const reader = await t.signedInUser(['access_all_projects']);
    for (const url of ['/fails', '/users/edit/1']) {
      const html = await page(url, reader.cookie);
      expect(html).toContain('<title>Masthead, signed in</title>');
      expect(drawingOf(html)).toBeUndefined();
    }
  });

  it('keeps what the drawing holds as it is, replacement patterns included', async () => {
    const reader = await t.signedInUser(['access_all_projects']);
    expect(drawingOf(await page('/projects', reader.cookie))).toMatch(/ \$& \$1$/);
  });

  it('draws four at once at most, one a user, and every page of a burst still comes, with or without', async () => {
    const readers = await Promise.all(
      Array.from({ length: 6 }, () => t.signedInUser(['access_all_projects'])),
    );
    const pages = await Promise.all(
      readers.flatMap((reader) => Array.from({ length: 7 }, () => page('/projects', reader.cookie))),
    );
    const drawn = pages.filter((html) => drawingOf(html) !== undefined).length;
    const most = (globalThis as { mostDrawnAtOnce?: { all: number; oneUser: number } }).mostDrawnAtOnce;
    expect(most?.all).toBeLessThanOrEqual(4);
    expect(most?.oneUser).toBe(1);
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(pages.length);
    for (const html of pages) expect(html).toMatch(/<title>Masthead, (drawn|signed in)<\/title>/);
  });

  it('is never drawn with FIRST_SCREENS_AT_ONCE=0, a setting that takes a whole number only', () => {
    expect(loadConfig({ FIRST_SCREENS_AT_ONCE: '0' }).firstScreensAtOnce).toBe(0);
    expect(loadConfig({}).firstScreensAtOnce).toBe(4);
    expect(firstScreens(t.app, { webDist, drawnAtOnce: 0 })).toBeUndefined();
    expect(() => loadConfig({ FIRST_SCREENS_AT_ONCE: 'many' })).toThrow(
      'FIRST_SCREENS_AT_ONCE must be a whole number, not "many"',
    );
  });

  it("never serves the server's drawing code to a browser", async () => {
    const reader = await t.signedInUser(['access_all_projects']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/ssr/draw.js',
      headers: { cookie: reader.cookie },
    });
    expect(response.body).not.toContain('drawFirstScreen');
  });

  // Last: it spends the drawing budget (drawing-budget.ts), which the tests before would find spent.
  it('draws within its budget: slow drawings one after another past it go without', async () => {
    const reader = await t.signedInUser(['access_all_projects']);
    const pages: string[] = [];
    // Each drawing takes 200 ms once its calls have answered: without a budget, all twenty would be drawn.
    for (let n = 0; n < 20; n += 1) pages.push(await page('/projects?slow', reader.cookie));
    const drawn = pages.filter((html) => drawingOf(html) !== undefined).length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(12);
  });
});
