import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSpeech } from '../../test/helpers/fake-speech-engine.js';
import { audioFixture } from '../../test/helpers/fixtures.js';
import { LocalDiskBlobStore } from '../adapters/blobs/local-disk.js';
import { decodeAudio } from '../engines/speech/audio/decode-audio.js';
import { pcm16Bytes } from '../engines/speech/audio/wav-encoder.js';
import { LanguageNotInstalledError } from '../engines/speech/speech-errors.js';
import type { AudioInput, SpeechEngine } from '../engines/speech/speech-types.js';
import { BackgroundLoad } from '../lib/background-load.js';
import type { LiveMessage } from './live-transcription.js';
import { LiveStreamService, type LiveStreamRequest } from './live-stream.service.js';
import { TranscriptionService } from './transcription.service.js';

const REQUEST: LiveStreamRequest = { language: 'en-IN', encoding: 'pcm_s16le', sampleRate: 16000, keyterms: [] };
const caller = (clientId: string) => ({ clientId, userId: undefined });

/** `engine`, metered or not, keeping what each recognition was given; `settled()` resolves once none is in flight. */
function spied(engine: SpeechEngine, metered: boolean) {
  const given: AudioInput[] = [];
  const drafts: boolean[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const spy: SpeechEngine = {
    failed: false,
    installedLanguages: () => engine.installedLanguages(),
    isMetered: () => metered,
    transcribe: (audio, options) => {
      given.push(audio);
      drafts.push(options.draft === true);
      const recognition = engine.transcribe(audio, options);
      inFlight.add(recognition);
      const done = () => void inFlight.delete(recognition);
      recognition.then(done, done);
      return recognition;
    },
    close: async () => undefined,
  };
  /** The stream's recognitions so far, and those they led to, have finished, and their messages have gone out. */
  const settled = async (): Promise<void> => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (inFlight.size === 0) return;
      await Promise.allSettled(inFlight);
    }
  };
  return { spy, given, drafts, settled };
}

