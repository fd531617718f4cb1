import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Medication, type TranscriptSegment, type Vital } from '../clinical-model.js';
import { modelWarnings } from '../render/model-warnings.js';
import { renderEmrPrescription } from '../render/emr-prescription.js';
import { markDoubtfulWords } from './doubtful-words.js';

const segment = (id: string, words: [string, number][]): TranscriptSegment => ({
  id,
  text: words.map(([w]) => w).join(' '),
  start: 0,
  end: 5,
  words: words.map(([text, confidence]) => ({ text, confidence })),
});

const telmisartan: Medication = {
  evidence: ['seg_1'],
  text: 'Tab telmisartan 40 mg once daily',
  name: 'telmisartan',
  strength: { value: 40, unit: 'mg' },
  status: 'prescribed',
  flags: [],
  codes: [],
};
const pulse: Vital = { evidence: ['seg_2'], text: 'pulse 88 per minute', kind: 'pulse', value: 88, unit: '/min', codes: [] };

function model(): ClinicalModel {
  return { ...emptyClinicalModel({ language: 'en-IN', mode: 'dictation' }), medications: [telmisartan], vitals: [pulse] };
}

describe('markDoubtfulWords', () => {
  it("flags a medication whose name or strength was recognised unsurely, and a vital whose number was, never a unit's or a filler's doubt", () => {
    const marked = markDoubtfulWords(model(), [
      segment('seg_1', [['Tab', 0.2], ['telmisartan', 0.31], ['40', 0.45], ['mg', 0.1], ['once', 0.3], ['daily.', 0.95]]),
      segment('seg_2', [['pulse', 0.3], ['88', 0.2], ['per', 0.1], ['minute.', 0.9]]),
    ]);
    // "once" is how often: as critical as the dose.
    expect(marked.medications[0]?.needsReview).toEqual(['telmisartan', '40', 'once']);
    expect(marked.vitals[0]?.needsReview).toEqual(['88']);
    expect(modelWarnings(marked).filter((w) => w.code === 'needs_review')).toHaveLength(2);
    const emr = renderEmrPrescription(marked, { codify: false }).prescription;
    expect(emr.medications[0]).toMatchObject({ name: 'telmisartan', needs_review: true, review_words: ['telmisartan', '40', 'once'] });
    expect(emr.labVitals[0]).toMatchObject({ needs_review: true, review_words: ['88'] });
  });

  it('leaves items alone when their words were heard surely, when no words are scored, and when a doubtful word is not theirs', () => {
    const sure = markDoubtfulWords(model(), [
      segment('seg_1', [['Tab', 0.9], ['telmisartan', 0.8], ['40', 0.7], ['mg', 0.9], ['once', 0.9], ['daily.', 0.2]]),
      { id: 'seg_2', text: 'pulse 88 per minute.', start: 0, end: 5 },
    ]);
    expect(sure).toEqual(model());
    expect(modelWarnings(sure).some((w) => w.code === 'needs_review')).toBe(false);
    expect(renderEmrPrescription(sure, { codify: false }).prescription.medications[0]).not.toHaveProperty('needs_review');
  });
});
