import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { globalMessage } from '@masthead/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Only what the app itself needs: scripts and styles from its own origin; images and videos
 * also from MEDIA_PUBLIC_URL's origin when media are read there.
 */
const contentSecurityPolicy = (publicUrl: string, mediaUrl: string | undefined) => {
  const mediaOrigin = mediaUrl ? [new URL(mediaUrl).origin] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine sets element styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
      mediaSrc: ["'self'", ...mediaOrigin],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Only behind HTTPS: on plain HTTP it would send the browser to a port nobody serves.
      upgradeInsecureRequests: publicUrl.startsWith('https://') ? [] : null,
    },
  };
};

/**
 * Helmet's headers for our settings. They depend on no request, so they are worked out once
 * and put on every answer alike, those Fastify makes before any hook runs included.
 */
export function securityHeaders(publicUrl: string, mediaUrl?: string): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(publicUrl, mediaUrl),
    // HTTPS-only headers would break plain-HTTP local use; a TLS proxy adds HSTS itself.
    strictTransportSecurity: publicUrl.startsWith('https://'),
  })({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Answers a request so broken HTTP that Fastify never sees it, in the envelope and the headers. */
function answerBrokenRequest(headers: Readonly<Record<string, string>>) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [statusCode, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, globalMessage.headersTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, globalMessage.requestTimeout]
          : [400, globalMessage.badRequest];
    const body = JSON.stringify({ status: 'ERROR', message });
    const lines = [
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy();
  };
}

/** The Fastify options and the hook that put the security headers on every answer. */
export function securityHeaderOptions(publicUrl: string, mediaUrl?: string) {
  const headers = securityHeaders(publicUrl, mediaUrl);
  return {
    headers,
    clientErrorHandler: answerBrokenRequest(headers),
    register: (app: FastifyInstance) =>
      app.addHook('onRequest', (_request, reply, done) => {
        reply.headers(headers);
        done();
      }),
  };
}
