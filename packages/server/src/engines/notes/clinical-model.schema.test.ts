import { Value } from '@sinclair/typebox/value';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../lexicon/lexicon.js';
import { ClinicalModelSchema, type ClinicalModel, type TranscriptSegment } from './clinical-model.js';
import { createRuleBasedExtractor } from './rule-based-extractor.js';

/** A consultation that gives every list of the model something, with the optional fields the rules fill. */
const consultation: [speaker: string, text: string][] = [
  ['patient', 'I have fever for 3 days and cough since last week. No vomiting.'],
  ['patient', 'I had jaundice last year. My mother has diabetes. I smoke 10 cigarettes a day.'],
  ['patient', 'I am allergic to penicillin. I take Tab metformin 500 mg twice daily.'],
  ['doctor', 'BP 140/90, pulse 96, temperature 101 °F, fasting blood sugar 130 mg/dL.'],
  ['doctor', 'On examination throat is congested, chest is clear.'],
  ['patient', 'My HbA1c report came 8.6%.'],
  ['doctor', 'This looks like ?typhoid. Nebulisation given today.'],
  ['doctor', 'Take Dolo 650 1 tablet 1-0-1 after food for 5 days. Prednisolone 40 mg, reduce by 10 mg every 3 days.'],
  ['doctor', 'Get a CBC and Widal test done. Drink plenty of fluids.'],
  ['patient', 'I have no headache.'],
  ['patient', 'I have had headache since yesterday.'],
  ['doctor', 'Review after 1 week, on 05/12/2026.'],
];

const segments: TranscriptSegment[] = consultation.map(([speaker, text], index) => ({
  id: `seg_${index + 1}`,
  text,
  start: index * 5,
  end: index * 5 + 4,
  speaker,
}));

describe('the clinical model schema', () => {
  let model: ClinicalModel;

  beforeAll(async () => {
    const extractor = createRuleBasedExtractor(await loadLexicon());
    model = await extractor.extract({ segments, mode: 'consultation', language: 'en-IN', speciality: 'general medicine' });
  });

  it("describes the rule-based extractor's models", () => {
    // The fixture reaches the parts of the schema most likely to drift from the rules: optionals, codes, the follow-up date.
    for (const list of ['findings', 'diagnoses', 'medications', 'vitals', 'investigations', 'procedures', 'allergies', 'examinations', 'social', 'advice', 'contradictions'] as const) {
      expect(model[list].length, list).toBeGreaterThan(0);
    }
    expect(model.followUp?.date).toBe('2026-12-05');
    expect(model.findings.some((f) => f.duration) && model.vitals.some((v) => v.value2) && model.medications.some((m) => m.frequency)).toBe(true);
    expect(model.diagnoses.some((d) => d.codes.length > 0) && model.medications.some((m) => m.flags.length > 0)).toBe(true);
    expect(model.diagnoses.find((d) => d.subject === 'family')?.relatives).toEqual(['mother']);
    expect([...Value.Errors(ClinicalModelSchema, model)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  });

  it('refuses a model whose items are not grounded or not of the shape', () => {
    const finding = model.findings[0]!;
    expect(Value.Check(ClinicalModelSchema, { ...model, findings: [{ ...finding, evidence: [] }] })).toBe(false);
    expect(Value.Check(ClinicalModelSchema, { ...model, findings: [{ ...finding, presence: 'maybe' }] })).toBe(false);
    expect(Value.Check(ClinicalModelSchema, { ...model, version: 1 })).toBe(false);
    expect(Value.Check(ClinicalModelSchema, { ...model, findings: [{ ...finding, codes: [{ system: 'MESH', code: 'D005334', display: 'Fever' }] }] })).toBe(false);
  });
});
