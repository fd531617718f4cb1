import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { audioPart, multipartForm } from '../helpers/multipart.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fever = audioFixture('fever-cough.wav');

/**
 * What outside clients send (issue 13): the vendor SDK's manifest-then-init flow and its `null`
 * defaults, the vendor's action name, and transaction ids at and past the edges of the one rule.
 */
describe('sessions as outside clients drive them', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer();
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  async function client() {
    return sessionsClient(s.app, (await s.login()).access_token);
  }

  it("answers the vendor SDK's flow (audio, manifest, then init with mode null) with 201 and the manifest's batch id, once", async () => {
    const c = await client();
    // The SDK: presign, upload the audio, push the manifest `<folderPath><txn>.json`, then POST init and require 201.
    const target = await c.target('sdk-flow-1', {});
    expect((await c.post(target, { name: 'recording_1.wav', bytes: fever })).statusCode).toBe(204);
    const manifest = {
      'client-id': 'vendor-client',
      'transaction-id': 'sdk-flow-1',
      'audio-file': ['recording_1.wav'],
      transfer: 'non-vaded',
      mode: null,
      model_type: null,
      additional_data: {},
      output_format: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template', codification_needed: false }] },
    };
    const manifestKey = `${target.folderPath}sdk-flow-1.json`;
    const pushed = await c.post(target, { name: 'data.json', bytes: Buffer.from(JSON.stringify(manifest)), contentType: 'application/json' }, { ...target.uploadData.fields, key: manifestKey });
    expect([pushed.statusCode, pushed.body]).toEqual([204, '']);
    const started = await s.container.sessions.find({ clientId: target.folderPath.split('/')[0]! }, 'sdk-flow-1');
    expect(started?.batchId).toEqual(expect.any(String));

    const initBody = {
      mode: null,
      input_language: ['en-IN'],
      output_format_template: [{ template_id: 'transcript_template', codification_needed: false }],
      model_type: 'pro',
      transfer: 'non-vaded',
      client_generated_files: [`s3://m-prod-voice-record/${target.folderPath}recording_1.wav`],
      additional_data: {},
    };
    const init = await c.init('sdk-flow-1', initBody);
    expect([init.statusCode, init.json()]).toEqual([201, { status: 'success', message: 'Transaction initialized', txn_id: 'sdk-flow-1', b_id: started!.batchId }]);
    const second = await c.init('sdk-flow-1', initBody);
    expect([second.statusCode, second.json()]).toEqual([409, { status: 'error', message: 'Transaction already initialized' }]);

    const done = await c.finished('sdk-flow-1');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.output.map((i: { template_id: string; status: string }) => [i.template_id, i.status])).toEqual([['transcript_template', 'success']]);
  });

  it('treats "mode": null on init as absent (dictation), not 422', async () => {
    const c = await client();
    const target = await c.target('mode-null', {});
    expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    const init = await c.init('mode-null', {
      mode: null,
      input_language: ['en-IN'],
      output_format_template: [{ template_id: 'transcript_template', codification_needed: false }],
    });
    expect([init.statusCode, init.body]).toEqual([201, expect.any(String)]);
    const session = await s.container.sessions.find({ clientId: target.folderPath.split('/')[0]! }, 'mode-null');
    expect(session?.request?.mode).toBe('dictation');
    // A second init after an init stays 409.
    expect((await c.init('mode-null', { input_language: ['en-IN'], output_format_template: [{ template_id: 'transcript_template' }] })).statusCode).toBe(409);
  });

  it('refuses transaction ids outside the one rule at creation with 400 in the documented shape, and serves every id it accepts', async () => {
    const c = await client();
    for (const txnId of ['.', '..', '.hidden', '-x', '_x', 'a'.repeat(101), 'a'.repeat(128), 'a b', 'a/b']) {
      const refused = await c.presign(txnId);
      expect([refused.statusCode, Object.keys(refused.json())], txnId).toEqual([400, ['message']]);
    }
    const voice = multipartForm([audioPart(fever, 'visit.wav', 'audio/wav')]);
    for (const txnId of ['..', '-x', 'v'.repeat(101)]) {
      const refused = await s.app.inject({ method: 'POST', url: `/voice/upload?mode=dictation&txnid=${encodeURIComponent(txnId)}`, headers: { ...c.bearer, ...voice.headers }, payload: voice.payload });
      expect([refused.statusCode, Object.keys(refused.json())], txnId).toEqual([400, ['message']]);
    }
    for (const txnId of ['x', '0.x', 'visit_2.b-c', 'a'.repeat(100)]) {
      const target = await c.target(txnId);
      expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode, txnId).toBe(204);
      expect((await c.status(txnId)).statusCode, txnId).toBe(202);
      expect((await c.fhirStatus(txnId)).statusCode, txnId).toBe(200);
    }
    const longest = 'a'.repeat(100);
    const deleted = await s.app.inject({ method: 'DELETE', url: `/voice/api/v2/transaction/${longest}`, headers: c.bearer });
    expect(deleted.statusCode).toBe(204);
  });

  it('accepts only the default action name unless SCRIBE_SESSION_ACTIONS says otherwise', async () => {
    const c = await client();
    const presign = (action: string) => s.app.inject({ method: 'POST', url: `/v1/file-upload?txn_id=act-default&action=${action}`, headers: c.bearer, payload: {} });
    expect((await presign('svc-scribe-v2')).statusCode).toBe(200);
    const refused = await presign('ekascribe-v2');
    expect([refused.statusCode, Object.keys(refused.json())]).toEqual([400, ['message']]);
    expect(refused.json().message).toContain('ekascribe-v2');
  });
});

describe('SCRIBE_SESSION_ACTIONS', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_SESSION_ACTIONS: 'svc-scribe-v2, ekascribe-v2' });
  });
  afterAll(() => s.close());

  it('is honoured by upload, init and status, each refusing other names with 400 in its own shape', async () => {
    const c = sessionsClient(s.app, (await s.login()).access_token);
    const upload = (txnId: string, action: string) =>
      s.app.inject({ method: 'POST', url: `/v1/file-upload?txn_id=${txnId}&action=${action}`, headers: c.bearer, payload: {} });
    expect((await upload('act-1', 'svc-scribe-v2')).statusCode).toBe(200);
    const migrated = await upload('act-2', 'ekascribe-v2');
    expect(migrated.statusCode).toBe(200);
    const other = await upload('act-3', 'other-v1');
    expect([other.statusCode, Object.keys(other.json())]).toEqual([400, ['message']]);

    const target = migrated.json();
    expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    const body = { input_language: ['en-IN'], output_format_template: [{ template_id: 'transcript_template' }] };
    const init = (action: string) => s.app.inject({ method: 'POST', url: `/voice/api/v2/transaction/init/act-2?action=${action}`, headers: c.bearer, payload: body });
    const badInit = await init('other-v1');
    expect([badInit.statusCode, badInit.json().status]).toEqual([400, 'error']);
    expect((await init('ekascribe-v2')).statusCode).toBe(201);

    const status = (action: string) => s.app.inject({ method: 'GET', url: `/voice/api/v3/status/act-2?action=${action}`, headers: c.bearer });
    expect((await status('ekascribe-v2')).statusCode).toBe(202);
    const badStatus = await status('other-v1');
    expect([badStatus.statusCode, Object.keys(badStatus.json().error)]).toEqual([400, ['code', 'msg']]);
  });
});
