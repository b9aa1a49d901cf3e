import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type CallPath,
  type CurrentUser,
  type DrawFirstScreen,
  type FirstScreenCall,
  firstScreenBuild,
} from '@masthead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestIdHeader } from '../ops/request-id.ts';
import { drawingBudget } from './drawing-budget.ts';
import { signedInPageFor } from './signed-in-page.ts';

/**
 * An answer past this size is not carried in the page: the page would wait for it, where
 * without a first screen it shows its heading at once and the app asks for the list itself.
 */
const largestAnswer = 512 * 1024;

/**
 * Navigations a drawing is made for (Sec-Fetch-Site): an address typed, bookmarked or followed
 * from this site. A page another site opens in the user's browser is sent without: what is drawn
 * depends on the address (a search, a filter), and the page's size would answer a question
 * about the user's data to whoever chose the address and watches the network.
 */
const drawnFor = new Set(['none', 'same-origin']);

/**
 * The signed-in page of a list's address with its first screen drawn for the user with the app's
 * own components (apps/web/src/first-screen/draw.tsx) before the app's root; or none, and then the
 * page is sent as it was. None at all when the build has no drawing module. Its calls are made through the server's own door, as the
 * user's browser would make them (the same session, address and checks). `drawnAtOnce` at most
 * (FIRST_SCREENS_AT_ONCE), one per user, within the drawing budget (drawing-budget.ts); past those
 * a page goes without, and its app draws the screen. The drawing module is loaded on the first
 * page that needs it: a server that only answers calls never holds it.
 */
export function firstScreens(
  app: FastifyInstance,
  { webDist, drawnAtOnce }: { webDist: string; drawnAtOnce: number },
) {
  const file = path.join(webDist, firstScreenBuild.folder, firstScreenBuild.module);
  const pageFile = path.join(webDist, firstScreenBuild.page);
  if (drawnAtOnce === 0 || !existsSync(file) || !existsSync(pageFile)) return undefined;
  const pageOf = signedInPageFor(pageFile);
  let drawer: Promise<DrawFirstScreen | undefined> | undefined;
  const loadDrawer = () => {
    drawer ??= import(pathToFileURL(file).href).then(
      (module: { drawFirstScreen: DrawFirstScreen }) => module.drawFirstScreen,
      (error: unknown) => {
        app.log.warn({ err: error }, 'The first-screen module of the web build could not be loaded.');
        return undefined;
      },
    );
    return drawer;
  };
  const drawingFor = new Set<number>();
  const budget = drawingBudget();
  const isWanted = (request: FastifyRequest, user: CurrentUser) =>
    request.method === 'GET' &&
    drawnFor.has(String(request.headers['sec-fetch-site'])) &&
    drawingFor.size < drawnAtOnce &&
    !drawingFor.has(user.id) &&
    budget.allows();
  return async (request: FastifyRequest, user: CurrentUser): Promise<string | undefined> => {
    if (!isWanted(request, user)) return undefined;
    drawingFor.add(user.id);
    // The drawing's own time, from its calls' last answer (the drawing proper holds the thread):
    // not the module's first load, nor the calls, the server's ordinary work, which leave its
    // thread free while the database answers.
    let drawingStarted = 0;
    let lastAnswered = 0;
    const call: FirstScreenCall = async (path, input) => {
      // A browser that has gone (a reload, a burst of abandoned pages) gets nothing drawn.
      if (request.raw.socket?.destroyed) return { status: 0, text: '' };
      try {
        return await callAs(app, request, path, input);
      } finally {
        lastAnswered = performance.now();
      }
    };
    try {
      const draw = await loadDrawer();
      drawingStarted = performance.now();
      const drawing = await draw?.(request.url, user, call);
      return drawing && pageOf(user, drawing);
    } catch (error) {
      // The page goes without: its app draws the screen, and meets the failure itself if it is one.
      request.log.warn({ err: error }, 'The first screen was not drawn.');
      return undefined;
    } finally {
      drawingFor.delete(user.id);
      if (drawingStarted) budget.spend(performance.now() - Math.max(drawingStarted, lastAnswered));
    }
  };
}

/**
 * A call as the page's own browser would make it: its session, its address, no page named;
 * logged under the page's request id, so the page's calls can be followed in the log.
 */
async function callAs(app: FastifyInstance, request: FastifyRequest, path: CallPath, input: unknown) {
  const { host, cookie, 'user-agent': userAgent, 'x-forwarded-for': forwardedFor } = request.headers;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: request.socket.remoteAddress,
    headers: {
      'content-type': 'application/json',
      [requestIdHeader]: request.id,
      ...(host && { host }),
      ...(cookie && { cookie }),
      ...(userAgent && { 'user-agent': userAgent }),
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
    },
    payload: JSON.stringify(input ?? {}),
  });
  // Too large to carry: as a call that did not answer, the screen is not drawn.
  if (answer.rawPayload.length > largestAnswer) return { status: 0, text: '' };
  return { status: answer.statusCode, text: answer.body };
}
