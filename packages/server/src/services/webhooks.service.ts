import { randomBytes, randomUUID } from 'node:crypto';
import type { NewJob } from '../adapters/queue/job-queue.js';
import type {
  DeliveryState,
  NewDelivery,
  Store,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookSubscriptionRecord,
} from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { WEBHOOK_EVENTS, finishedEvent, type WebhookEvent } from '../domain/sessions.js';
import { WEBHOOK_MAX_ATTEMPTS } from '../domain/webhook-retry.js';
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from '../jobs/job-kinds.js';
import { assertWebhookTarget } from '../lib/outbound-guard.js';
import { openSecret, sealSecret } from '../lib/sealed-secret.js';
import { signWebhook, webhookHmacKey } from '../lib/webhook-signature.js';
import type { WebhookAttempt } from './webhook-sender.js';

export interface SubscriptionInput {
  event_names: string[];
  endpoint: string;
  signing_key?: string;
  protocol: string;
}

/** PROTOCOL §6: what the list shows; the signing key never leaves the server. */
export interface SubscriptionView {
  id: string;
  event_names: WebhookEvent[];
  endpoint: string;
  protocol: string;
  has_signing_key: boolean;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
  disabled_reason: string | null;
}

export interface DeliveryView {
  id: string;
  event: WebhookEvent;
  transaction_id: string;
  state: DeliveryState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  log: { attempt: number; at: string; status: number | null; error: string | null; duration_ms: number }[];
}

const MAX_SIGNING_KEY_LENGTH = 256;
/** A generated key's HMAC key length: SHA-256's block-sized output, as Standard Webhooks libraries generate. */
const GENERATED_KEY_BYTES = 32;

/** A new signing key in the Standard Webhooks form, which its receiver libraries take as it is. */
function generateSigningKey(): string {
  return `whsec_${randomBytes(GENERATED_KEY_BYTES).toString('base64')}`;
}

const invalid = (message: string) => new DomainError('invalid_request', message);
const notFound = () => new DomainError('not_found', 'subscription not found');

