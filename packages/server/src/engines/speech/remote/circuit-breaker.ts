/**
 * A circuit breaker for one remote backend: after `failureThreshold` failed calls in a row it opens, and calls fail
 * at once instead of each waiting out retries and timeouts against a backend that is down. After `cooldownMs` one
 * trial call goes through (half-open): its success closes the circuit, its failure opens it for another cool-down.
 */

export type CircuitState = 'closed' | 'open' | 'half_open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  /** Milliseconds on a monotonic clock (tests pass their own). */
  now?: () => number;
}

/** A call refused without being tried; `retryAfterMs` says when one may be tried again. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor(readonly retryAfterMs: number) {
    super('circuit open');
  }
}

/** How long a caller refused during the half-open trial is told to wait: the trial settles it one way or the other. */
const TRIAL_RETRY_AFTER_MS = 1000;

export class CircuitBreaker {
  private readonly now: () => number;
  private consecutiveFailures = 0;
  private openedAt: number | undefined;
  private trialRunning = false;

  constructor(private readonly options: CircuitBreakerOptions) {
    this.now = options.now ?? (() => performance.now());
    if (!(options.failureThreshold >= 1) || !(options.cooldownMs >= 0)) throw new RangeError('failureThreshold must be ≥ 1 and cooldownMs ≥ 0');
  }

  get state(): CircuitState {
    if (this.openedAt === undefined) return 'closed';
    return this.remainingCooldownMs() > 0 ? 'open' : 'half_open';
  }

  /** Throws CircuitOpenError when a call would be refused now; `run` checks again. */
  check(): void {
    const state = this.state;
    if (state === 'open') throw new CircuitOpenError(this.remainingCooldownMs());
    if (state === 'half_open' && this.trialRunning) throw new CircuitOpenError(TRIAL_RETRY_AFTER_MS);
  }

  /**
   * Runs `call` unless the circuit refuses it. A call that throws counts as a failure when `isFailure` says so (a
   * refusal of this one request, such as a 400, says the backend is up: it counts as a success).
   */
  async run<T>(call: () => Promise<T>, isFailure: (error: unknown) => boolean = () => true): Promise<T> {
    this.check();
    const trial = this.state === 'half_open';
    if (trial) this.trialRunning = true;
    try {
      const result = await call();
      this.succeeded();
      return result;
    } catch (error) {
      if (isFailure(error)) this.failed(trial);
      else this.succeeded();
      throw error;
    } finally {
      if (trial) this.trialRunning = false;
    }
  }

  private succeeded(): void {
    this.consecutiveFailures = 0;
    this.openedAt = undefined;
  }

  private failed(trial: boolean): void {
    this.consecutiveFailures++;
    // A failed trial, or the threshold reached (again, by calls that were let through before the circuit opened).
    if (trial || this.consecutiveFailures >= this.options.failureThreshold) this.openedAt = this.now();
  }

  private remainingCooldownMs(): number {
    return this.openedAt === undefined ? 0 : Math.max(0, this.openedAt + this.options.cooldownMs - this.now());
  }
}
