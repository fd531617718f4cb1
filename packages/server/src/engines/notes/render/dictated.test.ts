import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Grounded } from '../clinical-model.js';
import type { PlanLine } from './assessment-plan.js';
import { composedBesideDictation, dictatedFindings, mergedWithDictation, saidInDictation } from './dictated.js';

const withDictation = (...statements: string[]): ClinicalModel => ({
  ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
  dictated: statements.map((statement, i) => ({ evidence: [`seg_${i}`], text: statement.toLowerCase(), section: 'plan' as const, statement })),
});

describe('the dictation beside what was read', () => {
  it('takes a sentence as said in the dictation only where no denial goes before its words (review of issue 28)', () => {
    const said = saidInDictation(withDictation('No fever or chills.', 'No family history of colon cancer.'));
    expect(said('No family history of colon cancer.')).toBe(true);
    expect(said('Fever.')).toBe(false);
  });

  it('puts the plan lines under no problem before the dictation, and the problems after it', () => {
    const source: Grounded = { evidence: ['seg_1'], text: 'start lisinopril' };
    const line = (text: string, style: PlanLine['style']): PlanLine => ({ text, sources: [source], style, part: 'plan' });
    const split = composedBesideDictation([line('Medical treatment: Start lisinopril.', 'bullet'), line('1. Gout.', 'heading'), line('Follow-up: 2 weeks.', 'bullet')], () => false, () => false);
    expect(split.before.map((l) => l.text)).toEqual(['Medical treatment: Start lisinopril.']);
    expect(split.after.map((l) => l.text)).toEqual(['1. Gout.', 'Follow-up: 2 weeks.']);
  });

  it('files each dictated finding under the system the doctor named, else its words\' system, else the one before (issue 28)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      dictated: ['No apparent distress.', 'Musculoskeletal, he is non-tender over his cervical spine.', 'Spurling maneuver is benign.', 'Neuro: gait not assessed today.'].map((statement, i) => ({
        evidence: [`seg_${i}`],
        text: statement.toLowerCase(),
        section: 'examination' as const,
        statement,
      })),
    };
    expect(dictatedFindings(model).map((f) => `${f.system}: ${f.finding}`)).toEqual([
      'Constitutional: No apparent distress',
      'Musculoskeletal: Non-tender over the cervical spine',
      'Musculoskeletal: Spurling maneuver is benign',
      'Neurological: Gait not assessed today',
    ]);
  });

  it('files the reading\'s problem the dictation names under the dictated one, its heading not repeated (the rubric\'s round 23)', () => {
    const line = (text: string, style?: string) => ({ text, ...(style ? { style } : {}) });
    const merged = mergedWithDictation(
      [line('Neuropathy suspicious for cervical radiculopathy.', 'heading'), line('Possible peripheral neuropathy.'), line('Neck pain.', 'heading'), line('Arthritis on x-ray.')],
      [line('1. Flare of cervical radiculopathy (suspected).', 'heading'), line('Additional testing: MRI of the neck.', 'bullet'), line('2. Gout.', 'heading'), line('Medical treatment: Continue allopurinol.', 'bullet')],
    );
    expect(merged.map((l) => l.text)).toEqual([
      'Neuropathy suspicious for cervical radiculopathy.',
      'Possible peripheral neuropathy.',
      'Additional testing: MRI of the neck.',
      'Neck pain.',
      'Arthritis on x-ray.',
      // After problems the dictation heads without numbers, the reading's others are headed so too.
      'Gout.',
      'Medical treatment: Continue allopurinol.',
    ]);
  });

  it('files the reading\'s problem under the dictated one that names it by an abbreviation, as the lexicon reads it (issue 28, train D2N025)', () => {
    const line = (text: string, style?: string) => ({ text, ...(style ? { style } : {}) });
    const merged = mergedWithDictation(
      [line('Chronic chf.', 'heading'), line('She is doing a lot better.'), line('Diabetes.', 'heading'), line('A1c is 5.5.')],
      [line('1. Congestive heart failure.', 'heading'), line('Additional testing: Repeat electrocardiogram.', 'bullet'), line('2. Anemia.', 'heading'), line('Procedures: Colonoscopy.', 'bullet')],
      (heading) => (heading === 'Chronic chf.' ? 'congestive heart failure' : undefined),
    );
    expect(merged.map((l) => l.text)).toEqual([
      'Chronic chf.',
      'She is doing a lot better.',
      'Additional testing: Repeat electrocardiogram.',
      'Diabetes.',
      'A1c is 5.5.',
      'Anemia.',
      'Procedures: Colonoscopy.',
    ]);
  });
});

