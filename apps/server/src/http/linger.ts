import type { IncomingMessage } from 'node:http';

/** How long, and how much, a refused body is still read so that its sender hears why. */
export const lingerLimits = { ms: 10_000, bytes: 64 * 1024 * 1024 };

/**
 * nginx's "lingering close", for a body refused before it was read (over the size limit). An
 * answer sent while the client is still sending is lost: Node closes the socket under the
 * unread bytes (a reset), and Node's own client ends its socket once the answer has come and
 * then fails its next write. So the rest of the body is read and discarded first, for a
 * bounded time and size, and the answer follows.
 */
export function discardRestOfBody(request: IncomingMessage) {
  if (request.complete || request.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      request.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > lingerLimits.bytes) done();
    };
    const timer = setTimeout(done, lingerLimits.ms);
    request.on('data', onData);
    request.once('end', done);
    request.once('close', done);
    request.resume();
  });
}
