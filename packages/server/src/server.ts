import type { FastifyInstance } from 'fastify';
import { destination, pino } from 'pino';
import { listenFailure, type Config } from './config/config.js';
import { buildContainer, type Container } from './container.js';
import { buildApp } from './http/app.js';
import { checkCanListen } from './http/port-check.js';
import { handleProcessFailures } from './process-failures.js';
import type { ClientCredentials } from './services/clients.service.js';

export interface RunningServer {
  app: FastifyInstance;
  container: Container;
  stop(): Promise<void>;
}

/** Builds and starts the HTTP server; in development, makes the `dev` client on first start and prints it once. */
export async function startServer(config: Config): Promise<RunningServer> {
  // A port in use is refused first: not after the dev client's one-time credentials were printed, or the model loaded.
  // `listen` below can still fail (the port taken meanwhile), and says the same.
  await checkCanListen(config).catch((error: unknown) => {
    throw listenFailure(error, config) ?? error;
  });
  const container = await buildContainer(config);
  const app = buildApp(container, {
    level: config.logLevel,
    // Tokens never reach the logs; audio and transcripts are never logged at all.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
  await container.removeUploadsCutShort(app.log);
  if (config.env === 'development') {
    const dev = await container.clients.ensureDevClient();
    if (dev) printDevCredentials(dev);
  }
  container.speech.ready.then(
    (engine) => app.log.info({ languages: engine.installedLanguages() }, 'speech engine ready'),
    (error: unknown) => app.log.error({ err: error }, 'speech engine failed to load'),
  );
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Nothing may outlive a failed start: the model still loading is closed, then the store.
    await app.close().catch(() => undefined);
    await container.close();
    throw listenFailure(error, config) ?? error;
  }
  // The jobs (sessions, webhook deliveries) run here unless SCRIBE_WORKER=off leaves them to `scribe worker` processes;
  // only once the server is up, so an instance that cannot listen never claims a job and dies holding it.
  if (config.worker.inProcess) container.startWorker(app.log.child({ component: 'worker' }));
  return {
    app,
    container,
    async stop() {
      await app.close();
      await container.close();
    },
  };
}

function printDevCredentials(credentials: ClientCredentials): void {
  process.stdout.write(
    [
      '',
      'Development client "dev" created (shown once; NODE_ENV=production never does this):',
      `  client_id:     ${credentials.clientId}`,
      `  client_secret: ${credentials.clientSecret}`,
      '',
      '',
    ].join('\n'),
  );
}

/** Runs the server until SIGINT/SIGTERM, then closes connections, the model and the store before exiting. */
export async function serveUntilSignalled(config: Config): Promise<void> {
  // Before starting, so that a rejection while the server starts is logged too, not the end of the process; a start-up
  // failure still rejects here, for the caller's one line and exit 1. A logger of its own (the server's does not exist
  // yet), in the same format; synchronous, so that a line is written before the process can exit.
  handleProcessFailures(pino({ level: config.logLevel }, destination({ dest: 1, sync: true })));
  const server = await startServer(config);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      server.app.log.info({ signal }, 'shutting down');
      server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          server.app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
