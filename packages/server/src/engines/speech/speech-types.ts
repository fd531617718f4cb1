/** Shared types of the speech engine. Every audio buffer inside the engine is 16 kHz mono float32. */
import type { Segment, Transcript } from '../../domain/transcript.js';

// The transcript is the domain's (a session's stored result holds it); the engine's port names it here too.
export type { Segment, Transcript, Word } from '../../domain/transcript.js';

export const SAMPLE_RATE = 16_000;

export interface RecognitionOptions {
  /** One of the language codes of the interface (`en-IN`, `hi`, …). */
  language: string;
  /** Extra terms (drug names, a patient's conditions …) to bias recognition towards, per request. */
  keyterms?: readonly string[];
  /** Apply the lexicon correction and dose/unit normalisation (default true). */
  correction?: boolean;
  /**
   * A live partial, shown while the speaker goes on and then replaced by the segment's final: the backend's fast path
   * where it has one (the local model reads greedily, without the lexicon's bias and correction, about a fifth of the
   * time); a backend without one recognises as usual.
   */
  draft?: boolean;
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
  /**
   * Each recognition is a request to a service that counts them (paid, or limited per minute): a remote backend. Not
   * given: recognitions cost only this machine's time.
   */
  readonly metered?: boolean;
  close(): Promise<void>;
}

/** Samples already decoded, mono, −1..1 (a live stream's segment): recognised without an encoding round trip. */
export interface PcmAudio {
  samples: Float32Array;
  /** Hz; resampled to SAMPLE_RATE by the engine when it differs. */
  sampleRate: number;
}

/** What an engine recognises: the bytes of an audio file in any format the decoder reads, or decoded samples. */
export type AudioInput = Uint8Array | PcmAudio;

export function isPcmAudio(audio: AudioInput): audio is PcmAudio {
  return !(audio instanceof Uint8Array);
}

/**
 * Audio in (a file's bytes or decoded samples), transcript out, per language code; what the routes, services and CLI
 * use. `LocalSpeechEngine` runs in the calling thread, `WorkerSpeechEngine` in a worker thread so recognition does not
 * block the event loop, and `RoutingSpeechEngine` hands each language to the engine that serves it.
 */
export interface SpeechEngine {
  installedLanguages(): string[];
  /**
   * Throws LanguageNotInstalledError, RecognitionQueueFullError (before doing any work), AudioDecodeError, or
   * SpeechBackendError for a language served by a remote backend.
   */
  transcribe(audio: AudioInput, options: RecognitionOptions): Promise<Transcript>;
  /**
   * Whether `language` is served by a metered backend (SpeechBackend.metered): a live stream then recognises each
   * segment once, for its final, and not again and again as it grows for partials.
   */
  isMetered(language: string): boolean;
  /** True once the engine can no longer recognise anything (its worker thread died); it does not recover. */
  readonly failed: boolean;
  /** Lets running and queued recognitions finish, then releases the models. */
  close(): Promise<void>;
}

/** The engine of the languages served locally; it also decodes the remote backends' audio. */
export interface DecodingSpeechEngine extends SpeechEngine {
  /** 16 kHz mono samples of `audio`; throws AudioDecodeError. */
  decode(audio: Uint8Array): Promise<Float32Array>;
}
