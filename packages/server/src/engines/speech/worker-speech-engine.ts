/**
 * The server's local speech engine: the local engine (decode → VAD → recognise → correct) runs in a worker thread
 * (`speech-worker.ts`), because onnxruntime-node's inference and the audio decoders are synchronous and would block
 * the event loop for up to seconds at a time. The remote backends' audio is decoded there too. This module imports
 * only types from `speech-engine.ts`, so the main thread loads no model.
 */

import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { RecognitionQueue } from './recognition-queue.js';
import type { LocalSpeechEngineOptions } from './speech-engine.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import { isPcmAudio, type AudioInput, type RecognitionOptions, type SpeechEngine, type Transcript } from './speech-types.js';
import { fromWireError, ownBuffer, type RecognitionReply, type WorkerReady, type WorkerRequest } from './speech-worker-protocol.js';

/** A request the worker has yet to answer: a recognition (which may report progress) or a decoding. */
type PendingRequest =
  | { type: 'transcribe'; resolve(transcript: Transcript): void; reject(error: Error): void; onProgress: RecognitionOptions['onProgress'] }
  | { type: 'decode'; resolve(pcm: Float32Array): void; reject(error: Error): void };

/**
 * Starts the worker entry next to this module: `speech-worker.js` in the compiled server (plain `node`), or
 * `speech-worker.ts` when this module runs from source (vitest, tsx). A worker inherits neither vitest's transform nor
 * tsx's hooks, and on Node 20 hooks passed in `execArgv` (`--import tsx`) do not apply to a worker (nodejs/node#47747),
 * so a one-line bootstrap registers tsx 4's ESM hooks inside the worker before importing the `.ts` entry (`tsx`
 * resolves from the working directory: any folder of the repository). The compiled server never needs tsx.
 */
