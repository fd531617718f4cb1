import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { validateFhir } from '../helpers/fhir-validator.js';
import { audioPart, multipartForm } from '../helpers/multipart.js';
import type { SoapDocument as SdkSoapDocument } from '@svc-scribe/sdk';
import { SECTIONS } from '../../src/engines/notes/render/clinical-notes.js';
import { SOAP_SECTIONS, type SoapDocument } from '../../src/engines/notes/render/soap.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';

const SECTION_KEYS = SECTIONS.map(([key]) => key);
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('transcription sessions (PROTOCOL §4)', () => {
  let s: TestServer;
  const fever = audioFixture('fever-cough.wav');
  const metformin = audioFixture('dictation-metformin.wav');

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_UPLOAD_POST_MAX_BYTES: String(1024 * 1024) });
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  async function client() {
    return sessionsClient(s.app, (await s.login()).access_token);
  }

  it('presigns, stores two files, inits, and returns one transcript with times running across the files', async () => {
    const c = await client();
    const target = await c.target('visit-1', { mode: 'dictation', model_type: 'pro' });
    expect(target.txn_id).toBe('visit-1');
    expect(target.folderPath).toMatch(/^[0-9a-f-]{36}\/visit-1\/\d{8}_\d{6}\/$/);
    expect(target.uploadData.url).toMatch(/\/v1\/file-upload\/storage$/);
    expect(target.uploadData.fields.key).toBe(`${target.folderPath}\${filename}`);

    // A second presign for the next file signs the same folder.
    const again = await c.target('visit-1');
    expect(again.folderPath).toBe(target.folderPath);
    // A name is at most 255 bytes, as file systems count it: 100 characters of three bytes each are too many.
    expect((await c.post(again, { name: `${'日'.repeat(100)}.wav`, bytes: fever })).statusCode).toBe(403);

    for (const [name, bytes] of [['part 1.wav', fever], ['part-2.wav', metformin]] as const) {
      const stored = await c.post(again, { name, bytes });
      expect([stored.statusCode, stored.body]).toEqual([204, '']);
    }
    expect((await c.status('visit-1')).statusCode).toBe(202);

    const init = await c.init('visit-1', { ...TRANSCRIPT_ONLY, client_generated_files: ['part 1.wav', `s3://bucket/${target.folderPath}part-2.wav`] });
    expect(init.statusCode).toBe(201);
    expect(init.json()).toMatchObject({ status: 'success', message: 'Transaction initialized', txn_id: 'visit-1' });
    expect(init.json().b_id).toEqual(expect.any(String));

    const done = await c.finished('visit-1');
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body.status).toBe('completed');
    expect(body.data.output).toHaveLength(1);
    const [item] = body.data.output;
    expect(item).toMatchObject({ template_id: 'transcript_template', type: 'json', name: 'Transcript', status: 'success', errors: [], lang: 'en-IN' });
    expect(item.value).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    const transcript = decodeValue<TranscriptDocument>(item.value);
    expect(transcript.transcript.toLowerCase()).toContain('fever');
    expect(transcript.transcript.toLowerCase()).toContain('metformin');
    const files = [...new Set(transcript.segments.map((segment) => segment.file))];
    expect(files).toEqual(['part 1.wav', 'part-2.wav']);
    const firstOfSecond = transcript.segments.find((segment) => segment.file === 'part-2.wav')!;
    const lastOfFirst = transcript.segments.filter((segment) => segment.file === 'part 1.wav').at(-1)!;
    expect(firstOfSecond.start).toBeGreaterThanOrEqual(lastOfFirst.end);
    expect(transcript).toMatchObject({ language: 'en-IN', mode: 'dictation' });
    expect(transcript.duration_s).toBeGreaterThan(firstOfSecond.end - 1);

    const v1 = await c.fhirStatus('visit-1');
    expect(v1.statusCode).toBe(200);
    expect(v1.json()).toMatchObject({ status: 'completed', error: [], data: { output: { fhir: expect.any(String) } } });
    validateFhir(decodeValue(v1.json().data.output.fhir));
  });

  it('returns all four templates and a valid FHIR document for a recorded consultation', async () => {
    const c = await client();
    const target = await c.target('all-templates');
    await c.post(target, { name: 'complaint.wav', bytes: fever });
    await c.post(target, { name: 'plan.wav', bytes: metformin });
    const templates = ['transcript_template', 'clinical_notes_template', 'svc_emr_template', 'soap'].map((template_id) => ({ template_id, codification_needed: true }));
    expect((await c.init('all-templates', { ...TRANSCRIPT_ONLY, mode: 'consultation', output_format_template: templates })).statusCode).toBe(201);
    const done = await c.finished('all-templates');
    expect(done.statusCode).toBe(200);
    const [transcript, notes, emr, soap] = done.json().data.output;
    expect([transcript.status, notes.status, emr.status, soap.status]).toEqual(['success', 'success', 'success', 'success']);
    const sections = decodeValue<{ sections: { key: string; items: { text: string; evidence: string[] }[] }[]; markdown: string }>(notes.value);
    expect(sections.sections.map((section) => section.key)).toEqual(SECTION_KEYS);
    const complaints = sections.sections.find((section) => section.key === 'chief_complaints')!.items.map((i) => i.text.toLowerCase());
    expect(complaints.join(' ')).toContain('fever');
    expect(sections.markdown).toContain('## Chief complaints');
    const segmentIds = new Set(decodeValue<TranscriptDocument>(transcript.value).segments.map((segment) => segment.id));
    for (const section of sections.sections) for (const item of section.items) expect(item.evidence.every((id) => segmentIds.has(id))).toBe(true);
    const prescription = decodeValue<{ prescription: { medications: { name: string }[]; diagnosis: { name: string; icd10_code?: string }[] } }>(emr.value).prescription;
    expect(prescription.medications.map((m) => m.name)).toContain('metformin');
    expect(prescription.diagnosis.find((d) => d.name.includes('diabetes'))?.icd10_code).toMatch(/^E1/);
    const bundle = decodeValue<{ resourceType: string; entry: { resource: { resourceType: string } }[] }>((await c.fhirStatus('all-templates')).json().data.output.fhir);
    validateFhir(bundle);
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual(expect.arrayContaining(['Composition', 'Condition', 'MedicationRequest']));

    // `soap`, the narrative note: its sentences grouped by section and by S/O/A/P, each resting on transcript segments.
    expect(soap).toMatchObject({ template_id: 'soap', name: 'SOAP Note', type: 'json', errors: [], lang: 'en-IN' });
    const note: SoapDocument & SdkSoapDocument = decodeValue<SoapDocument>(soap.value);
    expect(Object.keys(note).sort()).toEqual(['assessment', 'markdown', 'objective', 'plan', 'sections', 'subjective', 'warnings']);
    expect(note.sections.map((section) => section.key)).toEqual(SOAP_SECTIONS.map(([key]) => key));
    expect(note.subjective.length).toBeGreaterThan(0);
    expect(note.plan.map((sentence) => sentence.text).join(' ').toLowerCase()).toContain('metformin');
    expect(note.markdown).toContain('## CHIEF COMPLAINT');
    expect(note.markdown.toLowerCase()).toContain('fever');
    const sentences = [...note.sections.flatMap((section) => section.sentences), ...note.subjective, ...note.objective, ...note.assessment, ...note.plan];
    for (const sentence of sentences) {
      expect(sentence.evidence.length, sentence.text).toBeGreaterThan(0);
      expect(sentence.evidence.every((id) => segmentIds.has(id)), sentence.text).toBe(true);
    }
    // Codification asks nothing of a narrative note: no codes in it.
    expect(JSON.stringify(note)).not.toMatch(/icd10|snomed|loinc|rxnorm/i);
  });

  it('starts from the manifest as init would, once: the first init after it answers its batch, a second is 409, a later manifest changes nothing', async () => {
    const c = await client();
    const target = await c.target('manifest-1', { mode: 'consultation', model_type: 'lite' });
    expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    const manifest = {
      'client-id': 'ignored',
      'transaction-id': 'manifest-1',
      'audio-file': ['a.wav'],
      output_format: { input_language: ['en-IN'], output_template: [{ template_id: 'transcript_template', codification_needed: false }, { template_id: 'svc_emr_template', codification_needed: true }] },
      additional_data: { visit: 7 },
    };
    const bytes = Buffer.from(JSON.stringify(manifest));
    expect((await c.post(target, { name: 'data.json', bytes, contentType: 'application/json' }, { ...target.uploadData.fields, key: `${target.folderPath}manifest-1.json` })).statusCode).toBe(204);
    // PROTOCOL §4.5: manifest then init is not an error; the init answers with the batch the manifest started.
    const batchId = (await s.container.sessions.find({ clientId: target.folderPath.split('/')[0]! }, 'manifest-1'))?.batchId;
    expect(batchId).toEqual(expect.any(String));
    const init = await c.init('manifest-1', TRANSCRIPT_ONLY);
    expect([init.statusCode, init.json()]).toEqual([201, { status: 'success', message: 'Transaction initialized', txn_id: 'manifest-1', b_id: batchId }]);
    expect((await c.init('manifest-1', TRANSCRIPT_ONLY)).statusCode).toBe(409);
    expect((await c.init('manifest-1', TRANSCRIPT_ONLY)).json()).toEqual({ status: 'error', message: 'Transaction already initialized' });

    const done = await c.finished('manifest-1');
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({ status: 'completed', data: { additional_data: { visit: 7 } } });
    expect(body.data.output.map((i: { template_id: string; status: string }) => [i.template_id, i.status])).toEqual([
      ['transcript_template', 'success'],
      ['svc_emr_template', 'success'],
    ]);
    expect(decodeValue<{ prescription: { language: string } }>(body.data.output[1].value).prescription.language).toBe('en-IN');
    expect(decodeValue<TranscriptDocument>(body.data.output[0].value).mode).toBe('consultation');
    const late = await c.post(target, { name: 'data.json', bytes, contentType: 'application/json' }, { ...target.uploadData.fields, key: `${target.folderPath}manifest-1.json` });
    expect(late.statusCode).toBe(204);
  });

  it('ends partial when one file is corrupt, with the error on the transcript item, and failed when every template fails', async () => {
    const c = await client();
    const target = await c.target('corrupt-1');
    await c.post(target, { name: 'good.wav', bytes: fever });
    await c.post(target, { name: 'bad.wav', bytes: audioFixture('not-audio.wav') });
    expect((await c.init('corrupt-1', TRANSCRIPT_ONLY)).statusCode).toBe(201);
    const partial = await c.finished('corrupt-1');
    expect(partial.statusCode).toBe(206);
    const [item] = partial.json().data.output;
    expect(item).toMatchObject({ status: 'partial_success', errors: [{ code: 'audio_unreadable' }] });
    expect(item.errors[0].msg).toMatch(/^bad\.wav: /);
    expect(decodeValue<TranscriptDocument>(item.value).segments.every((segment) => segment.file === 'good.wav')).toBe(true);

    const allBad = await c.target('corrupt-2');
    await c.post(allBad, { name: 'bad.wav', bytes: audioFixture('not-audio.wav') });
    await c.init('corrupt-2', TRANSCRIPT_ONLY);
    const failed = await c.finished('corrupt-2');
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: { code: 'output_not_available', msg: expect.any(String) } });
  });

  it('refuses forged, expired and misdirected uploads, oversize files, and uploads after the start', async () => {
    const c = await client();
    const target = await c.target('bad-uploads');
    const fields = target.uploadData.fields;
    const forged = { ...fields, policy: Buffer.from(JSON.stringify({ expiration: '2099-01-01T00:00:00Z', conditions: [['starts-with', '$key', ''], ['content-length-range', 0, 1e12]] })).toString('base64') };
    expect((await c.post(target, { name: 'a.wav', bytes: fever }, forged)).statusCode).toBe(403);
    expect((await c.post(target, { name: 'a.wav', bytes: fever }, { ...fields, key: 'someone-else/txn/20260101_000000/a.wav' })).statusCode).toBe(403);
    expect((await c.post(target, { name: 'a.wav', bytes: fever }, { ...fields, key: `${target.folderPath}sub/a.wav` })).statusCode).toBe(403);
    const { policy: _policy, ...unsigned } = fields;
    expect((await c.post(target, { name: 'a.wav', bytes: fever }, unsigned)).statusCode).toBe(403);
    const oversize = await c.post(target, { name: 'big.wav', bytes: Buffer.alloc(1024 * 1024 + 1, 1) });
    expect([oversize.statusCode, oversize.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
    expect((await c.post(target, { name: 'empty.wav', bytes: Buffer.alloc(0) })).statusCode).toBe(400);

    s.clock.advance(3601);
    try {
      expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(403);
    } finally {
      s.clock.advance(-3601);
    }

    expect((await c.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    expect((await c.init('bad-uploads', TRANSCRIPT_ONLY)).statusCode).toBe(201);
    expect((await c.post(target, { name: 'b.wav', bytes: fever })).statusCode).toBe(409);
    expect((await c.presign('bad-uploads')).statusCode).toBe(409);
    await c.finished('bad-uploads');
  });

  it('refuses an upload key with control characters (C0, DEL, C1), in the key field or the file name, with 400, and stores nothing', async () => {
    const c = await client();
    const target = await c.target('control-keys');
    const fields = target.uploadData.fields;
    for (const name of ['a\u0000.wav', 'a\u0001b.wav', '\u001fa.wav', 'a\tb.wav', 'a\nb.wav', 'a\u007f.wav', 'a\u0080.wav', 'a\u0085.wav', 'a\u009f.wav']) {
      const refused = await c.post(target, { name: 'a.wav', bytes: fever }, { ...fields, key: `${target.folderPath}${name}` });
      expect([JSON.stringify(name), refused.statusCode, refused.json()]).toEqual([JSON.stringify(name), 400, { message: expect.stringContaining('control characters') }]);
    }
    // Through S3's `${filename}` placeholder: the file part's name is part of the key.
    for (const filename of ['a\u0007.wav', 'a\u001b[31m.wav']) {
      const refused = await c.post(target, { name: filename, bytes: fever });
      expect([JSON.stringify(filename), refused.statusCode, refused.json()]).toEqual([JSON.stringify(filename), 400, { message: expect.stringContaining('control characters') }]);
    }
    const clientId = target.folderPath.split('/')[0]!;
    expect(await s.container.store.sessions.files({ clientId, txnId: 'control-keys' })).toEqual([]);
    // Printable non-ASCII names stay welcome.
    expect((await c.post(target, { name: 'a.wav', bytes: fever }, { ...fields, key: `${target.folderPath}visite-été ✓.wav` })).statusCode).toBe(204);
    expect((await s.container.store.sessions.files({ clientId, txnId: 'control-keys' })).map((f) => f.name)).toEqual(['visite-été ✓.wav']);
  });

  it('answers init errors as PROTOCOL §4.5 says, and keeps each client to its own sessions', async () => {
    const c = await client();
    expect((await c.init('never-presigned', TRANSCRIPT_ONLY)).statusCode).toBe(400);
    await c.target('no-audio');
    const empty = await c.init('no-audio', TRANSCRIPT_ONLY);
    expect([empty.statusCode, empty.json().status]).toEqual([400, 'error']);

    const target = await c.target('invalid');
    await c.post(target, { name: 'a.wav', bytes: fever });
    const badTemplate = await c.init('invalid', { ...TRANSCRIPT_ONLY, output_format_template: [{ template_id: 'soap_note' }] });
    expect(badTemplate.statusCode).toBe(422);
    expect(badTemplate.json()).toMatchObject({ status: 'error', details: [expect.objectContaining({ field: expect.stringContaining('output_format_template') })] });
    const hindi = await c.init('invalid', { ...TRANSCRIPT_ONLY, input_language: ['hi'] });
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().details[0]).toMatchObject({ field: '/input_language/0', message: expect.stringContaining('en-IN') });
    const missingFile = await c.init('invalid', { ...TRANSCRIPT_ONLY, client_generated_files: ['nope.wav'] });
    expect([missingFile.statusCode, missingFile.json().details[0].field]).toEqual([422, '/client_generated_files/0']);
    expect((await c.init('invalid', { ...TRANSCRIPT_ONLY, mode: 'lecture' })).statusCode).toBe(422);

    const other = await client();
    expect((await other.init('invalid', TRANSCRIPT_ONLY)).statusCode).toBe(400);
    const foreign = await other.status('invalid');
    expect([foreign.statusCode, foreign.json()]).toEqual([400, { error: { code: 'transaction_not_found', msg: 'transaction not found' } }]);
    expect((await other.fhirStatus('invalid')).statusCode).toBe(404);
    // The same txn id is free for another client: ids are per client.
    expect((await other.target('invalid')).txn_id).toBe('invalid');
  });

  it('refuses a manifest that is not JSON or not a manifest, and a session without the sessions scope', async () => {
    const c = await client();
    const target = await c.target('bad-manifest');
    await c.post(target, { name: 'a.wav', bytes: fever });
    const manifestKey = { ...target.uploadData.fields, key: `${target.folderPath}bad-manifest.json` };
    const notJson = await c.post(target, { name: 'data.json', bytes: Buffer.from('{"output_format":'), contentType: 'application/json' }, manifestKey);
    expect([notJson.statusCode, notJson.json()]).toEqual([400, { message: 'the manifest is not valid JSON' }]);
    const notManifest = await c.post(target, { name: 'data.json', bytes: Buffer.from('{"audio-file": ["a.wav"]}') }, manifestKey);
    expect(notManifest.statusCode).toBe(400);
    expect((await c.status('bad-manifest')).statusCode).toBe(202);

    const { access_token } = await s.login({ scopes: ['transcription'] });
    const limited = sessionsClient(s.app, access_token);
    expect((await limited.presign('x')).statusCode).toBe(403);
    const unauthenticated = await s.app.inject({ method: 'GET', url: '/voice/api/v3/status/x' });
    expect([unauthenticated.statusCode, unauthenticated.json()]).toEqual([401, { error: { code: 'unauthorized', msg: 'Unauthorized' } }]);
  });

  it('takes the deprecated voice upload as a session of its own, with Deprecation headers on every answer', async () => {
    const c = await client();
    const upload = (query: string, parts = [audioPart(fever, 'visit.wav', 'audio/wav')], headers: Record<string, string> = c.bearer) => {
      const form = multipartForm(parts);
      return s.app.inject({ method: 'POST', url: `/voice/upload${query}`, headers: { ...headers, ...form.headers }, payload: form.payload });
    };
    const stored = await upload('?mode=dictation&txnid=voice-1');
    expect([stored.statusCode, stored.json()]).toEqual([200, { message: 'Upload successful!', filename: 'visit.wav' }]);
    expect(stored.headers.deprecation).toBe('@1733054949');
    expect(stored.headers.link).toMatch(/^<http:\/\/[^>]+\/docs>; rel="deprecation"$/);
    for (const query of ['?mode=dictation', '?txnid=voice-2', '?mode=lecture&txnid=voice-2']) {
      const refused = await upload(query);
      expect([refused.statusCode, refused.headers.deprecation], query).toEqual([400, '@1733054949']);
    }
    const anonymous = await upload('?mode=dictation&txnid=voice-3', undefined, {});
    expect([anonymous.statusCode, anonymous.json(), anonymous.headers.deprecation]).toEqual([401, { message: 'Unauthorized' }, '@1733054949']);
    expect((await upload('?mode=dictation&txnid=voice-1')).statusCode).toBe(409);
    // Control characters, C1 among them, are no part of the stored name.
    const renamed = await upload('?mode=dictation&txnid=voice-4', [audioPart(fever, 'vis\u0085it\u009f.wav', 'audio/wav')]);
    expect([renamed.statusCode, renamed.json().filename]).toEqual([200, 'visit.wav']);

    const done = await c.finished('voice-1');
    expect(done.statusCode).toBe(200);
    expect(decodeValue<TranscriptDocument>(done.json().data.output[0].value).transcript.toLowerCase()).toContain('fever');
    const fhir = await c.fhirStatus('voice-1');
    expect(fhir.json()).toMatchObject({ status: 'completed', data: { output: { fhir: expect.any(String) } } });
    validateFhir(decodeValue(fhir.json().data.output.fhir));
  });

  it('deletes a session with its audio at once, and after the retention period; a session never started expires', async () => {
    const c = await client();
    const target = await c.target('to-delete');
    await c.post(target, { name: 'a.wav', bytes: fever });
    await c.init('to-delete', TRANSCRIPT_ONLY);
    await c.finished('to-delete');
    const [file] = await s.container.store.sessions.files({ clientId: target.folderPath.split('/')[0]!, txnId: 'to-delete' });
    const deleted = await s.app.inject({ method: 'DELETE', url: '/voice/api/v2/transaction/to-delete', headers: c.bearer });
    expect(deleted.statusCode).toBe(204);
    expect((await c.status('to-delete')).json()).toEqual({ error: { code: 'transaction_not_found', msg: 'transaction not found' } });
    await expect(s.container.blobs.get(file!.blobKey)).rejects.toThrow();
    const again = await s.app.inject({ method: 'DELETE', url: '/voice/api/v2/transaction/to-delete', headers: c.bearer });
    expect([again.statusCode, again.json().status]).toEqual([404, 'error']);

    const kept = await c.target('retained');
    await c.post(kept, { name: 'a.wav', bytes: fever });
    await c.init('retained', TRANSCRIPT_ONLY);
    await c.finished('retained');
    await c.target('never-started');
    const now = s.clock.now().getTime();
    // Housekeeping as the worker runs it once a minute, a day and then 31 days on.
    expect(await s.container.processor.expireUnstarted(new Date(now + 1000))).toBeGreaterThanOrEqual(1);
    expect((await c.status('never-started')).json()).toMatchObject({ error: { code: 'transaction_expired' } });
    const clientId = target.folderPath.split('/')[0]!;
    const finishedAt = (await s.container.store.sessions.find({ clientId, txnId: 'retained' }))!.finishedAt!;
    await s.container.sessions.purgeFinished(finishedAt);
    expect((await c.status('retained')).statusCode).toBe(200);
    expect(await s.container.sessions.purgeFinished(new Date(now + 31 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(2);
    expect((await c.status('retained')).statusCode).toBe(400);
    expect((await c.status('never-started')).statusCode).toBe(400);
  });
});