function view(s: WebhookSubscriptionRecord): SubscriptionView {
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

function deliveryView(d: WebhookDeliveryRecord & { log: WebhookAttemptRecord[] }): DeliveryView {
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

/**
 * Webhook subscriptions and the deliveries of session events (PROTOCOL §6). A delivery is written
 * with the session's final state (`deliveriesFor`), then sent by a `deliver-webhook` job, retried
 * by the queue until the endpoint answers 2xx, the schedule runs out, or it answers 410 Gone.
 */
export class WebhooksService {
  constructor(
    private readonly d: {
      store: Store;
      now: () => Date;
      masterKey: () => Buffer;
      allowInsecure: boolean;
      send: (request: { url: string; body: string; headers: Record<string, string>; allowInsecure: boolean }) => Promise<WebhookAttempt>;
    },
  ) {}

  /**
   * Registers a subscription. Every subscription signs its deliveries: without a `signing_key` the
   * server generates one (`whsec_` and the base64 of 32 random bytes, the Standard Webhooks form) and
   * answers it here, the only time it is ever shown; a key the client chose is never echoed.
   */
  async subscribe(clientId: string, input: SubscriptionInput): Promise<{ id: string; generatedSigningKey?: string }> {
    const events = [...new Set(input.event_names)];
    const unknown = events.filter((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
    if (events.length === 0 || unknown.length > 0) throw invalid(`event_names must be among ${WEBHOOK_EVENTS.join(', ')}`);
    const protocols = this.d.allowInsecure ? ['https', 'http'] : ['https'];
    if (!protocols.includes(input.protocol)) throw invalid(`protocol must be ${protocols.join(' or ')}`);
    let url: URL;
    try {
      url = await assertWebhookTarget(input.endpoint, { allowInsecure: this.d.allowInsecure });
    } catch (error) {
      throw invalid(`endpoint refused: ${(error as Error).message}`);
    }
    if (url.protocol !== `${input.protocol}:`) throw invalid('endpoint must use the scheme named by protocol');
    const id = randomUUID();
    if (input.signing_key !== undefined) {
      if (input.signing_key.length === 0 || input.signing_key.length > MAX_SIGNING_KEY_LENGTH) {
        throw invalid(`signing_key must have 1 to ${MAX_SIGNING_KEY_LENGTH} characters`);
      }
      try {
        webhookHmacKey(input.signing_key);
      } catch {
        throw invalid('signing_key starting with whsec_ must continue in base64');
      }
    }
    const generatedSigningKey = input.signing_key === undefined ? generateSigningKey() : undefined;
    const sealedSigningKey = sealSecret(this.d.masterKey(), input.signing_key ?? generatedSigningKey!, id);
    const now = this.d.now();
    await this.d.store.webhooks.insert({
      id,
      clientId,
      eventNames: events as WebhookEvent[],
      endpoint: url.href,
      protocol: input.protocol,
      sealedSigningKey,
      createdAt: now,
      updatedAt: now,
      disabledAt: null,
      disabledReason: null,
    });
    return generatedSigningKey === undefined ? { id } : { id, generatedSigningKey };
  }

  async list(clientId: string): Promise<SubscriptionView[]> {
    return (await this.d.store.webhooks.list(clientId)).map(view);
  }

  async unsubscribe(clientId: string, id: string): Promise<void> {
    if (!(await this.d.store.webhooks.deleteOwned(clientId, id))) throw notFound();
  }

  async deliveries(clientId: string, id: string, page: { limit: number; offset: number }): Promise<{ deliveries: DeliveryView[]; total: number }> {
    const subscription = await this.d.store.webhooks.find(id);
    if (subscription?.clientId !== clientId) throw notFound();
    const { deliveries, total } = await this.d.store.webhooks.deliveries(id, page);
    return { deliveries: deliveries.map(deliveryView), total };
  }

  /** The notifications a finished session sends, and their jobs: written in the transaction that finishes it. */
  async deliveriesFor(
    clientId: string,
    txnId: string,
    state: 'completed' | 'partial' | 'failed',
  ): Promise<{ deliveries: NewDelivery[]; jobs: NewJob[] }> {
    const event = finishedEvent(state);
    const body = JSON.stringify({
      event,
      // PROTOCOL §6 names two statuses: a partial session did complete, with some templates failed.
      data: { transaction_id: txnId, status: state === 'failed' ? 'failed' : 'completed', session_id: txnId },
      timestamp: this.d.now().toISOString(),
    });
    const deliveries = (await this.d.store.webhooks.subscribers(clientId, event)).map(
      (s): NewDelivery => ({ id: `msg_${randomBytes(16).toString('hex')}`, subscriptionId: s.id, event, txnId, body }),
    );
    const jobs = deliveries.map(
      (d): NewJob => ({ kind: DELIVER_WEBHOOK, payload: { deliveryId: d.id } satisfies DeliverWebhookPayload, maxAttempts: WEBHOOK_MAX_ATTEMPTS, dedupeKey: `webhook:${d.id}` }),
    );
    return { deliveries, jobs };
  }

  /**
   * One attempt of a delivery: signs the stored body with a fresh timestamp and posts it. Throws
   * when the endpoint did not take it and another attempt is due, so that the queue schedules it.
   */
  async deliver(deliveryId: string, attempt: number): Promise<void> {
    const delivery = await this.d.store.webhooks.findDelivery(deliveryId);
    if (delivery?.state !== 'pending') return;
    const subscription = await this.d.store.webhooks.find(delivery.subscriptionId);
    if (!subscription) return;
    const attemptedAt = this.d.now();
    const record = (outcome: Pick<WebhookAttempt, 'status' | 'error' | 'durationMs'>, state: DeliveryState) =>
      this.d.store.webhooks.recordAttempt({ deliveryId, attempt, attemptedAt, ...outcome }, state);
    if (subscription.disabledAt) {
      await record({ status: null, error: 'subscription disabled', durationMs: 0 }, 'abandoned');
      return;
    }
    // Subscriptions made before keys were generated for every subscription may still have none: sent unsigned.
    const headers = subscription.sealedSigningKey
      ? signWebhook({
          id: delivery.id,
          timestampS: Math.floor(attemptedAt.getTime() / 1000),
          body: delivery.body,
          signingKey: openSecret(this.d.masterKey(), subscription.sealedSigningKey, subscription.id),
        })
      : { 'webhook-id': delivery.id };
    const outcome = await this.d.send({ url: subscription.endpoint, body: delivery.body, headers, allowInsecure: this.d.allowInsecure });
    if (outcome.ok) return record(outcome, 'delivered');
    if (outcome.status === 410) {
      await this.d.store.webhooks.disable(subscription.id, 'the endpoint answered 410 Gone', attemptedAt);
      return record(outcome, 'abandoned');
    }
    const last = attempt >= WEBHOOK_MAX_ATTEMPTS;
    await record(outcome, last ? 'failed' : 'pending');
    if (!last) throw new Error(outcome.error ?? `endpoint answered ${outcome.status}`);
  }

  /** When the queue gives a delivery up (its worker kept dying), the log says so. */
  async abandon(deliveryId: string, reason: string): Promise<void> {
    const delivery = await this.d.store.webhooks.findDelivery(deliveryId);
    if (delivery?.state !== 'pending') return;
    await this.d.store.webhooks.recordAttempt(
      { deliveryId, attempt: delivery.attempts + 1, attemptedAt: this.d.now(), status: null, error: reason, durationMs: 0 },
      'failed',
    );
  }
}
