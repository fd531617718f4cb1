import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.js';

/** A clock the test moves by hand. */
function fakeClock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const fail = () => Promise.reject(new Error('backend down'));
const succeed = () => Promise.resolve('ok');

describe('CircuitBreaker', () => {
  it('opens after the threshold of failures in a row and then refuses without calling', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ failureThreshold: 3, cooldownMs: 10_000, now: clock.now });
    for (let i = 0; i < 2; i++) await expect(breaker.run(fail)).rejects.toThrow('backend down');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow('backend down');
    expect(breaker.state).toBe('open');

    let called = false;
    const refused = await breaker.run(async () => (called = true)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CircuitOpenError);
    expect((refused as CircuitOpenError).retryAfterMs).toBe(10_000);
    expect(called).toBe(false);
    clock.advance(4_000);
    expect(() => breaker.check()).toThrow(expect.objectContaining({ retryAfterMs: 6_000 }));
  });

  it('counts failures in a row only: a success in between starts the count again', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, now: fakeClock().now });
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(succeed);
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('does not count errors that say nothing about the backend, and they reset the count', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, now: fakeClock().now });
    const refusedRequest = () => Promise.reject(new Error('400'));
    const isFailure = (error: unknown) => (error as Error).message !== '400';
    await expect(breaker.run(fail, isFailure)).rejects.toThrow();
    await expect(breaker.run(refusedRequest, isFailure)).rejects.toThrow('400');
    await expect(breaker.run(fail, isFailure)).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });

  it('lets one trial through after the cool-down: its success closes the circuit', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 5_000, now: clock.now });
    await expect(breaker.run(fail)).rejects.toThrow();
    clock.advance(5_000);
    expect(breaker.state).toBe('half_open');

    let finishTrial!: (value: string) => void;
    const trial = breaker.run(() => new Promise<string>((resolve) => (finishTrial = resolve)));
    // While the trial runs, everyone else is refused.
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    finishTrial('ok');
    expect(await trial).toBe('ok');
    expect(breaker.state).toBe('closed');
    expect(await breaker.run(succeed)).toBe('ok');
  });

  it('opens for another full cool-down when the trial fails', async () => {
    const clock = fakeClock();
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 5_000, now: clock.now });
    for (let i = 0; i < 2; i++) await expect(breaker.run(fail)).rejects.toThrow();
    clock.advance(6_000);
    await expect(breaker.run(fail)).rejects.toThrow('backend down');
    expect(breaker.state).toBe('open');
    clock.advance(4_999);
    await expect(breaker.run(succeed)).rejects.toBeInstanceOf(CircuitOpenError);
    clock.advance(1);
    expect(await breaker.run(succeed)).toBe('ok');
  });
});
