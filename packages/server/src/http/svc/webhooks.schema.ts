import { Type } from '@sinclair/typebox';
import { SVC_WEBHOOK_EVENTS } from './webhook-events.js';
import { WEBHOOKS_ARE_THE_CLIENTS, clientScopeRefusal } from '../shared.schema.js';

const EventName = Type.Unsafe<string>({ type: 'string', enum: [...SVC_WEBHOOK_EVENTS] });

/** The body of every notification POSTed to a subscribed endpoint (PROTOCOL §6), as `svcWebhookFormat` words it. */
export const WebhookNotification = Type.Object(
  {
    event: EventName,
    data: Type.Object({
      transaction_id: Type.String(),
      status: Type.Unsafe<string>({
        type: 'string',
        enum: ['completed', 'failed'],
        description: '`completed` also when some templates failed (the status then answers 206 `partial`); `failed` when every one did.',
      }),
      session_id: Type.String({ description: 'Equals `transaction_id`: the id to ask the status about.' }),
    }),
    timestamp: Type.String({ format: 'date-time', description: 'When the session finished, ISO 8601 UTC.' }),
  },
  { $id: 'WebhookNotification', description: 'The body of a webhook notification (PROTOCOL §6): compact JSON, signed.' },
);

/**
 * The notifications a subscription brings, as an OpenAPI callback of the subscribe operation (route config
 * `callbacks`): documentation only, for the receivers and the SDK's `WebhookNotification`.
 */
export const WEBHOOK_CALLBACKS = {
  notification: {
    '{$request.body#/endpoint}': {
      post: {
        summary: 'A notification: one of your sessions finished',
        description:
          'Signed with the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) and `Svc-Webhook-Signature`; ' +
          'retried with the same `webhook-id` until a 2xx, for about 27.5 h.',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookNotification' } } } },
        responses: {
          '2XX': { description: 'Received: any 2xx within 10 s.' },
          '410': { description: 'Gone: the subscription is disabled.' },
        },
      },
    },
  },
};

export const SubscriptionBody = Type.Object({
  event_names: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 10, description: `Among: ${SVC_WEBHOOK_EVENTS.join(', ')}.` }),
  endpoint: Type.String({ minLength: 1, maxLength: 2048, description: 'An https URL on a public address.' }),
  signing_key: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 256,
      description:
        'Your secret: the HMAC key is its UTF-8 bytes, or for `whsec_…` the base64 decoding of the rest. Never shown again. ' +
        'Absent: the server generates one and answers it once.',
    }),
  ),
  protocol: Type.String({ description: '`https` (`http` only when the server allows insecure webhooks).' }),
});

export const SubscriptionCreated = Type.Object({
  id: Type.String(),
  status: Type.Literal('success'),
  signing_key: Type.Optional(
    Type.String({
      pattern: '^whsec_[A-Za-z0-9+/]+={0,2}$',
      description:
        'Only when the request had no `signing_key`: the one the server generated, `whsec_` and the base64 of 32 random bytes ' +
        '(the Standard Webhooks form). Shown only this once: keep it to verify the deliveries.',
    }),
  ),
});

export const SubscriptionView = Type.Object({
  id: Type.String(),
  event_names: Type.Array(EventName),
  endpoint: Type.String(),
  protocol: Type.String(),
  has_signing_key: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  disabled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Set when the endpoint answered 410 Gone.' }),
  disabled_reason: Type.Union([Type.String(), Type.Null()]),
});

export const SubscriptionList = Type.Object({ data: Type.Array(SubscriptionView), msg: Type.Literal('success') });

export const SubscriptionDeleted = Type.Object({ status: Type.Literal('webhook deleted successfully'), msg: Type.Literal('success') });

export const SubscriptionParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const DeliveriesQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
});

export const DeliveryPage = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.String({ description: 'The `webhook-id` header, the same on every attempt.' }),
      event: EventName,
      transaction_id: Type.String(),
      state: Type.Unsafe<string>({ type: 'string', enum: ['pending', 'delivered', 'failed', 'abandoned'] }),
      attempts: Type.Integer(),
      last_status: Type.Union([Type.Integer(), Type.Null()]),
      last_error: Type.Union([Type.String(), Type.Null()]),
      created_at: Type.String({ format: 'date-time' }),
      updated_at: Type.String({ format: 'date-time' }),
      log: Type.Array(
        Type.Object({
          attempt: Type.Integer(),
          at: Type.String({ format: 'date-time' }),
          status: Type.Union([Type.Integer(), Type.Null()], { description: "The endpoint's HTTP status; null when none came back." }),
          error: Type.Union([Type.String(), Type.Null()]),
          duration_ms: Type.Integer(),
        }),
      ),
    }),
  ),
  total: Type.Integer(),
  msg: Type.Literal('success'),
});

export const WebhookError = Type.Object(
  { error: Type.Object({ message: Type.String(), code: Type.Unsafe<string>({ type: 'string', enum: ['INVALID_REQUEST', 'NOT_FOUND', 'SERVER_ERROR'] }) }) },
  { $id: 'WebhookError', description: 'Error body of the webhook subscription endpoints.' },
);

const ref = (description: string) => Type.Ref(WebhookError, { description });

export const WEBHOOK_AUTH_ERRORS = {
  401: ref('Missing, malformed, expired or revoked access token.'),
  403: ref(clientScopeRefusal('webhooks', WEBHOOKS_ARE_THE_CLIENTS)),
  500: ref('Unexpected failure.'),
};
export const webhookErrorResponse = ref;
