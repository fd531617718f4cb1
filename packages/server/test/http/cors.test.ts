import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/config/config.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const ORIGIN = 'https://emr.clinic.example';

describe('CORS for browser clients', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_CORS_ORIGINS: `${ORIGIN}, http://localhost:5173` });
  });
  afterAll(() => s.close());

  it("answers a configured origin's preflight with the headers the SDK sends, and exposes those it reads", async () => {
    const preflight = await s.app.inject({
      method: 'OPTIONS',
      url: '/v1/file-upload/multipart/some-upload/parts/1',
      headers: { origin: ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'content-type,x-encryption' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-encryption');
    const health = await s.app.inject({ method: 'GET', url: '/healthz', headers: { origin: ORIGIN } });
    expect(health.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(health.headers['access-control-expose-headers'])).toContain('etag');
  });

  it('gives other origins no CORS headers, and none at all when no origin is configured', async () => {
    const other = await s.app.inject({ method: 'GET', url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await startTestServer();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/healthz', headers: { origin: ORIGIN } });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });

  it('refuses a setting that is not a list of origins', () => {
    expect(loadConfig({ SCRIBE_CORS_ORIGINS: '*' }).corsOrigins).toBe('*');
    for (const value of ['emr.clinic.example', 'https://emr.clinic.example/app', 'ftp://x.example']) {
      expect(() => loadConfig({ SCRIBE_CORS_ORIGINS: value }), value).toThrow(ConfigError);
    }
  });
});
