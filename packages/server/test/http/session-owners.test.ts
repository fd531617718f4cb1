import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { multipartClient } from '../helpers/multipart-client.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const PASSWORD = 'correct horse battery';
const MSA_CREATE = { templates: ['transcript'], upload_type: 'chunked', communication_protocol: 'http' };

/** A server with one client, its own token, and two of its users (Ann and Ben) signed in to the web app. */
async function clinic(env: Record<string, string> = {}) {
  const s = await startTestServer(env);
  const client = await s.login();
  const signIn = async (email: string) => {
    const user = await s.container.users.create({ clientId: client.client_id, email, password: PASSWORD });
    const response = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email, password: PASSWORD } });
    return { id: user.user_id, token: response.json().access_token as string };
  };
  const ann = await signIn('ann@clinic.example');
  const ben = await signIn('ben@clinic.example');
  const as = (token: string) => {
    const bearer = { authorization: `Bearer ${token}` };
    const get = (url: string) => s.app.inject({ method: 'GET', url, headers: bearer });
    return {
      bearer,
      sessions: sessionsClient(s.app, token),
      medscribe: medscribeClient(s.app, token),
      history: async () => ((await get('/voice/api/v2/transactions')).json() as { sessions: { txn_id: string }[] }).sessions.map((x) => x.txn_id),
      get,
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
    expect((await ben.sessions.presign('ann-1')).statusCode).toBe(409);
    expect((await multipartClient(c.s.app, ben.bearer).initiate({ txn_id: 'ann-1', file_name: 'big.wav', parts: 2 })).statusCode).toBe(404);
    expect((await ben.get('/voice/v1/stream?txn_id=ann-1')).statusCode).toBe(404);

    // Ann, and the client's own token, still reach it.
    expect((await c.ann.sessions.status('ann-1')).statusCode).toBe(202);
    expect((await c.ann.get('/voice/api/v2/signed-notes/ann-1')).json()).toEqual({ signed_notes: [] });
    expect((await c.client.sessions.status('ann-1')).statusCode).toBe(202);
    expect((await c.ann.get('/voice/v1/stream?txn_id=ann-1')).statusCode).toBe(426);
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
