import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type Medication } from './clinical-model.js';
import { mergeDuplicates } from './merge.js';

const drug = (name: string, status: Medication['status'], evidence: string[], extra: Partial<Medication> = {}): Medication =>
  ({ name, status, evidence, text: '', codes: [], flags: [], ...extra }) as Medication;
const merged = (...medications: Medication[]) => mergeDuplicates({ ...emptyClinicalModel({ language: 'en-IN', mode: 'consultation' }), medications }).medications;

describe('medications said more than once', () => {
  it('makes a drug the patient takes and the doctor stops one medication, stopped, with what the taking told (issue 31)', () => {
    const taken = drug('ibuprofen + paracetamol', 'current', ['seg_10'], { frequency: { code: 'SOS' } });
    const stopped = drug('ibuprofen + paracetamol', 'stopped', ['seg_12'], { change: 'stop' });
    expect(merged(taken, stopped)).toEqual([{ ...stopped, evidence: ['seg_10', 'seg_12'], frequency: { code: 'SOS' } }]);
  });

  it('keeps apart a drug stopped and another taken, and a drug only taken', () => {
    const metformin = drug('metformin', 'current', ['seg_2']);
    const ibuprofen = drug('ibuprofen', 'stopped', ['seg_5'], { change: 'stop' });
    expect(merged(metformin, ibuprofen)).toEqual([metformin, ibuprofen]);
  });
});
