import type { ClaimedJob } from '../adapters/queue/job-queue.js';

/** How one kind of job is run. `run` must be idempotent: a job whose worker died is run again. */
export interface JobHandler {
  kind: string;
  /** Jobs of this kind run at once in one worker process. */
  concurrency: number;
  run(job: ClaimedJob): Promise<void>;
  /** The delay before the next attempt after `failedAttempts` failures, or null to give up now. */
  retryDelayMs(failedAttempts: number): number | null;
  /** Called once when the job is given up, so the domain ends in a final state that says why. */
  giveUp(job: ClaimedJob, reason: string): Promise<void>;
}

/** Exponential backoff from `baseMs`, doubled per failure, with up to 20% jitter added. */
export function exponentialBackoff(baseMs: number, random: () => number = Math.random): (failedAttempts: number) => number {
  return (failedAttempts) => Math.round(baseMs * 2 ** (failedAttempts - 1) * (1 + 0.2 * random()));
}
