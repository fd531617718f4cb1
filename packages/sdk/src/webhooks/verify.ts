import { timingSafeEqual } from '../lib/bytes.js';
import { fromBase64, fromHex, fromUtf8, utf8, type Bytes } from '../lib/encoding.js';
import { hmacSha256 } from '../lib/hmac.js';
import { WebhookVerificationError } from '../errors.js';
import type { WebhookNotification } from './types.js';

export interface VerifyWebhookOptions {
  /** The body exactly as received, before any JSON parsing: the signatures are over its bytes. */
  rawBody: string | Uint8Array | ArrayBuffer;
  /** The request's headers: a `Headers` (fetch, edge runtimes) or a plain object (Node's `IncomingHttpHeaders`). */
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The subscription's signing key. */
  signingKey: string;
  /** How old (or how far ahead) the timestamp may be. Default 180 s. */
  toleranceSec?: number;
  /** The time to check the timestamp against. Default now. */
  now?: Date;
}

/** `Payload`: the svc API's notification by default; `MedscribeWebhookPayload` for the MedScribeAlliance protocol's. */
export interface VerifiedWebhook<Payload = WebhookNotification> {
  /** The `webhook-id` (Standard Webhooks signature only): the same on every retry of an event, to drop duplicates by. */
  id: string | undefined;
  /** The signed timestamp, unix seconds. */
  timestamp: number;
  payload: Payload;
}

const WHSEC_PREFIX = 'whsec_';
const DEFAULT_TOLERANCE_S = 180;

/** The HMAC key: the UTF-8 bytes of the signing key, or the base64 decoding of the rest of a `whsec_` key. */
function hmacKey(signingKey: string): Bytes {
  let key: Bytes;
  try {
    key = signingKey.startsWith(WHSEC_PREFIX) ? fromBase64(signingKey.slice(WHSEC_PREFIX.length)) : utf8(signingKey);
  } catch {
    throw new WebhookVerificationError('a whsec_ signing key must be followed by base64');
  }
  if (key.length === 0) throw new WebhookVerificationError('the signing key is empty');
  return key;
}

function header(headers: VerifyWebhookOptions['headers'], name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const entry = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  const value = entry?.[1];
  return Array.isArray(value) ? value.join(', ') : value;
}

const decodeOr = (decode: (text: string) => Bytes, text: string): Bytes | undefined => {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
};

interface Signed {
  id: string | undefined;
  timestamp: string;
  /** What the HMAC is over, before the body. */
  prefix: string;
  signatures: Bytes[];
}

/** Standard Webhooks: `webhook-signature: v1,<base64> [v1,<base64> …]` over `<id>.<timestamp>.<body>`. */
function standardWebhooks(headers: VerifyWebhookOptions['headers']): Signed | undefined {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signature = header(headers, 'webhook-signature');
  if (id === undefined || timestamp === undefined || signature === undefined) return undefined;
  const signatures = signature
    .split(' ')
    .filter((entry) => entry.startsWith('v1,'))
    .map((entry) => decodeOr(fromBase64, entry.slice(3)))
    .filter((bytes): bytes is Bytes => bytes !== undefined);
  return { id, timestamp, prefix: `${id}.${timestamp}.`, signatures };
}

/** Ours: `Svc-Webhook-Signature: t=<unix s>,v1=<hex>[,v1=<hex> …]` over `<t>.<body>`. */
function svcSignature(headers: VerifyWebhookOptions['headers']): Signed | undefined {
  const value = header(headers, 'svc-webhook-signature');
  if (value === undefined) return undefined;
  const fields = value.split(',').map((field) => field.trim().split('=') as [string, string?]);
  const timestamp = fields.find(([name]) => name === 't')?.[1];
  if (timestamp === undefined) return undefined;
  const signatures = fields
    .filter(([name, hex]) => name === 'v1' && hex !== undefined)
    .map(([, hex]) => decodeOr(fromHex, hex!))
    .filter((bytes): bytes is Bytes => bytes !== undefined);
  return { id: undefined, timestamp, prefix: `${timestamp}.`, signatures };
}

function checkTimestamp(timestamp: string, options: VerifyWebhookOptions): number {
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError('the timestamp is not unix seconds');
  const seconds = Number(timestamp);
  const nowS = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(nowS - seconds) > (options.toleranceSec ?? DEFAULT_TOLERANCE_S)) throw new WebhookVerificationError('the timestamp is outside the tolerance: a replay, or a clock far off');
  return seconds;
}

async function matches(key: Bytes, signed: Signed, body: Uint8Array): Promise<boolean> {
  const expected = await hmacSha256(key, utf8(signed.prefix), body);
  // Every candidate compared, in constant time each.
  return signed.signatures.map((signature) => timingSafeEqual(expected, signature)).includes(true);
}

/**
 * Verifies a notification's signature and its timestamp, with either scheme the server sends
 * (Standard Webhooks or `Svc-Webhook-Signature`), and parses its body. Runs on Web Crypto, so
 * also in browsers and edge runtimes. Throws {@link WebhookVerificationError}.
 */
export async function verifyWebhook<Payload = WebhookNotification>(options: VerifyWebhookOptions): Promise<VerifiedWebhook<Payload>> {
  const key = hmacKey(options.signingKey);
  const body = typeof options.rawBody === 'string' ? utf8(options.rawBody) : new Uint8Array(options.rawBody);
  const schemes = [standardWebhooks(options.headers), svcSignature(options.headers)].filter((s): s is Signed => s !== undefined);
  if (schemes.length === 0) throw new WebhookVerificationError('no webhook signature headers');
  for (const signed of schemes) {
    const timestamp = checkTimestamp(signed.timestamp, options);
    if (!(await matches(key, signed, body))) continue;
    let payload: Payload;
    try {
      payload = JSON.parse(fromUtf8(body)) as Payload;
    } catch {
      throw new WebhookVerificationError('the signed body is not UTF-8 JSON');
    }
    return { id: signed.id, timestamp, payload };
  }
  throw new WebhookVerificationError('no signature matches');
}
