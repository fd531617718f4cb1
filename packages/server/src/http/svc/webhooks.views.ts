import type { WebhookSubscriptionRecord } from '../../adapters/db/store.js';
import type { DeliveryLog } from '../../services/webhooks.service.js';

/** PROTOCOL §6: a subscription as the list shows it; the signing key never leaves the server. */
export function subscriptionView(s: WebhookSubscriptionRecord) {
  return {
    id: s.id,
    event_names: s.eventNames,
    endpoint: s.endpoint,
    protocol: s.protocol,
    has_signing_key: s.sealedSigningKey !== null,
    created_at: s.createdAt.toISOString(),
    updated_at: s.updatedAt.toISOString(),
    disabled_at: s.disabledAt?.toISOString() ?? null,
    disabled_reason: s.disabledReason,
  };
}

/** A delivery of a subscription's log (ours): what was sent when, and each attempt's answer. */
export function deliveryView(d: DeliveryLog) {
  return {
    id: d.id,
    event: d.event,
    transaction_id: d.txnId,
    state: d.state,
    attempts: d.attempts,
    last_status: d.lastStatus,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
    log: d.log.map((a) => ({ attempt: a.attempt, at: a.attemptedAt.toISOString(), status: a.status, error: a.error, duration_ms: a.durationMs })),
  };
}
