/** Shared types of the speech engine. Every audio buffer inside the engine is 16 kHz mono float32. */

export const SAMPLE_RATE = 16_000;

/** One recognised stretch of speech; times in seconds from the start of the audio. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  /** 0..1, the geometric mean of the chosen tokens' probabilities. */
  confidence: number;
  /** The segment's words, when the backend scores words (the local model does; a remote service may not). */
  words?: Word[];
  /** Who spoke it, when `speakers` was asked for and two voices were told apart (the local model only). */
  speaker?: 'doctor' | 'patient';
}

/** A word of a segment: how sure recognition was of it, and about when it was said. */
export interface Word {
  text: string;
  /** Seconds; estimated, the segment's time shared among its words by their length. */
  start: number;
  end: number;
  /** 0..1: the probability of the word's least likely token; for a corrected word, the least of the words it replaced. */
  confidence: number;
  /** Not what the decoder said but what the lexicon correction or dose normalisation made of it. */
  corrected: boolean;
}

export interface RecognitionOptions {
  /** One of the language codes of the interface (`en-IN`, `hi`, …). */
  language: string;
  /** Extra terms (drug names, a patient's conditions …) to bias recognition towards, per request. */
  keyterms?: readonly string[];
  /** Apply the lexicon correction and dose/unit normalisation (default true). */
  correction?: boolean;
  /** A consultation: tell its two voices apart and name each segment the doctor's or the patient's. */
  speakers?: boolean;
  /** Called as chunks finish, for progress bars. */
  onProgress?: (progress: { done: number; total: number }) => void;
}

/** A recogniser for some languages, fed decoded audio. Local models and remote services implement it. */
export interface SpeechBackend {
  readonly name: string;
  transcribe(pcm: Float32Array, options: RecognitionOptions): Promise<Segment[]>;
  /** Throws when the backend cannot take work now (a remote one failing fast), so a request is refused before decoding. */
  checkAvailable?(): void;
  close(): Promise<void>;
}

export interface Transcript {
  segments: Segment[];
  /** The segments' text, joined. */
  text: string;
  /** Length of the audio. */
  durationS: number;
}

/**
 * Audio bytes in, transcript out, per language code; what the routes, services and CLI use. `LocalSpeechEngine` runs
 * in the calling thread, `WorkerSpeechEngine` in a worker thread so recognition does not block the event loop, and
 * `RoutingSpeechEngine` hands each language to the engine that serves it.
 */
export interface SpeechEngine {
  installedLanguages(): string[];
  /**
   * Throws LanguageNotInstalledError, RecognitionQueueFullError (before doing any work), AudioDecodeError, or
   * SpeechBackendError for a language served by a remote backend.
   */
  transcribe(audio: Uint8Array, options: RecognitionOptions): Promise<Transcript>;
  /** True once the engine can no longer recognise anything (its worker thread died); it does not recover. */
  readonly failed: boolean;
  /** Lets running and queued recognitions finish, then releases the models. */
  close(): Promise<void>;
}
