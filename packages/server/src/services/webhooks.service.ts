import { randomBytes, randomUUID } from 'node:crypto';
import type { NewJob } from '../adapters/queue/job-queue.js';
import type {
  DeliveryState,
  NewDelivery,
  Notifications,
  SessionRecord,
  Store,
  WebhookApi,
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookSubscriptionRecord,
} from '../adapters/db/store.js';
import { DomainError } from '../domain/errors.js';
import { WEBHOOK_EVENTS, finishedEvent, type AnyWebhookEvent, type SessionTransition, type WebhookEvent } from '../domain/sessions.js';
import { WEBHOOK_MAX_ATTEMPTS } from '../domain/webhook-retry.js';
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from '../jobs/job-kinds.js';
import { assertWebhookTarget } from '../lib/outbound-guard.js';
import { openSecret, sealSecret } from '../lib/sealed-secret.js';
import { signWebhook, webhookHmacKey } from '../lib/webhook-signature.js';
import type { Metrics, WebhookOutcome } from '../lib/metrics.js';
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

/**
 * A front-end's own notifications of a session's moves (the svc API's `v2rx.*` are this service's own): the event and
 * the exact body, or undefined when the session is not the front-end's or the move is not notified.
 */
export interface SessionNotifier {
  api: WebhookApi;
  notification(session: SessionRecord, transition: SessionTransition, at: Date): { event: AnyWebhookEvent; body: string } | undefined;
  /** Headers a delivery of this front-end carries besides the Standard Webhooks ones, from the signing key as registered. */
  extraHeaders?(input: { timestampS: number; body: string; signingKey: string }): Record<string, string>;
}

