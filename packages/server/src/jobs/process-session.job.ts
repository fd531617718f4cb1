import type { SessionProcessor } from '../services/session-processor.js';
import { exponentialBackoff, type JobHandler } from './job-handler.js';
import { PROCESS_SESSION, type ProcessSessionPayload } from './job-kinds.js';

/** Attempts of a session's processing: a crash or an unavailable engine is retried, twice. */
export const SESSION_PROCESSING_ATTEMPTS = 3;
const FIRST_RETRY_MS = 15_000;

export function processSessionJob(processor: SessionProcessor, concurrency: number): JobHandler {
  return {
    kind: PROCESS_SESSION,
    concurrency,
    run: (job) => processor.process(job.payload as ProcessSessionPayload),
    retryDelayMs: exponentialBackoff(FIRST_RETRY_MS),
    giveUp: (job, reason) => processor.giveUp(job.payload as ProcessSessionPayload, `processing failed: ${reason}`),
  };
}
