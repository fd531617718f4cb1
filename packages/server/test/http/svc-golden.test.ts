import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture, documentFixture } from '../helpers/fixtures.js';
import { multipartClient } from '../helpers/multipart-client.js';
import { multipartForm } from '../helpers/multipart.js';
import { TRANSCRIPT_ONLY, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { normaliseBody } from '../helpers/svc-golden-normaliser.js';

/**
 * The svc API's bodies, byte for byte, as committed in `test/fixtures/svc-golden/` (issue 29: the svc front-end owns
 * its wire, and moving the wire out of the services must not change one byte of it). Each golden is a response body
 * with only what differs from run to run replaced (`svc-golden-normaliser.ts`). A golden changes only with a wire
 * change that is meant: rewrite them with `SVC_GOLDEN_WRITE=1` and review the diff.
 */
const GOLDEN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/svc-golden');
const WRITE = process.env.SVC_GOLDEN_WRITE === '1';
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ALL_TEMPLATES = ['transcript_template', 'clinical_notes_template', 'svc_emr_template', 'soap'].map((template_id) => ({ template_id, codification_needed: true }));

interface Answer {
  statusCode: number;
  body: string;
}

/** Checks a response's status and its normalised body against the golden `<name>.json`. */
function expectGolden(name: string, response: Answer, statusCode: number): void {
  expect([response.statusCode, name]).toEqual([statusCode, name]);
  const body = normaliseBody(response.body);
  const file = path.join(GOLDEN_DIR, `${name}.json`);
  if (WRITE) fs.writeFileSync(file, body);
  expect(body, name).toBe(fs.readFileSync(file, 'utf8'));
}

describe('the svc API wire, against golden bodies', () => {
  let s: TestServer;
  const fever = audioFixture('fever-cough.wav');
  const metformin = audioFixture('dictation-metformin.wav');

  beforeAll(async () => {
    if (WRITE) fs.mkdirSync(GOLDEN_DIR, { recursive: true });
    s = await startTestServer();
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  async function client() {
    const credentials = await s.createClient();
    const login = await s.app.inject({ method: 'POST', url: '/connect-auth/v1/account/login', payload: credentials });
    const { access_token, refresh_token } = login.json<{ access_token: string; refresh_token: string }>();
    const sessions = sessionsClient(s.app, access_token);
    return { credentials, login, refresh_token, sessions, multipart: multipartClient(s.app, sessions.bearer) };
  }

  it('login and refresh', async () => {
    const { credentials, login, refresh_token } = await client();
    expectGolden('auth-login', login, 200);
    const refreshed = await s.app.inject({ method: 'POST', url: `/connect-auth/v1/oidc-client/${credentials.client_id}/refresh`, payload: { refresh_token } });
    expectGolden('auth-refresh', refreshed, 200);
  });

  it('a consultation of two files with every template: upload URL, init, in progress, status v3 and v1', async () => {
    const { sessions } = await client();
    const presigned = await sessions.presign('golden-all', { mode: 'consultation' });
    expectGolden('upload-url', presigned, 200);
    const target = presigned.json<{ uploadData: { url: string; fields: Record<string, string> }; folderPath: string; txn_id: string }>();
    await sessions.post(target, { name: 'complaint.wav', bytes: fever });
    await sessions.post(target, { name: 'plan.wav', bytes: metformin });
    expectGolden('status-waiting', await sessions.status('golden-all'), 202);
    const init = await sessions.init('golden-all', { ...TRANSCRIPT_ONLY, mode: 'consultation', output_format_template: ALL_TEMPLATES, additional_data: { visit: 7 } });
    expectGolden('init', init, 201);
    expectGolden('status-all-templates', await sessions.finished('golden-all'), 200);
    expectGolden('status-v1-fhir', await sessions.fhirStatus('golden-all'), 200);
  });

  it('a session started by its manifest, in another language', async () => {
    const { sessions } = await client();
    const target = await sessions.target('golden-manifest', { mode: 'dictation', model_type: 'pro' });
    await sessions.post(target, { name: 'dictation.wav', bytes: metformin });
    const manifest = { 'audio-file': ['dictation.wav'], output_format: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template' }, { template_id: 'svc_emr_template' }] }, output_language: 'en-US' };
    await sessions.post(target, { name: 'golden-manifest.json', bytes: Buffer.from(JSON.stringify(manifest)), contentType: 'application/json' });
    expectGolden('status-manifest', await sessions.finished('golden-manifest'), 200);
  });

  it('a failed file, then a session whose every file failed', async () => {
    const { sessions } = await client();
    const target = await sessions.target('golden-partial');
    await sessions.post(target, { name: 'good.wav', bytes: fever });
    await sessions.post(target, { name: 'bad.wav', bytes: audioFixture('not-audio.wav') });
    await sessions.init('golden-partial', TRANSCRIPT_ONLY);
    expectGolden('status-partial', await sessions.finished('golden-partial'), 206);
    expectGolden('status-v1-partial', await sessions.fhirStatus('golden-partial'), 200);

    const failed = await sessions.target('golden-failed');
    await sessions.post(failed, { name: 'bad.wav', bytes: audioFixture('not-audio.wav') });
    await sessions.init('golden-failed', TRANSCRIPT_ONLY);
    expectGolden('status-failed', await sessions.finished('golden-failed'), 500);
    expectGolden('status-v1-failed', await sessions.fhirStatus('golden-failed'), 200);
  });

  it('a multipart upload: initiate, part, complete', async () => {
    const { sessions, multipart } = await client();
    await sessions.target('golden-multipart');
    const initiated = await multipart.initiate({ txn_id: 'golden-multipart', file_name: 'dictation.wav', parts: 1 });
    expectGolden('multipart-initiate', initiated, 200);
    const upload = initiated.json<{ upload_id: string; part_urls: { url: string }[] }>();
    const part = await multipart.put(upload.part_urls[0]!.url, metformin);
    const completed = await multipart.complete(upload.upload_id, [{ part_number: 1, etag: part.headers.etag as string }]);
    expectGolden('multipart-complete', completed, 200);
  });

  it('documents: upload, get, list', async () => {
    const { sessions } = await client();
    const form = multipartForm([
      { name: 'document_type', value: 'lab_report' },
      { name: 'document_date', value: '2026-01-02' },
      { name: 'title', value: 'Blood count' },
      { name: 'patient_reference', value: 'P-17' },
      { name: 'file', value: documentFixture('tiny.pdf'), filename: 'cbc.pdf', contentType: 'application/pdf' },
    ]);
    const uploaded = await s.app.inject({ method: 'POST', url: '/mr/api/v2/docs', headers: { ...sessions.bearer, ...form.headers }, payload: form.payload });
    expectGolden('document-upload', uploaded, 201);
    const { id } = uploaded.json<{ id: string }>();
    expectGolden('document-get', await s.app.inject({ method: 'GET', url: `/mr/api/v2/docs/${id}`, headers: sessions.bearer }), 200);
    expectGolden('document-list', await s.app.inject({ method: 'GET', url: '/mr/api/v2/docs', headers: sessions.bearer }), 200);
  });
});
