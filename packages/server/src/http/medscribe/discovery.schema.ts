import { Type } from '@sinclair/typebox';

const Url = (description: string) => Type.String({ format: 'uri', description });
const StringEnum = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description === undefined ? {} : { description }) });

/**
 * How a client gets the bearer token this service takes: an extension of `authentication`, since the protocol's
 * methods (an `X-API-Key`, or OIDC with PKCE) are not ours.
 */
const BearerLogin = Type.Object({
  token_endpoint: Url('`POST {"client_id","client_secret"}` as JSON (and `"api_key"` when the operator sets SCRIBE_LOGIN_API_KEY).'),
  refresh_endpoint: Type.String({ description: 'A URL template: `POST {"refresh_token"}` there, with the client id in place of `{client_id}`.' }),
  description: Type.String(),
});

const Model = Type.Object({
  id: StringEnum(['pro', 'lite'], 'The id a session names in `model`.'),
  display_name: Type.String(),
  description: Type.String({ description: 'An extension: what recognises each language.' }),
  languages: Type.Array(Type.String(), { description: 'ISO 639-1 codes some backend of this server serves now.' }),
  max_session_duration_seconds: Type.Integer({ description: 'A session not ended within this time expires.' }),
  response_speed: StringEnum(['fast', 'standard', 'thorough']),
  features: Type.Object({
    realtime_transcription: Type.Boolean(),
    speaker_diarization: Type.Boolean({ description: 'Two speakers told apart in consultation mode, by the local model only.' }),
    custom_templates: Type.Boolean(),
  }),
});

/** The discovery document (04-discovery.md; the protocol's `discovery_endpoint.json`, `DiscoveryResponse`), with our extensions. */
export const MsaDiscoveryDocument = Type.Object(
  {
    protocol: Type.Literal('medscribealliance'),
    protocol_version: Type.String(),
    supported_versions: Type.Array(Type.String()),
    service: Type.Object({
      name: Type.String(),
      documentation_url: Url('The interactive API page of this server.'),
    }),
    endpoints: Type.Object({
      base_url: Url('The protocol\'s API root: `/templates` and `/sessions` hang below it.'),
      webhooks_url: Url('`POST`, `GET`, `DELETE /{webhook_id}`: the webhooks of session events (10-webhooks.md).'),
      templates_url: Url('`GET`: the templates a session may ask for.'),
    }),
    authentication: Type.Object({
      supported_methods: Type.Array(StringEnum(['api_key', 'oidc']), {
        description: 'Empty: neither of the protocol\'s methods; tokens come from `bearer`.',
      }),
      bearer: BearerLogin,
    }),
    capabilities: Type.Object({
      audio_formats: Type.Array(Type.String()),
      max_chunk_duration_seconds: Type.Integer({ minimum: 1 }),
      upload_methods: Type.Array(StringEnum(['chunked', 'single', 'stream'])),
      webhook_delivery: Type.Boolean(),
      client_sdk_delivery: Type.Boolean(),
    }),
    models: Type.Array(Model),
    languages: Type.Object({
      supported: Type.Array(Type.String(), { description: 'ISO 639-1 codes some backend of this server serves now.' }),
      auto_detection: Type.Boolean(),
    }),
  },
  { $id: 'MsaDiscoveryDocument', description: 'The MedScribeAlliance v0.1 discovery document of this server.' },
);
