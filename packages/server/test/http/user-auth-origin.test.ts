import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const BASE = '/connect-auth/v1/users';
const PASSWORD = 'correct horse battery';
const FORBIDDEN = { code: 403, error: 'Forbidden' };

/** The refresh cookie routes check where a browser's request comes from (issue 27 item 8): SameSite=Strict is not the only guard. */
describe('the cookie routes refuse cross-site requests', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  async function server(env: Record<string, string> = {}) {
    const s = await startTestServer(env);
    servers.push(s);
    const { client_id } = await s.createClient({ scopes: ['sessions'] });
    let users = 0;
    /** A new user's refresh cookie. */
    const signIn = async (): Promise<string> => {
      const email = `user${++users}@clinic.example`;
      await s.container.users.create({ clientId: client_id, email, password: PASSWORD });
      const login = await s.app.inject({ method: 'POST', url: `${BASE}/login`, payload: { email, password: PASSWORD } });
      return login.cookies.find((cookie) => cookie.name === 'scribe_refresh')!.value;
    };
    const post = (route: 'refresh' | 'logout', cookie: string, headers: Record<string, string> = {}) =>
      s.app.inject({ method: 'POST', url: `${BASE}/${route}`, cookies: { scribe_refresh: cookie }, headers });
    return { signIn, post };
  }

  let plain: Awaited<ReturnType<typeof server>>;
  beforeAll(async () => {
    plain = await server();
  });

  it('refuses another Origin with 403 {code, error}, leaving the cookie unspent and the sign-in alive', async () => {
    const cookie = await plain.signIn();
    for (const route of ['refresh', 'logout'] as const) {
      const refused = await plain.post(route, cookie, { origin: 'https://evil.example' });
      expect([refused.statusCode, refused.json()]).toEqual([403, FORBIDDEN]);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    expect((await plain.post('refresh', cookie, { origin: 'http://localhost' })).statusCode).toBe(200);
  });

  it("without SCRIBE_PUBLIC_URL, takes the server's own host whatever the scheme a proxy ends, and refuses `null`", async () => {
    expect((await plain.post('refresh', await plain.signIn(), { origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await plain.post('refresh', await plain.signIn(), { origin: 'https://localhost:80' })).statusCode).toBe(200);
    expect((await plain.post('refresh', await plain.signIn(), { origin: 'http://localhost:8080' })).statusCode).toBe(403);
    expect((await plain.post('refresh', await plain.signIn(), { origin: 'null' })).statusCode).toBe(403);
  });

  it('without Origin, falls back to Sec-Fetch-Site, then to Referer', async () => {
    expect((await plain.post('refresh', await plain.signIn(), { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await plain.post('refresh', await plain.signIn(), { 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await plain.post('refresh', await plain.signIn(), { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await plain.post('logout', await plain.signIn(), { referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await plain.post('logout', await plain.signIn(), { referer: 'http://localhost/app/' })).statusCode).toBe(204);
  });

  it('lets a client that sends none of them through: not a browser, so no cross-site request', async () => {
    expect((await plain.post('refresh', await plain.signIn())).statusCode).toBe(200);
  });

  it('takes SCRIBE_PUBLIC_URL and the configured CORS origins, but not a CORS wildcard', async () => {
    const configured = await server({ SCRIBE_PUBLIC_URL: 'https://scribe.clinic.example', SCRIBE_CORS_ORIGINS: 'https://emr.clinic.example' });
    for (const origin of ['https://scribe.clinic.example', 'https://emr.clinic.example']) {
      expect((await configured.post('refresh', await configured.signIn(), { origin })).statusCode).toBe(200);
    }
    expect((await configured.post('refresh', await configured.signIn(), { origin: 'https://evil.example' })).statusCode).toBe(403);
    // That origin exactly: not its host with another scheme, nor the host the request names (which it was without).
    for (const origin of ['http://scribe.clinic.example', 'http://localhost', 'https://localhost:80']) {
      expect((await configured.post('refresh', await configured.signIn(), { origin })).statusCode, origin).toBe(403);
    }
    expect((await configured.post('logout', await configured.signIn(), { referer: 'http://localhost/app/' })).statusCode).toBe(403);
    expect((await configured.post('logout', await configured.signIn(), { referer: 'https://scribe.clinic.example/app/' })).statusCode).toBe(204);
    const wildcard = await server({ SCRIBE_CORS_ORIGINS: '*' });
    expect((await wildcard.post('refresh', await wildcard.signIn(), { origin: 'https://evil.example' })).statusCode).toBe(403);
  });
});
