import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { WebhookSubscriptionRecord } from '../../adapters/db/store.js';
import type { WebhooksService } from '../../services/webhooks.service.js';
import { principalOf } from '../plugins/authenticate.js';
import { BEARER_SECURITY, WEBHOOKS_ARE_THE_CLIENTS, clientScopeRefusal } from '../shared.schema.js';
import { HttpError } from '../http-error.js';
import { MSA_AUTHENTICATED_ERRORS, MsaError } from './error.schema.js';
import { MSA_TAGS } from './protocol.js';
import type { MsaWebhookEvent } from './webhook-events.js';
import { MsaWebhook, MsaWebhookList, MsaWebhookRegistration, WebhookParams } from './webhooks.schema.js';
import { MSA_VERSION_HEADERS } from './version.js';

/** Webhooks are what the `webhooks` scope grants, on both protocols. */
const CONFIG = { scope: 'webhooks', errorShape: 'medscribealliance' } as const;
const API = 'medscribealliance';
const errorOf = (description: string) => Type.Ref(MsaError, { description });
const FORBIDDEN = errorOf(`\`forbidden\`: ${clientScopeRefusal('webhooks', WEBHOOKS_ARE_THE_CLIENTS)}`);

/** The notifications a registration receives, for the OpenAPI document (sent by the server, not served). */
const CALLBACKS = {
  notification: {
    '{$request.body#/url}': {
      post: {
        summary: 'A notification: one of your MedScribeAlliance sessions moved',
        description:
          'Compact JSON `{event, timestamp, session_id}`. With a `secret`, signed with the Standard Webhooks headers (`webhook-id`, ' +
          '`webhook-timestamp`, `webhook-signature`) and `X-MSA-Signature: t=<unix s>,v1=<hex>` (10-webhooks.md §10.7); retried ' +
          'with the same `webhook-id` until a 2xx, as the svc webhooks are.',
        requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/MsaWebhookPayload' } } } },
        responses: {
          '2XX': { description: 'Received: any 2xx within 10 s.' },
          '410': { description: 'Gone: the webhook is disabled.' },
        },
      },
    },
  },
};

const view = (s: WebhookSubscriptionRecord) => ({
  webhook_id: s.id,
  url: s.endpoint,
  events: s.eventNames as MsaWebhookEvent[],
  status: s.disabledAt === null ? ('active' as const) : ('disabled' as const),
  created_at: s.createdAt.toISOString(),
});

/** 10-webhooks.md §10.2, §10.3: register, list and delete the caller's webhooks, delivered by the svc webhooks' queue. */
export const webhooksRoutes: FastifyPluginAsyncTypebox<{ webhooks: WebhooksService }> = async (app, { webhooks }) => {
  app.post(
    '/webhooks',
    {
      config: { ...CONFIG, callbacks: CALLBACKS },
      schema: {
        tags: MSA_TAGS,
        operationId: 'createMedscribeWebhook',
        summary: 'Register a webhook for session events',
        description:
          'Events: `session.started` (created), `session.ended` (ended, processing starts), `session.completed`, `session.partial`, ' +
          '`session.failed` (processed), `session.expired` (not ended in time), of your MedScribeAlliance sessions only. Each is ' +
          'a POST of `{event, timestamp, session_id}`; with a `secret`, signed with the Standard Webhooks headers and ' +
          '`X-MSA-Signature`. A 2xx within 10 s is success; otherwise it is retried for about 27.5 h with the same `webhook-id`; ' +
          '410 Gone disables the webhook. The url must be https on a public address (checked at registration and on every ' +
          'connection; redirects are not followed).',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        body: Type.Ref(MsaWebhookRegistration),
        response: {
          201: Type.Ref(MsaWebhook),
          ...MSA_AUTHENTICATED_ERRORS,
          400: errorOf('`invalid_request`: an invalid body, an unknown event, a url refused (not https, not public), a `whsec_` secret not followed by base64.'),
          403: FORBIDDEN,
        },
      },
    },
    async (request, reply) => {
      const { url, events, secret } = request.body;
      const subscriptionRequest = { events, endpoint: url, ...(secret === undefined ? {} : { signingKey: secret }) };
      const { subscription } = await webhooks.subscribe(principalOf(request).clientId, API, subscriptionRequest);
      return reply.code(201).send(view(subscription));
    },
  );

  app.get(
    '/webhooks',
    {
      config: CONFIG,
      schema: {
        tags: MSA_TAGS,
        operationId: 'listMedscribeWebhooks',
        summary: 'Your MedScribeAlliance webhooks (never their secrets)',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        response: { 200: Type.Ref(MsaWebhookList), ...MSA_AUTHENTICATED_ERRORS, 403: FORBIDDEN },
      },
    },
    async (request) => ({ webhooks: (await webhooks.list(principalOf(request).clientId, API)).map(view) }),
  );

  app.delete(
    '/webhooks/:webhook_id',
    {
      config: CONFIG,
      schema: {
        tags: MSA_TAGS,
        operationId: 'deleteMedscribeWebhook',
        summary: 'Delete a webhook: nothing more is sent to it',
        security: BEARER_SECURITY,
        headers: MSA_VERSION_HEADERS,
        params: WebhookParams,
        response: {
          204: Type.Null({ description: 'Deleted, with its pending deliveries.' }),
          ...MSA_AUTHENTICATED_ERRORS,
          403: FORBIDDEN,
          404: errorOf('`webhook_not_found`: no webhook of yours has this id.'),
        },
      },
    },
    async (request, reply) => {
      const id = request.params.webhook_id;
      if (!(await webhooks.unsubscribe(principalOf(request).clientId, API, id))) {
        throw new HttpError(404, `Webhook '${id}' does not exist`, { code: 'webhook_not_found', details: { webhook_id: id } });
      }
      return reply.code(204).send(null);
    },
  );
};
