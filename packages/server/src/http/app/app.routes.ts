import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

/** The web app's build (`packages/web/dist`, made by `npm run build`), from this file in `src/` or `dist/` alike. */
const WEB_APP_DIR = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

const PREFIX = '/app/';
/**
 * The page loads only its own script and styles, talks only to this server (fetch and the stream's WebSocket), plays
 * the recordings it holds as blobs; nothing may frame it.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "connect-src 'self' ws: wss:",
  "media-src 'self' blob:",
  "img-src 'self' data: blob:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const HIDDEN = { schema: { hide: true } };

/**
 * The clinician web app (issue 17) at `/app/`: its static files, and `index.html` for any other path under it (the app
 * routes in the browser: a reload of `/app/sessions/…` must get the page). `/` leads there. Absent from /openapi.json.
 */
export async function appRoutes(app: FastifyInstance, opts: { root?: string } = {}): Promise<void> {
  const root = opts.root ?? WEB_APP_DIR;
  app.get('/', HIDDEN, (_request, reply) => reply.redirect(PREFIX, 302));
  app.get('/app', HIDDEN, (_request, reply) => reply.redirect(PREFIX, 302));
  await app.register(async (web) => {
    web.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-content-type-options', 'nosniff');
    });
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      // A server started from sources that were never built: say so rather than answer a bare 404.
      const notBuilt = (_request: unknown, reply: FastifyReply) => reply.code(503).send({ message: 'The web app is not built: run `npm run build`.' });
      web.get('/*', HIDDEN, notBuilt);
      return;
    }
    await web.register(fastifyStatic, { root, prefix: '/', index: 'index.html' });
    web.setNotFoundHandler((request, reply) => {
      // A path of the app's own (no file extension) is a screen: the page routes it. A missing asset stays a 404.
      if (request.method === 'GET' && path.extname(request.url.split('?')[0]!) === '') return reply.sendFile('index.html');
      return reply.code(404).send({ message: 'Not Found' });
    });
  }, { prefix: '/app' });
}
