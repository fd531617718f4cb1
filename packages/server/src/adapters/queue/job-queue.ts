/**
 * The durable job queue port: audio sessions and webhook deliveries are processed as jobs that
 * survive restarts. A worker claims a job under a lease and must finish or extend it before the
 * lease expires; a job whose lease expired (its worker died) is claimable again. The queue counts
 * attempts but leaves the policy to the caller: it decides between `retry` (with its own backoff)
 * and `fail`. Every method is async so a PostgreSQL implementation can follow the SQLite one.
 *
 * `workerId` must be unique per worker process run: the methods that take it act only while that
 * worker still holds the job, so a worker taken over after its lease expired cannot finish the job
 * its successor is running.
 */

export interface NewJob {
  kind: string;
  /** Stored as JSON. */
  payload: unknown;
  maxAttempts: number;
  /** Not claimable before this time; now when omitted. */
  runAt?: Date;
  /** At most one job per key: a second enqueue with the same key is a no-op for as long as the first job is kept (see `purgeFinished`). */
  dedupeKey?: string;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  /** 1-based number of this attempt; may exceed maxAttempts when the previous holder died on the last attempt. */
  attempt: number;
  maxAttempts: number;
  leaseExpiresAt: Date;
}

export interface JobCounts {
  pending: number;
  running: number;
  done: number;
  failed: number;
}

export interface JobQueue {
  /** Resolves to the new job's id, or null when dedupeKey already exists. */
  enqueue(job: NewJob): Promise<string | null>;
  /**
   * Atomically takes the due job of one of `kinds` with the earliest runAt: pending with runAt <= now,
   * or running with an expired lease (its holder died). Counts the attempt.
   */
  claim(workerId: string, kinds: readonly string[], leaseMs: number): Promise<ClaimedJob | undefined>;
  /** Heartbeat of a long job: false when the lease was lost (expired and taken by another worker, or finished). */
  extendLease(jobId: string, workerId: string, leaseMs: number): Promise<boolean>;
  /** False when the lease was lost. */
  complete(jobId: string, workerId: string): Promise<boolean>;
  /** Back to pending at runAt, keeping the error; false when the lease was lost. */
  retry(jobId: string, workerId: string, error: string, runAt: Date): Promise<boolean>;
  /** Terminal failure with its reason; false when the lease was lost. */
  fail(jobId: string, workerId: string, error: string): Promise<boolean>;
  /**
   * The earliest runAt / lease expiry among unfinished jobs of these kinds, so an idle worker knows
   * when to look again; it may be in the past when a job is already due.
   */
  nextDueAt(kinds: readonly string[]): Promise<Date | undefined>;
  /** Jobs per state, of one kind or of all. */
  counts(kind?: string): Promise<JobCounts>;
  /** Deletes finished (done/failed) jobs that finished before `before`; returns how many. */
  purgeFinished(before: Date): Promise<number>;
  /**
   * Calls `listener` soon after any process commits a new job, where the backend can tell (PostgreSQL's LISTEN/NOTIFY),
   * so idle workers need not wait for their next poll; resolves to the function that stops listening. A queue that
   * cannot tell leaves it out, and workers poll.
   */
  onEnqueued?(listener: () => void): Promise<() => Promise<void>>;
}
