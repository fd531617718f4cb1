import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * PHI redaction per session (issue 33) through the real server: `redact: true` at the svc init and at the
 * MedScribeAlliance creation; the results answered from the redacted transcript with `?redacted=true`, the original
 * without; `?redacted=true` refused (409 `not_redacted`) for a session that did not ask. (What the redactor replaces,
 * and that nothing identifying reaches a language model, is src/services/session-redaction.test.ts's: the recorded
 * fixtures say no identifier.)
 */
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('a session asks for redaction', () => {
  let s: TestServer;
  let token: string;
  let clientId: string;
  beforeAll(async () => {
    s = await startTestServer();
    s.container.startWorker(silentLog);
    ({ access_token: token, client_id: clientId } = await s.login());
  });
  afterAll(() => s.close());

  async function svcSession(txnId: string, redact: boolean | undefined) {
    const c = sessionsClient(s.app, token);
    const target = await c.target(txnId);
    await c.post(target, { name: 'visit.wav', bytes: audioFixture('dictation-metformin.wav') });
    expect((await c.init(txnId, { ...TRANSCRIPT_ONLY, ...(redact !== undefined && { redact }) })).statusCode).toBe(201);
    expect((await c.finished(txnId)).statusCode).toBe(200);
    return (redacted: boolean) => s.app.inject({ method: 'GET', url: `/voice/api/v3/status/${txnId}?action=svc-scribe-v2&redacted=${redacted}`, headers: c.bearer });
  }

  it('svc: `redact: true` keeps the redacted transcript beside the original, and the status answers either', async () => {
    const status = await svcSession('redacted-1', true);
    const stored = await s.container.sessions.find({ clientId }, 'redacted-1');
    expect(stored?.request?.redact).toBe(true);
    expect(stored?.result?.version === 2 && stored.result.redactedFiles?.length).toBe(1);
    const [original, redacted] = [await status(false), await status(true)];
    expect([original.statusCode, redacted.statusCode]).toEqual([200, 200]);
    const text = (response: typeof original) =>
      decodeValue<{ segments: { text: string }[] }>(response.json<{ data: { output: { value: string }[] } }>().data.output[0]!.value).segments.map((x) => x.text);
    // The recording names nobody: the redacted transcript says the same words.
    expect(text(redacted)).toEqual(text(original));
    expect(text(original).join(' ')).toContain('metformin');
  });

  it('svc: `?redacted=true` of a session that did not ask is refused, and the session is unchanged', async () => {
    const status = await svcSession('plain-1', undefined);
    const refused = await status(true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: { code: 'not_redacted', msg: expect.stringContaining('redact: true') } });
    expect((await status(false)).statusCode).toBe(200);
    const badInit = await s.app.inject({ method: 'POST', url: '/voice/api/v2/transaction/init/x?action=svc-scribe-v2', headers: { authorization: `Bearer ${token}` }, payload: { ...TRANSCRIPT_ONLY, redact: 'yes' } });
    expect([badInit.statusCode, badInit.body]).toEqual([422, expect.stringContaining('/redact')]);
  });

  it('MedScribeAlliance: `redact: true` at creation, `?redacted=true` on the session', async () => {
    const c = medscribeClient(s.app, token);
    const read = async (id: string, redacted: boolean) =>
      s.app.inject({ method: 'GET', url: `/medscribealliance/sessions/${id}?redacted=${redacted}`, headers: { authorization: `Bearer ${token}`, 'msa-version': '0.1' } });
    const ids: string[] = [];
    for (const redact of [true, false]) {
      const session = (await c.create({ templates: ['transcript', 'clinical_notes_template'], upload_type: 'single', communication_protocol: 'http', redact })).json();
      await c.uploadRaw(session.upload_url, 'visit.wav', audioFixture('dictation-metformin.wav'));
      expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
      expect((await c.finished(session.session_id)).statusCode).toBe(200);
      ids.push(session.session_id as string);
    }
    const redacted = await read(ids[0]!, true);
    expect([redacted.statusCode, schemaErrors('sessionCompleted', redacted.json())]).toEqual([200, []]);
    expect(redacted.json().transcript).toContain('metformin');
    expect(redacted.json().templates.clinical_notes_template.status).toBe('success');
    const refused = await read(ids[1]!, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'not_redacted' } });
  });

  it('is in /openapi.json: the options at creation and the query of the results', async () => {
    const spec = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const schemas = spec.components.schemas;
    const initBody = spec.paths['/voice/api/v2/transaction/init/{txn_id}'].post.requestBody.content['application/json'].schema;
    expect(JSON.stringify(initBody)).toContain('"redact"');
    expect(schemas.MsaCreateSessionRequest.properties.redact.type).toBe('boolean');
    const names = (path: string) => spec.paths[path].get.parameters.map((p: { name: string }) => p.name);
    expect(names('/voice/api/v3/status/{txn_id}')).toContain('redacted');
    expect(names('/medscribealliance/sessions/{session_id}')).toContain('redacted');
  });
});
