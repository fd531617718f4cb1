/**
 * The in-process speech engine (the CLI and the bench use it directly; the server runs it inside a worker thread, see
 * `worker-speech-engine.ts`): one backend per language code (adding a language is adding a backend to the map) and a
 * bounded queue in front of recognition.
 */

import { decodeAudio } from './audio/decode-audio.js';
import { SpeechChunker } from './audio/speech-chunker.js';
import { MedicalCorrector } from './correction/medical-corrector.js';
import { BiasTrie } from './moonshine/bias-trie.js';
import { MoonshineBackend } from './moonshine/moonshine-backend.js';
import { MoonshineModel, type MoonshineModelOptions } from './moonshine/moonshine-model.js';
import { MoonshineRecognizer, type MoonshineRecognizerOptions } from './moonshine/moonshine-recognizer.js';
import { tokenizeWords } from './moonshine/moonshine-tokenizer.js';
import { RecognitionQueue, type RecognitionQueueOptions } from './recognition-queue.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import { SAMPLE_RATE, type RecognitionOptions, type SpeechBackend, type SpeechEngine, type Transcript } from './speech-types.js';

/** Turns uploaded bytes into 16 kHz mono samples; throws AudioDecodeError. */
export type AudioDecoder = (bytes: Uint8Array) => Promise<Float32Array>;

export class LocalSpeechEngine implements SpeechEngine {
  /** It runs in the caller's thread, so it fails only with the process. */
  readonly failed = false;
  private readonly queue: RecognitionQueue;
  private closed = false;

  constructor(
    private readonly backends: ReadonlyMap<string, SpeechBackend>,
    options: RecognitionQueueOptions = {},
    private readonly decode: AudioDecoder = decodeAudio,
  ) {
    this.queue = new RecognitionQueue(options);
  }

  installedLanguages(): string[] {
    return [...this.backends.keys()];
  }

  /**
   * Decodes and recognises `audio`. Throws LanguageNotInstalledError, RecognitionQueueFullError (before doing any
   * work) or AudioDecodeError. Decoding waits in the queue too: decoded audio is the large part of a request.
   */
  async transcribe(audio: Uint8Array, options: RecognitionOptions): Promise<Transcript> {
    if (this.closed) throw new Error('The speech engine is closed');
    const backend = this.backends.get(options.language);
    if (backend === undefined) throw new LanguageNotInstalledError(options.language, this.installedLanguages());
    return this.queue.run(async () => {
      const pcm = await this.decode(audio);
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

export type LocalSpeechEngineOptions = RecognitionQueueOptions & MoonshineRecognizerOptions & MoonshineModelOptions;

/** The offline engine: Moonshine base for English (`en-IN`, `en-US`), biased towards and corrected with the medical lexicon. */
export async function createLocalSpeechEngine(options: LocalSpeechEngineOptions = {}): Promise<LocalSpeechEngine> {
  const [model, chunker, corrector] = await Promise.allSettled([
    MoonshineModel.load(options),
    SpeechChunker.load(),
    MedicalCorrector.load(),
  ]);
  if (model.status === 'rejected' || chunker.status === 'rejected' || corrector.status === 'rejected') {
    // Release what did load (native sessions) before reporting the failure.
    await Promise.allSettled([model, chunker].map((part) => (part.status === 'fulfilled' ? part.value.close() : undefined)));
    throw [model, chunker, corrector].find((part) => part.status === 'rejected')!.reason;
  }
  const english = new MoonshineBackend({
    recognizer: new MoonshineRecognizer(model.value, options),
    chunker: chunker.value,
    corrector: corrector.value,
    bias: BiasTrie.build(corrector.value.biasTerms(), tokenizeWords),
    close: () => model.value.close(),
  });
  return new LocalSpeechEngine(
    new Map([
      ['en-IN', english],
      ['en-US', english],
    ]),
    options,
  );
}
