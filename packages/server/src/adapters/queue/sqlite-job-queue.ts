import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { ClaimedJob, JobCounts, JobQueue, NewJob } from './job-queue.js';

type Row = Record<string, unknown>;

const placeholders = (count: number): string => Array.from({ length: count }, () => '?').join(', ');

/**
 * Inserts a pending job; returns its id, or null when a job with the same dedupeKey exists.
 * Synchronous so another repository can enqueue inside its own `db.transaction`.
 */
export function insertJobRow(db: Database.Database, job: NewJob, now: Date): string | null {
  const id = randomUUID();
  const result = db
    .prepare(
      `INSERT INTO jobs (id, kind, payload, dedupe_key, state, max_attempts, run_at, created_at)
       VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)
       ON CONFLICT (dedupe_key) DO NOTHING`,
    )
    // JSON.stringify(undefined) is undefined, which the NOT NULL column would reject.
    .run(id, job.kind, JSON.stringify(job.payload ?? null), job.dedupeKey ?? null, job.maxAttempts, (job.runAt ?? now).getTime(), now.getTime());
  return result.changes === 1 ? id : null;
}

/**
 * The queue in the `jobs` table of the store's SQLite file. Server and `scribe worker` processes
 * share the file through their own connections: every change is one statement, so SQLite's write
 * lock (with the connection's busy_timeout) is what keeps two processes from claiming one job.
 */
export class SqliteJobQueue implements JobQueue {
  constructor(
    private readonly db: Database.Database,
    private readonly now: () => Date,
  ) {}

  async enqueue(job: NewJob): Promise<string | null> {
    return insertJobRow(this.db, job, this.now());
  }

  async claim(workerId: string, kinds: readonly string[], leaseMs: number): Promise<ClaimedJob | undefined> {
    if (kinds.length === 0) return undefined;
    const now = this.now().getTime();
    const row = this.db
      .prepare(
        `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = ?, lease_expires_at = ?
         WHERE id = (
           SELECT id FROM jobs
           WHERE kind IN (${placeholders(kinds.length)})
             AND ((state = 'pending' AND run_at <= ?) OR (state = 'running' AND lease_expires_at <= ?))
           ORDER BY run_at, rowid
           LIMIT 1
         )
         RETURNING id, kind, payload, attempts, max_attempts, lease_expires_at`,
      )
      .get(workerId, now + leaseMs, ...kinds, now, now) as Row | undefined;
    return (
      row && {
        id: row.id as string,
        kind: row.kind as string,
        payload: JSON.parse(row.payload as string) as unknown,
        attempt: row.attempts as number,
        maxAttempts: row.max_attempts as number,
        leaseExpiresAt: new Date(row.lease_expires_at as number),
      }
    );
  }

  async extendLease(jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
    return this.updateHeld(jobId, workerId, 'lease_expires_at = ?', [this.now().getTime() + leaseMs]);
  }

  async complete(jobId: string, workerId: string): Promise<boolean> {
    return this.updateHeld(jobId, workerId, "state = 'done', finished_at = ?, lease_owner = NULL, lease_expires_at = NULL", [
      this.now().getTime(),
    ]);
  }

  async retry(jobId: string, workerId: string, error: string, runAt: Date): Promise<boolean> {
    return this.updateHeld(jobId, workerId, "state = 'pending', run_at = ?, last_error = ?, lease_owner = NULL, lease_expires_at = NULL", [
      runAt.getTime(),
      error,
    ]);
  }

  async fail(jobId: string, workerId: string, error: string): Promise<boolean> {
    return this.updateHeld(
      jobId,
      workerId,
      "state = 'failed', last_error = ?, finished_at = ?, lease_owner = NULL, lease_expires_at = NULL",
      [error, this.now().getTime()],
    );
  }

  async nextDueAt(kinds: readonly string[]): Promise<Date | undefined> {
    if (kinds.length === 0) return undefined;
    const { due } = this.db
      .prepare(
        `SELECT MIN(CASE state WHEN 'pending' THEN run_at ELSE lease_expires_at END) AS due FROM jobs
         WHERE state IN ('pending', 'running') AND kind IN (${placeholders(kinds.length)})`,
      )
      .get(...kinds) as { due: number | null };
    return due === null ? undefined : new Date(due);
  }

  async counts(kind?: string): Promise<JobCounts> {
    const rows = (
      kind === undefined
        ? this.db.prepare('SELECT state, COUNT(*) AS n FROM jobs GROUP BY state').all()
        : this.db.prepare('SELECT state, COUNT(*) AS n FROM jobs WHERE kind = ? GROUP BY state').all(kind)
    ) as { state: keyof JobCounts; n: number }[];
    const counts: JobCounts = { pending: 0, running: 0, done: 0, failed: 0 };
    for (const { state, n } of rows) counts[state] = n;
    return counts;
  }

  async purgeFinished(before: Date): Promise<number> {
    return this.db.prepare("DELETE FROM jobs WHERE state IN ('done', 'failed') AND finished_at < ?").run(before.getTime()).changes;
  }

  /** Applies `set` only while `workerId` still holds the job's lease. */
  private updateHeld(jobId: string, workerId: string, set: string, values: unknown[]): boolean {
    const result = this.db.prepare(`UPDATE jobs SET ${set} WHERE id = ? AND state = 'running' AND lease_owner = ?`).run(...values, jobId, workerId);
    return result.changes === 1;
  }
}
