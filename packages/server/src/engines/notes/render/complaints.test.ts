import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Finding } from '../clinical-model.js';
import { visitComplaint, visitReason } from './complaints.js';

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

  it('takes the plan\'s first diagnosis over a complaint only named when asked, with how bad and nothing more (issue 28, train D2N039)', () => {
    const headache = complaint('headache', ['seg_4']);
    const hypertension = { name: 'hypertension', evidence: ['seg_9'], text: 'for your hypertension', subject: 'patient' as const, codes: [], status: 'confirmed' as const, temporality: 'current' as const };
    const model: ClinicalModel = {
      ...emptyClinicalModel({ mode: 'consultation', language: 'en-US' }),
      findings: [headache],
      diagnoses: [hypertension],
      plan: [{ evidence: ['seg_9'], text: 'for your hypertension we will start doxazosin', problem: 'hypertension' }],
      complaintHistory: [{ complaint: 'headache', evidence: ['seg_4'], text: 'i have some mild headaches', aggravating: [], relieving: [], tried: [], severity: 'mild' }],
    };
    expect(visitReason(model)?.text).toBe('hypertension');
    // Told over more than one turn, it is what the visit was about.
    model.complaintHistory = [{ ...model.complaintHistory[0]!, evidence: ['seg_4', 'seg_6'] }];
    expect(visitReason(model)?.text).toBe('headache');
  });
});
