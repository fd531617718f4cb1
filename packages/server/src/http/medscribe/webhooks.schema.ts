import { Type } from '@sinclair/typebox';
import { MSA_WEBHOOK_EVENTS } from './webhook-events.js';

const StringEnum = <const T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description === undefined ? {} : { description }) });

const EventName = StringEnum(MSA_WEBHOOK_EVENTS);
const WebhookId = Type.String({ description: '`wh_` and 24 hex digits.' });

/** 10-webhooks.md §10.2: a registration. */
export const MsaWebhookRegistration = Type.Object(
  {
    url: Type.String({
      maxLength: 2048,
      description: 'The endpoint notifications are POSTed to: https on a public address (checked at registration and on every connection).',
    }),
    events: Type.Array(EventName, { minItems: 1, maxItems: MSA_WEBHOOK_EVENTS.length, description: 'The events to receive.' }),
    secret: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 256,
        description:
          'Signs every notification (without one they are sent unsigned). `whsec_` and base64 (the Standard Webhooks form), or any other text.',
      }),
    ),
  },
  { $id: 'MsaWebhookRegistration', description: 'A MedScribeAlliance webhook registration (10-webhooks.md §10.2).' },
);

const WebhookFields = {
  webhook_id: WebhookId,
  url: Type.String({ description: 'As registered (normalised).' }),
  events: Type.Array(EventName),
  status: StringEnum(['active', 'disabled'], '`disabled` once the endpoint answered 410 Gone: nothing more is sent to it.'),
  created_at: Type.String({ format: 'date-time' }),
};

export const MsaWebhook = Type.Object(WebhookFields, {
  $id: 'MsaWebhook',
  description: 'A MedScribeAlliance webhook (10-webhooks.md §10.2, §10.3); its secret is never shown.',
});

export const MsaWebhookList = Type.Object(
  { webhooks: Type.Array(Type.Ref(MsaWebhook), { description: 'Yours only, oldest first.' }) },
  { $id: 'MsaWebhookList', description: 'The caller\'s MedScribeAlliance webhooks (10-webhooks.md §10.3).' },
);

/** 10-webhooks.md §10.5: what each notification POSTs, the same for every event. */
export const MsaWebhookPayload = Type.Object(
  {
    event: EventName,
    timestamp: Type.String({ format: 'date-time', description: 'When the event happened.' }),
    session_id: Type.String({ description: 'GET `{base}/sessions/{session_id}` for the data.' }),
  },
  { $id: 'MsaWebhookPayload', description: 'A MedScribeAlliance webhook notification: no clinical data (10-webhooks.md §10.5).' },
);

export const MSA_WEBHOOK_SCHEMAS = [MsaWebhookRegistration, MsaWebhook, MsaWebhookList, MsaWebhookPayload];

export const WebhookParams = Type.Object({ webhook_id: Type.String({ maxLength: 100, description: 'The `webhook_id` of the registration.' }) });
