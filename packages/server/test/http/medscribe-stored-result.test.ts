import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClinicalNotesDocument } from '../../src/engines/notes/render/clinical-notes.js';
import { medicationsOf } from '../../src/engines/notes/render/medications.js';
import { countingExtractor } from '../helpers/counting-extractor.js';
import { audioFixture } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { schemaErrors } from '../helpers/medscribe-schemas.js';
import { makeDataDir, startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const decoded = (value: string): unknown => JSON.parse(Buffer.from(value, 'base64').toString('utf8'));

describe('a finished MedScribeAlliance session is answered from its stored result (issue 29: nothing extracts on read)', () => {
  let s: TestServer;
  const extractor = countingExtractor();


  beforeAll(async () => {
    s = await startTestServer({}, makeDataDir(), { notesExtractor: extractor.load });
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  /** A session of these templates, processed to its end; `read` asks it for other templates. */
  async function finishedSession(templates: string[]) {
    const { access_token, client_id } = await s.login();
    const c = medscribeClient(s.app, access_token);
    const session = (await c.create({ templates, upload_type: 'single', communication_protocol: 'http' })).json();
    await c.uploadRaw(session.upload_url, 'visit.wav', audioFixture('dictation-metformin.wav'));
    expect((await c.end(session.session_id, 1)).statusCode).toBe(202);
    const done = await c.finished(session.session_id);
    expect(done.statusCode).toBe(200);
    const read = async (asked: string) => {
      const response = await s.app.inject({
        method: 'GET',
        url: `/medscribealliance/sessions/${session.session_id}?templates=${asked}`,
        headers: { authorization: `Bearer ${access_token}` },
      });
      expect([asked, response.statusCode, schemaErrors('sessionCompleted', response.json())]).toEqual([asked, 200, []]);
      return response.json();
    };
    /** The svc status's output of the same session (a MedScribeAlliance session is an svc session). */
    const svcOutput = async () => {
      const response = await s.app.inject({ method: 'GET', url: `/voice/api/v3/status/${session.session_id}`, headers: { authorization: `Bearer ${access_token}` } });
      return response.json<{ data: { output: { template_id: string; value: string }[] } }>().data.output;
    };
    return { c, id: session.session_id as string, key: { clientId: client_id }, done, read, svcOutput };
  }

  it('extracts once, when it finishes; templates read afterwards, asked at creation or not, are rendered from what it kept', async () => {
    const { c, id, key, done, read, svcOutput } = await finishedSession(['transcript', 'clinical_notes_template']);
    expect(extractor.calls).toBe(1);
    const notesAndFhir = await read('fhir,clinical_notes_template');
    const notAsked = await read('soap,medications,svc_emr_template');
    const transcriptAndMedications = await read('transcript,medications');
    const again = [await read('soap,medications,svc_emr_template'), await c.get(id)];
    expect(extractor.calls).toBe(1);

    // What the svc API answers of it, rendered from the same result.
    const stored = await s.container.sessions.find(key, id);
    const atFinish = new Map((await svcOutput()).map((item) => [item.template_id, decoded(item.value)]));
    expect(extractor.calls).toBe(1);
    const notes = atFinish.get('clinical_notes_template') as ClinicalNotesDocument;
    expect(done.json().templates).toEqual({
      transcript: { status: 'success', data: atFinish.get('transcript_template') },
      clinical_notes_template: { status: 'success', data: notes },
    });
    expect(notesAndFhir.templates).toEqual({
      fhir: { status: 'success', data: JSON.parse(stored!.fhir!) },
      clinical_notes_template: { status: 'success', data: notes },
    });
    expect(transcriptAndMedications.templates).toEqual({
      transcript: { status: 'success', data: atFinish.get('transcript_template') },
      medications: { status: 'success', data: medicationsOf(notes) },
    });
    expect(notAsked.templates.medications.data).toEqual([expect.objectContaining({ name: 'metformin', dosage: '500 mg' })]);
    expect(notAsked.templates.soap.data.plan.toLowerCase()).toContain('metformin');
    expect(notAsked.templates.svc_emr_template.status).toBe('success');
    expect(again[0]).toEqual(notAsked);
    expect(again[1]!.json()).toEqual(done.json());
    for (const body of [notesAndFhir, notAsked, transcriptAndMedications]) expect(body.transcript).toBe(done.json().transcript);
  });

  it('answers a session finished before its result kept the clinical model with what it made then, and extracts nothing for the rest', async () => {
    const { c, id, key, done, read, svcOutput } = await finishedSession(['transcript', 'soap']);
    const before = extractor.calls;
    // As a session finished before this version wrote it: its result has the transcripts alone, and it kept the svc
    // outputs rendered when it finished.
    const kept = JSON.stringify(await svcOutput());
    const db = new Database(path.join(s.config.dataDir, 'scribe.db'));
    db.prepare(`UPDATE sessions SET output = ?, result = json_object('version', 1, 'files', result -> '$.files', 'fileErrors', result -> '$.fileErrors') WHERE txn_id = ?`).run(kept, id);
    db.close();
    expect((await s.container.sessions.find(key, id))?.result).toMatchObject({ version: 1, files: [expect.objectContaining({ file: 'visit.wav' })] });

    expect((await c.get(id)).json()).toEqual(done.json());
    const later = await read('soap,fhir,medications,svc_emr_template');
    expect(extractor.calls).toBe(before);
    expect(later.templates.soap).toEqual(done.json().templates.soap);
    expect(later.templates.fhir).toMatchObject({ status: 'success', data: { resourceType: 'Bundle' } });
    for (const template of ['medications', 'svc_emr_template']) {
      expect(later.templates[template]).toEqual({
        status: 'failed',
        error: { code: 'extraction_failed', message: `Template '${template}' was not made when this session finished, and it keeps nothing to make it from now` },
      });
    }
  });
});
