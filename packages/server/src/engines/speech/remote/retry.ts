/** Retrying a remote call: a bounded number of attempts, exponential backoff with jitter, and a server's Retry-After honoured. */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The wait before the first retry; each later one doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** 0..1 (tests pass their own). */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** What a failed attempt says about trying again. */
export interface RetryAdvice {
  retryable: boolean;
  /** The server's own Retry-After, in milliseconds. */
  retryAfterMs?: number;
}

/**
 * The wait before retry `retry` (1 for the first): half the exponential delay plus a random share of the other half
 * ("equal jitter"), so clients that failed together do not retry together, yet none retries at once. A server's
 * Retry-After is waited for when longer, within `maxDelayMs`.
 */
export function retryDelayMs(retry: number, policy: RetryPolicy, retryAfterMs = 0): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  const jittered = exponential / 2 + (policy.random ?? Math.random)() * (exponential / 2);
  return Math.round(Math.max(jittered, Math.min(retryAfterMs, policy.maxDelayMs)));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call` until it succeeds, throws an error `advise` calls final, or has used every attempt; throws the last error. */
export async function withRetries<T>(call: () => Promise<T>, advise: (error: unknown) => RetryAdvice, policy: RetryPolicy): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const advice = advise(error);
      if (!advice.retryable || attempt >= policy.attempts) throw error;
      await (policy.sleep ?? sleep)(retryDelayMs(attempt, policy, advice.retryAfterMs));
    }
  }
}
