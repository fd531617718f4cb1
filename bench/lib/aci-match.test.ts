import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Finding } from '../../packages/server/src/engines/notes/clinical-model.js';
import { deniedSymptomLeaks, genericsNamed, matchMedications } from './aci-match.js';
import type { ReferenceMedication } from './aci-reference.js';
import { testIndex } from './aci-test-lexicon.js';

const index = testIndex();

function finding(name: string, parts: Partial<Finding> = {}): Finding {
  return { name, presence: 'present', temporality: 'current', subject: 'patient', codes: [], evidence: ['seg_1'], text: `I have ${name}`, ...parts };
}

const model = (findings: Finding[]): ClinicalModel => ({ ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), findings });

describe('deniedSymptomLeaks', () => {
  it('counts a denied symptom our model has as a current complaint of the patient', () => {
    const leaks = deniedSymptomLeaks(['fever', 'nausea'], model([finding('fever'), finding('cough')]));
    expect(leaks).toEqual([{ symptom: 'fever', text: 'I have fever' }]);
  });

  it('does not count it absent, possible, past or in the family', () => {
    const ours = model([
      finding('fever', { presence: 'absent' }),
      finding('fever', { presence: 'possible' }),
      finding('fever', { temporality: 'past' }),
      finding('fever', { subject: 'family' }),
    ]);
    expect(deniedSymptomLeaks(['fever'], ours)).toEqual([]);
  });
});

describe('genericsNamed', () => {
  it('maps a brand to its generics and a drug or its alias to itself', () => {
    expect([...genericsNamed('Tylenol', index)]).toEqual(['paracetamol']);
    expect([...genericsNamed('acetaminophen and metformin', index)]).toEqual(['paracetamol', 'metformin']);
    expect(genericsNamed('meloxicam', index).size).toBe(0);
  });
});

describe('matchMedications', () => {
  const med = (name: string, value: number, unit = 'mg'): ReferenceMedication => ({ name, value, unit });
  const match = (reference: ReferenceMedication[], markdown: string) =>
    matchMedications(reference, markdown, index).map((m) => [m.medication.name, m.named, m.withDose]);

  it('finds a drug by the same word, with or without its strength', () => {
    expect(match([med('metformin', 1000), med('meloxicam', 15)], '## PLAN\n\nMetformin 500 mg, BD. Meloxicam 15 mg.')).toEqual([
      ['metformin', true, false],
      ['meloxicam', true, true],
    ]);
  });

  it('finds a brand by its generic and a generic by its brand', () => {
    expect(match([med('tylenol', 500)], 'Paracetamol 500 mg, SOS.')).toEqual([['tylenol', true, true]]);
    expect(match([med('tylenol', 500)], 'Acetaminophen as needed.')).toEqual([['tylenol', true, false]]);
    expect(match([med('furosemide', 20)], 'Lasix 20mg daily.')).toEqual([['furosemide', true, true]]);
  });

  it('wants the strength in the sentence that names the drug', () => {
    expect(match([med('lisinopril', 20)], 'Lisinopril daily. Furosemide 20 mg.')).toEqual([['lisinopril', true, false]]);
    expect(match([med('lisinopril', 0.4)], 'Lisinopril 10.4 mg.')).toEqual([['lisinopril', true, false]]);
  });

  it('misses a drug our note does not name, and does not match inside a word', () => {
    expect(match([med('lasix', 40)], 'Metformin 500 mg.')).toEqual([['lasix', false, false]]);
    expect(match([med('tin', 5)], 'Metformin 500 mg.')).toEqual([['tin', false, false]]);
  });
});
