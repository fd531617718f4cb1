import { describe, expect, it } from 'vitest';
import type { LocalSpeechEngineOptions } from './speech-engine.js';
import type { DecodingSpeechEngine } from './speech-types.js';
import { LanguageNotInstalledError, RecognitionQueueFullError } from './speech-errors.js';
import { SpeechWorkerPool } from './speech-worker-pool.js';

/**
 * A worker engine whose recognitions end when the test says: each answers with its name, records what it was asked and
 * how many it ran at once, and throws if handed a second while one runs (a worker recognises one piece at a time).
 */
class FakeWorker implements DecodingSpeechEngine {
  failed = false;
  closed = false;
  running = 0;
  readonly asked: string[] = [];
  readonly decoded: number[] = [];
  private readonly finishers: Array<(error?: Error) => void> = [];

  constructor(readonly name: string) {}

  installedLanguages = () => ['en-IN', 'en-US'];
  isMetered = () => false;

  async transcribe(audio: Uint8Array | { samples: Float32Array; sampleRate: number }, options: { language: string }) {
    if (this.running > 0) throw new Error(`${this.name} was handed a second recognition`);
    this.running++;
    this.asked.push(`${options.language}:${(audio as Uint8Array).length}`);
    const error = await new Promise<Error | undefined>((resolve) => this.finishers.push(resolve));
    this.running--;
    if (error) throw error;
    return { segments: [], text: this.name, durationS: 0 };
  }

  /** Ends the recognition this worker is running, with `error` if given. */
  finish(error?: Error): void {
    this.finishers.shift()?.(error);
  }

  async decode(audio: Uint8Array): Promise<Float32Array> {
    this.decoded.push(audio.length);
    return new Float32Array(audio.length);
  }

  async close(): Promise<void> {
    this.closed = true;
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const audio = (bytes: number) => new Uint8Array(bytes);

describe('SpeechWorkerPool', () => {
  it('recognises as many pieces at once as it has workers, each on a free worker, and queues the rest', async () => {
    const [a, b] = [new FakeWorker('a'), new FakeWorker('b')];
    const pool = new SpeechWorkerPool([a, b], { maxQueued: 4 });
    const first = pool.transcribe(audio(1), { language: 'en-IN' });
    const second = pool.transcribe(audio(2), { language: 'en-US' });
    const third = pool.transcribe(audio(3), { language: 'en-IN' });
    await settle();
    // Two at once, one on each worker; the third waits for one of them.
    expect([a.running, b.running]).toEqual([1, 1]);
    expect([...a.asked, ...b.asked].sort()).toEqual(['en-IN:1', 'en-US:2']);
    const firstWorker = a.asked.includes('en-IN:1') ? a : b;
    firstWorker.finish();
    await settle();
    // The third goes to the worker that came free.
    expect(firstWorker.asked).toHaveLength(2);
    expect(firstWorker.asked[1]).toBe('en-IN:3');
    a.finish();
    b.finish();
    const texts = (await Promise.all([first, second, third])).map((transcript) => transcript.text);
    expect(texts[0]).toBe(firstWorker.name);
    expect(texts[2]).toBe(firstWorker.name);
    expect(texts[1]).not.toBe(firstWorker.name);
  });

  it('refuses at once when every worker is busy and the queue is full, and a language no worker serves before queueing', async () => {
    const worker = new FakeWorker('a');
    const pool = new SpeechWorkerPool([worker], { maxQueued: 1 });
    const running = pool.transcribe(audio(1), { language: 'en-IN' });
    const waiting = pool.transcribe(audio(2), { language: 'en-IN' });
    await expect(pool.transcribe(audio(3), { language: 'en-IN' })).rejects.toBeInstanceOf(RecognitionQueueFullError);
    await expect(pool.transcribe(audio(4), { language: 'hi' })).rejects.toBeInstanceOf(LanguageNotInstalledError);
    worker.finish();
    await settle();
    worker.finish();
    await Promise.all([running, waiting]);
    expect(worker.asked).toEqual(['en-IN:1', 'en-IN:2']);
  });

  it('gives a worker back when its recognition fails, and fails the recognition', async () => {
    const worker = new FakeWorker('a');
    const pool = new SpeechWorkerPool([worker]);
    const failing = pool.transcribe(audio(1), { language: 'en-IN' });
    await settle();
    worker.finish(new Error('not audio'));
    await expect(failing).rejects.toThrow('not audio');
    const next = pool.transcribe(audio(2), { language: 'en-IN' });
    await settle();
    worker.finish();
    expect((await next).text).toBe('a');
  });

  it('is failed once any worker has failed, and then hands nothing more out, queued or new', async () => {
    const [a, b] = [new FakeWorker('a'), new FakeWorker('b')];
    const pool = new SpeechWorkerPool([a, b], { maxQueued: 2 });
    const running = [pool.transcribe(audio(1), { language: 'en-IN' }), pool.transcribe(audio(2), { language: 'en-IN' })];
    const queued = pool.transcribe(audio(3), { language: 'en-IN' });
    await settle();
    expect(pool.failed).toBe(false);
    b.failed = true;
    expect(pool.failed).toBe(true);
    await expect(pool.transcribe(audio(4), { language: 'en-IN' })).rejects.toThrow('has failed');
    await expect(pool.decode(audio(5))).rejects.toThrow('has failed');
    a.finish();
    await expect(queued).rejects.toThrow('has failed');
    b.finish();
    await Promise.all(running);
    expect([...a.asked, ...b.asked]).toHaveLength(2);
  });

  it('decodes in the workers in turn, and closes them all after the recognitions running and queued', async () => {
    const [a, b] = [new FakeWorker('a'), new FakeWorker('b')];
    const pool = new SpeechWorkerPool([a, b]);
    await Promise.all([pool.decode(audio(5)), pool.decode(audio(6)), pool.decode(audio(7))]);
    expect([a.decoded, b.decoded]).toEqual([[5, 7], [6]]);
    const recognitions = [1, 2, 3].map((bytes) => pool.transcribe(audio(bytes), { language: 'en-IN' }));
    await settle();
    const closing = pool.close();
    await expect(pool.transcribe(audio(4), { language: 'en-IN' })).rejects.toThrow('closed');
    [a, b].forEach((worker) => worker.finish());
    await settle();
    expect([a.closed, b.closed]).toEqual([false, false]);
    [a, b].forEach((worker) => worker.finish());
    await Promise.all([...recognitions, closing]);
    expect([...a.asked, ...b.asked]).toHaveLength(3);
    expect([a.closed, b.closed]).toEqual([true, true]);
  });

  it('starts its workers with one recognition at a time each, and closes those that started when one fails', async () => {
    const given: LocalSpeechEngineOptions[] = [];
    const started: FakeWorker[] = [];
    const startWorker = async (options: LocalSpeechEngineOptions) => {
      given.push(options);
      if (given.length === 2) throw new Error('no model');
      const worker = new FakeWorker(String(given.length));
      started.push(worker);
      return worker;
    };
    await expect(SpeechWorkerPool.start({ workers: 3, threads: 1, maxQueued: 8 }, startWorker)).rejects.toThrow('no model');
    expect(given).toEqual([0, 1, 2].map(() => ({ threads: 1, maxQueued: 8, maxConcurrent: 1 })));
    expect(started.map((worker) => worker.closed)).toEqual([true, true]);
    await expect(SpeechWorkerPool.start({ workers: 0 }, startWorker)).rejects.toThrow(RangeError);
  });
});
