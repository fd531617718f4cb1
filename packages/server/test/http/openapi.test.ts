import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

describe('OpenAPI document and docs page', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  it('describes every endpoint the server serves, including the multipart upload', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/.well-known/jwks.json',
        '/connect-auth/v1/account/login',
        '/connect-auth/v1/account/refresh',
        '/connect-auth/v1/oidc-client/{client_id}/refresh',
        '/healthz',
        '/readyz',
        '/voice/get-asr',
      ].sort(),
    );
    const asr = doc.paths['/voice/get-asr'].post;
    expect(Object.keys(asr.requestBody.content)).toEqual(['multipart/form-data']);
    expect(asr.requestBody.content['multipart/form-data'].schema.properties.file.format).toBe('binary');
    expect(Object.keys(asr.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415', '422', '500', '503']);
    expect(asr.security).toEqual([{ bearerAuth: [] }]);
  });

  it('serves the interactive page at /docs', async () => {
    let response = await s.app.inject({ method: 'GET', url: '/docs' });
    if (response.statusCode === 302) {
      response = await s.app.inject({ method: 'GET', url: new URL(String(response.headers.location), 'http://x/docs').pathname });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger-ui');
  });

  it('answers unknown paths with 404 {"message":"Not Found"} and hides stack traces', async () => {
    const response = await s.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });
});
