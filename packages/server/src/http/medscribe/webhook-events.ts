import { createHmac } from 'node:crypto';
import type { SessionNotifier } from '../../services/webhooks.service.js';
import { settingsOf } from './session-settings.js';

/** 10-webhooks.md §10.7: the signature header of the protocol, beside the Standard Webhooks ones. */
export const MSA_SIGNATURE_HEADER = 'x-msa-signature';

/**
 * `t=<unix s>,v1=<hex>`: HMAC-SHA256 of `<t>.<body>` keyed by the UTF-8 bytes of the secret as registered, `whsec_` and
 * all, exactly as §10.7's verification example computes it (the Standard Webhooks headers decode a `whsec_` secret's
 * base64 instead, as their libraries do).
 */
export function msaSignature(secret: string, timestampS: number, body: string): string {
  const hex = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestampS}.${body}`, 'utf8').digest('hex');
  return `t=${timestampS},v1=${hex}`;
}

/**
 * The protocol's webhook events (10-webhooks.md §10.4, §10.5) of its own sessions: `session.<transition>` with the
 * lightweight payload, event, timestamp and session id, nothing clinical. An svc session notifies none of them.
 */
export const medscribeNotifier: SessionNotifier = {
  api: 'medscribealliance',
  notification(session, transition, at) {
    if (settingsOf(session) === undefined) return undefined;
    const event = `session.${transition}` as const;
    return { event, body: JSON.stringify({ event, timestamp: at.toISOString(), session_id: session.txnId }) };
  },
  extraHeaders: ({ timestampS, body, signingKey }) => ({ [MSA_SIGNATURE_HEADER]: msaSignature(signingKey, timestampS, body) }),
};
