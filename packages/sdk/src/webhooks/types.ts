import type { ResponseBody, Schemas } from '../http/wire.js';

export type WebhookEventName = WebhookNotification['event'];

export interface SubscribeOptions {
  /** An https URL on a public address (the server may allow http and private addresses for development). */
  endpoint: string;
  /** Default `['v2rx.completed', 'v2rx.failed']`. */
  eventNames?: WebhookEventName[];
  /**
   * Your secret for the signatures: any string, or `whsec_<base64>`. Never shown again. Absent: the
   * server generates one (`whsec_…`), answered once in {@link WebhookSubscriptionCreated}.
   */
  signingKey?: string;
  /** Default: the endpoint's scheme. */
  protocol?: 'https' | 'http';
}

/** The server's 201 to a subscription (wire form). */
export type SubscriptionCreatedResponse = ResponseBody<'createWebhookSubscription', 201>;

/** What `webhooks.subscribe` resolves to. */
export interface WebhookSubscriptionCreated {
  id: string;
  /** The key that signs the deliveries, to give `verifyWebhook`: yours, or the one the server generated. */
  signingKey: string;
  /** True when the server generated `signingKey`: it is shown only this once, so store it now. */
  signingKeyGenerated: boolean;
}

/** A subscription as the server lists it (never with its signing key). */
export type WebhookSubscription = ResponseBody<'listWebhookSubscriptions', 200>['data'][number];

/** One event's delivery, with every attempt. */
export type WebhookDelivery = ResponseBody<'listWebhookDeliveries', 200>['data'][number];

/** The body of a notification (PROTOCOL §6). Wire type: `#/components/schemas/WebhookNotification`, the subscribe operation's callback. */
export type WebhookNotification = Schemas['WebhookNotification'];
