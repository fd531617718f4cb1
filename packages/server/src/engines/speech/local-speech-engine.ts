/**
 * A speech engine in the calling thread: one backend per language code (adding a language is adding a backend to the
 * map) and a bounded queue in front of recognition. The offline engine (`speech-engine.ts`) is one, with Moonshine;
 * so is each remote backend's engine in the server's main thread (`backend-registry.ts`), decoding in the worker.
 */

import { resample } from './audio/resample.js';
import { RecognitionQueue, type RecognitionQueueOptions } from './recognition-queue.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import { SAMPLE_RATE, isPcmAudio, type AudioInput, type RecognitionOptions, type SpeechBackend, type SpeechEngine, type Transcript } from './speech-types.js';

/** Turns uploaded bytes into 16 kHz mono samples; throws AudioDecodeError. */
export type AudioDecoder = (bytes: Uint8Array) => Promise<Float32Array>;

export class LocalSpeechEngine implements SpeechEngine {
  /** It runs in the caller's thread, so it fails only with the process. */
  readonly failed = false;
  private readonly queue: RecognitionQueue;
  private closed = false;

  constructor(
    private readonly backends: ReadonlyMap<string, SpeechBackend>,
    options: RecognitionQueueOptions,
    private readonly decode: AudioDecoder,
  ) {
    this.queue = new RecognitionQueue(options);
  }

  installedLanguages(): string[] {
    return [...this.backends.keys()];
  }

  isMetered(language: string): boolean {
    return this.backends.get(language)?.metered === true;
  }

  /**
   * Decodes (a file's bytes) or resamples (samples at another rate) and recognises `audio`. Throws
   * LanguageNotInstalledError, RecognitionQueueFullError or the backend's refusal (SpeechBackendError while its
   * circuit is open) before doing any work, AudioDecodeError, and what the backend throws. Decoding waits in the queue
   * too: decoded audio is the large part of a request.
   */
  async transcribe(audio: AudioInput, options: RecognitionOptions): Promise<Transcript> {
    if (this.closed) throw new Error('The speech engine is closed');
    const backend = this.backends.get(options.language);
    if (backend === undefined) throw new LanguageNotInstalledError(options.language, this.installedLanguages());
    backend.checkAvailable?.();
    return this.queue.run(async () => {
      const pcm = isPcmAudio(audio) ? resample(audio.samples, audio.sampleRate, SAMPLE_RATE) : await this.decode(audio);
      const segments = await backend.transcribe(pcm, options);
      return { segments, text: segments.map((segment) => segment.text).join(' '), durationS: pcm.length / SAMPLE_RATE };
    });
  }

  /** Lets running and queued recognitions finish, then releases every backend once. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue.idle();
    await Promise.all([...new Set(this.backends.values())].map((backend) => backend.close()));
  }
}
