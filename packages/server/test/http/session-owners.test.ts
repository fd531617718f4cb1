import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { multipartClient } from '../helpers/multipart-client.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PASSWORD = 'correct horse battery';
/** Status and body of a response, to compare both at once. */
const answer = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const r = await response;
  return [r.statusCode, r.json()];
};
const MSA_CREATE = { templates: ['transcript'], upload_type: 'chunked', communication_protocol: 'http' };

/** A server with one client, its own token, and two of its users (Ann and Ben) signed in to the web app. */
async function clinic(env: Record<string, string> = {}) {
  const s = await startTestServer(env);
  const client = await s.login();
  const signIn = async (email: string) => {
    const user = await s.container.users.create({ clientId: client.client_id, email, password: PASSWORD });
    const response = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email, password: PASSWORD } });
    return { id: user.id, token: response.json().access_token as string };
  };
  const ann = await signIn('ann@clinic.example');
  const ben = await signIn('ben@clinic.example');
  const as = (token: string) => {
    const bearer = { authorization: `Bearer ${token}` };
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: bearer });
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) => s.app.inject({ method, url, headers: bearer, payload });
    return {
      bearer,
      sessions: sessionsClient(s.app, token),
      medscribe: medscribeClient(s.app, token),
      history: async () => ((await get('/voice/api/v2/transactions')).json() as { sessions: { txn_id: string }[] }).sessions.map((x) => x.txn_id),
      get,
      send,
    };
  };
  return { s, ann: { ...ann, ...as(ann.token) }, ben: { ...ben, ...as(ben.token) }, client: as(client.access_token) };
}

describe('sessions belong to the user whose token made them (issue 27)', () => {
  let c: Awaited<ReturnType<typeof clinic>>;
  beforeAll(async () => {
    c = await clinic();
    await c.ann.sessions.target('ann-1');
    await c.client.sessions.target('by-client');
  });
  afterAll(() => c.s.close());

  it("never shows a session in a user's history because its extra_data names them", async () => {
    // Ben plants a session naming Ann as its clinician: it is Ben's, whatever its extra_data says.
    await c.ben.sessions.target('planted', { clinician_id: c.ann.id });
    expect(await c.ann.history()).toEqual(['ann-1']);
    expect(await c.ben.history()).toEqual(['planted']);
    // The client's own token sees every session of its client, its own (owned by no user) included.
    expect((await c.client.history()).sort()).toEqual(['ann-1', 'by-client', 'planted']);
  });

  it("answers another user's session as unknown on every route that reads or changes it", async () => {
    const { ben } = c;
    expect((await ben.sessions.status('ann-1')).json()).toMatchObject({ error: { code: 'transaction_not_found' } });
    expect((await ben.sessions.fhirStatus('ann-1')).statusCode).toBe(404);
    expect((await ben.sessions.status('by-client')).json()).toMatchObject({ error: { code: 'transaction_not_found' } });
    expect((await ben.get('/voice/api/v2/signed-notes/ann-1')).statusCode).toBe(404);
    const sign = await c.s.app.inject({ method: 'POST', url: '/voice/api/v2/signed-notes/ann-1', headers: ben.bearer, payload: { content: { soap: 'x' } } });
    expect(sign.statusCode).toBe(404);
    expect((await ben.sessions.init('ann-1', { mode: 'dictation', input_language: ['en-IN'], output_format_template: [{ template_id: 'transcript_template' }] })).statusCode).toBe(400);
    expect((await c.s.app.inject({ method: 'DELETE', url: '/voice/api/v2/transaction/ann-1', headers: ben.bearer })).statusCode).toBe(404);
    // No upload URL into Ann's folder, nor parts, nor a live stream's recording.
    // Taken, without saying whose.
    expect(await answer(ben.sessions.presign('ann-1'))).toEqual([409, { message: 'the txn_id ann-1 is already in use' }]);
    expect((await multipartClient(c.s.app, ben.bearer).initiate({ txn_id: 'ann-1', file_name: 'big.wav', parts: 2 })).statusCode).toBe(404);
    expect((await ben.get('/voice/v1/stream?txn_id=ann-1')).statusCode).toBe(404);

    // Ann, and the client's own token, still reach it.
    expect((await c.ann.sessions.status('ann-1')).statusCode).toBe(202);
    expect((await c.ann.get('/voice/api/v2/signed-notes/ann-1')).json()).toEqual({ signed_notes: [] });
    expect((await c.client.sessions.status('ann-1')).statusCode).toBe(202);
    expect((await c.ann.get('/voice/v1/stream?txn_id=ann-1')).statusCode).toBe(426);
  });

  it("lets no user complete or abort a multipart upload into another user's session", async () => {
    await c.ann.sessions.target('ann-big');
    const ann = multipartClient(c.s.app, c.ann.bearer);
    const ben = multipartClient(c.s.app, c.ben.bearer);
    const { upload_id, part_urls } = await ann.started({ txn_id: 'ann-big', file_name: 'big.wav', parts: 1 });
    const etag = (await ann.put(part_urls[0]!.url, Buffer.from('RIFF'))).headers.etag as string;
    expect((await ben.complete(upload_id, [{ part_number: 1, etag }])).statusCode).toBe(404);
    expect((await ben.abort(upload_id)).statusCode).toBe(404);
    // Still there: its owner (or the client's own token) completes or aborts it.
    expect((await ann.abort(upload_id)).statusCode).toBe(204);
    const again = await ann.started({ txn_id: 'ann-big', file_name: 'big.wav', parts: 1 });
    expect((await multipartClient(c.s.app, c.client.bearer).abort(again.upload_id)).statusCode).toBe(204);
  });

  it('keeps MedScribeAlliance sessions to their user too', async () => {
    const created = await c.ann.medscribe.create(MSA_CREATE);
    expect(created.statusCode).toBe(201);
    const id = created.json().session_id as string;
    expect((await c.ben.medscribe.get(id)).statusCode).toBe(404);
    expect((await c.ben.medscribe.end(id, 1)).statusCode).toBe(404);
    expect((await c.ann.medscribe.get(id)).statusCode).toBe(202);
    expect((await c.client.medscribe.get(id)).statusCode).toBe(202);
    expect(await c.ann.history()).toContain(id);
  });

});

