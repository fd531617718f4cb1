/**
 * The job queue on PostgreSQL (issue 15's scale-out backend), with the semantics of the SQLite one
 * (`job-queue.ts`, proven by the same contract suite): N workers on N machines claim from one table,
 * `FOR UPDATE SKIP LOCKED` handing each due job to exactly one of them without making the others wait.
 * Times are epoch milliseconds from the caller's clock, as in SQLite, so the two behave alike under test.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction, type Queryable } from '../db/postgres/pg-pool.js';
import type { ClaimedJob, JobCounts, JobQueue, NewJob } from './job-queue.js';

/** The channel on which a new job is announced (`pg_notify` in the inserting transaction, so only once it commits). */
const JOBS_CHANNEL = 'scribe_jobs';

/** Any number, the same in every process: the advisory lock under which processes starting together migrate (the store's schema too). */
export const MIGRATION_LOCK = 0x5c71be;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY,
    -- The order of enqueueing, for jobs due at the same time (SQLite's rowid).
    seq BIGSERIAL NOT NULL,
    kind TEXT NOT NULL,
    payload JSONB NOT NULL,
    dedupe_key TEXT UNIQUE,
    state TEXT NOT NULL CHECK (state IN ('pending', 'running', 'done', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    max_attempts INTEGER NOT NULL,
    run_at BIGINT NOT NULL,
    lease_owner TEXT,
    lease_expires_at BIGINT,
    last_error TEXT,
    created_at BIGINT NOT NULL,
    finished_at BIGINT
  );
  CREATE INDEX IF NOT EXISTS jobs_due ON jobs (state, kind, run_at);
`;

/** Creates the queue's table if it is missing, once, however many processes start at the same moment. */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(SCHEMA);
  });
}

/**
 * Inserts a pending job; resolves to its id, or null when a job with the same dedupeKey exists. `db` may be a
 * client inside another repository's transaction, so that a state change and its next job commit together.
 */
export async function insertJob(db: Queryable, job: NewJob, now: Date): Promise<string | null> {
  const id = randomUUID();
  const { rowCount } = await db.query(
    `INSERT INTO jobs (id, kind, payload, dedupe_key, state, max_attempts, run_at, created_at)
     VALUES ($1, $2, $3::jsonb, $4, 'pending', $5, $6, $7)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [id, job.kind, JSON.stringify(job.payload ?? null), job.dedupeKey ?? null, job.maxAttempts, (job.runAt ?? now).getTime(), now.getTime()],
  );
  if (rowCount !== 1) return null;
  await db.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, job.kind]);
  return id;
}

interface ClaimedRow {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  lease_expires_at: string;
}

export class PgJobQueue implements JobQueue {
  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => Date,
  ) {}

  async enqueue(job: NewJob): Promise<string | null> {
    return insertJob(this.pool, job, this.now());
  }

  async claim(workerId: string, kinds: readonly string[], leaseMs: number): Promise<ClaimedJob | undefined> {
    if (kinds.length === 0) return undefined;
    const now = this.now().getTime();
    const { rows } = await this.pool.query<ClaimedRow>(
      `UPDATE jobs SET state = 'running', attempts = attempts + 1, lease_owner = $1, lease_expires_at = $2
       WHERE id = (
         SELECT id FROM jobs
         WHERE kind = ANY($3::text[])
           AND ((state = 'pending' AND run_at <= $4) OR (state = 'running' AND lease_expires_at <= $4))
         ORDER BY run_at, seq
         LIMIT 1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING id, kind, payload, attempts, max_attempts, lease_expires_at`,
      [workerId, now + leaseMs, kinds, now],
    );
    const row = rows[0];
    return (
      row && {
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        attempt: row.attempts,
        maxAttempts: row.max_attempts,
        leaseExpiresAt: new Date(Number(row.lease_expires_at)),
      }
    );
  }

  async extendLease(jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
    return this.updateHeld(jobId, workerId, 'lease_expires_at = $3', [this.now().getTime() + leaseMs]);
  }

  async complete(jobId: string, workerId: string): Promise<boolean> {
    return this.updateHeld(jobId, workerId, "state = 'done', finished_at = $3, lease_owner = NULL, lease_expires_at = NULL", [this.now().getTime()]);
  }

  async retry(jobId: string, workerId: string, error: string, runAt: Date): Promise<boolean> {
    return this.updateHeld(jobId, workerId, "state = 'pending', run_at = $3, last_error = $4, lease_owner = NULL, lease_expires_at = NULL", [
      runAt.getTime(),
      error,
    ]);
  }

  async fail(jobId: string, workerId: string, error: string): Promise<boolean> {
    return this.updateHeld(jobId, workerId, "state = 'failed', last_error = $3, finished_at = $4, lease_owner = NULL, lease_expires_at = NULL", [
      error,
      this.now().getTime(),
    ]);
  }

  async nextDueAt(kinds: readonly string[]): Promise<Date | undefined> {
    if (kinds.length === 0) return undefined;
    const { rows } = await this.pool.query<{ due: string | null }>(
      `SELECT MIN(CASE state WHEN 'pending' THEN run_at ELSE lease_expires_at END) AS due FROM jobs
       WHERE state IN ('pending', 'running') AND kind = ANY($1::text[])`,
      [kinds],
    );
    const due = rows[0]?.due ?? null;
    return due === null ? undefined : new Date(Number(due));
  }

  async counts(kind?: string): Promise<JobCounts> {
    const { rows } = await this.pool.query<{ state: keyof JobCounts; n: string }>(
      'SELECT state, COUNT(*) AS n FROM jobs WHERE $1::text IS NULL OR kind = $1 GROUP BY state',
      [kind ?? null],
    );
    const counts: JobCounts = { pending: 0, running: 0, done: 0, failed: 0 };
    for (const { state, n } of rows) counts[state] = Number(n);
    return counts;
  }

  /**
   * Listens on one connection of the pool, held for as long as it listens. A connection that drops is given back
   * and listening ends: the workers' polls still find every job, only later.
   */
  async onEnqueued(listener: () => void): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    let released = false;
    const release = (error?: Error) => {
      if (released) return;
      released = true;
      client.off('notification', listener);
      client.off('error', release);
      client.release(error);
    };
    client.on('notification', listener);
    client.once('error', release);
    try {
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      // Not listening after all: the connection goes back (discarded) rather than stay held.
      release(error as Error);
      throw error;
    }
    return async () => {
      if (released) return;
      await client.query(`UNLISTEN ${JOBS_CHANNEL}`).catch(() => undefined);
      release();
    };
  }

  async purgeFinished(before: Date): Promise<number> {
    const { rowCount } = await this.pool.query("DELETE FROM jobs WHERE state IN ('done', 'failed') AND finished_at < $1", [before.getTime()]);
    return rowCount ?? 0;
  }

  /** Applies `set` (whose parameters start at $3) only while `workerId` still holds the job's lease. */
  private async updateHeld(jobId: string, workerId: string, set: string, values: unknown[]): Promise<boolean> {
    const { rowCount } = await this.pool.query(`UPDATE jobs SET ${set} WHERE id = $1 AND state = 'running' AND lease_owner = $2`, [jobId, workerId, ...values]);
    return rowCount === 1;
  }
}
