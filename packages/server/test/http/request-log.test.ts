import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** The request log's query strings keep their keys and lose their values (issue 27 item 11): docs/operations.md says logs never carry tokens. */
describe('the request log', () => {
  let s: TestServer;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_METRICS_TOKEN: 'metrics-secret-token' });
    app = buildApp(s.container, { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await s.close();
  });

  const loggedUrls = () => lines.flatMap((line) => ((line.req as { url?: string } | undefined)?.url === undefined ? [] : [(line.req as { url: string }).url]));

  it('replaces every query value with [redacted], keeping the keys', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/metrics?token=metrics-secret-token' });
    await app.inject({ method: 'GET', url: '/voice/v1/stream?encoding=pcm_s16le&ticket=stream-ticket-value&language=en' });
    await app.inject({ method: 'GET', url: '/healthz?access_token=eyJhbGciOiJFUzI1NiJ9.payload.signature&flag' });
    const text = JSON.stringify(lines);
    for (const secret of ['metrics-secret-token', 'stream-ticket-value', 'eyJhbGciOiJFUzI1NiJ9']) expect(text).not.toContain(secret);
    expect(loggedUrls()).toEqual([
      '/metrics?token=[redacted]',
      '/voice/v1/stream?encoding=[redacted]&ticket=[redacted]&language=[redacted]',
      '/healthz?access_token=[redacted]&[redacted]',
    ]);
    expect(lines.find((line) => line.req !== undefined)?.req).toMatchObject({ method: 'GET', host: 'localhost:80', remoteAddress: '127.0.0.1' });
  });

  it('redacts a key that is not a name, and any bare key (a token sent as the whole query), and leaves a URL without a query as it is', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/healthz?${'x'.repeat(40)}` });
    await app.inject({ method: 'GET', url: '/healthz?shortToken42' });
    await app.inject({ method: 'GET', url: '/healthz?a=1&shortToken42&' });
    await app.inject({ method: 'GET', url: '/healthz' });
    expect(JSON.stringify(lines)).not.toContain('x'.repeat(40));
    expect(JSON.stringify(lines)).not.toContain('shortToken42');
    expect(loggedUrls()).toEqual(['/healthz?[redacted]', '/healthz?[redacted]', '/healthz?a=[redacted]&[redacted]&[redacted]', '/healthz']);
  });

  it('refuses a WebSocket upgrade to a route without a WebSocket handler with 404, logging its URL redacted', async () => {
    lines.length = 0;
    // @fastify/websocket would accept it, close it, and log `rawRequest.url` as it came.
    await expect(app.injectWS('/healthz?shortToken42')).rejects.toThrow('Unexpected server response: 404');
    await expect(app.injectWS('/voice/v1/languages?access_token=secret-in-the-url')).rejects.toThrow('Unexpected server response: 404');
    const text = JSON.stringify(lines);
    for (const secret of ['shortToken42', 'secret-in-the-url']) expect(text).not.toContain(secret);
    expect(loggedUrls()).toEqual(['/healthz?[redacted]', '/voice/v1/languages?access_token=[redacted]']);
    // The WebSocket route itself still takes upgrades: this one fails its ticket, not the route.
    await expect(app.injectWS('/voice/v1/stream?ticket=unknown-ticket')).rejects.toThrow('Unexpected server response: 401');
  });
});
