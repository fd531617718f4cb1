import { TimeoutError } from '../errors.js';
import { sleep } from '../lib/sleep.js';
import type { SessionFailed, SessionFinished, SessionStatus, WaitOptions } from './types.js';

const DEFAULT_TIMEOUT_MS = 15 * 60_000;
const DEFAULT_INTERVAL_MS = 2_000;

/**
 * Polls `status` until the session has finished: completed, partial or failed, each returned as it
 * is. An unknown or expired session (400) throws its `ApiError`; the time limit a `TimeoutError`.
 */
export function waitForResult(
  status: (signal: AbortSignal) => Promise<SessionStatus>,
  txnId: string,
  options: WaitOptions = {},
): Promise<SessionFinished | SessionFailed> {
  return pollUntil(status, (result): result is SessionFinished | SessionFailed => result.status !== 'in-progress', `session ${txnId}`, options);
}

/**
 * Polls `probe` until `done` says its answer is final, and resolves to it. An error of a poll is thrown; the time limit
 * (default 15 minutes) is a `TimeoutError` naming `what`.
 */
export async function pollUntil<T, Final extends T>(
  probe: (signal: AbortSignal) => Promise<T>,
  done: (answer: T) => answer is Final,
  what: string,
  options: WaitOptions = {},
): Promise<Final> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // One signal for the caller's abort and the time limit, so that a poll in flight stops too.
  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) onAbort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const timer = setTimeout(() => controller.abort(new TimeoutError(`${what} had not finished after ${timeoutMs} ms`)), timeoutMs);
  try {
    for (;;) {
      const answer = await probe(controller.signal);
      if (done(answer)) return answer;
      await sleep(options.intervalMs ?? DEFAULT_INTERVAL_MS, controller.signal);
    }
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}
