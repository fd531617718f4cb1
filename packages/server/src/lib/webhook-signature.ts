import { createHmac } from 'node:crypto';
import { decodeBase64Strict } from './base64-decoder.js';

/**
 * The signatures of a webhook notification (PROTOCOL §6): HMAC-SHA256 over the exact body bytes sent, as the Standard
 * Webhooks headers and in the `t=<unix s>,v1=<hex>` form of each protocol's own header, so a receiver can verify with
 * either an off-the-shelf Standard Webhooks library or a few lines of its own.
 */

/** The Standard Webhooks convention for a secret given as base64 rather than as its own bytes. */
const WHSEC_PREFIX = 'whsec_';

/** The HMAC key of a signing key: its UTF-8 bytes, or the base64 decoding of the rest of a `whsec_` key. */
export function webhookHmacKey(signingKey: string): Buffer {
  let key: Buffer;
  if (signingKey.startsWith(WHSEC_PREFIX)) {
    try {
      key = decodeBase64Strict(signingKey.slice(WHSEC_PREFIX.length), 'base64');
    } catch {
      throw new Error('a whsec_ signing key must be followed by base64');
    }
  } else {
    key = Buffer.from(signingKey, 'utf8');
  }
  // Standard Webhooks receivers refuse an empty secret, and an empty key authenticates nothing.
  if (key.length === 0) throw new Error('a webhook signing key must not be empty');
  return key;
}

/** The Standard Webhooks headers that sign `body`, under lower-case names: `webhook-id`, `webhook-timestamp`, `webhook-signature`. */
export function signWebhook(input: { id: string; timestampS: number; body: string; signingKey: string }): Record<string, string> {
  const { id, timestampS, body } = input;
  if (!Number.isSafeInteger(timestampS)) throw new Error('a webhook timestamp must be whole seconds');
  const hmac = createHmac('sha256', webhookHmacKey(input.signingKey)).update(`${id}.${timestampS}.${body}`, 'utf8').digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampS), 'webhook-signature': `v1,${hmac}` };
}

/** `t=<unix s>,v1=<hex>`: HMAC-SHA256 of `<t>.<body>` under `key`, the form of the svc API's and the MedScribeAlliance protocol's own headers. */
export function timestampedSignature(key: Buffer, timestampS: number, body: string): string {
  return `t=${timestampS},v1=${createHmac('sha256', key).update(`${timestampS}.${body}`, 'utf8').digest('hex')}`;
}
