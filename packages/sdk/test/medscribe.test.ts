import { describe, expect, it } from 'vitest';
import { ApiError, ScribeClient } from '../src/index.js';
import { reply, scriptedFetch } from './helpers/fake-fetch.js';

const FAST = { retries: 2, minDelayMs: 1, maxDelayMs: 5 };
const SESSION = 'ses_0123456789abcdef01234567';
const UPLOAD_URL = `https://scribe.test/medscribealliance/sessions/${SESSION}/audio`;
const common = { session_id: SESSION, created_at: '2026-11-24T09:00:00.000Z', audio_files_received: 1, audio_files: ['audio_0.wav'], additional_data: {} };
const PROCESSING = reply.json(202, { ...common, status: 'processing', expires_at: '2026-11-25T09:00:00.000Z', transcript: '' });

function clientWith(...replies: Parameters<typeof scriptedFetch>[0]) {
  const { fetch, calls } = scriptedFetch(replies);
  return { client: new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch, retry: FAST }), calls };
}

/** `client.medscribe`: the MedScribeAlliance protocol's paths, bodies and answers. */
describe('client.medscribe', () => {
  it('sends a chunk as the multipart file audio_<sequence>.<ext> to the upload_url, and retries it', async () => {
    const received = { session_id: SESSION, file: 'audio_1.wav', audio_files_received: 1, audio_files: ['audio_1.wav'] };
    let form: FormData | undefined;
    const { fetch, calls } = scriptedFetch([reply.json(503, { error: { code: 'service_unavailable', message: 'busy' } }), reply.json(200, received)]);
    const spy: typeof fetch = async (input, init) => {
      form = init?.body as FormData;
      return fetch(input, init);
    };
    const client = new ScribeClient({ baseUrl: 'https://scribe.test', accessToken: 't', fetch: spy, retry: FAST });
    const bytes = new Uint8Array([82, 73, 70, 70, 0, 0, 0, 0, 87, 65, 86, 69]);
    expect(await client.medscribe.uploadChunk({ upload_url: UPLOAD_URL }, { name: 'visit part 2.wav', data: bytes }, { sequence: 1 })).toEqual(received);
    expect(calls.map((c) => [c.method, c.url, c.headers.get('authorization')])).toEqual(Array(2).fill(['POST', UPLOAD_URL, 'Bearer t']));
    expect((form?.get('file') as File).name).toBe('audio_1.wav');
    await expect(client.medscribe.uploadChunk(SESSION, bytes, { sequence: -1 })).rejects.toThrow(RangeError);
  });

  it('creates, ends, and waits through 202 to a 206 partial; an expired session (410) is an answer, an unknown one an ApiError', async () => {
    const partial = { ...common, status: 'partial', model_used: 'lite', language_detected: 'en', templates: {}, audio_files_processed: 1, processing_errors: [] };
    const { client, calls } = clientWith(
      reply.json(201, { session_id: SESSION, status: 'created', created_at: common.created_at, expires_at: '2026-11-25T09:00:00.000Z', upload_url: UPLOAD_URL, templates: ['soap'], model: 'lite', upload_type: 'chunked', additional_data: {} }),
      reply.json(202, { session_id: SESSION, status: 'processing', message: 'Session ended. Processing started.', audio_files_received: 1, audio_files: ['audio_0.wav'] }),
      PROCESSING,
      reply.json(206, partial),
      reply.json(410, { ...common, status: 'expired', expired_at: '2026-11-25T09:00:00.000Z', message: 'Session expired before it was ended', templates: {}, transcript: null }),
      reply.json(404, { error: { code: 'session_not_found', message: "Session 'ses_x' does not exist" } }),
    );
    const created = await client.medscribe.create({ templates: ['soap'], upload_type: 'chunked', communication_protocol: 'http' });
    expect(created.upload_url).toBe(UPLOAD_URL);
    expect((await client.medscribe.end(SESSION, 1)).status).toBe('processing');
    expect(await client.medscribe.wait(SESSION, { intervalMs: 1 })).toEqual(partial);
    expect((await client.medscribe.get(SESSION)).status).toBe('expired');
    const unknown = await client.medscribe.get('ses_x').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect([(unknown as ApiError).status, (unknown as ApiError).code]).toEqual([404, 'session_not_found']);
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual([
      'POST /medscribealliance/sessions',
      `POST /medscribealliance/sessions/${SESSION}/end`,
      `GET /medscribealliance/sessions/${SESSION}`,
      `GET /medscribealliance/sessions/${SESSION}`,
      `GET /medscribealliance/sessions/${SESSION}`,
      'GET /medscribealliance/sessions/ses_x',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ audio_files_sent: 1 });
  });

  it('registers a webhook for every event by default, lists and deletes', async () => {
    const webhook = { webhook_id: 'wh_1', url: 'https://emr.test/hook', events: ['session.completed'], status: 'active', created_at: common.created_at };
    const { client, calls } = clientWith(reply.json(201, webhook), reply.json(200, { webhooks: [webhook] }), new Response(null, { status: 204 }));
    expect(await client.medscribe.webhooks.register({ url: 'https://emr.test/hook', secret: 's' })).toEqual(webhook);
    expect(await client.medscribe.webhooks.list()).toEqual([webhook]);
    await client.medscribe.webhooks.delete('wh_1');
    expect(JSON.parse(calls[0]!.body!)).toEqual({
      url: 'https://emr.test/hook',
      events: ['session.started', 'session.ended', 'session.completed', 'session.partial', 'session.failed', 'session.expired'],
      secret: 's',
    });
    expect(calls.map((c) => `${c.method} ${new URL(c.url).pathname}`)).toEqual(['POST /medscribealliance/webhooks', 'GET /medscribealliance/webhooks', 'DELETE /medscribealliance/webhooks/wh_1']);
  });

  it('asks for redaction at creation, and for the redacted results with `redacted`', async () => {
    const finished = { ...common, status: 'completed', model_used: 'lite', language_detected: 'en', templates: {}, transcript: 'fever since [NAME] came' };
    const { client, calls } = clientWith(
      reply.json(201, { session_id: SESSION, status: 'created', created_at: common.created_at, expires_at: '2026-11-25T09:00:00.000Z', upload_url: UPLOAD_URL, templates: ['soap'], model: 'lite', upload_type: 'chunked', additional_data: {} }),
      reply.json(200, finished),
      reply.json(409, { error: { code: 'not_redacted', message: 'session ses_y was not created with redact: true' } }),
    );
    await client.medscribe.create({ templates: ['soap'], redact: true });
    expect(await client.medscribe.get(SESSION, { redacted: true })).toEqual(finished);
    const refused = await client.medscribe.get('ses_y', { redacted: true }).catch((error: unknown) => error);
    expect([(refused as ApiError).status, (refused as ApiError).code]).toEqual([409, 'not_redacted']);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ templates: ['soap'], redact: true });
    expect(calls.slice(1).map((c) => `${new URL(c.url).pathname}${new URL(c.url).search}`)).toEqual([`/medscribealliance/sessions/${SESSION}?redacted=true`, '/medscribealliance/sessions/ses_y?redacted=true']);
  });
});
