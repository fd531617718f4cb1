import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import OpenAI, { APIError } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { startFakeTranscriptionServer, forwardTo, type FakeTranscriptionServer } from '../helpers/fake-transcription-server.js';
import { FIXTURES_DIR, audioFixture, wavOfSize } from '../helpers/fixtures.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { makeDataDir } from '../helpers/test-server.js';

const fixturePath = (name: string) => path.join(FIXTURES_DIR, 'audio', name);

/** A server on a real port, its data dir, and where it listens. */
async function serve(env: Record<string, string>): Promise<{ server: RunningServer; baseUrl: string; dataDir: string }> {
  const dataDir = makeDataDir();
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'production',
      SCRIBE_DATA_DIR: dataDir,
      SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...env,
    }),
  );
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  return { server, baseUrl: `http://127.0.0.1:${address.port}`, dataDir };
}

/** A client made in the server's own container, logged in over HTTP. */
async function accessToken(server: RunningServer, baseUrl: string, scopes?: string[]): Promise<string> {
  const { clientId, clientSecret } = await server.container.clients.create({ name: 'e2e', scopes });
  const login = await fetch(`${baseUrl}/connect-auth/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function getAsr(baseUrl: string, token: string, language: string, fields: Record<string, string> = {}): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(audioFixture('dictation-metformin.wav'))], { type: 'audio/wav' }), 'dictation.wav');
  return fetch(`${baseUrl}/voice/get-asr?language=${language}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

/** The error of a call expected to fail, as OpenAI's SDK throws it. */
async function apiError(call: Promise<unknown>): Promise<APIError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  return error as APIError;
}

/**
 * Two svc-scribe instances over real HTTP: the first serves English with its local model, and the second serves
 * Hindi through the first's OpenAI-compatible endpoint (the "remote GPU" here is another svc-scribe, through a tap
 * that records what goes over the wire). Fake backends that hang, fail or talk nonsense serve three more languages.
 */
describe('end to end: a remote speech backend and the OpenAI-compatible endpoint', () => {
  let first: Awaited<ReturnType<typeof serve>>;
  let second: Awaited<ReturnType<typeof serve>>;
  let firstToken: string;
  let secondToken: string;
  let tap: FakeTranscriptionServer;
  let hanging: FakeTranscriptionServer;
  let failing: FakeTranscriptionServer;
  let garbage: FakeTranscriptionServer;

  beforeAll(async () => {
    first = await serve({});
    await first.server.container.speech.ready;
    firstToken = await accessToken(first.server, first.baseUrl, ['transcription']);
    tap = await startFakeTranscriptionServer(forwardTo(`${first.baseUrl}/v1`));
    hanging = await startFakeTranscriptionServer(() => 'hang');
    failing = await startFakeTranscriptionServer(() => ({ status: 500, body: 'Internal Server Error' }));
    garbage = await startFakeTranscriptionServer(() => ({ status: 200, body: '<html>Welcome to nginx!</html>' }));
    const backends = {
      // The first instance has an English model only, so the plumbing test sends `en` whatever the code says.
      hi: { type: 'openai', url: tap.url, model: 'moonshine-base', apiKey: firstToken, language: 'en' },
      ta: { type: 'openai', url: hanging.url, model: 'm', timeoutMs: 300 },
      te: { type: 'openai', url: failing.url, model: 'm', breakerFailures: 2, breakerCooldownMs: 60_000 },
      kn: { type: 'openai', url: garbage.url, model: 'm' },
    };
    second = await serve({ SCRIBE_ASR_BACKENDS: JSON.stringify(backends), SCRIBE_JOB_POLL_MS: '100' });
    await second.server.container.speech.ready;
    secondToken = await accessToken(second.server, second.baseUrl);
  });

  afterAll(async () => {
    for (const instance of [second, first]) {
      await instance?.server.stop();
      if (instance) fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await Promise.all([tap, hanging, failing, garbage].map((fake) => fake?.close()));
  });

  describe("OpenAI's SDK against the first server", () => {
    const client = () => new OpenAI({ apiKey: firstToken, baseURL: `${first.baseUrl}/v1`, maxRetries: 0 });
    const clip = () => fs.createReadStream(fixturePath('sentence-16k-mono.wav'));

    it('transcribes a committed clip as json, text, verbose_json, srt and vtt', async () => {
      const json = await client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'json' });
      expect(json.text.toLowerCase()).toContain('blood pressure');

      const text = await client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'text', language: 'en' });
      expect(typeof text).toBe('string');
      expect(text.toLowerCase()).toContain('blood pressure');

      const verbose = await client().audio.transcriptions.create({
        file: clip(),
        model: 'whisper-1',
        response_format: 'verbose_json',
        language: 'en-IN',
        timestamp_granularities: ['segment'],
        temperature: 0.2,
      });
      expect(verbose).toMatchObject({ task: 'transcribe', language: 'english', text: expect.stringMatching(/blood pressure/i) });
      expect(verbose.duration).toBeCloseTo(2.8, 1);
      expect(verbose.segments!.length).toBeGreaterThan(0);
      const [segment] = verbose.segments!;
      expect(segment).toMatchObject({ id: 0, tokens: [], temperature: 0, no_speech_prob: 0 });
      expect(segment!.end).toBeGreaterThan(segment!.start);
      expect(segment!.avg_logprob).toBeLessThanOrEqual(0);
      expect(segment!.compression_ratio).toBeGreaterThan(0);

      const srt = await client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'srt' });
      expect(srt).toMatch(/^1\n\d\d:\d\d:\d\d,\d{3} --> \d\d:\d\d:\d\d,\d{3}\n.*blood pressure/is);

      const vtt = await client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'vtt' });
      expect(vtt).toMatch(/^WEBVTT\n\n\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}\n.*blood pressure/is);
    });

    it("answers errors in OpenAI's shape, naming the field at fault", async () => {
      const format = await apiError(client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'diarized_json' }));
      expect(format.status).toBe(400);
      expect(format.error).toEqual({ message: expect.stringContaining('response_format'), type: 'invalid_request_error', param: 'response_format', code: null });

      const unknown = await apiError(client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', language: 'xx' }));
      expect([unknown.status, unknown.param]).toEqual([400, 'language']);

      const words = await apiError(client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', response_format: 'verbose_json', timestamp_granularities: ['word'] }));
      expect([words.status, words.param]).toEqual([400, 'timestamp_granularities[]']);

      const hindi = await apiError(client().audio.transcriptions.create({ file: clip(), model: 'whisper-1', language: 'hi' }));
      expect([hindi.status, hindi.code, hindi.param]).toEqual([422, 'language_not_installed', 'language']);
      expect(hindi.message).toContain('en-IN, en-US');

      const notAudio = await apiError(client().audio.transcriptions.create({ file: fs.createReadStream(fixturePath('not-audio.wav')), model: 'whisper-1' }));
      expect(notAudio.status).toBe(415);

      const stranger = new OpenAI({ apiKey: 'sk-not-a-token', baseURL: `${first.baseUrl}/v1`, maxRetries: 0 });
      const unauthorized = await apiError(stranger.audio.transcriptions.create({ file: clip(), model: 'whisper-1' }));
      expect(unauthorized.status).toBe(401);
      expect(unauthorized.error).toEqual({ message: 'Unauthorized', type: 'invalid_request_error', param: null, code: 'invalid_api_key' });
    });

    it('reads the fields in any order, and refuses a form without a file', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(audioFixture('sentence-16k-mono.wav'))]), 'clip.wav');
      form.append('response_format', 'text');
      form.append('model', 'whisper-1');
      const response = await fetch(`${first.baseUrl}/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${firstToken}` }, body: form });
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect((await response.text()).toLowerCase()).toContain('blood pressure');

      const empty = new FormData();
      empty.append('model', 'whisper-1');
      const missing = await fetch(`${first.baseUrl}/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${firstToken}` }, body: empty });
      expect(missing.status).toBe(400);
      expect(await missing.json()).toEqual({ error: { message: 'missing multipart part "file"', type: 'invalid_request_error', param: 'file', code: null } });
      const streaming = new FormData();
      streaming.append('stream', 'true');
      streaming.append('file', new Blob([new Uint8Array(audioFixture('sentence-16k-mono.wav'))]), 'clip.wav');
      const refused = await fetch(`${first.baseUrl}/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${firstToken}` }, body: streaming });
      expect([refused.status, ((await refused.json()) as { error: { param: string } }).error.param]).toEqual([400, 'stream']);
    });

    it("refuses a file over OpenAI's 25 MiB with 413", async () => {
      const form = new FormData();
      form.append('model', 'whisper-1');
      form.append('file', new Blob([new Uint8Array(wavOfSize(25 * 1024 * 1024 + 2))]), 'long.wav');
      const response = await fetch(`${first.baseUrl}/v1/audio/transcriptions`, { method: 'POST', headers: { authorization: `Bearer ${firstToken}` }, body: form });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: { message: 'Request Entity Too Large', type: 'invalid_request_error', param: null, code: null } });
    });
  });

  describe('the second server, serving Hindi through the first', () => {
    it('says in /readyz and GET /voice/languages what serves each language', async () => {
      const ready = await fetch(`${second.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      const readiness = (await ready.json()) as { languages: string[]; backends: unknown[] };
      expect(readiness.languages).toEqual(['hi', 'ta', 'te', 'kn']);
      expect(readiness.backends).toEqual([
        { code: 'hi', backend: 'openai', model: 'moonshine-base', circuit: 'closed' },
        { code: 'ta', backend: 'openai', model: 'm', circuit: 'closed' },
        { code: 'te', backend: 'openai', model: 'm', circuit: 'closed' },
        { code: 'kn', backend: 'openai', model: 'm', circuit: 'closed' },
      ]);

      const response = await fetch(`${second.baseUrl}/voice/languages`, { headers: { authorization: `Bearer ${secondToken}` } });
      expect(response.status).toBe(200);
      const { languages } = (await response.json()) as { languages: { code: string }[] };
      expect(languages.map((language) => language.code)).toEqual(['en-IN', 'en-US', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'gu', 'mr', 'pa']);
      expect(languages[0]).toEqual({ code: 'en-IN', served: false, backend: null });
      expect(languages[2]).toEqual({ code: 'hi', served: true, backend: 'openai', model: 'moonshine-base' });

      const firstLanguages = await fetch(`${first.baseUrl}/voice/languages`, { headers: { authorization: `Bearer ${firstToken}` } });
      expect(((await firstLanguages.json()) as { languages: unknown[] }).languages.slice(0, 3)).toEqual([
        { code: 'en-IN', served: true, backend: 'local', model: 'moonshine-base' },
        { code: 'en-US', served: true, backend: 'local', model: 'moonshine-base' },
        { code: 'hi', served: false, backend: null },
      ]);
    });

    it('transcribes /voice/get-asr?language=hi through the first server, sending a 16 kHz WAV, the keyterms and the key', async () => {
      const seenBefore = tap.requests.length;
      const response = await getAsr(second.baseUrl, secondToken, 'hi', { keyterms: 'metformin, glimepiride' });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { text: string }).text.toLowerCase()).toContain('metformin');

      expect(tap.requests).toHaveLength(seenBefore + 1);
      const request = tap.requests.at(-1)!;
      expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions' });
      expect(request.headers.authorization).toBe(`Bearer ${firstToken}`);
      expect(request.fields).toEqual({ model: 'moonshine-base', language: 'en', response_format: 'verbose_json', prompt: 'metformin, glimepiride' });
      const wav = request.file!.bytes;
      expect([wav.toString('ascii', 8, 12), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual(['WAVE', 1, 16_000, 16]);
    });

    it("serves OpenAI's SDK on its own endpoint through the same backend", async () => {
      const client = new OpenAI({ apiKey: secondToken, baseURL: `${second.baseUrl}/v1`, maxRetries: 0 });
      const verbose = await client.audio.transcriptions.create({
        file: fs.createReadStream(fixturePath('dictation-metformin.wav')),
        model: 'whisper-1',
        language: 'hi',
        response_format: 'verbose_json',
      });
      expect(verbose).toMatchObject({ task: 'transcribe', language: 'hindi', text: expect.stringMatching(/metformin/i) });
      expect(verbose.duration).toBeCloseTo(4.7, 1);
      expect(verbose.segments!.length).toBeGreaterThan(0);
      expect(verbose.segments!.at(-1)!.end).toBeLessThanOrEqual(verbose.duration);
    });

    it('completes a session whose input language is hi through the remote backend', async () => {
      const c = sessionsClient(second.server.app, secondToken);
      const target = await c.target('hindi-visit');
      expect((await c.post(target, { name: 'part-1.wav', bytes: audioFixture('dictation-metformin.wav') })).statusCode).toBe(204);
      expect((await c.init('hindi-visit', { ...TRANSCRIPT_ONLY, input_language: ['hi'] })).statusCode).toBe(201);
      const done = await c.finished('hindi-visit');
      expect(done.statusCode).toBe(200);
      const [item] = done.json().data.output;
      expect(item).toMatchObject({ template_id: 'transcript_template', status: 'success', lang: 'hi', errors: [] });
      const transcript = decodeValue<TranscriptDocument>(item.value);
      expect(transcript.transcript.toLowerCase()).toContain('metformin');
      expect(transcript.segments[0]).toMatchObject({ file: 'part-1.wav', start: expect.any(Number), end: expect.any(Number) });
    });

    it('answers 504 when the backend never answers, without retrying, in each route\'s error shape', async () => {
      const response = await getAsr(second.baseUrl, secondToken, 'ta');
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({ message: 'speech backend timed out: no answer within 300 ms' });
      expect(hanging.requests).toHaveLength(1);

      const client = new OpenAI({ apiKey: secondToken, baseURL: `${second.baseUrl}/v1`, maxRetries: 0 });
      const error = await apiError(client.audio.transcriptions.create({ file: fs.createReadStream(fixturePath('sentence-16k-mono.wav')), model: 'whisper-1', language: 'ta' }));
      expect(error.status).toBe(504);
      expect(error.error).toEqual({ message: 'speech backend timed out: no answer within 300 ms', type: 'server_error', param: null, code: 'speech_backend_timeout' });
    });

    it('answers 502 for a backend answering nonsense, without retrying', async () => {
      const response = await getAsr(second.baseUrl, secondToken, 'kn');
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ message: 'speech backend failed: the answer is not JSON' });
      expect(garbage.requests).toHaveLength(1);
    });

    it('answers 502 after three attempts at a failing backend, then 503 at once while its circuit is open', async () => {
      for (let call = 1; call <= 2; call++) {
        const response = await getAsr(second.baseUrl, secondToken, 'te');
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({ message: 'speech backend failed: the backend answered 500' });
        expect(failing.requests).toHaveLength(3 * call);
      }
      const refused = await getAsr(second.baseUrl, secondToken, 'te');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: 'Service Unavailable' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
      expect(failing.requests).toHaveLength(6);

      const ready = await fetch(`${second.baseUrl}/readyz`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { backends: unknown[] }).backends).toContainEqual({ code: 'te', backend: 'openai', model: 'm', circuit: 'open' });
    });

    it('answers 422 naming the served languages for a language without a backend', async () => {
      for (const language of ['ml', 'en-IN']) {
        const response = await getAsr(second.baseUrl, secondToken, language);
        expect(response.status).toBe(422);
        expect(((await response.json()) as { message: string }).message).toBe(`Language "${language}" is not installed (installed: hi, ta, te, kn)`);
      }
      // And a session for one is refused at its start.
      const c = sessionsClient(second.server.app, secondToken);
      await c.post(await c.target('malayalam-visit'), { name: 'part-1.wav', bytes: audioFixture('dictation-metformin.wav') });
      const init = await c.init('malayalam-visit', { ...TRANSCRIPT_ONLY, input_language: ['ml'] });
      expect([init.statusCode, init.json().details]).toEqual([
        422,
        [{ field: '/input_language/0', message: 'language ml is not installed on this server; installed: hi, ta, te, kn' }],
      ]);
    });
  });
});
