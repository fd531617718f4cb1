import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { ClaimedJob, JobQueue } from '../adapters/queue/job-queue.js';
import type { JobOutcome, Metrics } from '../lib/metrics.js';
import type { JobHandler } from './job-handler.js';

export interface WorkerOptions {
  queue: JobQueue;
  handlers: readonly JobHandler[];
  now: () => Date;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  leaseMs: number;
  /** How often an idle slot looks for jobs enqueued by other processes. */
  pollMs: number;
  /** Told how long each run of a job took and what became of it. */
  metrics?: Pick<Metrics, 'observeJob'>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Runs queued jobs: per handler, `concurrency` slots that each claim one job at a time under a
 * lease, renew the lease while the job runs, and then complete it, schedule its retry or give it
 * up. Several workers (the server's own and `scribe worker` processes) may share one queue.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly slots: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private stopping = false;
  /** Counts wake-ups, so that one arriving while a slot looks (between its claim and its sleep) is not lost. */
  private wakeUps = 0;
  /** Stops listening for jobs other processes enqueue, where the queue announces them. */
  private stopListening: Promise<() => Promise<void>> | undefined;

  constructor(private readonly o: WorkerOptions) {
    const kinds = o.handlers.map((h) => h.kind);
    const repeated = kinds.find((kind, index) => kinds.indexOf(kind) !== index);
    if (repeated) throw new Error(`two handlers for job kind ${repeated}`);
  }

  start(): void {
    // Woken as soon as another process enqueues (PostgreSQL); the poll stays as the fallback.
    this.stopListening = this.o.queue.onEnqueued?.(() => this.wake()).catch((error: unknown) => {
      this.o.log.warn({ err: error }, 'cannot listen for new jobs; polling only');
      return async () => undefined;
    });
    for (const handler of this.o.handlers) {
      for (let slot = 0; slot < handler.concurrency; slot++) this.slots.push(this.runSlot(handler));
    }
  }

  /** Resolves once the worker hears jobs other processes enqueue (at once where the queue announces none). */
  async listening(): Promise<void> {
    await this.stopListening;
  }

  /** Looks for work at once (a job was just enqueued by this process). */
  wake(): void {
    this.wakeUps++;
    for (const wakeUp of this.sleepers) wakeUp();
  }

  /** Claims nothing more and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await Promise.all(this.slots);
    await (await this.stopListening)?.();
  }

  private async runSlot(handler: JobHandler): Promise<void> {
    while (!this.stopping) {
      const wakeUpsBeforeLooking = this.wakeUps;
      let job: ClaimedJob | undefined;
      try {
        job = await this.o.queue.claim(this.id, [handler.kind], this.o.leaseMs);
      } catch (error) {
        this.o.log.error({ err: error, kind: handler.kind }, 'job queue unavailable');
      }
      if (job) await this.execute(handler, job).catch((error: unknown) => this.o.log.error({ err: error, jobId: job.id }, 'job bookkeeping failed'));
      else await this.idle(handler, wakeUpsBeforeLooking);
    }
  }

  /** Until the next due job of this kind, the poll interval, or a wake-up (also one since the slot last looked), whichever is first. */
  private async idle(handler: JobHandler, wakeUpsBeforeLooking: number): Promise<void> {
    const due = await this.o.queue.nextDueAt([handler.kind]).catch(() => undefined);
    if (this.wakeUps !== wakeUpsBeforeLooking) return;
    const untilDue = due ? Math.max(0, due.getTime() - this.o.now().getTime()) : Infinity;
    await new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        this.sleepers.delete(wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, Math.min(this.o.pollMs, untilDue));
      this.sleepers.add(wakeUp);
    });
  }

  private async execute(handler: JobHandler, job: ClaimedJob): Promise<void> {
    const { queue, log } = this.o;
    const context = { jobId: job.id, kind: job.kind, attempt: job.attempt };
    if (job.attempt > job.maxAttempts) {
      // The previous holder died during the last attempt.
      await this.giveUp(handler, job, 'the worker stopped during the last attempt');
      return;
    }
    const heartbeat = setInterval(() => {
      queue.extendLease(job.id, this.id, this.o.leaseMs).catch((error: unknown) => log.warn({ err: error, ...context }, 'lease renewal failed'));
    }, Math.max(10, Math.floor(this.o.leaseMs / 3)));
    const started = performance.now();
    const ran = (outcome: JobOutcome) => this.o.metrics?.observeJob({ kind: job.kind, outcome, seconds: (performance.now() - started) / 1000 });
    try {
      await handler.run(job);
      await queue.complete(job.id, this.id);
      ran('completed');
    } catch (error) {
      const reason = errorText(error);
      const delay = job.attempt < job.maxAttempts ? handler.retryDelayMs(job.attempt) : null;
      ran(delay === null ? 'given_up' : 'retried');
      if (delay === null) {
        await this.giveUp(handler, job, reason);
      } else {
        log.warn({ ...context, reason, retryInMs: delay }, 'job failed; retrying');
        await queue.retry(job.id, this.id, reason, new Date(this.o.now().getTime() + delay));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async giveUp(handler: JobHandler, job: ClaimedJob, reason: string): Promise<void> {
    this.o.log.error({ jobId: job.id, kind: job.kind, attempt: job.attempt, reason }, 'job given up');
    try {
      await handler.giveUp(job, reason);
      await this.o.queue.fail(job.id, this.id, reason);
    } catch (error) {
      // Left running: the lease expires and another attempt gives it up again.
      this.o.log.error({ err: error, jobId: job.id }, 'giving a job up failed');
    }
  }
}
