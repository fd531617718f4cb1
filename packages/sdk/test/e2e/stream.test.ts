import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { decodeAudio } from '../../../server/src/engines/speech/audio/decode-audio.js';
import { pcm16Bytes } from '../../../server/src/engines/speech/audio/wav-encoder.js';
import { ScribeClient, type StreamMessage } from '../../src/index.js';
import { audio, startScribe, type ScribeServer } from '../helpers/scribe-server.js';

/** A fixture as 16-bit little-endian PCM at 16 kHz, in 100 ms chunks sent at real-time pace, then a second of silence. */
async function* microphone(name: string): AsyncGenerator<Uint8Array> {
  const samples = await decodeAudio(audio(name));
  const withSilence = new Float32Array(samples.length + 16_000);
  withSilence.set(samples);
  const bytes = pcm16Bytes(withSilence);
  for (let at = 0; at < bytes.length; at += 3200) {
    yield bytes.subarray(at, at + 3200);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('client.stream against the real server', () => {
  let scribe: ScribeServer;
  beforeAll(async () => {
    scribe = await startScribe();
  });
  afterAll(() => scribe.stop());

  it('streams audio as it is captured and yields partials, finals and the whole transcript', async () => {
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, ...(await scribe.credentials()) });
    const messages: StreamMessage[] = [];
    for await (const message of client.stream(microphone('dictation-metformin.wav'), { language: 'en-IN', sampleRate: 16000, WebSocket })) messages.push(message);
    const last = messages.at(-1);
    expect(last?.type).toBe('closed');
    const finals = messages.flatMap((m) => (m.type === 'final' ? [m.segment] : []));
    expect(finals.length).toBeGreaterThanOrEqual(1);
    expect(last?.type === 'closed' && last.transcript).toBe(finals.map((f) => f.text).join(' '));
    expect(finals.map((f) => f.text).join(' ').toLowerCase()).toContain('metformin');
  });

  it('says which WebSocket to pass where the runtime has none', async () => {
    const client = new ScribeClient({ baseUrl: scribe.baseUrl, ...(await scribe.credentials()) });
    const noWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket === undefined;
    if (noWebSocket) await expect(client.stream([]).next()).rejects.toThrow(/pass options.WebSocket/);
  });
});
