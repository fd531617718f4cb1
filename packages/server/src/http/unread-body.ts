import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How much of a body left unread by its answer (an upload refused on its first bytes, a forged policy, a failed
 * token check) is read and discarded so that the keep-alive connection can carry the next request. A body
 * declared larger is answered with `Connection: close`; one without a declared length that turns out larger, or
 * that does not arrive within the time, has its connection closed once the bound is passed.
 */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/**
 * Bytes of the body still to come, or still to be read from the request stream: the next request on the connection
 * waits behind them. Only on a real connection (not `inject`'s stand-in, which has no next request).
 */
const bodyUnread = (raw: IncomingMessage): boolean =>
  raw.socket instanceof Socket && !raw.socket.destroyed && !raw.destroyed && !raw.readableEnded && (!raw.complete || raw.readableLength > 0);

const declaredLength = (raw: IncomingMessage): number | undefined => {
  const header = raw.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(length) ? length : undefined;
};

/**
 * Reads the rest of a body nobody will read, so Node's parser reaches the next request on the connection
 * (left alone, a body a parser began and stopped reading stays paused, and the connection hangs). Whoever
 * was reading it is detached first (the multipart parser is piped from the request).
 */
function drain(raw: IncomingMessage): void {
  const socket = raw.socket;
  let read = 0;
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  raw.unpipe();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DRAIN_MAX_BYTES) close();
  });
  raw.once('end', () => clearTimeout(timer));
  raw.once('close', () => clearTimeout(timer));
  raw.resume();
}

/**
 * For every route, whatever refused the body and however far it read: a response sent while the request body
 * is still unread either drains it after the response (up to a bound) or tells the client `Connection: close`.
 * Registered at the root, so it covers routes with their own body parsers and the authentication hook alike.
 */
export function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!bodyUnread(request.raw)) return;
    // Node closes this connection itself once the answer is out.
    if (String(reply.raw.getHeader('connection') ?? '').toLowerCase() === 'close') return;
    drain(request.raw);
  });
  app.addHook('onSend', async (request, reply) => {
    const length = declaredLength(request.raw);
    if (bodyUnread(request.raw) && length !== undefined && length > DRAIN_MAX_BYTES) reply.header('connection', 'close');
  });
}