describe('LiveStreamService', () => {
  let engine: SpeechEngine;
  let dataDir: string;
  let dictation: Buffer;

  beforeAll(async () => {
    engine = await new FakeSpeech().start({ languages: ['en-IN'], maxQueued: 8, beamSize: 4, workers: 1, threads: 1 });
    dataDir = await mkdtemp(join(tmpdir(), 'live-stream-'));
    dictation = Buffer.from(pcm16Bytes(await decodeAudio(audioFixture('dictation-metformin.wav'))));
  });
  afterAll(async () => {
    await engine.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Each final's stages, as the service reports them to the metrics. */
  const stages: Array<Readonly<Record<string, number>>> = [];

  function serviceOn(speech: Promise<SpeechEngine>, limits = { maxConcurrent: 4, maxPerClient: 4 }): LiveStreamService {
    const load = new BackgroundLoad(() => speech);
    const sessions = { find: async () => undefined, addAudio: async () => undefined, startWith: async () => undefined };
    const noteTemplates = { resolve: async () => new Map() };
    const metrics = { observeStreamFinal: (final: Readonly<Record<string, number>>) => void stages.push(final) };
    return new LiveStreamService({ speech: load, transcription: new TranscriptionService({ speech: load }), sessions, noteTemplates, blobs: new LocalDiskBlobStore(dataDir), metrics, maxRecordingBytes: 1 << 20, limits });
  }

  /** Streams the dictation in 100 ms frames (each once the engine has caught up), a second of silence, then closes. */
  async function streamDictation(speech: ReturnType<typeof spied>): Promise<LiveMessage[]> {
    const messages: LiveMessage[] = [];
    const opened = serviceOn(Promise.resolve(speech.spy)).open(caller('client'), REQUEST);
    const stream = await opened.start({ send: (message) => messages.push(message), fail: (error) => { throw error; } });
    const audio = Buffer.concat([dictation, Buffer.alloc(32000)]);
    for (let at = 0; at < audio.length; at += 3200) {
      stream.write(audio.subarray(at, at + 3200));
      await speech.settled();
    }
    await stream.finalize();
    await stream.close();
    await opened.release();
    return messages;
  }

  it('sends partials (drafts) while a segment grows, each before its final, the finals in order with their stages, then the transcript; the engine gets samples, not a WAV', async () => {
    const speech = spied(engine, false);
    stages.length = 0;
    const messages = await streamDictation(speech);

    const finals = messages.flatMap((m) => (m.type === 'final' ? [m.segment] : []));
    expect(finals.map((final) => final.id)).toEqual(finals.map((_, i) => i + 1));
    expect(messages.at(-1)).toEqual({ type: 'closed', transcript: 'Patient has type 2 diabetes start metformin 500 mg twice daily' });
    expect(finals.map((final) => final.text).join(' ')).toBe('Patient has type 2 diabetes start metformin 500 mg twice daily');
    const partials = messages.flatMap((m, at) => (m.type === 'partial' ? [{ partial: m, at }] : []));
    expect(partials.length).toBeGreaterThan(0);
    for (const { partial, at } of partials) {
      const next = messages.slice(at + 1).find((m) => m.type === 'final');
      expect(next?.type === 'final' && next.segment.start).toBe(partial.start);
    }
    // A partial is a draft; each final is a full recognition (and a pause that speech broke may have had one too).
    expect(speech.drafts.filter((draft) => draft).length).toBeGreaterThanOrEqual(partials.length);
    expect(speech.drafts.filter((draft) => !draft).length).toBeGreaterThanOrEqual(finals.length);
    expect(stages).toHaveLength(finals.length);
    for (const final of stages) expect(Object.keys(final).sort()).toEqual(['confirm', 'endpoint', 'queued', 'recognition']);
    for (const audio of speech.given) expect(audio).toEqual({ samples: expect.any(Float32Array), sampleRate: 16000 });
  });

  it('recognises each segment once, for its final, when the language is served by a metered backend', async () => {
    const speech = spied(engine, true);
    const messages = await streamDictation(speech);
    expect(messages.filter((m) => m.type === 'partial')).toEqual([]);
    const finals = messages.filter((m) => m.type === 'final');
    expect(finals.length).toBeGreaterThan(0);
    expect(speech.given).toHaveLength(finals.length);
    expect(messages.at(-1)).toEqual({ type: 'closed', transcript: 'Patient has type 2 diabetes start metformin 500 mg twice daily' });
  });

  it('holds at most the streams the server takes, and a client its share of them, until each is released', async () => {
    const service = serviceOn(Promise.resolve(engine), { maxConcurrent: 2, maxPerClient: 1 });
    const first = service.open(caller('a'), REQUEST);
    expect(() => service.open(caller('a'), REQUEST)).toThrow(expect.objectContaining({ kind: 'rate_limited' }));
    expect(() => service.assertSlotFree(caller('a'))).toThrow(expect.objectContaining({ kind: 'rate_limited' }));
    const second = service.open(caller('b'), REQUEST);
    expect(() => service.assertSlotFree(caller('c'))).toThrow(expect.objectContaining({ kind: 'unavailable' }));
    expect(() => service.open(caller('c'), REQUEST)).toThrow(expect.objectContaining({ kind: 'unavailable' }));

    // Released twice, a stream gives back one slot.
    await first.release();
    await first.release();
    const third = service.open(caller('c'), REQUEST);
    expect(() => service.open(caller('a'), REQUEST)).toThrow(expect.objectContaining({ kind: 'unavailable' }));
    await Promise.all([second.release(), third.release()]);
  });

  it('refuses a language no backend serves, and a stream the engine cannot serve fails to start and gives its slot back', async () => {
    await expect(serviceOn(Promise.resolve(engine)).assertCanOpen(caller('a'), { ...REQUEST, language: 'hi' })).rejects.toBeInstanceOf(LanguageNotInstalledError);

    const service = serviceOn(Promise.reject(new Error('the model did not load')), { maxConcurrent: 1, maxPerClient: 1 });
    const opened = service.open(caller('a'), REQUEST);
    await expect(opened.start({ send: () => undefined, fail: () => undefined })).rejects.toThrow('the model did not load');
    expect(() => service.assertSlotFree(caller('a'))).toThrow();
    await opened.release();
    expect(() => service.assertSlotFree(caller('a'))).not.toThrow();
  });
});
