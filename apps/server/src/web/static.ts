import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstScreenBuild } from '@masthead/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserOf } from '../auth/current-user.ts';
import { sessionCookie } from '../auth/sessions.ts';
import type { Services } from '../services.ts';
import { addressRefusal } from '../taxonomy/allowed-ips/guard.ts';
import { firstScreens } from './first-screen.ts';
import { loginAddress, nextPathFrom } from './sign-in/next-path.ts';
import { signedInPageFor } from './signed-in-page.ts';

/**
 * The build's variant of index.html that also preloads the code of every signed-in screen
 * (apps/web/signedInPage.ts writes it).
 */
const signedInPage = 'signed-in.html';

/**
 * The built SPA on the same origin as the API. Hashed assets are cached for a year and
 * served pre-compressed when the build left .br/.gz files; every other path is the app's
 * page, which the browser must always revalidate: index.html, or for a browser signed in,
 * outside the sign-in pages, the variant that fetches the signed-in code at once and says who is
 * signed in. A browser without a live session goes straight to the sign-in page, with the address
 * to come back to, rather than loading the app only to be sent there.
 */
export async function registerWeb(
  app: FastifyInstance,
  { webDist, services }: { webDist: string; services: Pick<Services, 'db' | 'config'> },
) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${webDist}; run "npm run build" to serve it.`);
    // Fastify's own 404 would write the whole address, query string and all, to the log.
    app.setNotFoundHandler((_request, reply) => reply.code(404).send());
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    preCompressed: true,
    wildcard: true,
    // '/' is a screen like the others (below): a signed-in browser gets its page there too.
    index: false,
    // The build's code for the server (first-screen.ts), not for browsers.
    allowedPath: (pathName) => !pathName.startsWith(`/${firstScreenBuild.folder}/`),
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A missing file (say, a chunk of an older release) is a 404, never the app's page as script.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isFile) return reply.code(404).send();
    return sendPage(request, reply);
  });
  app.get('/', sendPage);

  const signedInPageFile = path.join(webDist, signedInPage);
  const pageOf = existsSync(signedInPageFile) ? signedInPageFor(signedInPageFile) : undefined;
  const drawnPageOf =
    pageOf && firstScreens(app, { webDist, drawnAtOnce: services.config.firstScreensAtOnce });
  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    // Every screen of the app needs a session (apps/web/src/auth/guards.tsx).
    const toSignIn = () => reply.redirect(loginAddress(nextPathFrom(request.url)), 303);
    if (!request.cookies[sessionCookie]) return toSignIn();
    // From an address the allow-list refuses, the session is not read (nor kept alive): the
    // plain page, whose app then hears the API's own refusal.
    if (!pageOf || request.url.startsWith('/login') || (await addressRefusal(services, request)))
      return reply.sendFile('index.html');
    // A session that has ended is no session: the same way to the sign-in page, as the app's own
    // start-up check took before (spec: the start-up check leads to unauthenticated, no banner).
    const user = await currentUserOf(services, request);
    if (!user) return toSignIn();
    // A list's address shows its rows from the first paint, drawn here with the app's components.
    const page = (await drawnPageOf?.(request, user)) ?? pageOf(user);
    // This user's page alone: kept by no cache, the browser's included, so none can show it to another.
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  }
}
