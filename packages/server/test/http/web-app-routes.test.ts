import fs from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../src/http/app/app.routes.js';
import { makeDataDir, startTestServer, type TestServer } from '../helpers/test-server.js';

describe('the web app at /app/ (issue 17)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('leads / and /app to /app/, and leaves /docs where it was', async () => {
    for (const url of ['/', '/app']) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/app/');
    }
    expect((await get('/docs/')).statusCode).toBe(200);
  });

  it('serves the built page and assets under a strict content security policy', async () => {
    const page = await get('/app/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/app/app.js');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = await get('/app/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it("answers the app's own paths with the page (a reload of a screen), and a missing asset with 404", async () => {
    const screen = await get('/app/sessions/abc-123');
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('/app/app.js');
    const missing = await get('/app/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not Found' });
  });

  it('is absent from the OpenAPI document', async () => {
    const paths = Object.keys((await get('/openapi.json')).json().paths);
    expect(paths.filter((path) => path === '/' || path.startsWith('/app'))).toEqual([]);
  });
});

describe('a server whose web app was never built', () => {
  it('says how to build it', async () => {
    const empty = makeDataDir();
    const app = Fastify();
    await app.register(appRoutes, { root: empty });
    try {
      const response = await app.inject({ method: 'GET', url: '/app/' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/npm run build/);
    } finally {
      await app.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
