import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, decodeProtectedHeader, generateKeyPair, jwtVerify } from 'jose';
import { makeDataDir, startTestServer, type TestServer } from '../helpers/test-server.js';

const LOGIN = '/connect-auth/v1/account/login';
const refreshUrl = (clientId: string) => `/connect-auth/v1/oidc-client/${clientId}/refresh`;
const LEGACY_REFRESH = '/connect-auth/v1/account/refresh';
const PROTECTED = '/voice/get-asr?language=en-IN';

describe('authentication (PROTOCOL §1)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.close());

  const post = (url: string, payload: unknown) => s.app.inject({ method: 'POST', url, payload: payload as object });
  const callProtected = (headers: Record<string, string>) => s.app.inject({ method: 'POST', url: PROTECTED, headers });

  it('logs in with client credentials and returns a token pair whose JWT verifies against the JWKS', async () => {
    const credentials = await s.createClient({ name: 'clinic' });
    const response = await post(LOGIN, credentials);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const pair = response.json();
    expect(Object.keys(pair)).toEqual(['access_token', 'expires_in', 'redirect_url', 'refresh_token', 'refresh_token_expires_in']);
    expect(pair).toMatchObject({ expires_in: 3600, refresh_token_expires_in: 2592000, redirect_url: '' });
    expect(Buffer.from(pair.refresh_token, 'base64url').length).toBeGreaterThanOrEqual(32);

    const jwks = (await s.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const header = decodeProtectedHeader(pair.access_token);
    expect(header.alg).toBe('ES256');
    expect(header.kid).toBe(jwks.keys[0].kid);
    const { payload } = await jwtVerify(pair.access_token, createLocalJWKSet(jwks), {
      issuer: s.config.auth.issuer,
      audience: s.config.auth.audience,
    });
    expect(payload.sub).toBe(credentials.client_id);
    expect(payload.scope).toBe('transcription sessions webhooks records');
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.jti).toBeTypeOf('string');
  });

  it('rejects a wrong secret, an unknown client and a malformed body with {code, error}', async () => {
    const credentials = await s.createClient();
    const wrong = await post(LOGIN, { ...credentials, client_secret: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 401, error: 'Unauthorized' });
    const unknown = await post(LOGIN, { client_id: 'no-such-client', client_secret: credentials.client_secret });
    expect(unknown.statusCode).toBe(401);
    const malformed = await post(LOGIN, { client_id: credentials.client_id });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400 });
    expect(malformed.json().error).toMatch(/client_secret/);
  });

  it('rotates refresh tokens on both paths, and a reused one revokes its whole family', async () => {
    const first = await s.login();
    const second = await post(refreshUrl(first.client_id), { refresh_token: first.refresh_token, access_token: first.access_token });
    expect(second.statusCode).toBe(200);
    const third = await post(LEGACY_REFRESH, { refresh_token: second.json().refresh_token });
    expect(third.statusCode).toBe(200);
    expect(third.json().refresh_token).not.toBe(second.json().refresh_token);

    const replay = await post(refreshUrl(first.client_id), { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ code: 401, error: 'Unauthorized' });
    // The newest token of the family is dead too: the thief and the victim both have to log in again.
    const afterReuse = await post(LEGACY_REFRESH, { refresh_token: third.json().refresh_token });
    expect(afterReuse.statusCode).toBe(401);
  });

  it("refuses another client's refresh token, an unknown one and an expired one", async () => {
    const a = await s.login();
    const b = await s.login();
    expect((await post(refreshUrl(b.client_id), { refresh_token: a.refresh_token })).statusCode).toBe(401);
    // The mismatch did not spend a's token.
    const ok = await post(refreshUrl(a.client_id), { refresh_token: a.refresh_token });
    expect(ok.statusCode).toBe(200);
    expect((await post(LEGACY_REFRESH, { refresh_token: 'made-up' })).statusCode).toBe(401);

    s.clock.advance(2_592_000 + 1);
    try {
      expect((await post(LEGACY_REFRESH, { refresh_token: ok.json().refresh_token })).statusCode).toBe(401);
    } finally {
      s.clock.advance(-(2_592_000 + 1));
    }
  });

  it('answers 401 {"message":"Unauthorized"} for a missing, malformed, expired or forged bearer token', async () => {
    const { access_token } = await s.login();
    const unauthorized = { message: 'Unauthorized' };
    for (const headers of [{} as Record<string, string>, { authorization: 'Basic abc' }, { authorization: 'Bearer not.a.jwt' }, { authorization: `Bearer ${access_token}x` }]) {
      const response = await callProtected(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthorized);
    }

    // Same kid and claims, but signed with a key the server never had.
    const { kid } = decodeProtectedHeader(access_token);
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ scope: 'transcription' })
      .setProtectedHeader({ alg: 'ES256', kid })
      .setIssuer(s.config.auth.issuer)
      .setAudience(s.config.auth.audience)
      .setSubject('whoever')
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti('x')
      .sign(privateKey);
    expect((await callProtected({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);

    s.clock.advance(3601);
    try {
      const expired = await callProtected({ authorization: `Bearer ${access_token}` });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual(unauthorized);
    } finally {
      s.clock.advance(-3601);
    }
  });

  it('checks the client-id header against the token and the route scope against the token scopes', async () => {
    const full = await s.login();
    const mismatch = await callProtected({ authorization: `Bearer ${full.access_token}`, 'client-id': 'someone-else' });
    expect(mismatch.statusCode).toBe(401);

    const limited = await s.login({ scopes: ['sessions'] });
    const forbidden = await callProtected({ authorization: `Bearer ${limited.access_token}` });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Forbidden' });
  });

  it('stops accepting the tokens of a revoked client at once', async () => {
    const session = await s.login();
    await s.container.clients.revoke(session.client_id);
    expect((await callProtected({ authorization: `Bearer ${session.access_token}` })).statusCode).toBe(401);
    expect((await post(LEGACY_REFRESH, { refresh_token: session.refresh_token })).statusCode).toBe(401);
  });
});

