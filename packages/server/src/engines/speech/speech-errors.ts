/** Typed errors of the speech engine, so routes and the CLI can map them to responses without string matching. */

/** The uploaded bytes are not audio we can decode. */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}

/** No backend is installed for the requested language. */
export class LanguageNotInstalledError extends Error {
  override readonly name = 'LanguageNotInstalledError';
  constructor(
    readonly language: string,
    readonly installed: readonly string[],
  ) {
    super(`Language "${language}" is not installed (installed: ${installed.join(', ') || 'none'})`);
  }
}

/** Too many recognitions are already waiting; the caller should retry later. */
export class RecognitionQueueFullError extends Error {
  override readonly name = 'RecognitionQueueFullError';
  constructor(readonly maxQueued: number) {
    super(`Recognition queue is full (${maxQueued} waiting); retry later`);
  }
}

/** How a remote backend failed, as the routes answer it: 502, 503 (its circuit is open: failing fast), 504. */
export type SpeechBackendFailure = 'failed' | 'unavailable' | 'timeout';

const BACKEND_MESSAGES: Record<SpeechBackendFailure, string> = {
  failed: 'speech backend failed',
  unavailable: 'speech backend unavailable',
  timeout: 'speech backend timed out',
};

/**
 * A remote speech backend gave no transcript. The message says which way it failed and why, in our words: never the
 * backend's URL, key or answer.
 */
export class SpeechBackendError extends Error {
  override readonly name = 'SpeechBackendError';
  constructor(
    readonly failure: SpeechBackendFailure,
    reason: string,
    /** For `unavailable`: when the backend will be tried again. */
    readonly retryAfterS?: number,
  ) {
    super(`${BACKEND_MESSAGES[failure]}: ${reason}`);
  }
}
