import { randomBytes } from 'node:crypto';
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
import type { SessionTransition } from '../domain/sessions.js';
import { WEBHOOK_MAX_ATTEMPTS } from '../domain/webhook-retry.js';
import { DELIVER_WEBHOOK, type DeliverWebhookPayload } from '../jobs/job-kinds.js';
import { assertWebhookTarget } from '../lib/outbound-guard.js';
import { openSecret, sealSecret } from '../lib/sealed-secret.js';
import { signWebhook, webhookHmacKey } from '../lib/webhook-signature.js';
import type { Metrics, WebhookOutcome } from '../lib/metrics.js';
import type { WebhookFormat, WebhookNotice } from './webhook-format.js';
import type { WebhookAttempt } from './webhook-sender.js';

/** A subscription as a front-end asks for it (its `WebhookFormat` says how its refusals name each field). */
export interface SubscriptionRequest {
  events: readonly string[];
  endpoint: string;
  /** Without one, the front-end's rules say whether one is generated or the deliveries are sent unsigned. */
  signingKey?: string;
  /** The scheme the client named for the endpoint, when its front-end asks for one. */
  scheme?: string;
}

/** A subscription's delivery, with every attempt. */
export type DeliveryLog = WebhookDeliveryRecord & { log: WebhookAttemptRecord[] };

const MAX_SIGNING_KEY_LENGTH = 256;
/** A generated key's HMAC key length: SHA-256's block-sized output, as Standard Webhooks libraries generate. */
const GENERATED_KEY_BYTES = 32;

/** A new signing key in the Standard Webhooks form, which its receiver libraries take as it is. */
function generateSigningKey(): string {
  return `whsec_${randomBytes(GENERATED_KEY_BYTES).toString('base64')}`;
}

const invalid = (message: string) => new DomainError('invalid_request', message);

function checkSigningKey(key: string, field: string): void {
  if (key.length === 0 || key.length > MAX_SIGNING_KEY_LENGTH) throw invalid(`${field} must have 1 to ${MAX_SIGNING_KEY_LENGTH} characters`);
  try {
    webhookHmacKey(key);
  } catch {
    throw invalid(`${field} starting with whsec_ must continue in base64`);
  }
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
      /** Each front-end's event names, bodies and signature headers; a session's move notifies in this order. */
      formats: readonly WebhookFormat[];
      /** Counts what became of each delivery attempt. */
      metrics?: Pick<Metrics, 'countWebhookOutcome'>;
    },
  ) {}

  /**
   * Registers a subscription through the front-end `api`, under its rules: its own event names, an endpoint that passes
   * the outbound guard (https, a public address, unless insecure targets are allowed), a signing key checked. Without a
   * signing key, a front-end that generates one gets `whsec_` and the base64 of 32 random bytes (the Standard Webhooks
   * form), answered here, the only time it is ever shown; a key the client chose is never echoed.
   */
  async subscribe(
    clientId: string,
    api: WebhookApi,
    request: SubscriptionRequest,
  ): Promise<{ subscription: WebhookSubscriptionRecord; generatedSigningKey?: string }> {
    const format = this.format(api);
    const { fields, schemeField, newId, generatesSigningKey } = format.subscriptions;
    const events = [...new Set(request.events)];
    const unknown = events.filter((e) => !format.events.includes(e));
    if (events.length === 0 || unknown.length > 0) throw invalid(`${fields.events} must be among ${format.events.join(', ')}`);
    const schemes = this.d.allowInsecure ? ['https', 'http'] : ['https'];
    if (schemeField !== undefined && !schemes.includes(request.scheme ?? '')) throw invalid(`${schemeField} must be ${schemes.join(' or ')}`);
    const url = await this.target(request.endpoint, fields.endpoint);
    if (schemeField !== undefined && url.protocol !== `${request.scheme}:`) throw invalid(`${fields.endpoint} must use the scheme named by ${schemeField}`);
    if (request.signingKey !== undefined) checkSigningKey(request.signingKey, fields.signingKey);
    const generatedSigningKey = request.signingKey === undefined && generatesSigningKey ? generateSigningKey() : undefined;
    const signingKey = request.signingKey ?? generatedSigningKey;
    const id = newId();
    const now = this.d.now();
    const subscription: WebhookSubscriptionRecord = {
      id,
      clientId,
      api,
      eventNames: events,
      endpoint: url.href,
      protocol: url.protocol.slice(0, -1),
      sealedSigningKey: signingKey === undefined ? null : sealSecret(this.d.masterKey(), signingKey, id),
      createdAt: now,
      updatedAt: now,
      disabledAt: null,
      disabledReason: null,
    };
    await this.d.store.webhooks.insert(subscription);
    return generatedSigningKey === undefined ? { subscription } : { subscription, generatedSigningKey };
  }

  /** The client's subscriptions registered through `api`, oldest first. */
  async list(clientId: string, api: WebhookApi): Promise<WebhookSubscriptionRecord[]> {
    return this.d.store.webhooks.list(clientId, api);
  }

  /** False when the client has no subscription of this id registered through `api`. */
  async unsubscribe(clientId: string, api: WebhookApi, id: string): Promise<boolean> {
    return this.d.store.webhooks.deleteOwned(clientId, id, api);
  }

  /** A subscription's deliveries, newest first; undefined when the client has none of this id registered through `api`. */
  async deliveries(
    clientId: string,
    api: WebhookApi,
    id: string,
    page: { limit: number; offset: number },
  ): Promise<{ deliveries: DeliveryLog[]; total: number } | undefined> {
    const subscription = await this.d.store.webhooks.find(id);
    if (subscription?.clientId !== clientId || subscription.api !== api) return undefined;
    return this.d.store.webhooks.deliveries(id, page);
  }

  /** A webhook endpoint that passes the outbound guard (https, a public address, unless insecure targets are allowed). */
  private async target(endpoint: string, field: string): Promise<URL> {
    try {
      return await assertWebhookTarget(endpoint, { allowInsecure: this.d.allowInsecure });
    } catch (error) {
      throw invalid(`${field} refused: ${(error as Error).message}`);
    }
  }

  private format(api: WebhookApi): WebhookFormat {
    const format = this.d.formats.find((f) => f.api === api);
    if (!format) throw new Error(`no webhook format for ${api}`);
    return format;
  }

  /**
   * The notifications of a session's move, and their jobs, to be written in the transaction of the move: each front-end
   * words the move as its own event, or notifies nothing of it.
   */
  async notificationsFor(session: SessionRecord, transition: SessionTransition): Promise<Notifications> {
    const { clientId, txnId } = session;
    const at = this.d.now();
    const notices = this.d.formats.map((format) => format.notification(session, transition, at)).filter((n): n is WebhookNotice => n !== undefined);
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
   * One attempt of a delivery: signs the stored body with a fresh timestamp and posts it (a body is sent as it was
   * stored, whenever it was written). Throws when the endpoint did not take it and another attempt is due, so that the
   * queue schedules it.
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

  /** The Standard Webhooks headers, and the subscription's front-end's own. */
  private signed(subscription: WebhookSubscriptionRecord, id: string, body: string, timestampS: number): Record<string, string> {
    const signingKey = openSecret(this.d.masterKey(), subscription.sealedSigningKey!, subscription.id);
    return { ...signWebhook({ id, timestampS, body, signingKey }), ...this.format(subscription.api).signatureHeaders({ timestampS, body, signingKey }) };
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
