import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ScribeClient, findTemplate, jwe, type JweKey, type SessionFinished, type TokenPair } from '../../src/index.js';
import { recordingFetch } from '../helpers/recording-fetch.js';
import { AUDIO_DIR, audio, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

const isEnvelope = (body: string | undefined) => Object.keys(JSON.parse(body ?? '{}')).join() === 'protected,iv,ciphertext,tag,kid';

/** PROTOCOL §7 and §2 against the real server: encrypted JSON both ways, and the synchronous transcription. */
describe('encryption and transcription against the real server', () => {
  let scribe: ScribeServer;
  let credentials: { clientId: string; clientSecret: string };
  let key: JweKey;

  beforeAll(async () => {
    scribe = await startScribe();
    credentials = await scribe.credentials();
    const created = await scribe.server.container.clientKeys.create(credentials.clientId);
    key = { kid: created.kid, sharedKey: created.key };
  });
  afterAll(() => scribe.stop());

  it('sends every JSON request encrypted and opens every answer, results and errors alike', async () => {
    const { fetch, exchanges } = recordingFetch();
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, ...credentials, encryption: key, fetch });

    expect(await client.webhooks.list()).toEqual([]);
    const [login, list] = exchanges;
    expect(login).toMatchObject({ path: '/connect-auth/v1/account/login', status: 200 });
    expect(isEnvelope(login!.requestBody)).toBe(true);
    expect(login!.requestHeaders.get('x-encryption')).toBe('JWE');
    expect(login!.responseHeaders.get('x-encryption')).toBe('JWE');
    expect(list!.requestHeaders.get('x-encryption-kid')).toBe(key.kid);
    expect(list!.responseHeaders.get('x-encryption')).toBe('JWE');

    const txnId = await client.sessions.upload({
      files: [{ name: 'visit.wav', data: new Uint8Array(audio('fever-cough.wav')) }],
      outputFormat: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template', codification_needed: false }] },
    });
    const result = (await client.sessions.waitForResult(txnId, { intervalMs: 100 })) as SessionFinished;
    expect(findTemplate(result, 'transcript_template')?.value?.transcript.toLowerCase()).toContain('fever');
    const init = exchanges.find((e) => e.path.startsWith('/voice/api/v2/transaction/init/'))!;
    expect([init.status, isEnvelope(init.requestBody), init.responseHeaders.get('x-encryption')]).toEqual([201, true, 'JWE']);
    // The storage upload is multipart, never encrypted.
    const storage = exchanges.find((e) => e.path === '/v1/file-upload/storage')!;
    expect([storage.status, storage.requestHeaders.get('x-encryption')]).toEqual([204, null]);

    const error = await client.sessions.status('no-such-txn').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'transaction_not_found' });
    expect(exchanges.at(-1)!.responseHeaders.get('x-encryption')).toBe('JWE');
  });

  it('seals and opens envelopes the server accepts, and surfaces its refusal of a wrong key', async () => {
    const envelope = await jwe.encrypt({ client_id: credentials.clientId, client_secret: credentials.clientSecret }, key);
    const response = await fetch(`${scribe.baseUrl}/connect-auth/v1/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-encryption': 'JWE' },
      body: JSON.stringify(envelope),
    });
    expect(response.status).toBe(200);
    const pair = await jwe.decrypt<TokenPair>((await response.json()) as never, key.sharedKey);
    expect(pair).toMatchObject({ access_token: expect.any(String), expires_in: 3600, refresh_token: expect.any(String) });

    const wrong = new ScribeClient({ baseUrl: scribe.baseUrl, ...credentials, encryption: { kid: key.kid, sharedKey: 'x'.repeat(16) } });
    await expect(wrong.webhooks.list()).rejects.toMatchObject({ status: 400, message: 'HTTP 400: Invalid encrypted payload' });
  });

  it('transcribes a file, from bytes or from a path, also when the client encrypts', async () => {
    const plain = new ScribeClient({ baseUrl: scribe.baseUrl, ...credentials });
    const { text } = await plain.transcribe(new File([new Uint8Array(audio('fever-cough.wav'))], 'fever.wav'), { language: 'en-IN' });
    expect(text.toLowerCase()).toContain('fever');

    const { fetch, exchanges } = recordingFetch();
    const encrypting = new ScribeClient({ baseUrl: scribe.baseUrl, ...credentials, encryption: key, fetch });
    const fromPath = await encrypting.transcribe(path.join(AUDIO_DIR, 'dictation-metformin.wav'), { keyterms: ['metformin'] });
    expect(fromPath.text.toLowerCase()).toContain('metformin');
    // Multipart bodies go as they are: the server takes envelopes as JSON only.
    expect(exchanges.at(-1)).toMatchObject({ path: '/voice/get-asr', status: 200 });
    expect(exchanges.at(-1)!.requestHeaders.get('x-encryption')).toBeNull();
  });
});
