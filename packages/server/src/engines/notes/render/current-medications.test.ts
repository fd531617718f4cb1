import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type Medication } from '../clinical-model.js';
import { currentMedications } from './current-medications.js';
import { medicationWords } from './assessment-plan.js';

const drug = (name: string, status: Medication['status'], extra: Partial<Medication> = {}): Medication =>
  ({ name, status, evidence: [], text: '', codes: [], ...extra }) as Medication;
const mg = (value: number) => ({ value, unit: 'mg' });

describe('what the patient takes', () => {
  it('lists what the patient takes and what the doctor continues, changes, refills or stops, not what is started or declined, nor the coffee', () => {
    const model = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      medications: [
        drug('metformin', 'current', { strength: mg(500) }),
        drug('furosemide', 'prescribed', { change: 'increase', strength: mg(80), previousStrength: mg(40), frequency: { code: 'OD' } }),
        drug('lisinopril', 'prescribed', { change: 'continue', strength: mg(20) }),
        drug('bumetanide', 'prescribed', { change: 'decrease', strength: mg(1) }),
        // The new weekly schedule is the plan's; what was taken before it is not it (issue 28: probe p17).
        drug('warfarin', 'prescribed', { change: 'decrease', weekdayDoses: [{ days: ['mon'], amount: mg(2.5) }, { days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], amount: mg(5) }] }),
        drug('meloxicam', 'prescribed', { change: 'start', strength: mg(15) }),
        drug('ibuprofen', 'stopped', { change: 'stop', strength: mg(400), duration: { value: 1, unit: 'week' } }),
        drug('insulin', 'declined'),
        drug('metformin', 'current'),
        drug('caffeine', 'current'),
      ],
    };
    expect(currentMedications(model).map(medicationWords)).toEqual(['metformin 500 mg', 'furosemide 40 mg', 'lisinopril 20 mg', 'bumetanide', 'warfarin', 'ibuprofen 400 mg']);
  });

  it('writes what a drug taken with no schedule is for as its indication, and a prescription with none as needed (issue 28, train D2N005)', () => {
    expect(medicationWords(drug('digoxin', 'current', { instruction: 'for afib' }))).toBe('digoxin for afib');
    // "Continue you on the aspirin for now": for how long, not what for.
    expect(medicationWords(drug('aspirin', 'current', { instruction: 'for now' }))).toBe('aspirin');
    expect(medicationWords(drug('paracetamol', 'prescribed', { instruction: 'for any pain' }))).toBe('paracetamol as needed for pain');
    expect(medicationWords(drug('paracetamol', 'current', { instruction: 'as needed for pain' }))).toBe('paracetamol as needed for pain');
    // Taken only when the symptom comes, whatever the schedule (issue 28).
    expect(medicationWords(drug('paracetamol', 'prescribed', { strength: mg(650), frequency: { code: 'TDS', perDay: 3 }, instruction: 'if fever, keep minimum six hours gap' }))).toBe(
      'paracetamol 650 mg three times a day as needed for fever',
    );
    expect(medicationWords(drug('ondansetron', 'prescribed', { strength: mg(4), instruction: 'only if vomiting' }))).toBe('ondansetron 4 mg as needed for vomiting');
    // "At night" of a drug taken at bedtime is said once (issue 28).
    expect(medicationWords(drug('atorvastatin', 'current', { strength: mg(20), frequency: { code: 'HS', perDay: 1 }, timing: 'at night' }))).toBe('atorvastatin 20 mg at bedtime');
    // The most a day, as said (issue 28).
    expect(medicationWords(drug('paracetamol', 'prescribed', { strength: mg(1000), frequency: { code: 'TDS', perDay: 3, atMost: true }, instruction: 'as needed' }))).toBe(
      'paracetamol 1000 mg up to three times a day as needed',
    );
  });

  it('names a form that is not swallowed, which tells how the drug is used: a patch, a cream, an inhaler (issue 28, train D2N043)', () => {
    expect(medicationWords(drug('nicotine', 'prescribed', { strength: mg(21), form: 'patch' }))).toBe('nicotine 21 mg patch');
    expect(medicationWords(drug('fluocinonide', 'current', { form: 'cream' }))).toBe('fluocinonide cream');
    // A tablet or a capsule is how a drug is taken unless said otherwise; "eye drops" said as the name is not said twice.
    expect(medicationWords(drug('metformin', 'current', { strength: mg(500), form: 'tablet' }))).toBe('metformin 500 mg');
    expect(medicationWords(drug('phexxi gel', 'prescribed', { form: 'gel' }))).toBe('phexxi gel');
  });

  it('leaves out a drug the history tells was tried for the complaint', () => {
    const model = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      complaintHistory: [{ complaint: 'back pain', evidence: [], text: '', aggravating: [], relieving: [], tried: ['tylenol and ibuprofen with some relief'] }],
      medications: [drug('ibuprofen', 'current'), drug('paracetamol', 'current', { brand: 'tylenol' }), drug('metformin', 'current')],
    };
    expect(currentMedications(model).map((m) => m.name)).toEqual(['metformin']);
  });
});
