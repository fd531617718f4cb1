import { describe, expect, it } from 'vitest';
import { retryDelayMs, withRetries, type RetryPolicy } from './retry.js';

/** A policy whose waits are recorded instead of slept. */
function recordingPolicy(random = 0.5): RetryPolicy & { waits: number[] } {
  const waits: number[] = [];
  return { attempts: 3, baseDelayMs: 500, maxDelayMs: 8000, random: () => random, sleep: async (ms) => void waits.push(ms), waits };
}

describe('retries', () => {
  it('backs off exponentially with jitter in the upper half, capped', () => {
    const policy = recordingPolicy();
    expect([1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry, { ...policy, random: () => 0 }))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, { ...policy, random: () => 0.999999 }))).toEqual([500, 1000, 2000]);
  });

  it("waits for a server's Retry-After when it is longer, within the cap", () => {
    const policy = recordingPolicy(0);
    expect(retryDelayMs(1, policy, 3000)).toBe(3000);
    expect(retryDelayMs(1, policy, 60_000)).toBe(8000);
    expect(retryDelayMs(3, policy, 100)).toBe(1000);
  });

  it('retries what may succeed, up to the attempts, and throws the last error', async () => {
    const policy = recordingPolicy();
    let calls = 0;
    const error = await withRetries(
      async () => {
        calls++;
        throw new Error(`attempt ${calls}`);
      },
      () => ({ retryable: true }),
      policy,
    ).catch((e: unknown) => e);
    expect((error as Error).message).toBe('attempt 3');
    expect(calls).toBe(3);
    expect(policy.waits).toEqual([375, 750]);
  });

  it('stops at the first success, and at once on an error that retrying cannot fix', async () => {
    const policy = recordingPolicy();
    let calls = 0;
    expect(await withRetries(async () => (++calls < 2 ? Promise.reject(new Error('503')) : 'ok'), () => ({ retryable: true }), policy)).toBe('ok');
    expect(calls).toBe(2);

    calls = 0;
    await expect(withRetries(async () => Promise.reject(new Error(`400 #${++calls}`)), () => ({ retryable: false }), policy)).rejects.toThrow('400 #1');
  });
});
