import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_SESSION } from '../../src/jobs/job-kinds.js';
import { findSample as find, samples } from '../helpers/prometheus-samples.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const TOKEN = 'metrics-token-for-tests';

const scrape = (s: TestServer, authorization = `Bearer ${TOKEN}`) => s.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

describe('GET /metrics', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_METRICS_TOKEN: TOKEN });
  });
  afterAll(() => s.close());

  it('is not found while SCRIBE_METRICS_TOKEN is unset, as any unknown path', async () => {
    const plain = await startTestServer();
    try {
      const response = await scrape(plain);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    } finally {
      await plain.close();
    }
  });

  it('refuses a missing or wrong token with 401', async () => {
    for (const authorization of ['', 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const response = await scrape(s, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('answers the Prometheus text: request durations by route pattern, the queue depth and the process metrics', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/mr/api/v2/docs/doc-id-4711' })).statusCode).toBe(401);
    await s.container.store.jobs.enqueue({ kind: PROCESS_SESSION, payload: { clientId: 'c', txnId: 't' }, maxAttempts: 1 });

    const response = await scrape(s);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const all = samples(response.body);
    const requests = find(all, 'scribe_http_request_duration_seconds_count', { method: 'GET', route: '/mr/api/v2/docs/:id', status_code: '401' });
    expect(requests?.value).toBe(1);
    expect(response.body).not.toContain('doc-id-4711');
    expect(find(all, 'scribe_job_queue_depth', { kind: PROCESS_SESSION, state: 'pending' })?.value).toBe(1);
    expect(find(all, 'scribe_job_queue_depth', { kind: PROCESS_SESSION, state: 'running' })?.value).toBe(0);
    // The CPU counter counts from when the registry was made, in the kernel's ticks: a scrape soon after may read 0.
    expect(find(all, 'process_cpu_user_seconds_total', {})?.value).toBeGreaterThanOrEqual(0);
    expect(find(all, 'nodejs_heap_size_used_bytes', {})?.value).toBeGreaterThan(0);
    // Declared with their type even before anything was observed.
    for (const name of ['scribe_job_duration_seconds', 'scribe_recognition_real_time_factor', 'scribe_webhook_delivery_outcomes_total']) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });

  it('is documented in /openapi.json with its operation id and named schema', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const operation = doc.paths['/metrics'].get;
    expect(operation.operationId).toBe('getMetrics');
    expect(operation.responses['200'].content['text/plain'].schema.$ref).toBe('#/components/schemas/PrometheusExposition');
    expect(doc.components.schemas.PrometheusExposition.type).toBe('string');
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '404']);
  });

  it("keeps each server's metrics apart when two run in one process", async () => {
    const other = await startTestServer({ SCRIBE_METRICS_TOKEN: TOKEN });
    try {
      await other.app.inject({ method: 'GET', url: '/healthz' });
      await other.app.inject({ method: 'GET', url: '/healthz' });
      const healthz = (server: TestServer) => scrape(server).then((response) => find(samples(response.body), 'scribe_http_request_duration_seconds_count', { route: '/healthz' })?.value);
      expect(await healthz(other)).toBe(2);
      expect(await healthz(s)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
