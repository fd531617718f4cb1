import type { JobQueue } from '../adapters/queue/job-queue.js';
import type { QueueDepth } from '../lib/metrics.js';
import { DELIVER_WEBHOOK, PROCESS_SESSION } from './job-kinds.js';

/** The jobs of every kind waiting and running, for the queue depth gauge (asked on each scrape). */
export function queueDepth(queue: Pick<JobQueue, 'counts'>): () => Promise<QueueDepth[]> {
  return () =>
    Promise.all(
      [PROCESS_SESSION, DELIVER_WEBHOOK].map(async (kind) => {
        const { pending, running } = await queue.counts(kind);
        return { kind, pending, running };
      }),
    );
}
