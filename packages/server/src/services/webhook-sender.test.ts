import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-sender.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Receiver {
  url: string;
  port: number;
  received: Received[];
  connections: number;
}

const servers: ReturnType<typeof createServer>[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

/** A receiver on 127.0.0.1 that records each request, then lets `answer` respond (or not). */
async function startReceiver(answer: (response: ServerResponse, received: Received) => void): Promise<Receiver> {
  const receiver: Receiver = { url: '', port: 0, received: [], connections: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks) };
      receiver.received.push(received);
      answer(response, received);
    });
  });
  server.on('connection', () => (receiver.connections += 1));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks/scribe`;
  return receiver;
}

/** A port nothing listens on: one the system just gave and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const BODY = JSON.stringify({ type: 'v2rx.completed', data: { text: 'Tension 12/8 — ras' } });
const SECRET_HEADER = 'v1,c2VjcmV0LXNpZ25hdHVyZQ==';
const HEADERS = { 'webhook-id': 'msg_1', 'webhook-timestamp': '1700000000', 'webhook-signature': SECRET_HEADER };

/** Error strings must name the failure only. */
function expectNoLeak(error: string | null): void {
  expect(error).not.toContain(SECRET_HEADER);
  expect(error).not.toContain('Tension');
}

describe('sendWebhook', () => {
  it('posts the exact body bytes with its headers and succeeds on a 2xx', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: true, status: 204, error: null });
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/hooks/scribe');
    expect(received?.body.equals(Buffer.from(BODY, 'utf8'))).toBe(true);
    expect(received?.headers).toMatchObject({
      ...HEADERS,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(BODY)),
      'user-agent': 'svc-scribe-webhooks',
    });
  });

  it('reads past a long answer without failing', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200).end(Buffer.alloc(1024 * 1024, 'x')));
    expect(await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: true })).toMatchObject({ ok: true, status: 200 });
  });

  it.each([500, 410, 400])('fails on a %i with its status', async (status) => {
    const receiver = await startReceiver((response) => response.writeHead(status).end('nope'));
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: false, status, error: `receiver answered ${status}` });
  });

  it('does not follow a redirect', async () => {
    const receiver = await startReceiver((response) => response.writeHead(302, { location: '/elsewhere' }).end());
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: false, status: 302 });
    expect(attempt.error).toMatch(/redirect/);
    expect(receiver.received.map(({ url }) => url)).toEqual(['/hooks/scribe']);
  });

  it('gives up on a receiver that never answers', async () => {
    const receiver = await startReceiver(() => {});
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, timeoutMs: 200, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: false, status: null, error: 'timed out after 200 ms' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();
    const attempt = await sendWebhook({ url: `http://127.0.0.1:${port}/`, body: BODY, headers: HEADERS, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: false, status: null, error: 'network error: ECONNREFUSED' });
  });

  it('reports a connection reset', async () => {
    const receiver = await startReceiver((response) => response.socket?.destroy());
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: true });
    expect(attempt).toMatchObject({ ok: false, status: null, error: 'network error: ECONNRESET' });
    expectNoLeak(attempt.error);
  });

  it('refuses a loopback target without contacting it unless insecure targets are allowed', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    for (const host of ['127.0.0.1', 'localhost']) {
      const attempt = await sendWebhook({ url: `https://${host}:${receiver.port}/`, body: BODY, headers: HEADERS, allowInsecure: false });
      expect(attempt, host).toMatchObject({ ok: false, status: null, error: 'outbound connection refused: loopback address' });
    }
    expect(receiver.connections).toBe(0);
  });

  it('refuses an http endpoint unless insecure targets are allowed', async () => {
    const receiver = await startReceiver((response) => response.writeHead(204).end());
    const attempt = await sendWebhook({ url: receiver.url, body: BODY, headers: HEADERS, allowInsecure: false });
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.error).toMatch(/https/);
    expect(receiver.connections).toBe(0);
  });

  it('reports a host name that does not resolve', async () => {
    const attempt = await sendWebhook({ url: 'https://no-such-host.invalid/', body: BODY, headers: HEADERS, allowInsecure: false });
    expect(attempt).toMatchObject({ ok: false, status: null });
    expect(attempt.error).toMatch(/^network error: (ENOTFOUND|EAI_AGAIN)$/);
  });
});
