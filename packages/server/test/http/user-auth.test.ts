import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { audioFixture } from '../helpers/fixtures.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const BASE = '/connect-auth/v1/users';
const PASSWORD = 'correct horse battery';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The `scribe_refresh` cookie a response sets: its value and attributes. */
function refreshCookie(response: { headers: Record<string, unknown> }): { value: string; attributes: string } {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => String(cookie).startsWith('scribe_refresh='));
  if (header === undefined) throw new Error('no scribe_refresh cookie set');
  const [pair, ...attributes] = String(header).split(';');
  return { value: pair!.slice('scribe_refresh='.length), attributes: attributes.join(';') };
}

describe('clinician sign-in (issue 17)', () => {
  let s: TestServer;
  let clientId: string;
  beforeAll(async () => {
    s = await startTestServer();
    s.container.startWorker(silentLog);
    clientId = (await s.createClient({ name: 'clinic', scopes: ['sessions', 'transcription'] })).client_id;
  });
  afterAll(() => s.close());

  const createUser = (email: string) => s.container.users.create({ clientId, email, password: PASSWORD });
  const login = (email: string, password = PASSWORD) => s.app.inject({ method: 'POST', url: `${BASE}/login`, payload: { email, password } });
  const withCookie = (url: string, value: string) => s.app.inject({ method: 'POST', url, cookies: { scribe_refresh: value } });

  it('signs in with e-mail and password: an access token for the user under its client, the refresh token in a strict cookie', async () => {
    const user = await createUser('Ada@Clinic.example');
    const response = await login('ada@clinic.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body)).toEqual(['access_token', 'expires_in', 'user']);
    expect(body.user).toEqual({ id: user.id, email: 'ada@clinic.example', client_id: clientId });

    const cookie = refreshCookie(response);
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/Secure/i);
    expect(cookie.attributes).toMatch(/SameSite=Strict/i);
    expect(cookie.attributes).toMatch(/Path=\/connect-auth\/v1\/users/);

    const jwks = (await s.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(body.access_token, createLocalJWKSet(jwks), { issuer: s.config.auth.issuer, audience: s.config.auth.audience });
    expect(payload).toMatchObject({ sub: user.id, client_id: clientId, scope: 'sessions transcription' });
  });

  it('refuses a wrong password, an unknown e-mail and a disabled user alike, in the {code, error} shape', async () => {
    await createUser('bob@clinic.example');
    for (const response of [await login('bob@clinic.example', 'wrong password'), await login('nobody@clinic.example')]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, error: 'Unauthorized' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const signedIn = await login('bob@clinic.example');
    const token = signedIn.json().access_token as string;
    await s.container.users.disable('bob@clinic.example');
    expect((await login('bob@clinic.example')).json()).toEqual({ code: 401, error: 'Unauthorized' });
    // What was issued before stops working too: the access token and the refresh cookie.
    const api = await s.app.inject({ method: 'POST', url: '/v1/file-upload', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(api.statusCode).toBe(401);
    expect((await withCookie(`${BASE}/refresh`, refreshCookie(signedIn).value)).statusCode).toBe(401);
  });

  it('refreshes through the cookie, rotating it; a replayed cookie is refused; logout revokes and clears it', async () => {
    await createUser('cleo@clinic.example');
    const first = refreshCookie(await login('cleo@clinic.example')).value;
    const refreshed = await withCookie(`${BASE}/refresh`, first);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.email).toBe('cleo@clinic.example');
    const second = refreshCookie(refreshed).value;
    expect(second).not.toBe(first);
    expect((await withCookie(`${BASE}/refresh`, first)).json()).toEqual({ code: 401, error: 'Unauthorized' });

    const third = refreshCookie(await login('cleo@clinic.example')).value;
    const loggedOut = await withCookie(`${BASE}/logout`, third);
    expect(loggedOut.statusCode).toBe(204);
    expect(refreshCookie(loggedOut).attributes).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect((await withCookie(`${BASE}/refresh`, third)).statusCode).toBe(401);
    expect((await s.app.inject({ method: 'POST', url: `${BASE}/refresh` })).json()).toEqual({ code: 401, error: 'Unauthorized' });
  });

  it("keeps a client's refresh tokens and a user's apart", async () => {
    await createUser('dora@clinic.example');
    const userCookie = refreshCookie(await login('dora@clinic.example')).value;
    const clientRefresh = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/refresh', payload: { refresh_token: userCookie } });
    expect(clientRefresh.statusCode).toBe(401);
    // Refused before it was spent: the cookie still works where it belongs.
    expect((await withCookie(`${BASE}/refresh`, userCookie)).statusCode).toBe(200);
    const client = await s.login();
    expect((await withCookie(`${BASE}/refresh`, client.refresh_token)).statusCode).toBe(401);
    // Nor does a user's sign-out revoke a client's tokens.
    expect((await withCookie(`${BASE}/logout`, client.refresh_token)).statusCode).toBe(204);
    const stillValid = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/refresh', payload: { refresh_token: client.refresh_token } });
    expect(stillValid.statusCode).toBe(200);
  });

  it("works on the sessions API: the user's history, and signing (who and when) that a client's own token cannot do", async () => {
    const user = await createUser('eve@clinic.example');
    const token = (await login('eve@clinic.example')).json().access_token as string;
    const sessions = sessionsClient(s.app, token);
    const txnId = 'signed-1';
    const target = await sessions.target(txnId, { clinician_id: user.id });
    expect((await sessions.post(target, { name: 'dictation.wav', bytes: audioFixture('dictation-metformin.wav') })).statusCode).toBe(204);
    const signUrl = `/voice/api/v2/signed-notes/${txnId}`;
    const sign = (bearer: string, content: object = { soap: 'Metformin 500 mg twice daily.' }) =>
      s.app.inject({ method: 'POST', url: signUrl, headers: { authorization: `Bearer ${bearer}` }, payload: { content } });
    // Nothing to sign before the session has results.
    expect((await sign(token)).statusCode).toBe(409);
    const init = await sessions.init(txnId, {
      mode: 'dictation',
      input_language: ['en-IN'],
      output_format_template: [{ template_id: 'transcript_template', codification_needed: false }],
    });
    expect(init.statusCode).toBe(201);
    expect((await sessions.finished(txnId)).statusCode).toBe(200);

    const history = await s.app.inject({ method: 'GET', url: '/voice/api/v2/transactions', headers: sessions.bearer });
    expect(history.statusCode).toBe(200);
    expect(history.json().sessions).toEqual([expect.objectContaining({ txn_id: txnId, state: 'completed', mode: 'dictation', languages: ['en-IN'] })]);
    // Another clinician of the same client has a history of their own.
    await createUser('finn@clinic.example');
    const finn = (await login('finn@clinic.example')).json().access_token as string;
    expect((await s.app.inject({ method: 'GET', url: '/voice/api/v2/transactions', headers: { authorization: `Bearer ${finn}` } })).json()).toEqual({ sessions: [] });
    const later = await s.app.inject({ method: 'GET', url: `/voice/api/v2/transactions?created_from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, headers: sessions.bearer });
    expect(later.json().sessions).toEqual([]);

    const signed = await sign(token);
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({ txn_id: txnId, signed_by: { id: user.id, email: 'eve@clinic.example' }, content: { soap: 'Metformin 500 mg twice daily.' } });
    expect(Date.parse(signed.json().signed_at)).not.toBeNaN();
    await sign(token, { soap: 'Metformin 1 g twice daily.' });
    const listed = await s.app.inject({ method: 'GET', url: signUrl, headers: sessions.bearer });
    expect(listed.json().signed_notes.map((note: { content: { soap: string } }) => note.content.soap)).toEqual(['Metformin 1 g twice daily.', 'Metformin 500 mg twice daily.']);

    const client = await s.login();
    const byClient = await sign(client.access_token);
    expect(byClient.statusCode).toBe(403);
    expect(byClient.json()).toEqual({ message: 'Forbidden' });
  });

  it('rate limits sign-in with 429 {code, error}', async () => {
    const limited = await startTestServer({ SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.app.inject({ method: 'POST', url: `${BASE}/login`, payload: { email: 'x@y.example', password: 'whatever1' } })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
      // Refresh and logout are not limited with it.
      expect((await limited.app.inject({ method: 'POST', url: `${BASE}/logout` })).statusCode).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
