export type WebhookEventName = 'v2rx.completed' | 'v2rx.failed';

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
export interface SubscriptionCreatedResponse {
  id: string;
  status: 'success';
  /** Only when the request had no `signing_key`: the one the server generated. Shown only this once. */
  signing_key?: string;
}

/** What `webhooks.subscribe` resolves to. */
export interface WebhookSubscriptionCreated {
  id: string;
  /** The key that signs the deliveries, to give `verifyWebhook`: yours, or the one the server generated. */
  signingKey: string;
  /** True when the server generated `signingKey`: it is shown only this once, so store it now. */
  signingKeyGenerated: boolean;
}

/** A subscription as the server lists it (never with its signing key). */
export interface WebhookSubscription {
  id: string;
  event_names: WebhookEventName[];
  endpoint: string;
  protocol: string;
  has_signing_key: boolean;
  created_at: string;
  updated_at: string;
  /** Set when the endpoint answered 410 Gone. */
  disabled_at: string | null;
  disabled_reason: string | null;
}

/** One event's delivery, with every attempt. */
export interface WebhookDelivery {
  /** The `webhook-id` header, the same on every attempt. */
  id: string;
  event: WebhookEventName;
  transaction_id: string;
  state: 'pending' | 'delivered' | 'failed' | 'abandoned';
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  log: { attempt: number; at: string; status: number | null; error: string | null; duration_ms: number }[];
}

/** The body of a notification (PROTOCOL §6). */
export interface WebhookNotification {
  event: WebhookEventName;
  data: {
    transaction_id: string;
    status: 'completed' | 'failed';
    /** Equals `transaction_id`: the id to ask `sessions.status` about. */
    session_id: string;
  };
  /** ISO 8601 UTC. */
  timestamp: string;
}
