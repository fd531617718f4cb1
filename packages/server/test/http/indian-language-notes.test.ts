/**
 * A consultation in Hindi (issue 31): the audio goes to the operator's OpenAI-compatible recogniser (a fake here, over
 * real HTTP), which answers in Devanagari. The session ends with notes in English read from it, the SOAP note, the EMR
 * lines and the FHIR document, each resting on the original-script segments, which the transcript keeps as said.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapDocument } from '../../src/engines/notes/render/soap.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { validateFhir } from '../helpers/fhir-validator.js';
import { startFakeTranscriptionServer, verboseAnswer, type FakeTranscriptionServer } from '../helpers/fake-transcription-server.js';
import { audioFixture } from '../helpers/fixtures.js';
import { decodeValue, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** What the recogniser heard, one turn a segment. */
const HEARD = [
  'नमस्ते, बताइए क्या तकलीफ़ है?',
  'डॉक्टर साहब, तीन दिन से बुखार है और सिर दर्द भी है।',
  'उल्टी या दस्त?',
  'उल्टी नहीं हुई।',
  'Dolo 650 दिन में तीन बार, खाने के बाद, पाँच दिन तक। तीन दिन बाद दिखाइए।',
];

interface FhirBundle {
  resourceType: string;
  entry: { resource: { resourceType: string; medicationCodeableConcept?: { text?: string }; code?: { text?: string } } }[];
}

describe('a consultation in Hindi through a remote recogniser', () => {
  let s: TestServer;
  let remote: FakeTranscriptionServer;

  beforeAll(async () => {
    remote = await startFakeTranscriptionServer(() => verboseAnswer(HEARD.map((text, i) => ({ start: i * 0.5, end: i * 0.5 + 0.5, text: ` ${text}` }))));
    s = await startTestServer({ SCRIBE_ASR_BACKENDS: JSON.stringify({ hi: { type: 'openai', url: remote.url, model: 'whisper-large-v3' } }) });
    s.container.startWorker(silentLog);
  });
  afterAll(async () => {
    await s.close();
    await remote.close();
  });

  it('ends with an English SOAP note, EMR lines and FHIR read from the Devanagari transcript', async () => {
    const c = sessionsClient(s.app, (await s.login()).access_token);
    const target = await c.target('hindi-visit', { mode: 'consultation' });
    expect((await c.post(target, { name: 'visit.wav', bytes: audioFixture('fever-cough.wav') })).statusCode).toBe(204);
    const templates = ['transcript_template', 'svc_emr_template', 'soap'].map((template_id) => ({ template_id, codification_needed: true }));
    const init = await c.init('hindi-visit', { mode: 'consultation', input_language: ['hi'], output_format_template: templates, model_type: 'pro' });
    expect(init.statusCode).toBe(201);

    const done = await c.finished('hindi-visit');
    expect(done.json().status).toBe('completed');
    const items = new Map<string, { value: string; errors: unknown[] }>(done.json().data.output.map((item: { template_id: string }) => [item.template_id, item]));

    const transcript = decodeValue<TranscriptDocument>(items.get('transcript_template')!.value);
    expect(transcript.transcript).toContain('तीन दिन से बुखार है');
    const segmentIds = new Set(transcript.segments.map((segment) => segment.id));

    const soap = decodeValue<SoapDocument>(items.get('soap')!.value);
    const subjective = soap.subjective.map((sentence) => sentence.text).join(' ');
    expect(subjective).toMatch(/fever for 3 days/i);
    expect(subjective).toMatch(/headache/i);
    expect(subjective).toMatch(/denies vomiting/i);
    expect(soap.plan.map((sentence) => sentence.text).join(' ')).toMatch(/paracetamol\) 650 mg three times a day after food for 5 days/i);
    expect(soap.markdown).toContain('the conversation was in Hindi');
    for (const sentence of [...soap.subjective, ...soap.plan]) expect(sentence.evidence.every((id) => segmentIds.has(id))).toBe(true);

    const emr = decodeValue<{ prescription: { medications: { name: string; frequency?: string }[]; language: string } }>(items.get('svc_emr_template')!.value).prescription;
    expect(emr.language).toBe('hi');
    expect(emr.medications).toEqual([expect.objectContaining({ name: 'paracetamol' })]);

    const fhir = decodeValue<FhirBundle>((await c.fhirStatus('hindi-visit')).json().data.output.fhir);
    validateFhir(fhir);
    const resources = fhir.entry.map((entry) => entry.resource);
    expect(resources.find((r) => r.resourceType === 'MedicationRequest')?.medicationCodeableConcept?.text).toMatch(/paracetamol/i);
    expect(resources.filter((r) => r.resourceType === 'Observation' || r.resourceType === 'Condition').map((r) => r.code?.text)).toEqual(expect.arrayContaining([expect.stringMatching(/fever/i)]));
  });
});
