import type { Static } from '@sinclair/typebox';
import type { LanguageBackend } from '../../engines/speech/backend-registry.js';
import { AUDIO_FORMATS, maxChunkDurationSeconds } from './capabilities.js';
import type { MsaDiscoveryDocument } from './discovery.schema.js';
import { medscribeModels, servedLanguages } from './models.js';
import { MSA_BASE_PATH, MSA_PROTOCOL, MSA_PROTOCOL_VERSION, MSA_SUPPORTED_VERSIONS } from './protocol.js';

export interface DiscoveryInput {
  /** SCRIBE_PUBLIC_URL, or the address the request came to. */
  origin: string;
  /** What serves each language now, as `GET /voice/languages` lists it. */
  languages: readonly LanguageBackend[];
  beamSize: number;
  maxUploadBytes: number;
  maxSessionDurationS: number;
}

const LOGIN_PATH = '/connect-auth/v1/account/login';
const REFRESH_PATH = '/connect-auth/v1/oidc-client/{client_id}/refresh';

/** 04-discovery.md: what this server is and can do, with every URL under `origin`. */
export function discoveryDocument(input: DiscoveryInput): Static<typeof MsaDiscoveryDocument> {
  const base = `${input.origin}${MSA_BASE_PATH}`;
  return {
    protocol: MSA_PROTOCOL,
    protocol_version: MSA_PROTOCOL_VERSION,
    supported_versions: [...MSA_SUPPORTED_VERSIONS],
    service: { name: 'svc-scribe', documentation_url: `${input.origin}/docs` },
    endpoints: { base_url: base, webhooks_url: `${base}/webhooks`, templates_url: `${base}/templates` },
    authentication: {
      // Neither an `X-API-Key` nor OIDC (05-authentication.md): a client logs in with its credentials for a bearer token.
      supported_methods: [],
      bearer: {
        token_endpoint: `${input.origin}${LOGIN_PATH}`,
        refresh_endpoint: `${input.origin}${REFRESH_PATH}`,
        description:
          'Log in with the client_id and client_secret the operator created (`scribe clients create`): the answer\'s access_token is ' +
          'sent as `Authorization: Bearer <access_token>` until its expires_in; its single-use refresh_token buys the next pair.',
      },
    },
    capabilities: {
      audio_formats: [...AUDIO_FORMATS],
      max_chunk_duration_seconds: maxChunkDurationSeconds(input.maxUploadBytes),
      upload_methods: ['chunked', 'single'],
      // The protocol's webhooks (10-webhooks.md) at `webhooks_url`; its client SDK delivery (§10.8, postMessage) does not exist here.
      webhook_delivery: true,
      client_sdk_delivery: false,
    },
    models: medscribeModels(input),
    languages: { supported: servedLanguages(input.languages), auto_detection: false },
  };
}
