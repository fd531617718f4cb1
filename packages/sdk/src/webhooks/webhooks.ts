import type { Transport } from '../http/transport.js';
import type { RequestBody, ResponseBody } from '../http/wire.js';
import type { SubscribeOptions, SubscriptionCreatedResponse, WebhookDelivery, WebhookSubscription, WebhookSubscriptionCreated } from './types.js';

const PATH = '/notification/v1/connect/webhook/subscriptions';

/** Webhook subscriptions (PROTOCOL §6) and their delivery logs. */
export class Webhooks {
  /** @internal */
  constructor(private readonly transport: Transport) {}

  /**
   * Subscribes an endpoint; resolves to the subscription's id and the key that signs its deliveries:
   * yours, or, without `signingKey`, the one the server generated (shown only this once: store it).
   */
  async subscribe(options: SubscribeOptions): Promise<WebhookSubscriptionCreated> {
    const { body } = await this.transport.request<SubscriptionCreatedResponse>({
      method: 'POST',
      url: PATH,
      json: {
        event_names: options.eventNames ?? ['v2rx.completed', 'v2rx.failed'],
        endpoint: options.endpoint,
        ...(options.signingKey === undefined ? {} : { signing_key: options.signingKey }),
        protocol: options.protocol ?? new URL(options.endpoint).protocol.replace(/:$/, ''),
      } satisfies RequestBody<'createWebhookSubscription'>,
    });
    if (options.signingKey !== undefined) return { id: body.id, signingKey: options.signingKey, signingKeyGenerated: false };
    if (typeof body.signing_key !== 'string') {
      // An older server: it made the subscription without a key, so its deliveries go unsigned.
      throw new TypeError(`subscription ${body.id} was made unsigned (this server generates no signing key): delete it and subscribe with a signingKey`);
    }
    return { id: body.id, signingKey: body.signing_key, signingKeyGenerated: true };
  }

  async list(options: { signal?: AbortSignal } = {}): Promise<WebhookSubscription[]> {
    const { body } = await this.transport.request<ResponseBody<'listWebhookSubscriptions', 200>>({ method: 'GET', url: PATH, signal: options.signal });
    return body.data;
  }

  /** Deletes a subscription and its delivery log. `ApiError` 404 when unknown. */
  async delete(id: string): Promise<void> {
    await this.transport.request({ method: 'DELETE', url: `${PATH}/${encodeURIComponent(id)}` });
  }

  /** A subscription's deliveries, newest first, with every attempt: to debug a receiver. */
  async deliveries(id: string, page: { limit?: number; offset?: number } = {}): Promise<{ deliveries: WebhookDelivery[]; total: number }> {
    const { body } = await this.transport.request<ResponseBody<'listWebhookDeliveries', 200>>({
      method: 'GET',
      url: `${PATH}/${encodeURIComponent(id)}/deliveries`,
      query: { limit: page.limit?.toString(), offset: page.offset?.toString() },
    });
    return { deliveries: body.data, total: body.total };
  }
}
