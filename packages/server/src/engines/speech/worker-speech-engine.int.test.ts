import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../../../test/helpers/fixtures.js';
import { decodeAudio } from './audio/decode-audio.js';
import { AudioDecodeError, LanguageNotInstalledError, RecognitionQueueFullError } from './speech-errors.js';
import { WorkerSpeechEngine } from './worker-speech-engine.js';

/** The real engine in its worker thread, started from source (this also covers the tsx bootstrap). */
describe('WorkerSpeechEngine', () => {
  let engine: WorkerSpeechEngine;

  beforeAll(async () => {
    engine = await WorkerSpeechEngine.start({ maxQueued: 0 });
  });
  afterAll(() => engine.close());

  it('transcribes in the worker and forwards progress', async () => {
    const progress: number[] = [];
    const transcript = await engine.transcribe(audioFixture('dictation-metformin.wav'), {
      language: 'en-IN',
      onProgress: ({ done }) => progress.push(done),
    });
    expect(transcript.text.toLowerCase()).toContain('metformin');
    expect(transcript.durationS).toBeCloseTo(4.7, 1);
    expect(progress.at(-1)).toBeGreaterThan(0);
  });

  it('recognises decoded samples as it does the file, moving their buffer to the worker rather than copying it', async () => {
    const file = audioFixture('dictation-metformin.wav');
    const samples = new Float32Array(await decodeAudio(file));
    const fromSamples = await engine.transcribe({ samples, sampleRate: 16_000 }, { language: 'en-IN' });
    expect(fromSamples.text).toBe((await engine.transcribe(file, { language: 'en-IN' })).text);
    // A moved buffer is detached from this thread.
    expect(samples.length).toBe(0);
  });

  it('rebuilds the engine errors as their classes', async () => {
    await expect(engine.transcribe(audioFixture('not-audio.wav'), { language: 'en-IN' })).rejects.toBeInstanceOf(AudioDecodeError);
    const error = await engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageNotInstalledError);
    expect((error as LanguageNotInstalledError).installed).toEqual(['en-IN', 'en-US']);
  });

  it('decodes in the worker, for the remote backends', async () => {
    // 0.8 s of 44.1 kHz stereo: downmixed and resampled to 16 kHz mono.
    const pcm = await engine.decode(audioFixture('sentence-44k-stereo.wav'));
    expect(pcm).toBeInstanceOf(Float32Array);
    expect(pcm.length).toBe(12_800);
    await expect(engine.decode(audioFixture('not-audio.wav'))).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it('refuses at once when the queue is full, while the worker is busy', async () => {
    const first = engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' });
    await expect(engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' })).rejects.toBeInstanceOf(
      RecognitionQueueFullError,
    );
    await first;
  });

  it('leaves the main thread idle during a recognition', async () => {
    const before = performance.eventLoopUtilization();
    await engine.transcribe(audioFixture('dictation-25s.ogg'), { language: 'en-IN' });
    // The share of the time this thread's event loop was busy; in process, recognition keeps it near 1.
    const { utilization } = performance.eventLoopUtilization(before);
    expect(utilization).toBeLessThan(0.5);
  });
});

describe('WorkerSpeechEngine without local languages', () => {
  it('loads no model and only decodes', async () => {
    // A model directory that does not exist: loading a model would fail the start.
    const engine = await WorkerSpeechEngine.start({ languages: [], modelDir: '/nonexistent-model-dir' });
    try {
      expect(engine.installedLanguages()).toEqual([]);
      await expect(engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' })).rejects.toBeInstanceOf(LanguageNotInstalledError);
      expect((await engine.decode(audioFixture('dictation-metformin.wav'))).length / 16_000).toBeCloseTo(4.7, 1);
    } finally {
      await engine.close();
    }
  });
});

describe('WorkerSpeechEngine failures', () => {
  it('rejects start with the load error of the worker', async () => {
    await expect(WorkerSpeechEngine.start({ modelDir: '/nonexistent-model-dir' })).rejects.toThrow(/nonexistent-model-dir/);
  });

  it('fails the recognitions in flight and queued when the worker dies, and every later one', async () => {
    const engine = await WorkerSpeechEngine.start();
    const inFlight = engine.transcribe(audioFixture('dictation-25s.ogg'), { language: 'en-IN' });
    const queued = engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' });
    await engine['worker'].terminate(); // a crash, as seen from the main thread

    await expect(inFlight).rejects.toThrow(/speech worker stopped/);
    await expect(queued).rejects.toThrow(/failed/);
    expect(engine.failed).toBe(true);
    await expect(engine.transcribe(audioFixture('dictation-metformin.wav'), { language: 'en-IN' })).rejects.toThrow(/failed/);
    await engine.close();
  });
});
