import type { SessionRecord, WebhookApi } from '../adapters/db/store.js';
import type { SessionTransition } from '../domain/sessions.js';

/** One notification in a front-end's words: its event name and the exact body sent (and stored, and re-sent as stored). */
export interface WebhookNotice {
  event: string;
  body: string;
}

/** How a front-end's subscriptions differ: what their refusals call each field, their ids, and a missing signing key. */
export interface SubscriptionRules {
  /** The request's fields as the front-end names them, for refusals. */
  readonly fields: { readonly events: string; readonly endpoint: string; readonly signingKey: string };
  /** The field that names the endpoint's scheme, when the front-end asks for one: it must be one allowed, and the endpoint's. */
  readonly schemeField?: string;
  newId(): string;
  /** Without a signing key, the server generates one (answered once) rather than sending the deliveries unsigned. */
  readonly generatesSigningKey: boolean;
}

/**
 * A front-end's webhooks: the core notifies a session's moves (`SessionTransition`) and each front-end turns them into
 * its own event names, bodies and signature headers. The composition root hands every front-end's to `WebhooksService`.
 */
export interface WebhookFormat {
  readonly api: WebhookApi;
  /** Every event name a subscription of this front-end may ask for. */
  readonly events: readonly string[];
  readonly subscriptions: SubscriptionRules;
  /** The notification of `transition`, or undefined when the session is not this front-end's or the move is not notified. */
  notification(session: SessionRecord, transition: SessionTransition, at: Date): WebhookNotice | undefined;
  /** The front-end's own signature headers, beside the Standard Webhooks ones, from the signing key as registered. */
  signatureHeaders(input: { timestampS: number; body: string; signingKey: string }): Record<string, string>;
}
