/**
 * When a failed webhook delivery is tried again (PROTOCOL §6): exponential backoff with jitter,
 * for at least 24 h.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Each delay is lengthened by up to this fraction, at random, so that deliveries failing together
 * do not retry in lockstep. Only lengthened: a symmetric ±20% could shrink the whole schedule to
 * 22 h, under the 24 h of PROTOCOL §6.
 */
const JITTER = 0.2;

/** The nominal delay before each retry (Svix's schedule). They sum to about 27.5 h (27 h 35 min 5 s). */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = Object.freeze([
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
]);

/** The first attempt and every retry. */
export const WEBHOOK_MAX_ATTEMPTS = 1 + WEBHOOK_RETRY_DELAYS_MS.length;

/** The delay before the next attempt after `failedAttempts` failures (1: before the first retry), or null when none is left. */
export function webhookRetryDelayMs(failedAttempts: number, random: () => number = Math.random): number | null {
  const nominal = WEBHOOK_RETRY_DELAYS_MS[failedAttempts - 1];
  if (nominal === undefined) return null;
  return Math.round(nominal * (1 + JITTER * random()));
}
