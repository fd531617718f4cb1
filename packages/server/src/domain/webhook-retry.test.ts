import { describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS, webhookRetryDelayMs } from './webhook-retry.js';

const HOUR_MS = 3_600_000;
const ALMOST_ONE = 1 - Number.EPSILON;

/** Every delay of a delivery that keeps failing, with `random` as the jitter source. */
function schedule(random: () => number): number[] {
  const delays: number[] = [];
  for (let failed = 1; ; failed += 1) {
    const delay = webhookRetryDelayMs(failed, random);
    if (delay === null) return delays;
    delays.push(delay);
  }
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('webhook retry schedule', () => {
  it('is the Svix schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h', () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toEqual([5_000, 300_000, 1_800_000, 2 * HOUR_MS, 5 * HOUR_MS, 10 * HOUR_MS, 10 * HOUR_MS]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(8);
  });

  it('spans at least 24 h whatever the jitter', () => {
    expect(sum(schedule(() => 0))).toBeGreaterThanOrEqual(24 * HOUR_MS);
    expect(sum(schedule(() => 0.5))).toBeGreaterThanOrEqual(24 * HOUR_MS);
    // Were the jitter a symmetric ±20%, the shortest schedule would fall under a day.
    expect(sum([...WEBHOOK_RETRY_DELAYS_MS]) * 0.8).toBeLessThan(24 * HOUR_MS);
  });

  it('grows from one retry to the next', () => {
    const delays = schedule(() => 0);
    delays.slice(1).forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(delays[index] ?? Infinity));
  });

  it('lengthens each delay by up to 20%', () => {
    WEBHOOK_RETRY_DELAYS_MS.forEach((nominal, index) => {
      expect(webhookRetryDelayMs(index + 1, () => 0)).toBe(nominal);
      expect(webhookRetryDelayMs(index + 1, () => ALMOST_ONE)).toBe(Math.round(nominal * 1.2));
      expect(webhookRetryDelayMs(index + 1, () => 0.5)).toBe(Math.round(nominal * 1.1));
    });
  });

  it('leaves no retry after the last', () => {
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS - 1, () => 0)).toBe(10 * HOUR_MS);
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS, () => 0)).toBeNull();
    expect(webhookRetryDelayMs(WEBHOOK_MAX_ATTEMPTS + 5, () => 0)).toBeNull();
    expect(webhookRetryDelayMs(0, () => 0)).toBeNull();
  });
});
