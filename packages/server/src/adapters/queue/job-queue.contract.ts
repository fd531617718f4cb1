import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobQueue } from './job-queue.js';

export interface OpenedQueue {
  queue: JobQueue;
  close(): Promise<void>;
}

const SECOND = 1000;
const T0 = Date.UTC(2025, 0, 1);

/**
 * The behaviour every `JobQueue` implementation promises. Each implementation's test calls this
 * with a factory that returns a fresh, empty queue reading the time from `now`.
 */
export function jobQueueContract(name: string, open: (now: () => Date) => Promise<OpenedQueue>): void {
  describe(`${name} (JobQueue contract)`, () => {
    let time: number;
    const at = (offsetMs: number): Date => new Date(T0 + offsetMs);
    const advanceTo = (offsetMs: number): void => {
      time = T0 + offsetMs;
    };
    let opened: OpenedQueue;
    let queue: JobQueue;

    beforeEach(async () => {
      time = T0;
      opened = await open(() => new Date(time));
      queue = opened.queue;
    });
    afterEach(async () => {
      await opened.close();
    });

    const claimedIds = async (kinds: readonly string[], count: number): Promise<(string | undefined)[]> => {
      const ids: (string | undefined)[] = [];
      for (let i = 0; i < count; i++) ids.push((await queue.claim('w1', kinds, 60 * SECOND))?.id);
      return ids;
    };

    it('enqueues a job, hands it to one claimer with its payload and lease, and completes it', async () => {
      const payload = { sessionId: 's-1', nested: { values: [1, 2.5, 'x', null, true] } };
      const id = await queue.enqueue({ kind: 'transcribe', payload, maxAttempts: 3 });
      expect(id).toEqual(expect.any(String));

      const job = await queue.claim('w1', ['transcribe'], 30 * SECOND);
      expect(job).toEqual({ id, kind: 'transcribe', payload, attempt: 1, maxAttempts: 3, leaseExpiresAt: at(30 * SECOND) });
      expect(await queue.counts()).toEqual({ pending: 0, running: 1, done: 0, failed: 0 });

      expect(await queue.complete(id!, 'w1')).toBe(true);
      expect(await queue.counts()).toEqual({ pending: 0, running: 0, done: 1, failed: 0 });
      expect(await queue.claim('w1', ['transcribe'], 30 * SECOND)).toBeUndefined();
      expect(await queue.complete(id!, 'w1')).toBe(false);
    });

    it('gives each enqueued job its own id', async () => {
      const a = await queue.enqueue({ kind: 'k', payload: 1, maxAttempts: 1 });
      const b = await queue.enqueue({ kind: 'k', payload: 1, maxAttempts: 1 });
      expect(a).not.toBe(b);
    });

    it('hands out due jobs in runAt order, and jobs with the same runAt in enqueue order', async () => {
      const late = await queue.enqueue({ kind: 'k', payload: 'late', maxAttempts: 1, runAt: at(2 * SECOND) });
      const early = await queue.enqueue({ kind: 'k', payload: 'early', maxAttempts: 1, runAt: at(SECOND) });
      const now1 = await queue.enqueue({ kind: 'k', payload: 'now 1', maxAttempts: 1 });
      const now2 = await queue.enqueue({ kind: 'k', payload: 'now 2', maxAttempts: 1, runAt: at(0) });
      const past = await queue.enqueue({ kind: 'k', payload: 'past', maxAttempts: 1, runAt: at(-SECOND) });
      advanceTo(5 * SECOND);
      expect(await claimedIds(['k'], 6)).toEqual([past, now1, now2, early, late, undefined]);
    });

    it('does not hand out a job before its runAt', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: null, maxAttempts: 1, runAt: at(10 * SECOND) });
      expect(await queue.claim('w1', ['k'], SECOND)).toBeUndefined();
      advanceTo(10 * SECOND - 1);
      expect(await queue.claim('w1', ['k'], SECOND)).toBeUndefined();
      advanceTo(10 * SECOND);
      expect((await queue.claim('w1', ['k'], SECOND))?.id).toBe(id);
    });

    it('keeps at most one job per dedupeKey, even after that job finished', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: 'first', maxAttempts: 1, dedupeKey: 'session-1:transcribe' });
      expect(id).toEqual(expect.any(String));
      expect(await queue.enqueue({ kind: 'k', payload: 'second', maxAttempts: 1, dedupeKey: 'session-1:transcribe' })).toBeNull();
      expect(await queue.enqueue({ kind: 'other', payload: 'third', maxAttempts: 1, dedupeKey: 'session-1:transcribe' })).toBeNull();

      const job = await queue.claim('w1', ['k'], SECOND);
      expect(job).toMatchObject({ id, payload: 'first' });
      await queue.complete(id!, 'w1');
      expect(await queue.enqueue({ kind: 'k', payload: 'again', maxAttempts: 1, dedupeKey: 'session-1:transcribe' })).toBeNull();

      expect(await queue.enqueue({ kind: 'k', payload: 'other key', maxAttempts: 1, dedupeKey: 'session-2:transcribe' })).toEqual(
        expect.any(String),
      );
      // Jobs without a key are never deduplicated.
      expect(await queue.enqueue({ kind: 'k', payload: 'no key', maxAttempts: 1 })).toEqual(expect.any(String));
      expect(await queue.enqueue({ kind: 'k', payload: 'no key', maxAttempts: 1 })).toEqual(expect.any(String));
      expect(await queue.counts()).toEqual({ pending: 3, running: 0, done: 1, failed: 0 });
    });

    it('hands out only jobs of the requested kinds', async () => {
      const webhook = await queue.enqueue({ kind: 'webhook', payload: null, maxAttempts: 1 });
      const transcribe = await queue.enqueue({ kind: 'transcribe', payload: null, maxAttempts: 1 });
      const summarize = await queue.enqueue({ kind: 'summarize', payload: null, maxAttempts: 1 });
      expect(await queue.claim('w1', [], SECOND)).toBeUndefined();
      expect(await claimedIds(['transcribe'], 2)).toEqual([transcribe, undefined]);
      expect(await claimedIds(['summarize', 'webhook', 'unknown'], 3)).toEqual([webhook, summarize, undefined]);
    });

    it('does not hand out a claimed job again while its lease holds', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: null, maxAttempts: 3 });
      expect((await queue.claim('w1', ['k'], 10 * SECOND))?.id).toBe(id);
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toBeUndefined();
      advanceTo(10 * SECOND - 1);
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toBeUndefined();
    });

    it('hands out a job again once its lease expired, and the previous holder can no longer touch it', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: 'p', maxAttempts: 1 });
      expect(await queue.claim('w1', ['k'], 10 * SECOND)).toMatchObject({ id, attempt: 1 });

      advanceTo(10 * SECOND);
      // The holder died on the last attempt: the attempt count goes past maxAttempts for the caller to see.
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toEqual({
        id,
        kind: 'k',
        payload: 'p',
        attempt: 2,
        maxAttempts: 1,
        leaseExpiresAt: at(20 * SECOND),
      });

      expect(await queue.extendLease(id!, 'w1', 10 * SECOND)).toBe(false);
      expect(await queue.complete(id!, 'w1')).toBe(false);
      expect(await queue.retry(id!, 'w1', 'boom', at(0))).toBe(false);
      expect(await queue.fail(id!, 'w1', 'boom')).toBe(false);
      expect(await queue.counts()).toEqual({ pending: 0, running: 1, done: 0, failed: 0 });
      expect(await queue.claim('w3', ['k'], 10 * SECOND)).toBeUndefined();

      expect(await queue.complete(id!, 'w2')).toBe(true);
      expect(await queue.counts()).toEqual({ pending: 0, running: 0, done: 1, failed: 0 });
    });

    it('lets a holder whose lease expired finish the job while no other worker took it', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: null, maxAttempts: 1 });
      await queue.claim('w1', ['k'], SECOND);
      advanceTo(5 * SECOND);
      expect(await queue.complete(id!, 'w1')).toBe(true);
      expect(await queue.claim('w2', ['k'], SECOND)).toBeUndefined();
    });

    it('keeps a job with its holder while the lease is extended', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: null, maxAttempts: 1 });
      await queue.claim('w1', ['k'], 10 * SECOND);
      advanceTo(8 * SECOND);
      expect(await queue.extendLease(id!, 'w1', 10 * SECOND)).toBe(true);
      expect(await queue.extendLease(id!, 'w2', 60 * SECOND)).toBe(false);
      advanceTo(18 * SECOND - 1);
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toBeUndefined();
      advanceTo(18 * SECOND);
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toMatchObject({ id, attempt: 2 });
    });

    it('puts a retried job back at its new runAt and counts the attempts', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: 'p', maxAttempts: 3 });
      await queue.claim('w1', ['k'], 10 * SECOND);
      expect(await queue.retry(id!, 'w1', 'engine busy', at(30 * SECOND))).toBe(true);
      expect(await queue.counts()).toEqual({ pending: 1, running: 0, done: 0, failed: 0 });
      // The job is no longer held: its former holder cannot finish it.
      expect(await queue.complete(id!, 'w1')).toBe(false);

      advanceTo(30 * SECOND - 1);
      expect(await queue.claim('w1', ['k'], 10 * SECOND)).toBeUndefined();
      advanceTo(30 * SECOND);
      expect(await queue.claim('w2', ['k'], 10 * SECOND)).toMatchObject({ id, payload: 'p', attempt: 2, maxAttempts: 3 });
      expect(await queue.retry(id!, 'w2', 'engine busy again', at(40 * SECOND))).toBe(true);
      advanceTo(40 * SECOND);
      expect(await queue.claim('w1', ['k'], 10 * SECOND)).toMatchObject({ id, attempt: 3 });
    });

    it('ends a failed job for good', async () => {
      const id = await queue.enqueue({ kind: 'k', payload: null, maxAttempts: 3 });
      await queue.claim('w1', ['k'], 10 * SECOND);
      expect(await queue.fail(id!, 'w2', 'not the holder')).toBe(false);
      expect(await queue.fail(id!, 'w1', 'unreadable audio')).toBe(true);
      expect(await queue.counts()).toEqual({ pending: 0, running: 0, done: 0, failed: 1 });

      advanceTo(3600 * SECOND);
      expect(await queue.claim('w1', ['k'], 10 * SECOND)).toBeUndefined();
      expect(await queue.complete(id!, 'w1')).toBe(false);
      expect(await queue.retry(id!, 'w1', 'again', at(0))).toBe(false);
      expect(await queue.fail(id!, 'w1', 'again')).toBe(false);
      expect(await queue.extendLease(id!, 'w1', SECOND)).toBe(false);
    });

    it('tells when the next job of the given kinds is due: a pending job at its runAt, a running one at its lease expiry', async () => {
      expect(await queue.nextDueAt(['a'])).toBeUndefined();
      await queue.enqueue({ kind: 'a', payload: null, maxAttempts: 1, runAt: at(50 * SECOND) });
      await queue.enqueue({ kind: 'b', payload: null, maxAttempts: 1, runAt: at(20 * SECOND) });
      expect(await queue.nextDueAt(['a'])).toEqual(at(50 * SECOND));
      expect(await queue.nextDueAt(['a', 'b'])).toEqual(at(20 * SECOND));
      expect(await queue.nextDueAt([])).toBeUndefined();

      const running = await queue.enqueue({ kind: 'a', payload: null, maxAttempts: 1 });
      // Already due: the answer may lie in the past.
      advanceTo(SECOND);
      expect(await queue.nextDueAt(['a'])).toEqual(at(0));
      await queue.claim('w1', ['a'], 30 * SECOND);
      expect(await queue.nextDueAt(['a'])).toEqual(at(31 * SECOND));

      await queue.complete(running!, 'w1');
      expect(await queue.nextDueAt(['a'])).toEqual(at(50 * SECOND));
      advanceTo(50 * SECOND);
      const last = await queue.claim('w1', ['a'], SECOND);
      await queue.fail(last!.id, 'w1', 'broken');
      expect(await queue.nextDueAt(['a'])).toBeUndefined();
    });

    it('counts jobs per state, of one kind or of all', async () => {
      expect(await queue.counts()).toEqual({ pending: 0, running: 0, done: 0, failed: 0 });
      for (const kind of ['a', 'a', 'a', 'a', 'b', 'b']) await queue.enqueue({ kind, payload: null, maxAttempts: 1 });
      const done = await queue.claim('w1', ['a'], SECOND);
      await queue.complete(done!.id, 'w1');
      const failed = await queue.claim('w1', ['a'], SECOND);
      await queue.fail(failed!.id, 'w1', 'broken');
      await queue.claim('w1', ['a'], SECOND);
      await queue.claim('w1', ['b'], SECOND);

      expect(await queue.counts('a')).toEqual({ pending: 1, running: 1, done: 1, failed: 1 });
      expect(await queue.counts('b')).toEqual({ pending: 1, running: 1, done: 0, failed: 0 });
      expect(await queue.counts('c')).toEqual({ pending: 0, running: 0, done: 0, failed: 0 });
      expect(await queue.counts()).toEqual({ pending: 2, running: 2, done: 1, failed: 1 });
    });

    it('purges only the jobs that finished before the given time', async () => {
      for (let i = 0; i < 4; i++) await queue.enqueue({ kind: 'k', payload: i, maxAttempts: 1, dedupeKey: `key-${i}` });
      const done = await queue.claim('w1', ['k'], 3600 * SECOND);
      await queue.complete(done!.id, 'w1');
      advanceTo(10 * SECOND);
      const failed = await queue.claim('w1', ['k'], 3600 * SECOND);
      await queue.fail(failed!.id, 'w1', 'broken');
      await queue.claim('w1', ['k'], 3600 * SECOND);
      advanceTo(3600 * SECOND);

      expect(await queue.purgeFinished(at(0))).toBe(0);
      expect(await queue.purgeFinished(at(10 * SECOND))).toBe(1);
      expect(await queue.counts()).toEqual({ pending: 1, running: 1, done: 0, failed: 1 });
      expect(await queue.purgeFinished(at(3600 * SECOND))).toBe(1);
      expect(await queue.counts()).toEqual({ pending: 1, running: 1, done: 0, failed: 0 });

      // A purged job no longer holds its dedupeKey; unfinished ones still do.
      expect(await queue.enqueue({ kind: 'k', payload: 0, maxAttempts: 1, dedupeKey: 'key-0' })).toEqual(expect.any(String));
      expect(await queue.enqueue({ kind: 'k', payload: 3, maxAttempts: 1, dedupeKey: 'key-3' })).toBeNull();
    });
  });
}
