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
