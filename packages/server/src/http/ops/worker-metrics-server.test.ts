import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/config.js';
import { Metrics } from '../../lib/metrics.js';
import { startWorkerMetricsServer, type WorkerMetricsServer } from './worker-metrics-server.js';

const TOKEN = 'worker-metrics-token';
const servers: WorkerMetricsServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function started(token: string | undefined, metrics = new Metrics(async () => [])): Promise<string> {
  const server = await startWorkerMetricsServer({ metrics, token, host: '127.0.0.1', port: 0 });
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

describe("a worker's GET /metrics", () => {
  it('answers the worker\'s own figures with the token, 401 without it, 404 elsewhere or while no token is set', async () => {
    const metrics = new Metrics(async () => [{ kind: 'process-session', pending: 2, running: 1 }]);
    metrics.observeJob({ kind: 'process-session', outcome: 'completed', seconds: 3 });
    const url = await started(TOKEN, metrics);
    const scraped = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await scraped.text();
    expect(text).toContain('scribe_job_duration_seconds_count{kind="process-session",outcome="completed"} 1');
    expect(text).toContain('scribe_job_queue_depth{kind="process-session",state="pending"} 2');
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);

    expect((await fetch(`${url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    expect((await fetch(`${url}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await fetch(`${await started(undefined)}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('refuses a port it cannot listen on, naming SCRIBE_WORKER_METRICS_PORT', async () => {
    const url = await started(TOKEN);
    const port = Number(new URL(url).port);
    await expect(startWorkerMetricsServer({ metrics: new Metrics(async () => []), token: TOKEN, host: '127.0.0.1', port })).rejects.toThrow(ConfigError);
    await expect(startWorkerMetricsServer({ metrics: new Metrics(async () => []), token: TOKEN, host: '127.0.0.1', port })).rejects.toThrow(/SCRIBE_WORKER_METRICS_PORT/);
  });
});
