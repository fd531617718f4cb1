import { describe, expect, it } from 'vitest';
import { LocalSpeechEngine } from './local-speech-engine.js';
import { AudioDecodeError, LanguageNotInstalledError, RecognitionQueueFullError, SpeechBackendError } from './speech-errors.js';
import { SAMPLE_RATE, type Segment, type SpeechBackend } from './speech-types.js';

/** A backend whose recognitions finish when the test says so, tracking how many run at once. */
function controllableBackend() {
  const pending: Array<() => void> = [];
  const state = { running: 0, maxRunning: 0, closed: 0 };
  const backend: SpeechBackend = {
    name: 'fake',
    async transcribe(pcm): Promise<Segment[]> {
      state.running++;
      state.maxRunning = Math.max(state.maxRunning, state.running);
      await new Promise<void>((resolve) => pending.push(resolve));
      state.running--;
      return [
        { start: 0, end: 1, text: 'first', confidence: 0.9 },
        { start: 1, end: pcm.length / SAMPLE_RATE, text: 'second', confidence: 0.8 },
      ];
    },
    async close() {
      state.closed++;
    },
  };
  /** Finishes the recognitions started so far, once they have reached the backend. */
  const finishAll = async (): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const resolve of pending.splice(0)) resolve();
  };
  return { backend, state, finishAll };
}

const twoSecondsOfAudio = async (): Promise<Float32Array> => new Float32Array(2 * SAMPLE_RATE);
const bytes = new Uint8Array([1, 2, 3]);

describe('LocalSpeechEngine', () => {
  it('routes by language and joins the segments into the text', async () => {
    const { backend, finishAll } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend]]), {}, twoSecondsOfAudio);
    const transcript = engine.transcribe(bytes, { language: 'en-IN' });
    await finishAll();
    expect(await transcript).toMatchObject({ text: 'first second', durationS: 2 });
    expect((await transcript).segments).toHaveLength(2);
  });

  it('recognises samples as they are, decoding nothing, and resamples those at another rate to 16 kHz', async () => {
    const { backend, finishAll } = controllableBackend();
    let decoded = 0;
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend]]), {}, async () => {
      decoded++;
      return new Float32Array(1);
    });
    const atSixteen = engine.transcribe({ samples: new Float32Array(3 * SAMPLE_RATE), sampleRate: SAMPLE_RATE }, { language: 'en-IN' });
    await finishAll();
    expect((await atSixteen).durationS).toBe(3);
    const atEight = engine.transcribe({ samples: new Float32Array(8000), sampleRate: 8000 }, { language: 'en-IN' });
    await finishAll();
    expect((await atEight).durationS).toBe(1);
    expect(decoded).toBe(0);
  });

  it('says a language is metered when its backend is', () => {
    const { backend } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend], ['hi', { ...backend, metered: true }]]), {}, twoSecondsOfAudio);
    expect(['hi', 'en-IN', 'ta'].map((language) => engine.isMetered(language))).toEqual([true, false, false]);
  });

  it('refuses a language without a backend, naming the installed ones', async () => {
    const { backend } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend], ['en-US', backend]]), {}, twoSecondsOfAudio);
    expect(engine.installedLanguages()).toEqual(['en-IN', 'en-US']);
    const error = await engine.transcribe(bytes, { language: 'hi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageNotInstalledError);
    expect((error as LanguageNotInstalledError).installed).toEqual(['en-IN', 'en-US']);
  });

  it('passes decoding errors through', async () => {
    const { backend } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend]]), {}, async () => {
      throw new AudioDecodeError('not audio');
    });
    await expect(engine.transcribe(bytes, { language: 'en-IN' })).rejects.toBeInstanceOf(AudioDecodeError);
  });

  it("refuses before decoding while the backend says it cannot take work", async () => {
    const { backend } = controllableBackend();
    let decoded = 0;
    const refusing: SpeechBackend = { ...backend, checkAvailable: () => { throw new SpeechBackendError('unavailable', 'circuit open', 30); } };
    const engine = new LocalSpeechEngine(new Map([['hi', refusing]]), {}, async () => {
      decoded++;
      return new Float32Array(1);
    });
    await expect(engine.transcribe(bytes, { language: 'hi' })).rejects.toMatchObject({ failure: 'unavailable', retryAfterS: 30 });
    expect(decoded).toBe(0);
  });

  it('runs one recognition at a time and turns requests away when the queue is full', async () => {
    const { backend, state, finishAll } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend]]), { maxQueued: 2 }, twoSecondsOfAudio);
    const accepted = [1, 2, 3].map(() => engine.transcribe(bytes, { language: 'en-IN' }));
    await expect(engine.transcribe(bytes, { language: 'en-IN' })).rejects.toBeInstanceOf(RecognitionQueueFullError);
    for (let i = 0; i < 3; i++) await finishAll();
    expect(await Promise.all(accepted)).toHaveLength(3);
    expect(state.maxRunning).toBe(1);
  });

  it('closes each backend once, after the work in flight', async () => {
    const { backend, state, finishAll } = controllableBackend();
    const engine = new LocalSpeechEngine(new Map([['en-IN', backend], ['en-US', backend]]), {}, twoSecondsOfAudio);
    const inFlight = engine.transcribe(bytes, { language: 'en-US' });
    const closing = engine.close();
    await expect(engine.transcribe(bytes, { language: 'en-US' })).rejects.toThrow(/closed/);
    expect(state.closed).toBe(0);
    await finishAll();
    await Promise.all([inFlight, closing]);
    expect(state.closed).toBe(1);
  });
});
