import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalExtractor, type ClinicalModel } from '../engines/notes/clinical-model.js';
import type { CatalogueId } from '../domain/templates.js';
import { sessionRequest } from '../../test/helpers/session-request.js';
import { processedSession, type FileTranscript } from './session-outputs.js';
import { renderTemplate, type RenderedTemplate } from './session-render.js';


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

const at = new Date('2026-11-22T00:00:00Z');
const processed = (fake: ClinicalExtractor, req = sessionRequest()) => processedSession({ request: req, transcripts, fileErrors: [], extractor: fake, sessionId: 'c/t', at });
/** What a session's processing kept, and its templates rendered from that, as a front-end renders them later. */
async function run(fake: ClinicalExtractor, req = sessionRequest()) {
  const { result, fhir } = await processed(fake, req);
  const source = { request: req, result, sessionId: 'c/t', at };
  return { result, fhir, render: <Id extends CatalogueId>(id: Id, codify = false) => renderTemplate(source, id, codify) };
}
const documentOf = <Document>(rendered: RenderedTemplate<Document>): Document => {
  if (rendered.status === 'failure') throw new Error(`failed: ${JSON.stringify(rendered.errors)}`);
  return rendered.document;
};

describe('session outputs', () => {
  it("passes the extractor's warnings to the notes template, and names the consultation's speakers", async () => {
    const { fake } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { result, fhir, render } = await run(fake);
    expect(documentOf(render('transcript_template')).segments.map((s) => s.speaker)).toEqual(['doctor', 'patient']);
    expect(result.templates[1]!.warnings.map((w) => w.code)).toEqual(['no_clinical_content', 'llm_fallback']);
    expect(JSON.parse(fhir!).resourceType).toBe('Bundle');
  });

  it('renders `soap` from the same model, with its warnings, and without codes however codification is asked', async () => {
    const { fake, seen } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { result, render } = await run(fake, sessionRequest({ templates: [{ templateId: 'clinical_notes_template', codificationNeeded: true }, { templateId: 'soap', codificationNeeded: true }] }));
    expect(seen).toHaveLength(1);
    const [notes, soap] = result.templates;
    expect(soap).toMatchObject({ templateId: 'soap', status: 'success', errors: [] });
    expect(soap!.warnings).toEqual(notes!.warnings);
    expect(soap!.warnings.map((w) => w.code)).toEqual(['no_clinical_content', 'llm_fallback']);
    const note = documentOf(render('soap', true));
    expect(note).toEqual(documentOf(render('soap', false)));
    expect(note.sections.map((s) => s.key)[0]).toBe('chief_complaint');
    expect(note.subjective).toEqual([]);
    expect(note.markdown).toContain('No clinical content was recognised');
  });

  it('gives the extractor a transcript in an Indian language too, and fails only the notes template, with a clear code, when it throws', async () => {
    const { fake, seen } = extractor({});
    const hindi = await run(fake, sessionRequest({ languages: ['hi'] }));
    expect(seen).toHaveLength(1);
    expect(hindi.result.templates.map((t) => t.status)).toEqual(['success', 'success']);
    const broken = await run(extractor(new Error('lexicon missing')).fake);
    expect(broken.result.templates[1]).toMatchObject({ status: 'failure', errors: [{ code: 'extraction_failed', msg: 'lexicon missing' }] });
  });

  it('keeps the model it extracted once and how each template came out, and any template renders from that alone', async () => {
    const { fake, seen } = extractor({ warnings: [{ code: 'llm_fallback', msg: 'language model extraction failed (HTTP 500)' }] });
    const { result, fhir, render } = await run(fake);
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ version: 2, files: transcripts, fileErrors: [], notes: { model: { mode: 'consultation', language: 'en-IN' } } });
    const [transcript, notes] = result.templates;
    expect(render('transcript_template')).toMatchObject({ status: 'success', errors: [], warnings: transcript!.warnings });
    expect(render('clinical_notes_template')).toMatchObject({ status: 'success', errors: [], warnings: notes!.warnings });
    expect(render('fhir')).toMatchObject({ status: 'success', document: JSON.parse(fhir!) });
    // A template the session did not ask for renders from the same model, with its warnings.
    expect(render('soap')).toMatchObject({ status: 'success', warnings: notes!.warnings });
    expect(seen).toHaveLength(1);
  });
});
