import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const CREATE = { templates: ['soap', 'medications'], upload_type: 'chunked', communication_protocol: 'http' };

describe('the MedScribeAlliance session flow (06-sessions.md, 07-audio-ingestion.md)', () => {
  let s: TestServer;
  const fever = audioFixture('fever-cough.wav');
  const metformin = audioFixture('dictation-metformin.wav');

  beforeAll(async () => {
    s = await startTestServer();
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  async function client() {
    const { access_token, client_id } = await s.login();
    return { ...medscribeClient(s.app, access_token), clientId: client_id, token: access_token };
  }

  it('creates, takes two real-audio chunks out of order, ends, and completes with soap and medications from what was said, in chunk order', async () => {
    const c = await client();
    const created = await c.create({ ...CREATE, model: 'pro', additional_data: { emr_encounter_id: 'enc_123' } });
    expect(created.statusCode).toBe(201);
    expect(schemaErrors('createSession', created.json())).toEqual([]);
    const session = created.json();
    expect(session).toMatchObject({ status: 'created', templates: ['soap', 'medications'], model: 'pro', upload_type: 'chunked', additional_data: { emr_encounter_id: 'enc_123' } });
    expect(session.session_id).toMatch(/^ses_[0-9a-f]{24}$/);
    expect(session.upload_url).toBe(`http://localhost:80/medscribealliance/sessions/${session.session_id}/audio`);
    expect(Date.parse(session.expires_at) - Date.parse(session.created_at)).toBe(s.config.sessions.startWithinS * 1000);

    const idle = await c.get(session.session_id);
    expect([idle.statusCode, idle.json().status]).toEqual([202, 'created']);
    expect(schemaErrors('sessionProcessing', idle.json())).toEqual([]);

    // The second chunk first, as the raw body; then the first, as multipart.
    const second = await c.uploadRaw(session.upload_url, 'audio_1.wav', metformin);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ session_id: session.session_id, file: 'audio_1.wav', audio_files_received: 1, audio_files: ['audio_1.wav'] });
    const first = await c.uploadMultipart(session.upload_url, 'audio_0.wav', fever);
    expect(first.json()).toMatchObject({ file: 'audio_0.wav', audio_files_received: 2, audio_files: ['audio_1.wav', 'audio_0.wav'] });

    const recording = await c.get(session.session_id);
    expect([recording.statusCode, recording.json().status, recording.json().audio_files_received]).toEqual([202, 'initialized', 2]);
    expect(schemaErrors('sessionProcessing', recording.json())).toEqual([]);

    const ended = await c.end(session.session_id, 2);
    expect(ended.statusCode).toBe(202);
    expect(schemaErrors('endSession', ended.json())).toEqual([]);
    expect(ended.json()).toEqual({
      session_id: session.session_id,
      status: 'processing',
      message: 'Session ended. Processing started.',
      audio_files_received: 2,
      audio_files: ['audio_1.wav', 'audio_0.wav'],
    });
    // The same pipeline as the svc sessions, fed in sequence order.
    const stored = await s.container.sessions.find({ clientId: c.clientId }, session.session_id);
    expect(stored?.request).toMatchObject({ source: 'medscribealliance', mode: 'consultation', files: ['audio_0.wav', 'audio_1.wav'], filesSent: 2 });

    const done = await c.finished(session.session_id);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(schemaErrors('sessionCompleted', body)).toEqual([]);
    expect(body).toMatchObject({
      status: 'completed',
      model_used: 'pro',
      language_detected: 'en',
      audio_files_received: 2,
      additional_data: { emr_encounter_id: 'enc_123' },
    });
    expect(Object.keys(body.templates)).toEqual(['soap', 'medications']);
    const transcript = (body.transcript as string).toLowerCase();
    expect(transcript.indexOf('fever')).toBeGreaterThanOrEqual(0);
    expect(transcript.indexOf('fever')).toBeLessThan(transcript.indexOf('metformin'));

    const soap = body.templates.soap;
    expect(soap.status).toBe('success');
    for (const part of ['subjective', 'objective', 'assessment', 'plan']) expect(typeof soap.data[part]).toBe('string');
    expect(soap.data.subjective.toLowerCase()).toContain('fever');
    expect(soap.data.plan.toLowerCase()).toContain('metformin');

    const medications = body.templates.medications;
    expect(medications.status).toBe('success');
    const metforminEntry = (medications.data as { name: string }[]).find((m) => m.name === 'metformin');
    expect(metforminEntry).toMatchObject({ name: 'metformin', dosage: '500 mg', action: 'start' });
    expect(Object.keys(metforminEntry!).sort()).toEqual(['action', 'dosage', 'duration', 'frequency', 'instructions', 'name', 'route']);
  });

  it("keeps a session's settings apart from its extra_data, and serves a session written before, with them in its extra_data, to its end", async () => {
    const c = await client();
    const created = (await c.create({ ...CREATE, templates: ['transcript'], additional_data: { emr_encounter_id: 'enc_9' } })).json();
    const stored = await s.container.store.sessions.find({ clientId: c.clientId, txnId: created.session_id });
    // What the svc API and the notes engine see of the client's extra_data holds nothing of the protocol's.
    expect(stored).toMatchObject({
      extraData: {},
      protocolSettings: { medscribealliance: { templates: ['transcript'], model: 'lite', uploadType: 'chunked', additionalData: { emr_encounter_id: 'enc_9' } } },
    });

    // The row as this route wrote it before the column: the same settings under the same key of its extra_data.
    const legacyId = 'ses_00000000000000000000legacy';
    await s.container.store.sessions.create({
      ...stored!,
      txnId: legacyId,
      folderPath: stored!.folderPath.replace(created.session_id, legacyId),
      extraData: stored!.protocolSettings as Record<string, unknown>,
      protocolSettings: null,
    });
    const uploadUrl = created.upload_url.replace(created.session_id, legacyId);
    expect((await c.get(legacyId)).json()).toMatchObject({ status: 'created', additional_data: { emr_encounter_id: 'enc_9' } });
    expect((await c.uploadRaw(uploadUrl, 'audio_0.wav', metformin)).statusCode).toBe(200);
    expect((await c.end(legacyId, 1)).statusCode).toBe(202);
    const done = await c.finished(legacyId);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', model_used: 'lite', additional_data: { emr_encounter_id: 'enc_9' }, templates: { transcript: { status: 'success' } } });
  });

  it('answers a finished session with templates asked for afterwards, rendered from its stored result without recognising again', async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, templates: ['transcript'] })).json();
    await c.uploadRaw(session.upload_url, 'audio_0.wav', metformin);
    await c.end(session.session_id, 1);
    expect((await c.finished(session.session_id)).statusCode).toBe(200);
    const engine = await s.container.speech.ready;
    const recognitions = vi.spyOn(engine, 'transcribe');

    const later = await s.app.inject({ method: 'GET', url: `/medscribealliance/sessions/${session.session_id}?templates=soap,medications,fhir`, headers: { authorization: `Bearer ${c.token}` } });
    expect(later.statusCode).toBe(200);
    expect(schemaErrors('sessionCompleted', later.json())).toEqual([]);
    const { templates } = later.json();
    expect(Object.keys(templates)).toEqual(['soap', 'medications', 'fhir']);
    expect(templates.soap.status).toBe('success');
    expect(templates.soap.data.plan.toLowerCase()).toContain('metformin');
    expect(templates.medications.data).toEqual([expect.objectContaining({ name: 'metformin', dosage: '500 mg' })]);
    expect(templates.fhir.data.resourceType).toBe('Bundle');
    expect(recognitions).not.toHaveBeenCalled();
    recognitions.mockRestore();
    // What it was created with is unchanged.
    expect(Object.keys((await c.get(session.session_id)).json().templates)).toEqual(['transcript']);

    const unknown = await s.app.inject({ method: 'GET', url: `/medscribealliance/sessions/${session.session_id}?templates=soap,cardio_note`, headers: { authorization: `Bearer ${c.token}` } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: 'template_not_found', details: { template_id: 'cardio_note' } });
  });

  it('ends partial, with what came processed, when fewer files came than the client sent', async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, templates: ['transcript'] })).json();
    expect((await c.uploadRaw(session.upload_url, 'chunk_0.wav', fever)).statusCode).toBe(200);
    expect((await c.end(session.session_id, 2)).statusCode).toBe(202);
    const done = await c.finished(session.session_id);
    expect(done.statusCode).toBe(206);
    const body = done.json();
    expect(schemaErrors('sessionPartial', body)).toEqual([]);
    expect(body).toMatchObject({ status: 'partial', audio_files_received: 1, audio_files_processed: 1 });
    expect(body.processing_errors).toEqual([{ type: 'audio_files_missing', message: '2 audio files were sent, 1 received' }]);
    expect(body.templates.transcript.status).toBe('success');
    expect(body.templates.transcript.data.transcript.toLowerCase()).toContain('fever');
  });

  it('serves the other templates from the same run: fhir as the Bundle, clinical_notes_template as its svc document', async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, templates: ['fhir', 'clinical_notes_template'], upload_type: 'single' })).json();
    await c.uploadMultipart(session.upload_url, 'visit.wav', metformin);
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    const body = (await c.finished(session.session_id)).json();
    expect(schemaErrors('sessionCompleted', body)).toEqual([]);
    expect(body.templates.fhir).toMatchObject({ status: 'success', data: { resourceType: 'Bundle', type: 'document' } });
    const notes = body.templates.clinical_notes_template;
    expect(notes.status).toBe('success');
    expect(notes.data.markdown).toContain('## Medications');
  });

  it('answers a session whose audio could not be read 200 failed, with why (09-extraction.md §9.7)', async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, templates: ['soap'] })).json();
    await c.uploadRaw(session.upload_url, 'audio_0.wav', audioFixture('not-audio.wav'));
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    const done = await c.finished(session.session_id);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(schemaErrors('sessionCompleted', body)).toEqual([]);
    expect(body).toMatchObject({ status: 'failed', error: { code: 'processing_failed' }, templates: { soap: { status: 'failed', error: { code: 'audio_unreadable' } } } });
    expect(body).not.toHaveProperty('transcript');
  });

  it('takes a single upload of any name, and one file only', async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, upload_type: 'single' })).json();
    expect(schemaErrors('createSession', session)).toEqual([]);
    expect((await c.uploadMultipart(session.upload_url, 'consultation.wav', fever)).statusCode).toBe(200);
    // The same name again replaces the file (a retried upload); another file is refused.
    expect((await c.uploadMultipart(session.upload_url, 'consultation.wav', fever)).json().audio_files).toEqual(['consultation.wav']);
    const second = await c.uploadRaw(session.upload_url, 'more.wav', metformin);
    expect(second.statusCode).toBe(400);
    expect(schemaErrors('error', second.json())).toEqual([]);
    expect(second.json().error).toEqual({ code: 'invalid_request', message: 'a single upload session takes one file, and has consultation.wav' });
  });

  it('refuses chunk names without their sequence number, zero-padded or taken, and audio without a file name', async () => {
    const c = await client();
    const session = (await c.create(CREATE)).json();
    expect((await c.uploadRaw(session.upload_url, 'audio_0.wav', fever)).statusCode).toBe(200);
    for (const name of ['audio.wav', 'audio_01.wav', 'audio_first.wav', 'chunk_0.wav']) {
      for (const response of [await c.uploadRaw(session.upload_url, name, fever), await c.uploadMultipart(session.upload_url, name, fever)]) {
        expect([name, response.statusCode, response.json().error.code]).toEqual([name, 400, 'invalid_request']);
        expect(schemaErrors('error', response.json())).toEqual([]);
      }
    }
    expect((await c.uploadRaw(session.upload_url, 'chunk_0.wav', fever)).json().error.message).toBe('sequence number 0 was uploaded already, as audio_0.wav');
    const unnamed = await s.app.inject({
      method: 'POST',
      url: new URL(session.upload_url).pathname,
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'audio/wav' },
      payload: fever,
    });
    expect([unnamed.statusCode, unnamed.json().error.code]).toEqual([400, 'invalid_request']);
    expect((await c.get(session.session_id)).json().audio_files).toEqual(['audio_0.wav']);
  });

  it('answers an unknown template 400 template_not_found, an unserved language 422, and a stream upload 400, in the protocol shape', async () => {
    const c = await client();
    const unknown = await c.create({ ...CREATE, templates: ['soap', 'custom_cardio_note'] });
    expect(unknown.statusCode).toBe(400);
    expect(schemaErrors('error', unknown.json())).toEqual([]);
    expect(unknown.json().error).toMatchObject({
      code: 'template_not_found',
      message: "Template 'custom_cardio_note' is not available",
      details: { template_id: 'custom_cardio_note', available_templates: ['transcript', 'soap', 'medications', 'clinical_notes_template', 'svc_emr_template', 'fhir'] },
    });
    const language = await c.create({ ...CREATE, language_hint: ['xx'] });
    expect([language.statusCode, language.json().error.code]).toEqual([422, 'language_unsupported']);
    expect(schemaErrors('error', language.json())).toEqual([]);
    const stream = await c.create({ ...CREATE, upload_type: 'stream' });
    expect([stream.statusCode, stream.json().error.code]).toEqual([400, 'invalid_request']);
    const invalid = await c.create({ upload_type: 'chunked' });
    expect([invalid.statusCode, invalid.json().error.code]).toEqual([400, 'invalid_request']);
    expect(schemaErrors('error', invalid.json())).toEqual([]);
  });

  it('answers no token 401 and an unknown session 404 session_not_found; a client sees only its own protocol sessions', async () => {
    const noToken = await s.app.inject({ method: 'POST', url: '/medscribealliance/sessions', payload: CREATE });
    expect([noToken.statusCode, noToken.json().error.code]).toEqual([401, 'authentication_failed']);
    expect(schemaErrors('error', noToken.json())).toEqual([]);

    const owner = await client();
    const session = (await owner.create(CREATE)).json();
    const other = await client();
    const svc = sessionsClient(s.app, other.token);
    const svcSession = (await svc.target('ses_0123456789abcdef')).txn_id;
    for (const id of ['ses_unknown123456789', session.session_id, svcSession]) {
      for (const response of [await other.get(id), await other.end(id, 0), await other.uploadRaw(`http://x/medscribealliance/sessions/${id}/audio`, 'a_0.wav', fever)]) {
        expect(response.statusCode).toBe(404);
        expect(schemaErrors('error', response.json())).toEqual([]);
        expect(response.json()).toEqual({ error: { code: 'session_not_found', message: `Session '${id}' does not exist`, details: { session_id: id } } });
      }
    }
    expect((await owner.get(session.session_id)).statusCode).toBe(202);
  });

  it('refuses audio and a second end once ended, and an end without audio', async () => {
    const c = await client();
    const empty = (await c.create(CREATE)).json();
    const noAudio = await c.end(empty.session_id, 0);
    expect([noAudio.statusCode, noAudio.json().error.code]).toEqual([400, 'invalid_request']);

    const session = (await c.create({ ...CREATE, templates: ['transcript'] })).json();
    await c.uploadRaw(session.upload_url, 'audio_0.wav', fever);
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    const again = await c.end(session.session_id, 1);
    expect([again.statusCode, again.json().error]).toEqual([400, { code: 'invalid_request', message: 'The session has been ended already' }]);
    const late = await c.uploadRaw(session.upload_url, 'audio_1.wav', fever);
    expect([late.statusCode, late.json().error]).toEqual([400, { code: 'invalid_request', message: 'The session has ended: it takes no more audio' }]);
    expect((await c.finished(session.session_id)).statusCode).toBe(200);
  });

  it("names a field of the start refused at the end by the protocol's names, not the svc init body's", async () => {
    const c = await client();
    const session = (await c.create({ ...CREATE, templates: ['transcript'] })).json();
    await c.uploadRaw(session.upload_url, 'audio_0.wav', fever);
    // The session's language, served when it was created, is no longer installed when it ends.
    const installed = vi.spyOn(await s.container.speech.ready, 'installedLanguages').mockReturnValue(['hi']);
    try {
      const refused = await c.end(session.session_id, 1);
      expect(refused.statusCode).toBe(422);
      expect(schemaErrors('error', refused.json())).toEqual([]);
      const message = expect.stringMatching(/^language en-(IN|US) is not installed on this server; installed: hi$/);
      expect(refused.json()).toEqual({ error: { code: 'invalid_request', message, details: { fields: [{ field: 'language_hint', message }] } } });
    } finally {
      installed.mockRestore();
    }
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    expect((await c.finished(session.session_id)).statusCode).toBe(200);
  });

  it('answers a session not ended in time 410: its status as ExpiredSessionResponse, audio and end as session_expired', async () => {
    const credentials = await s.createClient();
    const login = async () => (await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/login', payload: credentials })).json().access_token as string;
    const session = (await medscribeClient(s.app, await login()).create(CREATE)).json();
    await medscribeClient(s.app, await login()).uploadRaw(session.upload_url, 'audio_0.wav', fever);
    s.clock.advance(s.config.sessions.startWithinS);
    // A day on, the first token has expired too.
    const c = medscribeClient(s.app, await login());
    const status = await c.get(session.session_id);
    expect(status.statusCode).toBe(410);
    expect(schemaErrors('sessionExpired', status.json())).toEqual([]);
    expect(status.json()).toMatchObject({ status: 'expired', expired_at: session.expires_at, audio_files: ['audio_0.wav'], templates: {}, transcript: null });
    for (const response of [await c.uploadRaw(session.upload_url, 'audio_1.wav', fever), await c.end(session.session_id, 1)]) {
      expect(response.statusCode).toBe(410);
      expect(schemaErrors('error', response.json())).toEqual([]);
      expect(response.json().error).toMatchObject({ code: 'session_expired', details: { session_id: session.session_id, expired_at: session.expires_at } });
    }
  });

  it('documents the session operations under the MedScribeAlliance tag with named schemas', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // A route with a JSON body documents its encrypted form beside each schema (`anyOf`, the plain one first).
    type Media = { content: { 'application/json': { schema: { $ref?: string; anyOf?: { $ref: string }[] } } } };
    const refOf = (media: Media) => media.content['application/json'].schema.$ref ?? media.content['application/json'].schema.anyOf?.[0]?.$ref;
    const operations = [
      ['post', '/medscribealliance/sessions', 'createMedscribeSession'],
      ['post', '/medscribealliance/sessions/{session_id}/audio', 'uploadMedscribeAudio'],
      ['post', '/medscribealliance/sessions/{session_id}/end', 'endMedscribeSession'],
      ['get', '/medscribealliance/sessions/{session_id}', 'getMedscribeSession'],
    ] as const;
    for (const [method, path, operationId] of operations) {
      const operation = doc.paths[path][method];
      expect([path, operation.operationId, operation.tags]).toEqual([path, operationId, ['MedScribeAlliance']]);
      const notFound = path.endsWith('/sessions') ? [] : ['404'];
      for (const status of ['400', '401', '403', ...notFound]) {
        expect([path, status, refOf(operation.responses[status])]).toEqual([path, status, '#/components/schemas/MsaError']);
      }
    }
    const create = doc.paths['/medscribealliance/sessions'].post;
    expect(refOf(create.requestBody)).toBe('#/components/schemas/MsaCreateSessionRequest');
    expect(refOf(create.responses['201'])).toBe('#/components/schemas/MsaCreatedSession');
    expect(refOf(doc.paths['/medscribealliance/sessions/{session_id}/end'].post.responses['202'])).toBe('#/components/schemas/MsaEndedSession');
    const get = doc.paths['/medscribealliance/sessions/{session_id}'].get.responses;
    expect(Object.fromEntries(['200', '202', '206', '410'].map((status) => [status, refOf(get[status])]))).toEqual({
      200: '#/components/schemas/MsaSessionFinished',
      202: '#/components/schemas/MsaSessionInProgress',
      206: '#/components/schemas/MsaSessionPartial',
      410: '#/components/schemas/MsaSessionExpired',
    });
    const upload = doc.paths['/medscribealliance/sessions/{session_id}/audio'].post.requestBody.content;
    expect(Object.keys(upload).sort()).toEqual(['application/octet-stream', 'multipart/form-data']);
  });
});
