import { describe, expect, it } from 'vitest';
import { ApiError, AuthError, MAX_TRANSCRIPTION_BYTES, ScribeClient, UploadError } from '../src/index.js';
import { reply, scriptedFetch } from './helpers/fake-fetch.js';

const BASE = 'https://scribe.test/prefix';
const FAST = { retries: 3, minDelayMs: 1, maxDelayMs: 5 };
const pair = (token: string, expiresIn = 3600) => ({
  access_token: token,
  expires_in: expiresIn,
  redirect_url: '',
  refresh_token: `refresh-${token}`,
  refresh_token_expires_in: 2_592_000,
});
const LIST = { data: [], msg: 'success' };

/** The HTTP behaviour of the client with a scripted `fetch`; the server-backed tests cover the rest. */
describe('ScribeClient over a scripted fetch', () => {
  it('logs in lazily, once for concurrent calls, and keeps the base URL path', async () => {
    const { fetch, calls } = scriptedFetch([(call) => (call.url.endsWith('/login') ? reply.json(200, pair('t1')) : reply.json(200, LIST))]);
    const client = new ScribeClient({ baseUrl: `${BASE}/`, clientId: 'c', clientSecret: 's', fetch, retry: FAST });
    expect(calls).toEqual([]);
    await Promise.all([client.webhooks.list(), client.webhooks.list(), client.webhooks.list()]);
    expect(calls.map((c) => c.url)).toEqual([
      `${BASE}/connect-auth/v1/account/login`,
      ...Array(3).fill(`${BASE}/notification/v1/connect/webhook/subscriptions`),
    ]);
    expect(JSON.parse(calls[0]!.body!)).toEqual({ client_id: 'c', client_secret: 's' });
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer t1');
  });

  it('retries idempotent calls after 5xx, 429 and network errors, but not a POST', async () => {
    const { fetch, calls } = scriptedFetch([
      reply.json(503, { message: 'busy' }),
      new TypeError('fetch failed'),
      reply.json(429, { message: 'slow down' }, { 'retry-after': '0' }),
      reply.json(200, LIST),
    ]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: FAST });
    expect(await client.webhooks.list()).toEqual([]);
    expect(calls).toHaveLength(4);

    const post = scriptedFetch([reply.json(503, { message: 'busy' }), reply.json(201, { id: 'w1', status: 'success' })]);
    const poster = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch: post.fetch, retry: FAST });
    const error = await poster.webhooks.subscribe({ endpoint: 'https://hooks.test/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, body: { message: 'busy' } });
    expect(post.calls).toHaveLength(1);
  });

  it("subscribe answers the id and the signing key: the one given, or the one the server generated and shows once", async () => {
    const generated = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const { fetch, calls } = scriptedFetch([
      reply.json(201, { id: 'w1', status: 'success' }),
      reply.json(201, { id: 'w2', status: 'success', signing_key: generated }),
    ]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: FAST });
    expect(await client.webhooks.subscribe({ endpoint: 'https://hooks.test/x', signingKey: 'mine' })).toEqual({ id: 'w1', signingKey: 'mine', signingKeyGenerated: false });
    expect(await client.webhooks.subscribe({ endpoint: 'https://hooks.test/y' })).toEqual({ id: 'w2', signingKey: generated, signingKeyGenerated: true });
    expect(JSON.parse(calls[0]!.body!)).toMatchObject({ signing_key: 'mine' });
    expect(JSON.parse(calls[1]!.body!)).not.toHaveProperty('signing_key');
  });

  it('gives up after the retries with the last answer', async () => {
    const { fetch, calls } = scriptedFetch([reply.json(502, { message: 'Bad Gateway' }, { 'x-request-id': 'req-9' })]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: { ...FAST, retries: 2 } });
    await expect(client.webhooks.list()).rejects.toMatchObject({ name: 'ApiError', status: 502, requestId: 'req-9', message: 'HTTP 502: Bad Gateway' });
    expect(calls).toHaveLength(3);
  });

  it('refreshes an expiring token with its refresh token, and renews once after a 401', async () => {
    const { fetch, calls } = scriptedFetch([
      (call) => {
        if (call.url.endsWith('/account/refresh')) return reply.json(200, pair('t2'));
        if (call.headers.get('authorization') === 'Bearer stale') return reply.json(401, { message: 'Unauthorized' });
        return reply.json(200, LIST);
      },
    ]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 'stale', refreshToken: 'r0', fetch, retry: FAST });
    await client.webhooks.list();
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([
      '/notification/v1/connect/webhook/subscriptions',
      '/connect-auth/v1/account/refresh',
      '/notification/v1/connect/webhook/subscriptions',
    ]);
    expect(JSON.parse(calls[1]!.body!)).toEqual({ refresh_token: 'r0' });
    expect(calls[2]!.headers.get('authorization')).toBe('Bearer t2');

    // An expiry known from setAccessToken is refreshed before use, with the token pair's refresh token.
    client.setAccessToken('t3', { expiresIn: 0, refreshToken: 'r3' });
    await client.webhooks.list();
    expect(JSON.parse(calls[3]!.body!)).toEqual({ refresh_token: 'r3' });
  });

  it('throws AuthError for a refused token it cannot renew, and for refused credentials', async () => {
    const refused = scriptedFetch([reply.json(401, { message: 'Unauthorized' })]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 'bad', fetch: refused.fetch, retry: FAST });
    await expect(client.webhooks.list()).rejects.toMatchObject({ name: 'AuthError', status: 401 });
    expect(refused.calls).toHaveLength(1);

    const login = scriptedFetch([reply.json(401, { code: 401, error: 'Unauthorized' })]);
    const wrong = new ScribeClient({ baseUrl: BASE, clientId: 'c', clientSecret: 'wrong', fetch: login.fetch, retry: FAST });
    const error = await wrong.webhooks.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ status: 401, body: { code: 401, error: 'Unauthorized' } });
  });

  it('refuses a file over 5 MB before sending anything', async () => {
    const { fetch, calls } = scriptedFetch([reply.json(200, { text: '' })]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: FAST });
    const big = new File([new Uint8Array(MAX_TRANSCRIPTION_BYTES + 1)], 'long.wav');
    await expect(client.transcribe(big)).rejects.toBeInstanceOf(UploadError);
    expect(calls).toEqual([]);
  });
  it("reads a session's audio as bytes, whole or a range, unencrypted; a refused range is an ApiError", async () => {
    const wav = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);
    const { fetch, calls } = scriptedFetch([
      new Response(wav, { status: 200, headers: { 'content-type': 'audio/wav' } }),
      new Response(wav.subarray(2, 4), { status: 206, headers: { 'content-type': 'audio/wav', 'content-range': 'bytes 2-3/8' } }),
      reply.json(416, { message: 'The range is malformed or past the end of the 8-byte file.' }),
    ]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: FAST, encryption: { kid: 'k1', sharedKey: 'sixteen char key' } });
    const whole = await client.sessions.audio('visit 1');
    expect([new Uint8Array(await whole.audio.arrayBuffer()), whole.contentRange]).toEqual([wav, null]);
    const part = await client.sessions.audio('visit 1', { file: 1, range: { start: 2, end: 3 } });
    expect([new Uint8Array(await part.audio.arrayBuffer()), part.contentRange]).toEqual([wav.subarray(2, 4), 'bytes 2-3/8']);
    await expect(client.sessions.audio('visit 1', { range: { start: 8 } })).rejects.toMatchObject({ name: 'ApiError', status: 416 });
    expect(calls.map((c) => [c.url, c.headers.get('range'), c.headers.get('x-encryption')])).toEqual([
      [`${BASE}/voice/api/v2/transactions/visit%201/audio`, null, null],
      [`${BASE}/voice/api/v2/transactions/visit%201/audio?file=1`, 'bytes=2-3', null],
      [`${BASE}/voice/api/v2/transactions/visit%201/audio`, 'bytes=8-', null],
    ]);
  });
  it('reads the discovery document without a token, and the templates a session may ask for with one', async () => {
    const templates = [{ id: 'cardio-follow-up', name: 'Cardiology follow-up', description: 'x', available: true, kind: 'clinic', version: 2 }];
    const { fetch, calls } = scriptedFetch([(call) => (call.url.endsWith('/.well-known/medscribealliance') ? reply.json(200, { languages: { supported: ['en'], auto_detection: false } }) : reply.json(200, { templates }))]);
    const client = new ScribeClient({ baseUrl: BASE, accessToken: 't', fetch, retry: FAST });
    expect((await client.medscribe.discovery()).languages.supported).toEqual(['en']);
    expect(await client.medscribe.templates.list()).toEqual(templates);
    expect(calls.map((c) => [c.url, c.headers.get('authorization')])).toEqual([
      [`${BASE}/.well-known/medscribealliance`, null],
      [`${BASE}/medscribealliance/templates`, 'Bearer t'],
    ]);
  });
});
