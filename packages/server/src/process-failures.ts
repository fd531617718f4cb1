import type { BaseLogger } from 'pino';
import { countUnhandledRejection } from './lib/metrics.js';

/**
 * What a server or worker process does with a failure nothing caught.
 *
 * - A promise rejection no handler took is a bug, but it unwound nothing: whatever it was part of has already failed,
 *   and every other request is as sound as before. It is logged and counted (`scribe_unhandled_rejections_total` on
 *   /metrics) and the process carries on, where Node's default would end it and every open stream and upload with it.
 * - An exception nothing caught stopped code midway, which may have left shared state half-changed: it is logged and
 *   the process exits 1 at once (Node's own policy, with the log in the server's format), for its supervisor to restart.
 *
 * Installed once by the process that serves (`scribe serve`, `npm start`) or works (`scribe worker`): these handlers are
 * the process's, not one server's.
 */
export function handleProcessFailures(log: Pick<BaseLogger, 'error' | 'fatal'>): void {
  process.on('unhandledRejection', (reason: unknown) => {
    countUnhandledRejection();
    log.error({ err: reason }, 'unhandled promise rejection (a bug): the process carries on');
  });
  process.on('uncaughtException', (error: Error) => {
    log.fatal({ err: error }, 'uncaught exception: exiting');
    process.exit(1);
  });
}
