/**
 * A resource that loads in the background (the speech model takes seconds), so the server can
 * answer liveness probes at once and report readiness honestly meanwhile.
 */
export class BackgroundLoad<T> {
  private outcome: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  readonly ready: Promise<T>;

  constructor(load: () => Promise<T>) {
    this.ready = load().then(
      (value) => {
        this.outcome = { ok: true, value };
        return value;
      },
      (error: unknown) => {
        this.outcome = { ok: false, error };
        throw error;
      },
    );
    // Callers that never await `ready` must not see an unhandled rejection; the failure stays in `state`.
    this.ready.catch(() => undefined);
  }

  get state(): 'loading' | 'ready' | 'failed' {
    if (!this.outcome) return 'loading';
    return this.outcome.ok ? 'ready' : 'failed';
  }

  /** The loaded value, if loading has finished successfully. */
  get value(): T | undefined {
    return this.outcome?.ok ? this.outcome.value : undefined;
  }
}
