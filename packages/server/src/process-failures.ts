import type { Logger } from 'pino';
import { countUnhandledRejection } from './lib/metrics.js';

/** The longest wait for the fatal line to be written before exiting anyway: a process past an uncaught exception is not to be trusted for long. */
export const FATAL_FLUSH_TIMEOUT_MS = 2000;

/** The process as these handlers use it; the real one but in tests. */
export interface FailingProcess {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  exit(code: number): void;
}

/**
 * What a server or worker process does with a failure nothing caught.
 *
 * - A promise rejection no handler took is a bug, but it unwound nothing: whatever it was part of has already failed,
 *   and every other request is as sound as before. It is logged and counted (`scribe_unhandled_rejections_total` on
 *   /metrics) and the process carries on, where Node's default would end it and every open stream and upload with it.
 * - An exception nothing caught stopped code midway, which may have left shared state half-changed: it is logged and
 *   the process exits 1 (Node's own policy, with the log in the server's format), for its supervisor to restart. Only
 *   once the log line is flushed (pino's `flush(cb)`): an asynchronous destination may still hold it, and `exit` would
 *   lose it. At most `FATAL_FLUSH_TIMEOUT_MS` later whatever happens.
 *
 * Installed once by the process that serves (`scribe serve`, `npm start`) or works (`scribe worker`), before it starts:
 * these handlers are the process's, not one server's.
 */
export function handleProcessFailures(log: Pick<Logger, 'error' | 'fatal' | 'flush'>, target: FailingProcess = process): void {
  target.on('unhandledRejection', (reason: unknown) => {
    countUnhandledRejection();
    log.error({ err: reason }, 'unhandled promise rejection (a bug): the process carries on');
  });
  target.on('uncaughtException', (error: Error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting');
    // Not unref'd: should the event loop empty meanwhile, the process would end with 0.
    const timer = setTimeout(() => target.exit(1), FATAL_FLUSH_TIMEOUT_MS);
    log.flush(() => {
      clearTimeout(timer);
      target.exit(1);
    });
  });
}
