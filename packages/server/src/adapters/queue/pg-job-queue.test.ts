import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../../test/helpers/postgres-server.js';
import { JobWorker } from '../../jobs/worker.js';
import { jobQueueContract } from './job-queue.contract.js';
import { migrateJobQueue, PgJobQueue } from './pg-job-queue.js';

const server = await startPostgres();
afterAll(async () => server?.stop());

let schemas = 0;
/** A pool whose tables live in a schema of their own: an empty queue for each test. */
async function freshPool(url: string): Promise<pg.Pool> {
  const schema = `queue_${++schemas}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
}

if (!server) {
  describe.skip('PgJobQueue: no PostgreSQL binaries (initdb, pg_ctl) here; install Debian\'s postgresql to run it', () => {
    it('runs the job queue contract on PostgreSQL', () => undefined);
  });
} else {
  const url = server.url;
  jobQueueContract('PgJobQueue', async (now) => {
    const pool = await freshPool(url);
    await migrateJobQueue(pool);
    return { queue: new PgJobQueue(pool, now), close: () => pool.end() };
  });

  describe('PgJobQueue on one database', () => {
    it('migrates once when processes start together, and hands each job to one of many claimers', async () => {
      const pool = await freshPool(url);
      try {
        // Processes starting at the same moment: the advisory lock lets one create the table, the others find it.
        await Promise.all(Array.from({ length: 4 }, () => migrateJobQueue(pool)));
        const now = () => new Date(Date.UTC(2025, 0, 1));
        const queue = new PgJobQueue(pool, now);
        const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => queue.enqueue({ kind: 'k', payload: i, maxAttempts: 1 })));
        // Eight workers claiming at once, each on its own connection: every job once, none twice.
        const workers = Array.from({ length: 8 }, () => new PgJobQueue(pool, now)).map(async (worker, w) => {
          const claimed: string[] = [];
          for (let job = await worker.claim(`w${w}`, ['k'], 60_000); job; job = await worker.claim(`w${w}`, ['k'], 60_000)) claimed.push(job.id);
          return claimed;
        });
        const claimed = (await Promise.all(workers)).flat();
        expect(claimed.sort()).toEqual([...ids].sort());
      } finally {
        await pool.end();
      }
    });

    it('wakes an idle worker as soon as another process commits a job, long before its next poll', async () => {
      const workerPool = await freshPool(url);
      await migrateJobQueue(workerPool);
      // The other process: its own pool on the same schema.
      const schema = (await workerPool.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
      const otherPool = new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` });
      let ran!: (payload: unknown) => void;
      const done = new Promise((resolve) => (ran = resolve));
      const worker = new JobWorker({
        queue: new PgJobQueue(workerPool, () => new Date()),
        handlers: [{ kind: 'k', concurrency: 1, run: async (job) => ran(job.payload), retryDelayMs: () => 0, giveUp: async () => undefined }],
        now: () => new Date(),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        leaseMs: 60_000,
        // An hour: only the announcement can wake it within the test's time.
        pollMs: 3_600_000,
      });
      try {
        worker.start();
        // Once it listens, a job committed elsewhere wakes it whether it is still looking or already asleep.
        await worker.listening();
        await new PgJobQueue(otherPool, () => new Date()).enqueue({ kind: 'k', payload: 'announced', maxAttempts: 1 });
        expect(await done).toBe('announced');
      } finally {
        await worker.stop();
        await Promise.all([workerPool.end(), otherPool.end()]);
      }
    });
  });
}