describe("a user's token: the web app's scopes, not the client's documents and webhooks (issue 27)", () => {
  let c: Awaited<ReturnType<typeof clinic>>;
  beforeAll(async () => {
    c = await clinic();
  });
  afterAll(() => c.s.close());

  /** Every route of the client's documents and webhook subscriptions, on both protocols. */
  const CLIENT_ONLY = [
    ['GET', '/mr/api/v2/docs'],
    ['POST', '/mr/api/v2/docs'],
    ['GET', '/mr/api/v2/docs/any'],
    ['GET', '/mr/api/v2/docs/any/file'],
    ['DELETE', '/mr/api/v2/docs/any'],
    ['GET', '/notification/v1/connect/webhook/subscriptions'],
    ['POST', '/notification/v1/connect/webhook/subscriptions'],
    ['DELETE', '/notification/v1/connect/webhook/subscriptions/any'],
    ['GET', '/notification/v1/connect/webhook/subscriptions/any/deliveries'],
    ['GET', '/medscribealliance/webhooks'],
    ['POST', '/medscribealliance/webhooks'],
    ['DELETE', '/medscribealliance/webhooks/any'],
  ] as const;
  const call = (token: string, [method, url]: (typeof CLIENT_ONLY)[number]) =>
    c.s.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(method === 'POST' && { payload: {} }) });

  it('carries only the scopes a clinician needs: transcription and sessions', () => {
    expect(decodeJwt(c.ann.token).scope).toBe('transcription sessions');
  });

  it("refuses a user every documents and webhooks route with 403; the client's own token keeps them", async () => {
    for (const route of CLIENT_ONLY) expect([route, (await call(c.ann.token, route)).statusCode]).toEqual([route, 403]);
    expect((await c.client.get('/mr/api/v2/docs')).statusCode).toBe(200);
    expect((await c.client.get('/notification/v1/connect/webhook/subscriptions')).statusCode).toBe(200);
    expect((await c.client.get('/medscribealliance/webhooks')).statusCode).toBe(200);
  });

  it("refuses them to a user's token issued with every scope of its client, before users' scopes were narrowed", async () => {
    const key = await c.s.container.keys.current();
    const { issuer, audience } = c.s.config.auth;
    const earlier = await new SignJWT({ scope: 'transcription sessions webhooks records', client_id: decodeJwt(c.ann.token).client_id as string })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(c.ann.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti('earlier')
      .sign(key.privateKey);
    expect((await call(earlier, ['GET', '/mr/api/v2/docs'])).statusCode).toBe(403);
    expect((await call(earlier, ['GET', '/medscribealliance/webhooks'])).statusCode).toBe(403);
    expect((await c.s.app.inject({ method: 'GET', url: '/voice/api/v2/transactions', headers: { authorization: `Bearer ${earlier}` } })).statusCode).toBe(200);
  });
});

describe('SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT=1', () => {
  it("lets every user of a client open and list its sessions, the client's own included", async () => {
    const c = await clinic({ SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT: '1' });
    try {
      await c.ann.sessions.target('ann-1');
      await c.client.sessions.target('by-client');
      expect((await c.ben.sessions.status('ann-1')).statusCode).toBe(202);
      expect((await c.ben.history()).sort()).toEqual(['ann-1', 'by-client']);
    } finally {
      await c.s.close();
    }
  });
});
