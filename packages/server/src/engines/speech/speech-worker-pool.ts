/**
 * The server's local engine as a pool of worker threads (SCRIBE_ASR_WORKERS), each loading the model and recognising one
 * piece at a time: with two workers on two cores, two live streams are recognised side by side instead of one waiting for
 * the other. One queue admits as many recognitions as there are workers and hands each to a worker that is free.
 * Measured in docs/speech-engine.md ("onnxruntime settings"): one intra-op thread runs a recognition about as fast as
 * two, so workers × threads need not exceed the cores.
 */

import { RecognitionQueue } from './recognition-queue.js';
import type { LocalSpeechEngineOptions } from './speech-engine.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import type { AudioInput, DecodingSpeechEngine, RecognitionOptions, Transcript } from './speech-types.js';
import { WorkerSpeechEngine } from './worker-speech-engine.js';

export interface SpeechWorkerPoolOptions extends LocalSpeechEngineOptions {
  /** Worker threads, each with its own copy of the model (default 1). */
  workers?: number;
}

export class SpeechWorkerPool implements DecodingSpeechEngine {
  private readonly queue: RecognitionQueue;
  private readonly idle: DecodingSpeechEngine[];
  private nextDecoder = 0;
  private closed = false;

  /** `engines` each recognise one piece at a time; the pool never hands one a second while it works. */
  constructor(
    private readonly engines: readonly DecodingSpeechEngine[],
    options: Pick<SpeechWorkerPoolOptions, 'maxQueued'> = {},
  ) {
    if (engines.length === 0) throw new RangeError('a speech worker pool needs at least one engine');
    this.queue = new RecognitionQueue({ maxConcurrent: engines.length, maxQueued: options.maxQueued });
    this.idle = [...engines];
  }

  /**
   * Starts `workers` worker engines and resolves once all have loaded the model; if one fails to load, the others are
   * closed and its error is thrown.
   */
  static async start({ workers = 1, ...options }: SpeechWorkerPoolOptions = {}, startWorker: (options: LocalSpeechEngineOptions) => Promise<DecodingSpeechEngine> = WorkerSpeechEngine.start): Promise<SpeechWorkerPool> {
    if (!Number.isInteger(workers) || workers < 1) throw new RangeError(`workers must be a positive integer, got ${workers}`);
    // Each worker takes one recognition at a time; the pool's queue admits only as many as there are workers. A worker
    // keeps a queue of its own all the same: one whose request was failed early (a throwing progress callback) is still
    // busy when the pool hands it the next, which then waits there rather than being refused.
    const started = await Promise.allSettled(Array.from({ length: workers }, () => startWorker({ ...options, maxConcurrent: 1 })));
    const engines = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) {
      await Promise.allSettled(engines.map((engine) => engine.close()));
      throw failure.reason;
    }
    return new SpeechWorkerPool(engines, options);
  }

  installedLanguages(): string[] {
    return this.engines[0]!.installedLanguages();
  }

  /** A worker that died takes its copy of the model with it; the pool is then failed as a whole, as one worker is. */
  get failed(): boolean {
    return this.engines.some((engine) => engine.failed);
  }

  isMetered(): boolean {
    return false;
  }

  async transcribe(audio: AudioInput, options: RecognitionOptions): Promise<Transcript> {
    this.assertUsable();
    if (!this.installedLanguages().includes(options.language)) throw new LanguageNotInstalledError(options.language, this.installedLanguages());
    return this.queue.run(async () => {
      // A request queued before a worker failed finds the pool failed, as it would find one worker.
      this.assertNotFailed();
      // The queue admits no more recognitions than there are workers, so one is free.
      const engine = this.idle.pop()!;
      try {
        return await engine.transcribe(audio, options);
      } finally {
        this.idle.push(engine);
      }
    });
  }

  /** Decodes in the workers in turn; a decoding waits only for the recognition its worker is running. */
  async decode(audio: Uint8Array): Promise<Float32Array> {
    this.assertUsable();
    const engine = this.engines[this.nextDecoder++ % this.engines.length]!;
    return engine.decode(audio);
  }

  private assertUsable(): void {
    if (this.closed) throw new Error('The speech engine is closed');
    this.assertNotFailed();
  }

  /**
   * Once a worker has failed nothing more is handed out (with the error a failed WorkerSpeechEngine throws), rather than
   * sent to the dead worker again and again while the others wait.
   */
  private assertNotFailed(): void {
    if (this.failed) throw new Error('The speech engine has failed');
  }

  /** Lets running and queued recognitions finish, then closes every worker. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue.idle();
    await Promise.all(this.engines.map((engine) => engine.close()));
  }
}
