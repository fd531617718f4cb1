import { randomUUID } from 'node:crypto';
import { timestampedSignature, webhookHmacKey } from '../../lib/webhook-signature.js';
import type { WebhookFormat } from '../../services/webhook-format.js';

/** The svc API's events (PROTOCOL §6): a session finished, `v2rx.failed` only when nothing came out. */
export const SVC_WEBHOOK_EVENTS = ['v2rx.completed', 'v2rx.failed'] as const;

/** PROTOCOL §6's own signature header, beside the Standard Webhooks ones, keyed as they are. */
const SIGNATURE_HEADER = 'svc-webhook-signature';

/**
 * The svc API's notifications: every session is the svc API's (a MedScribeAlliance one too), and notifies only when it
 * finishes, with `{event, data: {transaction_id, status, session_id}, timestamp}`.
 */
export const svcWebhookFormat: WebhookFormat = {
  api: 'svc',
  events: SVC_WEBHOOK_EVENTS,
  subscriptions: {
    fields: { events: 'event_names', endpoint: 'endpoint', signingKey: 'signing_key' },
    schemeField: 'protocol',
    newId: randomUUID,
    generatesSigningKey: true,
  },
  notification(session, transition, at) {
    if (transition !== 'completed' && transition !== 'partial' && transition !== 'failed') return undefined;
    const event = transition === 'failed' ? 'v2rx.failed' : 'v2rx.completed';
    const body = JSON.stringify({
      event,
      // PROTOCOL §6 names two statuses: a partial session did complete, with some templates failed.
      data: { transaction_id: session.txnId, status: transition === 'failed' ? 'failed' : 'completed', session_id: session.txnId },
      timestamp: at.toISOString(),
    });
    return { event, body };
  },
  signatureHeaders: ({ timestampS, body, signingKey }) => ({ [SIGNATURE_HEADER]: timestampedSignature(webhookHmacKey(signingKey), timestampS, body) }),
};
