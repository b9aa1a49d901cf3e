import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallPath, CurrentUser } from '@masthead/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How the web build's first-screen module (apps/web/src/first-screen/draw.tsx) is called. */
type RunCall = (path: CallPath, input: unknown) => Promise<{ status: number; text: string }>;
type DrawFirstScreen = (address: string, user: CurrentUser, run: RunCall) => Promise<string | undefined>;

/**
 * An answer past this size is not carried in the page: the page would wait for it, where
 * without a first screen it shows its heading at once and the app asks for the list itself.
 */
const largestAnswer = 512 * 1024;

/**
 * The first screen of a list's address, drawn for the signed-in user with the app's own
 * components (apps/web/src/first-screen/draw.tsx): HTML that goes before the app's root, or none,
 * and then the page is sent as it was. Its calls are made through the server's own door, as the
 * user's browser would make them (the same session, address and checks); `drawnAtOnce` at most
 * (FIRST_SCREENS_AT_ONCE), past which a page goes without, and its app draws the screen. The drawing module is
 * loaded on the first page that needs it: a server that only answers calls never holds it.
 */
export function firstScreens(
  app: FastifyInstance,
  { webDist, drawnAtOnce }: { webDist: string; drawnAtOnce: number },
) {
  const file = path.join(webDist, 'ssr', 'draw.js');
  if (drawnAtOnce === 0 || !existsSync(file)) return undefined;
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
  let drawing = 0;
  return async (request: FastifyRequest, user: CurrentUser): Promise<string | undefined> => {
    if (request.method !== 'GET' || drawing >= drawnAtOnce) return undefined;
    drawing += 1;
    try {
      const draw = await loadDrawer();
      return await draw?.(request.url, user, (path, input) => callAs(app, request, path, input));
    } catch (error) {
      // The page goes without: its app draws the screen, and meets the failure itself if it is one.
      request.log.warn({ err: error }, 'The first screen was not drawn.');
      return undefined;
    } finally {
      drawing -= 1;
    }
  };
}

/** A call as the page's own browser would make it: its session, its address, no page named. */
async function callAs(app: FastifyInstance, request: FastifyRequest, path: CallPath, input: unknown) {
  const { host, cookie, 'user-agent': userAgent, 'x-forwarded-for': forwardedFor } = request.headers;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: request.socket.remoteAddress,
    headers: {
      'content-type': 'application/json',
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
