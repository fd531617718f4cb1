import { describe, expect, it } from 'vitest';
import type { Medication } from '../clinical-model.js';
import type { ClinicalNotesDocument } from './clinical-notes.js';
import { medicationsOf } from './medications.js';

const medication = (fields: Partial<Medication> & Pick<Medication, 'name' | 'status'>): Medication => ({ evidence: ['seg_1'], text: fields.name, flags: [], codes: [], ...fields });

/** Clinical notes whose medication items carry these medications whole, as renderClinicalNotes writes them. */
const notes = (current: Medication[], visit: Medication[]): ClinicalNotesDocument => {
  const items = (list: Medication[]) => list.map((m) => ({ text: m.name, evidence: m.evidence, entity: { type: 'medication' as const, ...m } }));
  return {
    sections: [
      { key: 'current_medications', title: 'Current medications', items: items(current) },
      { key: 'medications', title: 'Medications', items: items(visit) },
    ],
    markdown: '',
  };
};

describe('the medications template (08-templates.md §8.5)', () => {
  it('lists each medication with its dosage, frequency, duration, route and instructions, null where nothing was said', () => {
    const metformin = medication({
      name: 'metformin',
      status: 'prescribed',
      strength: { value: 500, unit: 'mg' },
      dose: { value: 1, unit: 'tablet' },
      frequency: { custom: '1-0-1', code: 'BD', perDay: 2 },
      duration: { value: 3, unit: 'month' },
      route: 'oral',
      timing: 'after food',
      flags: ['continue_same'],
    });
    expect(medicationsOf(notes([], [metformin, medication({ name: 'paracetamol', status: 'prescribed', frequency: { perDay: 3 } })]))).toEqual([
      { name: 'metformin', dosage: '500 mg', frequency: '1-0-1', duration: '3 months', route: 'oral', instructions: '1 tablet; after food; continue same', action: 'start' },
      { name: 'paracetamol', dosage: null, frequency: '3 times a day', duration: null, route: null, instructions: null, action: 'start' },
    ]);
  });

  it('says continue, stop, increase or decrease, and leaves out what the patient declined', () => {
    const listed = medicationsOf(
      notes(
        [medication({ name: 'amlodipine', status: 'current' })],
        [
          medication({ name: 'aspirin', status: 'stopped' }),
          medication({ name: 'lisinopril', status: 'prescribed', strength: { value: 20, unit: 'mg' }, previousStrength: { value: 10, unit: 'mg' } }),
          medication({ name: 'atenolol', status: 'prescribed', strength: { value: 25, unit: 'mg' }, previousStrength: { value: 50, unit: 'mg' } }),
          medication({ name: 'insulin', status: 'declined' }),
        ],
      ),
    );
    expect(listed.map((m) => [m.name, m.action])).toEqual([
      ['amlodipine', 'continue'],
      ['aspirin', 'stop'],
      ['lisinopril', 'increase'],
      ['atenolol', 'decrease'],
    ]);
  });
});
