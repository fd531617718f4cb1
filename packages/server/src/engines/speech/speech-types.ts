/** Shared types of the speech engine. Every audio buffer inside the engine is 16 kHz mono float32. */

export const SAMPLE_RATE = 16_000;

/** One recognised stretch of speech; times in seconds from the start of the audio. */
export interface Segment {
  start: number;
  end: number;
  text: string;
  /** 0..1, the geometric mean of the chosen tokens' probabilities. */
  confidence: number;
}

export interface RecognitionOptions {
  /** One of the language codes of the interface (`en-IN`, `hi`, …). */
  language: string;
  /** Extra terms (drug names, a patient's conditions …) to bias recognition towards, per request. */
  keyterms?: readonly string[];
  /** Apply the lexicon correction and dose/unit normalisation (default true). */
  correction?: boolean;
  /** Called as chunks finish, for progress bars. */
  onProgress?: (progress: { done: number; total: number }) => void;
}

/** A recogniser for some languages, fed decoded audio. Local models and remote services implement it. */
export interface SpeechBackend {
  readonly name: string;
  transcribe(pcm: Float32Array, options: RecognitionOptions): Promise<Segment[]>;
  close(): Promise<void>;
}
