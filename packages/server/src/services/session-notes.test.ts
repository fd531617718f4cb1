import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalExtractor, type Medication, type TranscriptSegment } from '../engines/notes/clinical-model.js';
import { renderEmrPrescription } from '../engines/notes/render/emr-prescription.js';
import { extractNotesModel } from './session-notes.js';

const metformin: Medication = {
  evidence: ['seg_1'],
  text: 'metformin 500 mg twice daily',
  name: 'metformin',
  strength: { value: 500, unit: 'mg' },
  status: 'prescribed',
  flags: [],
  codes: [],
};
const extractor = (result: Medication[] | Error): ClinicalExtractor => ({
  name: 'fake',
  extract: async (input) => {
    if (result instanceof Error) throw result;
    return { ...emptyClinicalModel(input), medications: result };
  },
});
const segments: TranscriptSegment[] = [
  {
    id: 'seg_1',
    text: 'Start metformin 500 mg twice daily',
    start: 0,
    end: 4,
    words: [['Start', 0.5], ['metformin', 0.26], ['500', 0.9], ['mg', 0.51], ['twice', 0.9], ['daily', 0.9]].map(([text, confidence]) => ({
      text: text as string,
      confidence: confidence as number,
    })),
  },
];

describe('extractNotesModel (what a session and `scribe notes` make notes from)', () => {
  it("marks what recognition was unsure of in the extractor's model, from the segments' words", async () => {
    const notes = await extractNotesModel(extractor([metformin]), { segments, mode: 'dictation', language: 'en-IN' });
    expect(notes).toMatchObject({ model: { medications: [{ name: 'metformin', needsReview: ['metformin'] }] } });
    if (!('model' in notes)) throw new Error('no model');
    expect(renderEmrPrescription(notes.model, { codify: false })).toMatchObject({ prescription: { medications: [{ name: 'metformin', needs_review: true }] } });
  });

  it("says why there is no model: the extractor's failure", async () => {
    expect(await extractNotesModel(extractor(new Error('model down')), { segments, mode: 'dictation', language: 'en-US' })).toEqual({
      error: { code: 'extraction_failed', msg: 'model down' },
    });
  });
});
