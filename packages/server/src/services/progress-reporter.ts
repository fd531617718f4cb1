import type { SessionProgress } from '../domain/sessions.js';

/**
 * A processing session's progress, written as recognition reports it (from a callback that cannot wait): one write at
 * a time, in the order reported. The first failed write fails `settled`, so that none goes unseen.
 */
export class ProgressReporter {
  private written: Promise<void> = Promise.resolve();
  private failure: { error: unknown } | undefined;

  constructor(private readonly write: (progress: SessionProgress) => Promise<unknown>) {}

  report(progress: SessionProgress): void {
    this.written = this.written
      .then(() => this.write(progress))
      .then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= { error };
        },
      );
  }

  /** Resolves once every progress reported so far is written; rejects with the first write's failure. */
  async settled(): Promise<void> {
    await this.written;
    if (this.failure) throw this.failure.error;
  }
}