function startWorker(workerData: LocalSpeechEngineOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./speech-worker.js', import.meta.url), { workerData });
  const entry = new URL('./speech-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export class WorkerSpeechEngine implements SpeechEngine {
  /**
   * The queue stays on this side: the worker cannot answer while inference blocks it, and a full queue must be
   * refused at once. It lets `maxConcurrent` requests through to the worker, whose own engine queue then never waits.
   */
  private readonly queue: RecognitionQueue;
  private readonly pending = new Map<number, PendingRequest>();
  private readonly exited: Promise<void>;
  private nextId = 0;
  private closed = false;
  private failure: Error | undefined;
  private workerError: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly languages: readonly string[],
    options: LocalSpeechEngineOptions,
  ) {
    this.queue = new RecognitionQueue(options);
    worker.on('message', (reply: RecognitionReply) => this.receive(reply));
    // An uncaught error in the worker arrives here just before it exits.
    worker.on('error', (error) => (this.workerError = error));
    this.exited = new Promise((resolve) =>
      worker.once('exit', (code) => {
        this.onExit(code);
        resolve();
      }),
    );
  }

  /** Starts the worker and resolves once it has loaded the models; rejects with its load error. */
  static async start(options: LocalSpeechEngineOptions = {}): Promise<WorkerSpeechEngine> {
    // onnxruntime-node's binding registers itself once per process, and if a worker loads it first, that registration
    // ends with the worker: every later worker fails with "Module did not self-register" (a server restarted in the
    // same process, tests). Loaded here too (the binding only, ~13 MB: no session, no model), it stays registered.
    await import('onnxruntime-node');
    const worker = startWorker(options);
    // `once` rejects on the worker's `error` event (a load failure); aborting removes only these listeners.
    const loading = new AbortController();
    try {
      const [ready] = (await Promise.race([
        once(worker, 'message', { signal: loading.signal }),
        once(worker, 'exit', { signal: loading.signal }).then(([code]) => {
          throw new Error(`The speech worker exited (code ${String(code)}) before it was ready`);
        }),
      ])) as [WorkerReady];
      return new WorkerSpeechEngine(worker, ready.languages, options);
    } finally {
      loading.abort();
    }
  }

  installedLanguages(): string[] {
    return [...this.languages];
  }

  get failed(): boolean {
    return this.failure !== undefined;
  }

  /** The worker runs the local model: nothing it recognises is metered. */
  isMetered(): boolean {
    return false;
  }

  /**
   * Queues `audio` for the worker. Takes ownership of the bytes or samples: when they fill their own ArrayBuffer it is
   * moved to the worker, not copied, and the caller's view is left empty. Throws what the in-process engine throws
   * (same classes).
   */
  async transcribe(audio: AudioInput, options: RecognitionOptions): Promise<Transcript> {
    if (this.closed) throw new Error('The speech engine is closed');
    this.assertUsable();
    if (!this.languages.includes(options.language)) throw new LanguageNotInstalledError(options.language, this.installedLanguages());
    return this.queue.run(() => this.recognize(audio, options));
  }

  /**
   * Decodes `audio` to 16 kHz mono in the worker, for the remote backends (their HTTP calls need no worker). Not
   * queued here: the remote backend's engine bounds how many run. Takes ownership of the bytes like `transcribe`;
   * throws AudioDecodeError.
   */
  async decode(audio: Uint8Array): Promise<Float32Array> {
    if (this.closed) throw new Error('The speech engine is closed');
    this.assertUsable();
    const id = this.nextId++;
    this.worker.postMessage({ type: 'decode', id, audio } satisfies WorkerRequest, ownBuffer(audio));
    return new Promise((resolve, reject) => this.pending.set(id, { type: 'decode', resolve, reject }));
  }

  /** Lets running and queued recognitions finish, then has the worker release the models and exit. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue.idle();
    this.worker.postMessage({ type: 'close' } satisfies WorkerRequest);
    await this.exited;
  }

  private recognize(audio: AudioInput, { onProgress, ...options }: RecognitionOptions): Promise<Transcript> {
    // A request queued behind one the crash failed must not be posted to a worker that will never answer.
    this.assertUsable();
    const id = this.nextId++;
    const request: WorkerRequest = { type: 'transcribe', id, audio, options: { ...options, reportProgress: onProgress !== undefined } };
    this.worker.postMessage(request, ownBuffer(isPcmAudio(audio) ? audio.samples : audio));
    return new Promise((resolve, reject) => this.pending.set(id, { type: 'transcribe', resolve, reject, onProgress }));
  }

  private receive(reply: RecognitionReply): void {
    const request = this.pending.get(reply.id);
    if (request === undefined) return;
    if (reply.type === 'progress') return this.reportProgress(reply.id, request, reply);
    this.pending.delete(reply.id);
    if (reply.type === 'failure') request.reject(fromWireError(reply.error));
    else if (reply.type === 'transcript' && request.type === 'transcribe') request.resolve(reply.transcript);
    else if (reply.type === 'decoded' && request.type === 'decode') request.resolve(reply.pcm);
  }

  /** A throwing progress callback fails its recognition, as in process, instead of escaping into the event loop. */
  private reportProgress(id: number, request: PendingRequest, progress: { done: number; total: number }): void {
    if (request.type !== 'transcribe') return;
    try {
      request.onProgress?.({ done: progress.done, total: progress.total });
    } catch (error) {
      this.pending.delete(id);
      request.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /**
   * The worker exits when `close()` asks it to; any other exit is a crash (a native abort, out of memory, `terminate()`).
   * Then every recognition (or decoding) in flight or queued fails, and so does every later one: the engine does not restart the
   * worker (what killed it would likely do so again). The process keeps serving the other routes, `/readyz` reports
   * speech as `failed` (503), and restarting the process is left to whoever supervises it.
   */
  private onExit(code: number): void {
    const error = new Error(`The speech worker stopped (exit code ${code})`, { cause: this.workerError });
    if (!this.closed) this.failure = error;
    for (const request of this.pending.values()) request.reject(error);
    this.pending.clear();
  }

  private assertUsable(): void {
    if (this.failure !== undefined) throw new Error('The speech engine has failed', { cause: this.failure });
  }
}
