import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { joseEnvelope, openResponse, type EncryptedResponse } from '../helpers/jwe-client.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/** JSON text of objects nested `depth` deep: `{"a":{"a":…1…}}`. */
const deepText = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const NESTING = /nested deeper than 64 levels/;
const json = { 'content-type': 'application/json' };

describe('free-form JSON nested without bound (issue 27 item 5)', () => {
  let s: TestServer;
  let bearer: { authorization: string };
  beforeAll(async () => {
    s = await startTestServer();
    bearer = { authorization: `Bearer ${(await s.login()).access_token}` };
  });
  afterAll(() => s.close());

  /** A session with its audio uploaded: what init and a manifest start. */
  async function sessionWithAudio(txnId: string) {
    const sessions = sessionsClient(s.app, bearer.authorization.slice('Bearer '.length));
    const target = await sessions.target(txnId);
    expect((await sessions.post(target, { name: 'dictation.wav', bytes: audioFixture('dictation-metformin.wav') })).statusCode).toBe(204);
    return { sessions, target };
  }

  const post = (url: string, payload: string, headers: Record<string, string> = bearer) =>
    s.app.inject({ method: 'POST', url, payload, headers: { ...json, ...headers } });

  it("refuses extra_data 5,000 deep with 400 in the svc route's shape, and takes one 64 deep", async () => {
    const deep = await post('/v1/file-upload?txn_id=deep-1', deepText(5000));
    expect([deep.statusCode, deep.json()]).toEqual([400, { message: expect.stringMatching(NESTING) }]);
    expect(await s.container.sessions.find({ clientId: (await s.login()).client_id }, 'deep-1')).toBeUndefined();
    expect((await post('/v1/file-upload?txn_id=deep-2', deepText(64))).statusCode).toBe(200);
  });

  it("refuses init's additional_data 5,000 deep in init's {status, message} shape", async () => {
    await sessionWithAudio('deep-3');
    const body = `{"input_language":["en-IN"],"output_format_template":[{"template_id":"transcript_template"}],"additional_data":${deepText(5000)}}`;
    const response = await post('/voice/api/v2/transaction/init/deep-3', body);
    expect([response.statusCode, response.json()]).toEqual([400, { status: 'error', message: expect.stringMatching(NESTING) }]);
  });

  it('refuses a MedScribeAlliance additional_data 5,000 deep with 400 invalid_request', async () => {
    const body = `{"templates":["soap"],"additional_data":${deepText(5000)}}`;
    const response = await post('/medscribealliance/sessions', body);
    expect([response.statusCode, response.json()]).toEqual([400, { error: { code: 'invalid_request', message: expect.stringMatching(NESTING) } }]);
  });

  it("refuses a signed note's content 5,000 deep", async () => {
    const { client_id } = await s.createClient({ scopes: ['sessions'] });
    await s.container.users.create({ clientId: client_id, email: 'deep@clinic.example', password: 'correct horse battery' });
    const login = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/users/login', payload: { email: 'deep@clinic.example', password: 'correct horse battery' } });
    const user = { authorization: `Bearer ${login.json().access_token}` };
    const response = await post('/voice/api/v2/signed-notes/deep-4', `{"content":${deepText(5000)}}`, user);
    expect([response.statusCode, response.json()]).toEqual([400, { message: expect.stringMatching(NESTING) }]);
  });

  it('refuses a manifest 5,000 deep', async () => {
    const { sessions, target } = await sessionWithAudio('deep-5');
    const manifest = `{"output_format":{"input_language":["en-IN"],"output_template":[{"template_id":"transcript_template"}]},"additional_data":${deepText(5000)}}`;
    const response = await sessions.post(target, { name: 'deep-5.json', bytes: Buffer.from(manifest), contentType: 'application/json' });
    expect([response.statusCode, response.json()]).toEqual([400, { message: expect.stringMatching(/manifest.*nested deeper than 64 levels/) }]);
  });

  it('refuses deep JSON inside an encrypted body, answering encrypted in the route shape', async () => {
    const { client_id, access_token } = await s.login();
    const key = await s.container.clientKeys.create(client_id);
    const envelope = await joseEnvelope(JSON.parse(deepText(200)), key);
    const response = await post('/v1/file-upload?txn_id=deep-6', JSON.stringify(envelope), { authorization: `Bearer ${access_token}`, 'x-encryption': 'JWE' });
    expect([response.statusCode, response.headers['x-encryption']]).toEqual([400, 'JWE']);
    expect(openResponse(response.json() as EncryptedResponse, key.key)).toEqual({ message: expect.stringMatching(NESTING) });
  });

  it('refuses deep JSON beside the file of a base64 JSON upload', async () => {
    const body = `{"document_type":"lab_report","title":${deepText(2000)},"file":"JVBERi0xLjQK"}`;
    const response = await post('/mr/api/v2/docs', body);
    expect([response.statusCode, response.json()]).toEqual([400, { message: expect.stringMatching(NESTING) }]);
  });
});
