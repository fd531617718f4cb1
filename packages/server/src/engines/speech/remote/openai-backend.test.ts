import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTranscriptionServer, verboseAnswer, type Behaviour, type FakeTranscriptionServer } from '../../../../test/helpers/fake-transcription-server.js';
import { SpeechBackendError } from '../speech-errors.js';
import { SAMPLE_RATE } from '../speech-types.js';
import { OpenAiSpeechBackend, type OpenAiBackendOptions } from './openai-backend.js';

/** Two seconds of a quiet tone. */
const audio = Float32Array.from({ length: 2 * SAMPLE_RATE }, (_, i) => 0.1 * Math.sin(i / 5));

describe('OpenAiSpeechBackend against a fake backend over HTTP', () => {
  let server: FakeTranscriptionServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const clock = { now: 0 };
  async function backendFor(behaviour: Behaviour, options: Partial<OpenAiBackendOptions> = {}) {
    server = await startFakeTranscriptionServer(behaviour);
    const waits: number[] = [];
    const backend = new OpenAiSpeechBackend({
      url: server.url,
      model: 'whisper-large-v3',
      timeoutMs: 5_000,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
      now: () => clock.now,
      sleep: async (ms) => void waits.push(ms),
      ...options,
    });
    return { backend, waits, requests: server.requests };
  }

  it('sends the audio as 16 kHz mono 16-bit WAV with the model, language, prompt and key, and reads verbose_json', async () => {
    const { backend, requests } = await backendFor(() =>
      verboseAnswer([
        { start: 0, end: 1.2, text: ' मरीज़ को बुखार है', avg_logprob: -0.1 },
        { start: 1.2, end: 1.9, text: ' metformin 500 mg' },
      ]),
    { apiKey: 'sk-test' });
    const segments = await backend.transcribe(audio, { language: 'hi', keyterms: ['metformin', 'glimepiride'] });
    expect(segments).toEqual([
      { start: 0, end: 1.2, text: 'मरीज़ को बुखार है', confidence: Math.exp(-0.1) },
      { start: 1.2, end: 1.9, text: 'metformin 500 mg', confidence: 1 },
    ]);

    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/audio/transcriptions' });
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(request!.fields).toEqual({ model: 'whisper-large-v3', language: 'hi', response_format: 'verbose_json', prompt: 'metformin, glimepiride' });
    const wav = request!.file!.bytes;
    expect(request!.file!.type).toBe('audio/wav');
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect({ channels: wav.readUInt16LE(22), rate: wav.readUInt32LE(24), bits: wav.readUInt16LE(34) }).toEqual({ channels: 1, rate: 16_000, bits: 16 });
    expect(wav.readUInt32LE(40)).toBe(audio.length * 2);
  });

  it('sends ISO 639-1 (en-IN → en) or the configured language, and no prompt or key when there are none', async () => {
    const { backend, requests } = await backendFor(() => verboseAnswer([]));
    await backend.transcribe(audio, { language: 'en-IN' });
    expect(requests[0]!.fields).toEqual({ model: 'whisper-large-v3', language: 'en', response_format: 'verbose_json' });
    expect(requests[0]!.headers.authorization).toBeUndefined();

    const overridden = await backendFor(() => verboseAnswer([]), { language: 'en' });
    await overridden.backend.transcribe(audio, { language: 'hi' });
    expect(overridden.requests[0]!.fields.language).toBe('en');
  });

  it('takes an answer without segments (json) as one segment over the audio, and an empty one as none', async () => {
    const { backend } = await backendFor((_request, index) => ({ status: 200, body: { text: index === 0 ? ' Fever for two days. ' : '' } }));
    expect(await backend.transcribe(audio, { language: 'hi' })).toEqual([{ start: 0, end: 2, text: 'Fever for two days.', confidence: 1 }]);
    expect(await backend.transcribe(audio, { language: 'hi' })).toEqual([]);
  });

  it('retries 5xx and 429 with backoff, waiting out Retry-After, then succeeds', async () => {
    const { backend, requests, waits } = await backendFor((_request, index) =>
      index === 0 ? { status: 503 } : index === 1 ? { status: 429, headers: { 'retry-after': '3' } } : verboseAnswer([{ start: 0, end: 1, text: 'ok' }]),
    );
    expect(await backend.transcribe(audio, { language: 'hi' })).toHaveLength(1);
    expect(requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(250);
    expect(waits[0]).toBeLessThanOrEqual(500);
    expect(waits[1]).toBe(3000);
  });

  it('fails with `failed` after three attempts at a backend answering 500', async () => {
    const { backend, requests } = await backendFor(() => ({ status: 500, body: 'boom' }));
    const error = await backend.transcribe(audio, { language: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechBackendError);
    expect(error).toMatchObject({ failure: 'failed', message: 'speech backend failed: the backend answered 500' });
    expect(requests).toHaveLength(3);
  });

  it('does not retry a refusal of the request (4xx), nor count it against the backend', async () => {
    const { backend, requests } = await backendFor(() => ({ status: 400, body: { error: { message: 'bad audio' } } }), { breakerFailures: 1 });
    await expect(backend.transcribe(audio, { language: 'hi' })).rejects.toMatchObject({ failure: 'failed' });
    await expect(backend.transcribe(audio, { language: 'hi' })).rejects.toMatchObject({ failure: 'failed' });
    expect(requests).toHaveLength(2);
    expect(backend.breaker.state).toBe('closed');
  });

  it('gives up on a backend that never answers after the timeout, without retrying', async () => {
    const { backend, requests } = await backendFor(() => 'hang', { timeoutMs: 200 });
    const error = await backend.transcribe(audio, { language: 'hi' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'timeout', message: 'speech backend timed out: no answer within 200 ms' });
    expect(requests).toHaveLength(1);
  });

  it('refuses answers that are not transcriptions', async () => {
    for (const body of ['<html>oops</html>', { segments: [] }, { text: 'x', segments: [{ start: 'a' }] }]) {
      const { backend, requests } = await backendFor(() => ({ status: 200, body }));
      const error = await backend.transcribe(audio, { language: 'hi' }).catch((e: unknown) => e);
      expect(error, JSON.stringify(body)).toMatchObject({ failure: 'failed', message: expect.stringMatching(/not JSON|not a transcription/) });
      expect(requests).toHaveLength(1);
      await server!.close();
      server = undefined;
    }
  });

  it('retries network errors', async () => {
    const { backend, waits } = await backendFor(() => verboseAnswer([]));
    await server!.close();
    server = undefined;
    await expect(backend.transcribe(audio, { language: 'hi' })).rejects.toMatchObject({ failure: 'failed', message: expect.stringContaining('network error') });
    expect(waits).toHaveLength(2);
  });

  it('opens its circuit after repeated failures: fails fast, then tries again after the cool-down', async () => {
    clock.now = 0;
    let healthy = false;
    const { backend, requests } = await backendFor(() => (healthy ? verboseAnswer([{ start: 0, end: 1, text: 'back' }]) : { status: 502 }), {
      breakerFailures: 2,
      breakerCooldownMs: 30_000,
    });
    for (let i = 0; i < 2; i++) await expect(backend.transcribe(audio, { language: 'hi' })).rejects.toMatchObject({ failure: 'failed' });
    expect(requests).toHaveLength(6);
    expect(backend.breaker.state).toBe('open');

    clock.now = 10_000;
    const refused = await backend.transcribe(audio, { language: 'hi' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ failure: 'unavailable', retryAfterS: 20 });
    expect(() => backend.checkAvailable()).toThrow(SpeechBackendError);
    expect(requests).toHaveLength(6);

    clock.now = 30_000;
    healthy = true;
    expect(await backend.transcribe(audio, { language: 'hi' })).toEqual([{ start: 0, end: 1, text: 'back', confidence: 1 }]);
    expect(backend.breaker.state).toBe('closed');
  });
});
