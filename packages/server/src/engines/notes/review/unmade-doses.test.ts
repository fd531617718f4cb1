import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { MedicineStrengths } from '../../../lexicon/strengths.js';
import type { ClinicalExtractor, TranscriptSegment } from '../clinical-model.js';
import { modelWarnings } from '../render/model-warnings.js';
import { renderEmrPrescription } from '../render/emr-prescription.js';
import { createRuleBasedExtractor } from '../rule-based-extractor.js';
import { markDoubtfulWords } from './doubtful-words.js';
import { withDosesChecked } from './unmade-doses.js';

const dictated = (text: string): TranscriptSegment[] => [{ id: 'seg_1', text, start: 0, end: 4, speaker: 'doctor' }];

describe('doses a medicine is not made in (issue 30)', () => {
  let extractor: ClinicalExtractor;

  beforeAll(async () => {
    const lexicon = await loadLexicon();
    extractor = withDosesChecked(createRuleBasedExtractor(lexicon), await MedicineStrengths.load(lexicon));
  });

  it('marks "atorvastatin 14 mg" (made as 5, 10, 20, 40 and 80 mg) for review, and the reader is told', async () => {
    const model = await extractor.extract({ segments: dictated('Start atorvastatin 14 mg at night.'), mode: 'dictation', language: 'en-IN' });
    expect(model.medications.map((m) => [m.name, m.strength, m.needsReview])).toEqual([['atorvastatin', { value: 14, unit: 'mg' }, ['14 mg']]]);
    expect(modelWarnings(model).map((w) => w.code)).toContain('needs_review');
    // The strengths it is made in are offered.
    expect(modelWarnings(model)).toContainEqual({
      code: 'strength_not_made',
      msg: 'atorvastatin is made as 5 mg, 10 mg, 20 mg, 40 mg, 80 mg, not 14 mg: confirm the dose against the recording (seg_1)',
    });
  });

  it('reads a strength said without its unit in the unit the medicine is made in ("thyronorm fifty" is 50 mcg), and leaves one said in mg to review (probe p21)', async () => {
    const bare = await extractor.extract({ segments: dictated('Thyronorm fifty, morning, daily.'), mode: 'dictation', language: 'en-IN' });
    expect(bare.medications.map((m) => [m.brand, m.strength, m.needsReview])).toEqual([['Thyronorm', { value: 50, unit: 'mcg' }, undefined]]);
    const said = await extractor.extract({ segments: dictated('Levothyroxine 50 mg daily.'), mode: 'dictation', language: 'en-IN' });
    expect(said.medications.map((m) => [m.strength, m.needsReview])).toEqual([[{ value: 50, unit: 'mg' }, ['50 mg']]]);
  });

  it('leaves a strength the medicine is made in, a dose of two tablets, and a medicine whose strengths are not listed (prednisolone) alone', async () => {
    const model = await extractor.extract({
      segments: dictated('Start atorvastatin 40 mg at night. Paracetamol 1 g three times a day. Prednisolone 7 mg once daily.'),
      mode: 'dictation',
      language: 'en-IN',
    });
    expect(model.medications.length).toBe(3);
    expect(model.medications.filter((m) => m.needsReview !== undefined)).toEqual([]);
  });

  it('carries the review into the EMR prescription', async () => {
    const model = await extractor.extract({ segments: dictated('Start atorvastatin 14 mg at night.'), mode: 'dictation', language: 'en-IN' });
    expect(JSON.stringify(renderEmrPrescription(model, { codify: false }))).toContain('"review_words":["14 mg"]');
  });

  it('keeps the strength marked when recognition was also unsure of a word of the name', async () => {
    const segments: TranscriptSegment[] = [
      {
        ...dictated('Start atorvastatin 14 mg at night.')[0]!,
        words: ['Start', 'atorvastatin', '14', 'mg', 'at', 'night.'].map((text, i) => ({ text, start: i * 0.5, end: i * 0.5 + 0.4, confidence: text === 'atorvastatin' ? 0.2 : 0.95 })),
      },
    ];
    const model = markDoubtfulWords(await extractor.extract({ segments, mode: 'dictation', language: 'en-IN' }), segments);
    expect(model.medications[0]?.needsReview).toEqual(['14 mg', 'atorvastatin']);
  });
});
