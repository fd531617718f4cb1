import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  body: Buffer;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  requests: ReceivedRequest[];
  /** Resolves once at least `count` requests have arrived (polls; the test timeout bounds it). */
  received(count: number): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns something other than undefined. */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, intervalMs = 25): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(intervalMs);
  }
}

/**
 * A real HTTP endpoint on 127.0.0.1 that records every request's raw body and headers, and answers
 * with `statuses` in order (the last one repeats).
 */
export async function startWebhookReceiver(statuses: number[] = [200]): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statuses[Math.min(requests.length, statuses.length - 1)] ?? 200;
      requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    received: (count) => until(() => (requests.length >= count ? requests : undefined)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PROTOCOL §6: the HMAC key is the key's UTF-8 bytes, or for `whsec_…` the base64 decoding of the rest. */
export const webhookKeyBytes = (signingKey: string): Buffer =>
  signingKey.startsWith('whsec_') ? Buffer.from(signingKey.slice('whsec_'.length), 'base64') : Buffer.from(signingKey, 'utf8');

/**
 * Checks both signatures over the exact bytes received, as a receiver would: Standard Webhooks with
 * its own library, and `Svc-Webhook-Signature` recomputed. Resolves to the verified payload; throws
 * when either fails.
 */
export function verifyBothSignatures(request: ReceivedRequest, signingKey: string): unknown {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const standard = signingKey.startsWith('whsec_')
    ? new Webhook(signingKey)
    : new Webhook(new Uint8Array(Buffer.from(signingKey, 'utf8')), { format: 'raw' });
  const payload = standard.verify(request.body, headers);
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(headers['svc-webhook-signature'] ?? '');
  if (!match) throw new Error('no Svc-Webhook-Signature header');
  const expected = createHmac('sha256', webhookKeyBytes(signingKey)).update(`${match[1]}.`).update(request.body).digest('hex');
  if (expected !== match[2]) throw new Error('Svc-Webhook-Signature does not verify');
  return payload;
}

/** A notification's headers but the connection's own (`host`, `connection`), as strings. */
export function deliveryHeaders(request: ReceivedRequest): Record<string, string> {
  const { host: _host, connection: _connection, ...rest } = request.headers;
  return Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)]));
}

/**
 * Every header a notification must carry, recomputed from its `webhook-id`, `webhook-timestamp` and exact body bytes: the
 * transport's, and when signed the Standard Webhooks `webhook-signature` (over `<id>.<t>.<body>`, keyed as PROTOCOL §6
 * says) and the protocol's own `<ownHeader>: t=<t>,v1=<hex>` over `<t>.<body>`, keyed by `ownKey`. Compared with
 * `deliveryHeaders`, it pins the names and the values of the signatures byte for byte.
 */
export function expectedDeliveryHeaders(
  request: ReceivedRequest,
  signing?: { signingKey: string; ownHeader: string; ownKey: Buffer },
): Record<string, string> {
  const id = String(request.headers['webhook-id']);
  const transport = {
    'content-type': 'application/json',
    'content-length': String(request.body.length),
    'user-agent': 'svc-scribe-webhooks',
    'webhook-id': id,
  };
  if (!signing) return transport;
  const t = String(request.headers['webhook-timestamp']);
  const hmac = (key: Buffer, prefix: string) => createHmac('sha256', key).update(prefix).update(request.body).digest();
  return {
    ...transport,
    'webhook-timestamp': t,
    'webhook-signature': `v1,${hmac(webhookKeyBytes(signing.signingKey), `${id}.${t}.`).toString('base64')}`,
    [signing.ownHeader]: `t=${t},v1=${hmac(signing.ownKey, `${t}.`).toString('hex')}`,
  };
}
