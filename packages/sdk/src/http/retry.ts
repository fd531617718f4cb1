/** How calls that are safe to repeat are retried after 429, 5xx or a network error. */
export interface RetryOptions {
  /** Retries after the first attempt. Default 3; 0 turns retrying off. */
  retries?: number;
  /** The first backoff; each retry doubles it. Default 500 ms. */
  minDelayMs?: number;
  /** The longest wait, also for a server's `Retry-After`. Default 10 s. */
  maxDelayMs?: number;
}

export type RetryPolicy = Required<RetryOptions>;

export function retryPolicy(options: RetryOptions = {}): RetryPolicy {
  return { retries: options.retries ?? 3, minDelayMs: options.minDelayMs ?? 500, maxDelayMs: options.maxDelayMs ?? 10_000 };
}

export const isRetryableStatus = (status: number): boolean => status === 429 || status >= 500;

/**
 * The wait before retry number `attempt` (0-based): the server's `Retry-After` seconds when it gave
 * them, else exponential backoff with jitter, so that clients that failed together do not all come
 * back at the same instant.
 */
export function retryDelay(attempt: number, policy: RetryPolicy, retryAfter: string | null = null): number {
  const seconds = retryAfter === null || retryAfter.trim() === '' ? Number.NaN : Number(retryAfter);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, policy.maxDelayMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.minDelayMs * 2 ** attempt);
  return ceiling / 2 + Math.random() * (ceiling / 2);
}
