import fs from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** The protocol's schemas, copied into the fixtures (their README says whence and under which licence). */
const FIXTURES = new URL('../fixtures/medscribealliance/', import.meta.url);
const readJson = (name: string): object => JSON.parse(fs.readFileSync(new URL(name, FIXTURES), 'utf8')) as object;

// The discovery schema is an OpenAPI document: its `openapi`, `paths` … and `example` keywords are not JSON Schema,
// which strict schema mode would refuse. Formats stay checked (`uri`, `email`).
const ajv = new Ajv({ allErrors: true, strictSchema: false });
addFormats.default(ajv);
ajv.addSchema(readJson('discovery_endpoint.json'), 'discovery_endpoint.json');
ajv.addSchema(readJson('templates-list.schema.json'), 'templates-list.schema.json');
ajv.addSchema(readJson('sessions_opneapi.json'), 'sessions_opneapi.json');
ajv.addSchema(readJson('webhooks.schema.json'), 'webhooks.schema.json');

/**
 * The protocol publishes its webhook payloads as examples (`webhook-payloads.json`), one per event: a notification is
 * valid when it has exactly their keys, an event among theirs, an ISO 8601 timestamp and a session id like theirs.
 */
const payloadExamples = (readJson('webhook-payloads.json') as { examples: { event: string; payload: Record<string, unknown> }[] }).examples;
ajv.addSchema(
  {
    type: 'object',
    required: Object.keys(payloadExamples[0]!.payload),
    additionalProperties: false,
    properties: {
      event: { enum: payloadExamples.map((example) => example.event) },
      timestamp: { type: 'string', format: 'date-time' },
      session_id: { type: 'string', pattern: '^ses_[A-Za-z0-9]+$' },
    },
  },
  'webhook-payload',
);
/** Every event the protocol's examples name, in their order. */
export const MSA_PAYLOAD_EVENTS = payloadExamples.map((example) => example.event);

const validator = (ref: string): ValidateFunction => {
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`no schema ${ref}`);
  return validate;
};

export const MSA_SCHEMAS = {
  discovery: validator('discovery_endpoint.json#/components/schemas/DiscoveryResponse'),
  error: validator('discovery_endpoint.json#/components/schemas/ErrorResponse'),
  templates: validator('templates-list.schema.json'),
  createSession: validator('sessions_opneapi.json#/components/schemas/CreateSessionResponse'),
  sessionProcessing: validator('sessions_opneapi.json#/components/schemas/SessionProcessingResponse'),
  sessionCompleted: validator('sessions_opneapi.json#/components/schemas/SessionCompletedResponse'),
  sessionPartial: validator('sessions_opneapi.json#/components/schemas/SessionPartialResponse'),
  sessionExpired: validator('sessions_opneapi.json#/components/schemas/ExpiredSessionResponse'),
  endSession: validator('sessions_opneapi.json#/components/schemas/EndSessionResponse'),
  webhookRegistration: validator('webhooks.schema.json#/$defs/RegisterWebhookRequest'),
  webhook: validator('webhooks.schema.json#/$defs/Webhook'),
  webhookList: validator('webhooks.schema.json#/$defs/WebhookList'),
  webhookPayload: validator('webhook-payload'),
};

/** The validation errors of `body` against one of the protocol's schemas: `[]` when it is valid. */
export function schemaErrors(schema: keyof typeof MSA_SCHEMAS, body: unknown): string[] {
  const validate = MSA_SCHEMAS[schema];
  return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
}
