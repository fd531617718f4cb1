import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../domain/errors.js';
import type { WebhooksService } from '../../services/webhooks.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY } from '../shared.schema.js';
import {
  DeliveriesQuery,
  DeliveryPage,
  SubscriptionBody,
  SubscriptionCreated,
  SubscriptionDeleted,
  SubscriptionList,
  SubscriptionParams,
  WEBHOOK_AUTH_ERRORS,
  WEBHOOK_CALLBACKS,
  webhookErrorResponse,
} from './webhooks.schema.js';
import { deliveryView, subscriptionView } from './webhooks.views.js';

const PATH = '/notification/v1/connect/webhook/subscriptions';
const TAGS = ['Webhooks'];
const WEBHOOKS = { scope: 'webhooks', errorShape: 'webhook-error' } as const;
const DEFAULT_PAGE_SIZE = 20;
const API = 'svc';
const notFound = () => new DomainError('not_found', 'subscription not found');

/** Webhook subscriptions (PROTOCOL §6), and each one's delivery log (ours). */
export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.post(
    PATH,
    {
      config: { ...WEBHOOKS, callbacks: WEBHOOK_CALLBACKS },
      schema: {
        tags: TAGS,
        operationId: 'createWebhookSubscription',
        summary: 'Subscribe an endpoint to session events',
        description:
          'Events: `v2rx.completed` (a session finished with results, `data.status: "completed"`, also when some templates ' +
          'failed: its status then answers 206 `partial`) and `v2rx.failed` (every template failed). Each notification is a POST of compact JSON ' +
          '`{event, data:{transaction_id, status, session_id}, timestamp}`, signed: without a `signing_key` the server generates one ' +
          '(`whsec_…`) and answers it once, as `signing_key` in this 201. Each carries the Standard Webhooks ' +
          'headers `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>` over `<id>.<timestamp>.<body>` and ' +
          '`Svc-Webhook-Signature: t=<unix s>,v1=<hex>` over `<t>.<body>`, both HMAC-SHA256. A 2xx within 10 s is success; ' +
          'otherwise it is retried for about 27.5 h (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, plus up to 20% jitter) with the ' +
          'same `webhook-id`; 410 Gone disables the subscription. Endpoints must be https on a public address (checked at ' +
          'registration and on every connection; redirects are not followed).',
        security: BEARER_SECURITY,
        body: SubscriptionBody,
        response: { 201: SubscriptionCreated, 400: webhookErrorResponse('Invalid or refused subscription.'), ...WEBHOOK_AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      const { event_names, endpoint, signing_key, protocol } = request.body;
      const subscriptionRequest = { events: event_names, endpoint, scheme: protocol, ...(signing_key === undefined ? {} : { signingKey: signing_key }) };
      const { subscription, generatedSigningKey } = await webhooks.subscribe(principalOf(request).clientId, API, subscriptionRequest);
      return reply.code(201).send({ id: subscription.id, status: 'success', ...(generatedSigningKey === undefined ? {} : { signing_key: generatedSigningKey }) });
    },
  );

  app.get(
    PATH,
    {
      config: WEBHOOKS,
      schema: {
        tags: TAGS,
        operationId: 'listWebhookSubscriptions',
        summary: "The caller's subscriptions (never their signing keys)",
        security: BEARER_SECURITY,
        response: { 200: SubscriptionList, ...WEBHOOK_AUTH_ERRORS },
      },
    },
    async (request) => ({ data: (await webhooks.list(principalOf(request).clientId, API)).map(subscriptionView), msg: 'success' as const }),
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: WEBHOOKS,
      schema: {
        tags: TAGS,
        operationId: 'deleteWebhookSubscription',
        summary: 'Delete a subscription and its delivery log',
        security: BEARER_SECURITY,
        params: SubscriptionParams,
        response: { 200: SubscriptionDeleted, 404: webhookErrorResponse('Unknown subscription.'), ...WEBHOOK_AUTH_ERRORS },
      },
    },
    async (request) => {
      if (!(await webhooks.unsubscribe(principalOf(request).clientId, API, request.params.id))) throw notFound();
      return { status: 'webhook deleted successfully' as const, msg: 'success' as const };
    },
  );

  app.get(
    `${PATH}/:id/deliveries`,
    {
      config: WEBHOOKS,
      schema: {
        tags: TAGS,
        operationId: 'listWebhookDeliveries',
        summary: "A subscription's deliveries, newest first, with every attempt",
        description: 'For debugging a receiver: what was sent when, what it answered, and what is still pending.',
        security: BEARER_SECURITY,
        params: SubscriptionParams,
        querystring: DeliveriesQuery,
        response: { 200: DeliveryPage, 404: webhookErrorResponse('Unknown subscription.'), ...WEBHOOK_AUTH_ERRORS },
      },
    },
    async (request) => {
      const page = { limit: request.query.limit ?? DEFAULT_PAGE_SIZE, offset: request.query.offset ?? 0 };
      // Another front-end's subscription is not one of the svc API's, whose delivery log this is.
      const found = await webhooks.deliveries(principalOf(request).clientId, API, request.params.id, page);
      if (!found) throw notFound();
      return { data: found.deliveries.map(deliveryView), total: found.total, msg: 'success' as const };
    },
  );
};
