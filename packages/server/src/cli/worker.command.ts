import { Command } from 'commander';
import { pino } from 'pino';
import { loadConfig } from '../config/config.js';
import { buildContainer } from '../container.js';
import { startWorkerMetricsServer } from '../http/ops/worker-metrics-server.js';
import { handleProcessFailures } from '../process-failures.js';

/**
 * `scribe worker`: a process that only runs jobs (sessions, webhook deliveries) against the data of
 * SCRIBE_DATA_DIR. Several may run beside the server; each takes at most SCRIBE_WORKER_SESSIONS
 * sessions at once. Stops on SIGINT/SIGTERM after the jobs in hand.
 */
export function workerCommand(): Command {
  return new Command('worker').description('run queued jobs (session processing, webhook deliveries) until stopped').action(async () => {
    const config = loadConfig();
    const log = pino({ level: config.logLevel }).child({ component: 'worker' });
    handleProcessFailures(log);
    const container = await buildContainer(config);
    const worker = container.startWorker(log);
    const { metricsPort } = config.worker;
    const metricsServer =
      metricsPort === undefined ? undefined : await startWorkerMetricsServer({ metrics: container.metrics, token: config.metricsToken, host: config.host, port: metricsPort });
    log.info({ workerId: worker.id, metricsPort }, 'worker started');
    await new Promise<void>((resolve) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    });
    log.info('worker stopping');
    await metricsServer?.close();
    await container.close();
  });
}