/** A subscription of a front-end with its own event names (`SessionNotifier`), as that front-end registers it. */
export interface ApiSubscriptionInput {
  api: Exclude<WebhookApi, 'svc'>;
  /** Every event name of this front-end: anything else is refused. */
  knownEvents: readonly AnyWebhookEvent[];
  events: string[];
  endpoint: string;
  /** Optional: without one, deliveries are sent unsigned. */
  signingKey?: string;
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

function checkSigningKey(key: string, field: string): void {
  if (key.length === 0 || key.length > MAX_SIGNING_KEY_LENGTH) throw invalid(`${field} must have 1 to ${MAX_SIGNING_KEY_LENGTH} characters`);
  try {
    webhookHmacKey(key);
  } catch {
    throw invalid(`${field} starting with whsec_ must continue in base64`);
  }
}

function view(s: WebhookSubscriptionRecord): SubscriptionView {
  return {
    id: s.id,
    event_names: s.eventNames as WebhookEvent[],
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
    event: d.event as WebhookEvent,
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
 * with the session's move (`notificationsFor`: created, ended, finished, expired), then sent by a `deliver-webhook` job, retried
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
      /** The other front-ends' notifications (MedScribeAlliance's), beside the svc API's. */
      notifiers?: readonly SessionNotifier[];
      /** Counts what became of each delivery attempt. */
      metrics?: Pick<Metrics, 'countWebhookOutcome'>;
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
    const url = await this.target(input.endpoint, 'endpoint');
    if (url.protocol !== `${input.protocol}:`) throw invalid('endpoint must use the scheme named by protocol');
    const id = randomUUID();
    if (input.signing_key !== undefined) checkSigningKey(input.signing_key, 'signing_key');
    const generatedSigningKey = input.signing_key === undefined ? generateSigningKey() : undefined;
    const sealedSigningKey = sealSecret(this.d.masterKey(), input.signing_key ?? generatedSigningKey!, id);
    const now = this.d.now();
    await this.d.store.webhooks.insert({
      id,
      clientId,
      api: 'svc',
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
    return (await this.d.store.webhooks.list(clientId, 'svc')).map(view);
  }

  async unsubscribe(clientId: string, id: string): Promise<void> {
    if (!(await this.d.store.webhooks.deleteOwned(clientId, id, 'svc'))) throw notFound();
  }

  /**
   * Registers a subscription of another front-end, under `idPrefix` and a random id: the same checks of the endpoint
   * (the outbound guard) and of a signing key as the svc API's, the front-end's own event names.
   */
  async subscribeApi(clientId: string, input: ApiSubscriptionInput, idPrefix: string): Promise<WebhookSubscriptionRecord> {
    const events = [...new Set(input.events)];
    const unknown = events.filter((e) => !(input.knownEvents as readonly string[]).includes(e));
    if (events.length === 0 || unknown.length > 0) throw invalid(`events must be among ${input.knownEvents.join(', ')}`);
    const url = await this.target(input.endpoint, 'url');
    if (input.signingKey !== undefined) checkSigningKey(input.signingKey, 'secret');
    const id = `${idPrefix}${randomBytes(12).toString('hex')}`;
    const now = this.d.now();
    const record: WebhookSubscriptionRecord = {
      id,
      clientId,
      api: input.api,
      eventNames: events as AnyWebhookEvent[],
      endpoint: url.href,
      protocol: url.protocol.slice(0, -1),
      sealedSigningKey: input.signingKey === undefined ? null : sealSecret(this.d.masterKey(), input.signingKey, id),
      createdAt: now,
      updatedAt: now,
      disabledAt: null,
      disabledReason: null,
    };
    await this.d.store.webhooks.insert(record);
    return record;
  }

  /** The client's subscriptions registered through `api`, oldest first. */
  async listApi(clientId: string, api: WebhookApi): Promise<WebhookSubscriptionRecord[]> {
    return this.d.store.webhooks.list(clientId, api);
  }

  /** False when the client has no subscription of this id registered through `api`. */
  async unsubscribeApi(clientId: string, id: string, api: WebhookApi): Promise<boolean> {
    return this.d.store.webhooks.deleteOwned(clientId, id, api);
  }

  /** A webhook endpoint that passes the outbound guard (https, a public address, unless insecure targets are allowed). */
  private async target(endpoint: string, field: string): Promise<URL> {
    try {
      return await assertWebhookTarget(endpoint, { allowInsecure: this.d.allowInsecure });
    } catch (error) {
      throw invalid(`${field} refused: ${(error as Error).message}`);
    }
  }

  async deliveries(clientId: string, id: string, page: { limit: number; offset: number }): Promise<{ deliveries: DeliveryView[]; total: number }> {
    const subscription = await this.d.store.webhooks.find(id);
    // Another front-end's subscription is not one of the svc API's, whose delivery log this is.
    if (subscription?.clientId !== clientId || subscription.api !== 'svc') throw notFound();
    const { deliveries, total } = await this.d.store.webhooks.deliveries(id, page);
    return { deliveries: deliveries.map(deliveryView), total };
  }

  /**
   * The notifications of a session's move, and their jobs, to be written in the transaction of the move: the svc API's
   * `v2rx.*` when it finishes (every session is the svc API's), and each other front-end's of its own sessions.
   */
  async notificationsFor(session: SessionRecord, transition: SessionTransition): Promise<Notifications> {
    const { clientId, txnId } = session;
    const at = this.d.now();
    const notices: { event: AnyWebhookEvent; body: string }[] = [];
    if (transition === 'completed' || transition === 'partial' || transition === 'failed') {
      const event = finishedEvent(transition);
      const body = JSON.stringify({
        event,
        // PROTOCOL §6 names two statuses: a partial session did complete, with some templates failed.
        data: { transaction_id: txnId, status: transition === 'failed' ? 'failed' : 'completed', session_id: txnId },
        timestamp: at.toISOString(),
      });
      notices.push({ event, body });
    }
    for (const notifier of this.d.notifiers ?? []) {
      const notice = notifier.notification(session, transition, at);
      if (notice) notices.push(notice);
    }
    const deliveries: NewDelivery[] = [];
    for (const { event, body } of notices) {
      for (const s of await this.d.store.webhooks.subscribers(clientId, event)) {
        deliveries.push({ id: `msg_${randomBytes(16).toString('hex')}`, subscriptionId: s.id, event, txnId, body });
      }
    }
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
    const record = async (outcome: Pick<WebhookAttempt, 'status' | 'error' | 'durationMs'>, state: DeliveryState, counted: WebhookOutcome) => {
      await this.d.store.webhooks.recordAttempt({ deliveryId, attempt, attemptedAt, ...outcome }, state);
      this.d.metrics?.countWebhookOutcome(counted);
    };
    if (subscription.disabledAt) {
      await record({ status: null, error: 'subscription disabled', durationMs: 0 }, 'abandoned', 'subscription_disabled');
      return;
    }
    // Subscriptions made before keys were generated for every subscription may still have none: sent unsigned.
    const headers = subscription.sealedSigningKey
      ? this.signed(subscription, delivery.id, delivery.body, Math.floor(attemptedAt.getTime() / 1000))
      : { 'webhook-id': delivery.id };
    const outcome = await this.d.send({ url: subscription.endpoint, body: delivery.body, headers, allowInsecure: this.d.allowInsecure });
    if (outcome.ok) return record(outcome, 'delivered', 'delivered');
    if (outcome.status === 410) {
      await this.d.store.webhooks.disable(subscription.id, 'the endpoint answered 410 Gone', attemptedAt);
      return record(outcome, 'abandoned', 'gone');
    }
    const last = attempt >= WEBHOOK_MAX_ATTEMPTS;
    await record(outcome, last ? 'failed' : 'pending', last ? 'failed' : 'will_retry');
    if (!last) throw new Error(outcome.error ?? `endpoint answered ${outcome.status}`);
  }

  /** The Standard Webhooks headers, and the svc API's own signature or the other front-end's headers instead. */
  private signed(subscription: WebhookSubscriptionRecord, id: string, body: string, timestampS: number): Record<string, string> {
    const signingKey = openSecret(this.d.masterKey(), subscription.sealedSigningKey!, subscription.id);
    const headers = signWebhook({ id, timestampS, body, signingKey });
    if (subscription.api === 'svc') return headers;
    const { 'svc-webhook-signature': _svcOnly, ...standard } = headers;
    const notifier = this.d.notifiers?.find((n) => n.api === subscription.api);
    return { ...standard, ...notifier?.extraHeaders?.({ timestampS, body, signingKey }) };
  }

  /** When the queue gives a delivery up (its worker kept dying), the log says so. */
  async abandon(deliveryId: string, reason: string): Promise<void> {
    const delivery = await this.d.store.webhooks.findDelivery(deliveryId);
    if (delivery?.state !== 'pending') return;
    await this.d.store.webhooks.recordAttempt(
      { deliveryId, attempt: delivery.attempts + 1, attemptedAt: this.d.now(), status: null, error: reason, durationMs: 0 },
      'failed',
    );
    this.d.metrics?.countWebhookOutcome('given_up');
  }
}