describe('authentication settings', () => {
  it('rate limits login with 429 {code, error}', async () => {
    const s = await startTestServer({ SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const credentials = await s.createClient();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await s.app.inject({ method: 'POST', url: LOGIN, payload: credentials })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await s.app.inject({ method: 'POST', url: LOGIN, payload: credentials });
      expect(limited.json()).toEqual({ code: 429, error: 'Too Many Requests' });
    } finally {
      await s.close();
    }
  });

  it('behind a trusted proxy, limits each forwarded client on its own; an untrusted X-Forwarded-For changes nothing', async () => {
    const loginsFrom = async (s: TestServer, forwardedFor: readonly string[]) => {
      const credentials = await s.createClient();
      const statuses = [];
      for (const address of forwardedFor) {
        statuses.push((await s.app.inject({ method: 'POST', url: LOGIN, payload: credentials, headers: { 'x-forwarded-for': address } })).statusCode);
      }
      return statuses;
    };
    const addresses = ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.1'];
    const trusting = await startTestServer({ SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '2', SCRIBE_TRUST_PROXY: '127.0.0.1' });
    try {
      expect(await loginsFrom(trusting, addresses)).toEqual([200, 200, 200, 429]);
    } finally {
      await trusting.close();
    }
    const untrusting = await startTestServer({ SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      expect(await loginsFrom(untrusting, addresses)).toEqual([200, 200, 429, 429]);
    } finally {
      await untrusting.close();
    }
  });

  it('requires the api_key only when one is configured', async () => {
    const s = await startTestServer({ SCRIBE_LOGIN_API_KEY: 'k-123' });
    try {
      const credentials = await s.createClient();
      const login = (body: object) => s.app.inject({ method: 'POST', url: LOGIN, payload: body });
      expect((await login(credentials)).statusCode).toBe(401);
      expect((await login({ ...credentials, api_key: 'wrong' })).statusCode).toBe(401);
      expect((await login({ ...credentials, api_key: 'k-123' })).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('keeps its signing keys in the data dir, so tokens survive a restart', async () => {
    const dataDir = makeDataDir();
    const before = await startTestServer({}, dataDir);
    const { access_token } = await before.login();
    await before.close({ removeData: false });
    const after = await startTestServer({}, dataDir);
    try {
      const response = await after.app.inject({ method: 'POST', url: PROTECTED, headers: { authorization: `Bearer ${access_token}` } });
      // Authenticated: the request gets past the token check and fails on its (missing) body instead.
      expect(response.statusCode).toBe(400);
    } finally {
      await after.close();
    }
  });
});
