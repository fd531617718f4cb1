/**
 * `GET /metrics` of a `scribe worker` process, which serves no API: its jobs, recognitions and webhook deliveries are
 * counted in its own registry, so Prometheus scrapes each worker as it scrapes each API server. A bare `node:http`
 * listener with the same bearer token (SCRIBE_METRICS_TOKEN) and the same answers as the API's route.
 */
import http from 'node:http';
import { once } from 'node:events';
import { ConfigError } from '../../config/config.js';
import { metricsAccess, type Metrics } from '../../lib/metrics.js';

export interface WorkerMetricsServer {
  readonly port: number;
  close(): Promise<void>;
}

export async function startWorkerMetricsServer(options: { metrics: Metrics; token: string | undefined; host: string; port: number }): Promise<WorkerMetricsServer> {
  const server = http.createServer((request, response) => {
    const answer = (status: number, message: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://worker').pathname !== '/metrics') return answer(404, 'Not Found');
    const access = metricsAccess(request.headers.authorization, options.token);
    if (access === 'not_served') return answer(404, 'Not Found');
    if (access === 'refused') return answer(401, 'Unauthorized');
    options.metrics.exposition().then(
      (text) => response.writeHead(200, { 'content-type': options.metrics.contentType }).end(text),
      () => answer(500, 'Internal Server Error'),
    );
  });
  server.listen(options.port, options.host);
  try {
    await once(server, 'listening');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(`SCRIBE_WORKER_METRICS_PORT ${options.port} on HOST ${options.host} cannot be listened on (${code}): choose a free port`);
  }
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : options.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
