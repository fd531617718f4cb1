import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../adapters/db/sqlite/sqlite-store.js';
import type { ClaimedJob } from '../adapters/queue/job-queue.js';
import type { JobHandler } from './job-handler.js';
import { JobWorker } from './worker.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await sleep(10);
}

describe('JobWorker', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function setup(handler: Partial<JobHandler> & Pick<JobHandler, 'run'>, options: { leaseMs?: number } = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-worker-'));
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const store = SqliteStore.open(path.join(dir, 'scribe.db'), now);
    const gaveUp: [string, string][] = [];
    const full: JobHandler = {
      kind: 'test',
      concurrency: 1,
      retryDelayMs: () => 60_000,
      giveUp: async (job, reason) => void gaveUp.push([job.id, reason]),
      ...handler,
    };
    const worker = new JobWorker({ queue: store.jobs, handlers: [full], now, log: silentLog, leaseMs: options.leaseMs ?? 5000, pollMs: 20 });
    cleanups.push(async () => {
      await worker.stop();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return { store, worker, gaveUp, advance: (ms: number) => (offsetMs += ms) };
  }

  it('runs a job to completion, woken at once by an enqueue', async () => {
    const ran: unknown[] = [];
    const { store, worker } = setup({ run: async (job) => void ran.push(job.payload) });
    worker.start();
    await store.jobs.enqueue({ kind: 'test', payload: { n: 1 }, maxAttempts: 3 });
    worker.wake();
    await until(async () => (await store.jobs.counts('test')).done === 1);
    expect(ran).toEqual([{ n: 1 }]);
  });

  it('schedules a retry with the handler delay, then gives up after the last attempt', async () => {
    const attempts: number[] = [];
    const { store, worker, gaveUp, advance } = setup({
      run: async (job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      },
    });
    worker.start();
    const id = await store.jobs.enqueue({ kind: 'test', payload: null, maxAttempts: 2 });
    await until(() => attempts.length === 1);
    await until(async () => (await store.jobs.counts('test')).pending === 1);
    expect(await store.jobs.nextDueAt(['test'])).toBeDefined();
    advance(60_001);
    await until(async () => (await store.jobs.counts('test')).failed === 1);
    expect(attempts).toEqual([1, 2]);
    expect(gaveUp).toEqual([[id, 'boom 2']]);
  });

  it('gives up without running a job whose holder died during its last attempt', async () => {
    let ran = false;
    const { store, worker, gaveUp, advance } = setup({ run: async () => void (ran = true) });
    const id = await store.jobs.enqueue({ kind: 'test', payload: null, maxAttempts: 1 });
    const dead = (await store.jobs.claim('dead-worker', ['test'], 1000)) as ClaimedJob;
    expect(dead.id).toBe(id);
    advance(1001);
    worker.start();
    await until(async () => (await store.jobs.counts('test')).failed === 1);
    expect(ran).toBe(false);
    expect(gaveUp).toEqual([[id, 'the worker stopped during the last attempt']]);
  });

  it('keeps the lease of a long job alive, and lets stop() finish the job in hand', async () => {
    let release!: () => void;
    const { store, worker } = setup({ run: () => new Promise<void>((resolve) => (release = resolve)) }, { leaseMs: 60 });
    worker.start();
    await store.jobs.enqueue({ kind: 'test', payload: null, maxAttempts: 1 });
    await until(async () => (await store.jobs.counts('test')).running === 1);
    // Several lease lengths later, no other worker could take it over.
    await sleep(300);
    expect(await store.jobs.claim('other-worker', ['test'], 60)).toBeUndefined();
    const stopped = worker.stop();
    release();
    await stopped;
    expect((await store.jobs.counts('test')).done).toBe(1);
  });

  it('does not lose a wake-up that arrives while a slot is still looking, before it sleeps', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scribe-worker-'));
    const slowStore = SqliteStore.open(path.join(dir, 'scribe.db'), () => new Date());
    let looked!: () => void;
    const looking = new Promise<void>((resolve) => (looked = resolve));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The slot found nothing and asked when the next job is due (none); the enqueue and its wake-up land before it hears the answer.
    const queue = Object.assign(Object.create(slowStore.jobs) as typeof slowStore.jobs, {
      nextDueAt: async (kinds: readonly string[]) => {
        const due = await slowStore.jobs.nextDueAt(kinds);
        looked();
        await answered;
        return due;
      },
    });
    const ran: unknown[] = [];
    const sleepy = new JobWorker({
      queue,
      handlers: [{ kind: 'test', concurrency: 1, retryDelayMs: () => 0, giveUp: async () => undefined, run: async (job) => void ran.push(job.payload) }],
      now: () => new Date(),
      log: silentLog,
      leaseMs: 5000,
      pollMs: 3_600_000,
    });
    cleanups.push(async () => {
      answer();
      await sleepy.stop();
      await slowStore.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    sleepy.start();
    await looking;
    await slowStore.jobs.enqueue({ kind: 'test', payload: 'woken', maxAttempts: 1 });
    sleepy.wake();
    answer();
    await until(() => ran.length === 1);
    expect(ran).toEqual(['woken']);
  });
});
