import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { audioFixture } from '../helpers/fixtures.js';
import { decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface NotesDocument {
  sections: { key: string; items: { text: string; evidence: string[]; entity?: { type?: string; name?: string; presence?: string } }[] }[];
}

/**
 * A consultation recorded as one file, two voices and no labels: the speech engine tells the voices apart, names the
 * doctor and the patient from what they say, and the notes engine reads the patient's "no" as a denial.
 */
describe('end to end: a consultation from audio, speakers told apart, to a note', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Telling voices apart is the real model's work: the fake engine would only repeat it.
    s = await startTestServer({}, undefined, { speech: 'real' });
    s.container.startWorker(silentLog);
  });
  afterAll(() => s.close());

  it("labels each segment the doctor's or the patient's, and a symptom the patient denied is absent, citing the patient's answer", async () => {
    const c = sessionsClient(s.app, (await s.login()).access_token);
    const target = await c.target('consult-cough', {});
    // bench/corpus/diarization/conv-03: flite "awb" (doctor) and espeak-ng en-us+f2 (patient), 16 kHz FLAC.
    expect((await c.post(target, { name: 'visit.flac', bytes: audioFixture('consultation-cough.flac'), contentType: 'audio/flac' })).statusCode).toBe(204);
    const init = await c.init('consult-cough', {
      mode: 'consultation',
      input_language: ['en-IN'],
      output_format_template: [{ template_id: 'transcript_template' }, { template_id: 'clinical_notes_template' }],
    });
    expect(init.statusCode).toBe(201);
    const done = await c.finished('consult-cough');
    expect(done.statusCode).toBe(200);
    const [transcriptItem, notesItem] = done.json().data.output as { value: string }[];
    const transcript = decodeValue<TranscriptDocument>(transcriptItem!.value);
    const speakers = transcript.segments.map((segment) => segment.speaker);
    expect(new Set(speakers)).toEqual(new Set(['doctor', 'patient']));
    // The doctor opens and asks; the patient reports the cough.
    expect(transcript.segments[0]).toMatchObject({ speaker: 'doctor', text: expect.stringMatching(/what is the problem/i) });
    expect(transcript.segments.find((segment) => /one week/i.test(segment.text))?.speaker).toBe('patient');

    const notes = decodeValue<NotesDocument>(notesItem!.value);
    const items = notes.sections.flatMap((section) => section.items);
    const fever = items.find((item) => item.entity?.name === 'fever');
    expect(fever?.entity?.presence).toBe('absent');
    const cited = transcript.segments.filter((segment) => fever!.evidence.includes(segment.id));
    expect(cited.some((segment) => segment.speaker === 'patient' && /\bno\b/i.test(segment.text))).toBe(true);
  });
});
