import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PROTECTED = '/voice/languages';

/** RFC 7235 §2.1: the auth-scheme is a case-insensitive token, followed by one or more spaces. */
describe('the Authorization scheme', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const call = (authorization: string) => s.app.inject({ method: 'GET', url: PROTECTED, headers: { authorization } });

  it('accepts Bearer in any case, and more than one space before the token', async () => {
    const { access_token } = await s.login();
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const response = await call(`${scheme} ${access_token}`);
      expect([scheme, response.statusCode]).toEqual([scheme, 200]);
    }
    expect((await call(`Bearer  ${access_token}`)).statusCode).toBe(200);
  });

  it('still refuses other schemes, a missing token, and a token glued to the scheme', async () => {
    const { access_token } = await s.login();
    for (const header of [`Basic ${access_token}`, `Bearerx ${access_token}`, `Bearer${access_token}`, 'bearer ', 'bearer', `bearer ${access_token} extra`, `bearer\t\u0000${access_token}`]) {
      const response = await call(header);
      expect([header, response.statusCode]).toEqual([header, 401]);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  // The decision docs/api/svc.md documents: access tokens carry no refresh family, so revoking a
  // family on reuse ends the refresh chain only; the access tokens already issued live out their
  // `expires_in` (SCRIBE_ACCESS_TOKEN_TTL_S). Revoking the client stops them at once.
  it('lets access tokens of a family revoked for reuse run to their expiry, and no longer', async () => {
    const first = await s.login();
    const refresh = (refresh_token: string) => s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/refresh', payload: { refresh_token } });
    const second = (await refresh(first.refresh_token)).json() as { access_token: string; refresh_token: string };
    expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await call(`Bearer ${second.access_token}`)).statusCode).toBe(200);
    s.clock.advance(s.config.auth.accessTokenTtlS + 1);
    try {
      expect((await call(`Bearer ${second.access_token}`)).statusCode).toBe(401);
    } finally {
      s.clock.advance(-(s.config.auth.accessTokenTtlS + 1));
    }
  });
});
