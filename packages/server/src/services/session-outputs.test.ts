import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalExtractor, type ClinicalModel } from '../engines/notes/clinical-model.js';
import type { SessionRequest } from '../domain/sessions.js';
import { processedSession, type FileTranscript, type TranscriptDocument } from './session-outputs.js';
import { renderTemplate } from './session-render.js';

const request = (overrides: Partial<SessionRequest> = {}): SessionRequest => ({
  source: 'init',
  mode: 'consultation',
  modelType: 'pro',
  languages: ['en-IN'],
  templates: [
    { templateId: 'transcript_template', codificationNeeded: false },
    { templateId: 'clinical_notes_template', codificationNeeded: false },
  ],
  files: ['a.wav'],
  additionalData: {},
  ...overrides,
});

const transcripts: FileTranscript[] = [
  {
    file: 'a.wav',
    transcript: {
      durationS: 4,
      text: 'Any fever? I have fever.',
      segments: [
        { start: 0, end: 1, text: 'Any fever?', confidence: 0.9 },
        { start: 1, end: 3, text: 'I have fever.', confidence: 0.9 },
      ],
    },
  },
];

/** A fake extractor: the model it returns, and the input it was given. */
function extractor(model: Partial<ClinicalModel> | Error) {
  const seen: unknown[] = [];
  const fake: ClinicalExtractor = {
    name: 'fake',
    extract: async (input) => {
      seen.push(input);
      if (model instanceof Error) throw model;
      return {
        ...emptyClinicalModel(input),
        speakers: [
          { segmentId: 'seg_1', speaker: 'doctor' },
          { segmentId: 'seg_2', speaker: 'patient' },
        ],
        ...model,
      };
    },
  };
  return { fake, seen };
}

const decode = <T>(value: string): T => JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as T;
const at = new Date('2026-11-22T00:00:00Z');
const processed = (fake: ClinicalExtractor, req = request()) => processedSession({ request: req, transcripts, fileErrors: [], extractor: fake, sessionId: 'c/t', at });
const run = async (fake: ClinicalExtractor, req = request()) => (await processed(fake, req)).outputs;

describe('session outputs', () => {
  it("passes the extractor's warnings to the notes items, and names the consultation's speakers", async () => {
    const { fake } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { items, fhir } = await run(fake);
    const [transcript, notes] = items;
    expect(decode<TranscriptDocument>(transcript!.value).segments.map((s) => s.speaker)).toEqual(['doctor', 'patient']);
    expect(notes!.warnings.map((w) => w.code)).toEqual(['no_clinical_content', 'llm_fallback']);
    expect(JSON.parse(fhir!).resourceType).toBe('Bundle');
  });

  it('renders `soap` from the same model, with its warnings, and without codes however codification is asked', async () => {
    const { fake, seen } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { items } = await run(fake, request({ templates: [{ templateId: 'clinical_notes_template', codificationNeeded: true }, { templateId: 'soap', codificationNeeded: true }] }));
    expect(seen).toHaveLength(1);
    const soap = items[1]!;
    expect(soap).toMatchObject({ template_id: 'soap', name: 'SOAP Note', status: 'success', errors: [] });
    expect(soap.warnings).toEqual(items[0]!.warnings);
    expect(soap.warnings.map((w) => w.code)).toEqual(['no_clinical_content', 'llm_fallback']);
    const note = decode<{ sections: { key: string }[]; markdown: string; subjective: unknown[] }>(soap.value);
    expect(note.sections.map((s) => s.key)[0]).toBe('chief_complaint');
    expect(note.subjective).toEqual([]);
    expect(note.markdown).toContain('No clinical content was recognised');
  });

  it('fails only the notes items, with a clear code, for a language the extractor cannot read or an extractor that throws', async () => {
    const { fake, seen } = extractor({});
    const hindi = await run(fake, request({ languages: ['hi'] }));
    expect(seen).toHaveLength(0);
    expect(hindi.items.map((i) => [i.status, i.errors[0]?.code])).toEqual([
      ['success', undefined],
      ['failure', 'language_not_supported'],
    ]);
    expect(hindi.fhir).toBeNull();
    const broken = await run(extractor(new Error('lexicon missing')).fake);
    expect(broken.items[1]).toMatchObject({ status: 'failure', errors: [{ code: 'extraction_failed', msg: 'lexicon missing' }] });
  });

  it('keeps the model it extracted once and how each template came out, and any template renders from that alone as at finish', async () => {
    const { fake, seen } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { result, outputs } = await processed(fake);
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ version: 2, files: transcripts, fileErrors: [], notes: { model: { mode: 'consultation', language: 'en-IN' } } });
    expect(result.templates).toEqual(outputs.items.map(({ template_id, status, errors, warnings }) => ({ templateId: template_id, status, errors, warnings })));

    const source = { request: request(), result, sessionId: 'c/t', at };
    const [transcript, notes] = outputs.items;
    for (const [rendered, stored] of [
      [renderTemplate(source, 'transcript_template', false), decode(transcript!.value)],
      [renderTemplate(source, 'clinical_notes_template', false), decode(notes!.value)],
      [renderTemplate(source, 'fhir', false), JSON.parse(outputs.fhir!)],
    ]) {
      expect(rendered).toMatchObject({ status: 'success', document: stored });
    }
    // A template the session did not ask for renders from the same model, with its warnings.
    expect(renderTemplate(source, 'soap', false)).toMatchObject({ status: 'success', warnings: notes!.warnings });
    expect(seen).toHaveLength(1);
  });
});
