import { randomBytes } from 'node:crypto';
import { SESSION_TRANSITIONS } from '../../domain/sessions.js';
import { timestampedSignature } from '../../lib/webhook-signature.js';
import type { WebhookFormat } from '../../services/webhook-format.js';
import { settingsOf } from './session-settings.js';

/** The protocol's webhook events (10-webhooks.md §10.4): `session.` and the session's move. */
export const MSA_WEBHOOK_EVENTS = SESSION_TRANSITIONS.map((transition) => `session.${transition}` as const);
export type MsaWebhookEvent = (typeof MSA_WEBHOOK_EVENTS)[number];

/** 10-webhooks.md §10.7: the signature header of the protocol, beside the Standard Webhooks ones. */
const SIGNATURE_HEADER = 'x-msa-signature';

/**
 * The protocol's webhook events (10-webhooks.md §10.4, §10.5) of its own sessions: `session.<transition>` with the
 * lightweight payload, event, timestamp and session id, nothing clinical. An svc session notifies none of them.
 * `X-MSA-Signature` is keyed by the UTF-8 bytes of the secret as registered, `whsec_` and all, exactly as §10.7's
 * verification example computes it (the Standard Webhooks headers decode a `whsec_` secret's base64 instead, as their
 * libraries do).
 */
export const medscribeWebhookFormat: WebhookFormat = {
  api: 'medscribealliance',
  events: MSA_WEBHOOK_EVENTS,
  subscriptions: {
    fields: { events: 'events', endpoint: 'url', signingKey: 'secret' },
    newId: () => `wh_${randomBytes(12).toString('hex')}`,
    generatesSigningKey: false,
  },
  notification(session, transition, at) {
    if (settingsOf(session) === undefined) return undefined;
    const event = `session.${transition}` as const;
    return { event, body: JSON.stringify({ event, timestamp: at.toISOString(), session_id: session.txnId }) };
  },
  signatureHeaders: ({ timestampS, body, signingKey }) => ({ [SIGNATURE_HEADER]: timestampedSignature(Buffer.from(signingKey, 'utf8'), timestampS, body) }),
};
