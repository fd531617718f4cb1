import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const DISCOVERY = '/.well-known/medscribealliance';
const EMR_ORIGIN = 'https://emr.clinic.example';

const AUDIO_FORMATS = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/ogg',
  'audio/wav',
  'audio/flac',
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/m4a',
];

/** The document at `origin`, but for what depends on the speech backends (`models`, `languages`). */
const documentAt = (origin: string) => ({
  protocol: 'medscribealliance',
  protocol_version: '0.1',
  supported_versions: ['0.1'],
  service: { name: 'svc-scribe', documentation_url: `${origin}/docs` },
  endpoints: {
    base_url: `${origin}/medscribealliance`,
    webhooks_url: `${origin}/medscribealliance/webhooks`,
    templates_url: `${origin}/medscribealliance/templates`,
  },
  authentication: {
    supported_methods: [],
    bearer: {
      token_endpoint: `${origin}/connect-auth/v1/account/login`,
      refresh_endpoint: `${origin}/connect-auth/v1/oidc-client/{client_id}/refresh`,
      description: expect.stringContaining('Authorization: Bearer <access_token>'),
    },
  },
  capabilities: {
    audio_formats: AUDIO_FORMATS,
    max_chunk_duration_seconds: 20,
    upload_methods: ['chunked', 'single'],
    webhook_delivery: true,
    client_sdk_delivery: false,
  },
});

describe('the MedScribeAlliance discovery document, default configuration', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('is public, cacheable for an hour, valid against the protocol schema, with every URL at the request host', async () => {
    const response = await s.app.inject({ method: 'GET', url: DISCOVERY, headers: { host: 'scribe.clinic.test:8443' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('max-age=3600');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(schemaErrors('discovery', body)).toEqual([]);
    expect(body).toEqual({
      ...documentAt('http://scribe.clinic.test:8443'),
      // The local model serves en-IN and en-US by default: one ISO 639-1 code.
      models: ['pro', 'lite'].map((id) => ({
        id,
        display_name: id === 'pro' ? 'Pro' : 'Lite',
        description: 'Recognition by moonshine-base (local, beam 4) for en. The same engine serves pro and lite.',
        languages: ['en'],
        max_session_duration_seconds: 86_400,
        response_speed: 'standard',
        features: { realtime_transcription: false, speaker_diarization: true, custom_templates: false },
      })),
      languages: { supported: ['en'], auto_detection: false },
    });
  });

  it('follows the host each request came to when SCRIBE_PUBLIC_URL is unset', async () => {
    const response = await s.app.inject({ method: 'GET', url: DISCOVERY, headers: { host: 'other.example:9000' } });
    expect(response.json().endpoints.base_url).toBe('http://other.example:9000/medscribealliance');
  });
});

describe('the MedScribeAlliance discovery document, with SCRIBE_PUBLIC_URL, remote backends and a greedy beam', () => {
  let s: TestServer;
  beforeAll(async () => {
    const remote = { type: 'openai', url: 'http://127.0.0.1:9/v1', model: 'whisper-large-v3' };
    s = await startTestServer({
      SCRIBE_PUBLIC_URL: 'https://scribe.example.org/api/',
      SCRIBE_ASR_BACKENDS: JSON.stringify({ hi: remote, ta: remote }),
      SCRIBE_ASR_BEAM_SIZE: '1',
      SCRIBE_CORS_ORIGINS: EMR_ORIGIN,
    });
  });
  afterAll(() => s.close());

  it('builds every URL from the public URL whatever the request host, and lists the languages served now', async () => {
    const response = await s.app.inject({ method: 'GET', url: DISCOVERY, headers: { host: 'internal:8080' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(schemaErrors('discovery', body)).toEqual([]);
    expect(body).toEqual({
      ...documentAt('https://scribe.example.org/api'),
      models: ['pro', 'lite'].map((id) => ({
        id,
        display_name: id === 'pro' ? 'Pro' : 'Lite',
        description: 'Recognition by whisper-large-v3 (OpenAI-compatible API) for hi, ta. The same engine serves pro and lite.',
        languages: ['hi', 'ta'],
        max_session_duration_seconds: 86_400,
        response_speed: 'fast',
        // Remote backends are not diarized.
        features: { realtime_transcription: false, speaker_diarization: false, custom_templates: false },
      })),
      languages: { supported: ['hi', 'ta'], auto_detection: false },
    });
  });

  it('lets a browser EMR on a configured origin read it and send MSA-Version to the API', async () => {
    const discovery = await s.app.inject({ method: 'GET', url: DISCOVERY, headers: { origin: EMR_ORIGIN } });
    expect(discovery.headers['access-control-allow-origin']).toBe(EMR_ORIGIN);
    const preflight = await s.app.inject({
      method: 'OPTIONS',
      url: '/medscribealliance/templates',
      headers: { origin: EMR_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,msa-version' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).split(/, */)).toContain('msa-version');
  });
});
