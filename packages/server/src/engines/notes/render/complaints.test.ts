import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Finding } from '../clinical-model.js';
import { visitComplaint } from './complaints.js';

const complaint = (name: string, evidence: string[]): Finding => ({ name, evidence, text: name, subject: 'patient', codes: [], presence: 'present', temporality: 'current' });

describe('the complaint the visit was most about', () => {
  it('counts what was told of a complaint, not the empty lists of its history (probe p25: "little dull yesterday" made fever the reason)', () => {
    const diarrhoea = complaint('diarrhoea', ['seg_2', 'seg_7', 'seg_9', 'seg_12']);
    const fever = complaint('fever', ['seg_18']);
    const model: ClinicalModel = {
      ...emptyClinicalModel({ mode: 'consultation', language: 'en-IN' }),
      findings: [diarrhoea, fever],
      complaintHistory: [{ complaint: 'fever', evidence: ['seg_25'], text: 'little dull yesterday.', aggravating: [], relieving: [], tried: [], character: 'dull' }],
    };
    expect(visitComplaint(model, [diarrhoea, fever])?.name).toBe('diarrhoea');
  });
});
