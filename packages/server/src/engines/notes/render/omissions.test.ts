import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type Diagnosis, type Medication } from '../clinical-model.js';
import { saidButNotInNote } from './omissions.js';

const drug = (name: string, id: string): Medication => ({ name, status: 'prescribed', flags: [], codes: [], evidence: [id], text: name });

describe('said but not in the note', () => {
  const model = { ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), medications: [drug('meloxicam', 'seg_4'), drug('tramadol', 'seg_5')] };

  it('lists what the model holds and no sentence of the note names, with its segments', () => {
    const written = [{ text: 'Medical treatment: Start meloxicam 15 mg once a day.', evidence: ['seg_4'] }];
    expect(saidButNotInNote(model, written, () => false)).toEqual([{ code: 'not_in_note', msg: 'said but not in the note: tramadol (seg_5)' }]);
  });

  it('says nothing when every item appears', () => {
    const written = [{ text: 'Medical treatment: Start meloxicam; tramadol as needed.', evidence: ['seg_4', 'seg_5'] }];
    expect(saidButNotInNote(model, written, () => false)).toEqual([]);
  });

  it('finds a drug taken wherever the note names it, and a change made to one only where it is written', () => {
    const taken: Medication = { ...drug('lisinopril', 'seg_9'), status: 'current' };
    const stopped: Medication = { ...drug('aspirin', 'seg_7'), change: 'stop' };
    const written = [{ text: 'Current medications: lisinopril 20 mg; aspirin 81 mg.', evidence: ['seg_2'] }];
    const withDrugs = { ...model, medications: [taken, stopped] };
    expect(saidButNotInNote(withDrugs, written, () => false)).toEqual([{ code: 'not_in_note', msg: 'said but not in the note: aspirin (seg_7)' }]);
  });

  it('finds a diagnosis the note writes in the words said (issue 28, train D2N051)', () => {
    const said = ['doctor', 'seg_6'] as const;
    const heartAttack: Diagnosis = { name: 'acute myocardial infarction', said: ['heart attack'], status: 'confirmed', temporality: 'past', subject: 'patient', codes: [], evidence: [said[1]], text: 'you had a heart attack in 2018' };
    const withDiagnosis = { ...model, medications: [], diagnoses: [heartAttack], speakers: [{ segmentId: said[1], speaker: said[0] }] };
    expect(saidButNotInNote(withDiagnosis, [{ text: 'He had a heart attack in 2018.', evidence: ['seg_6'] }], () => false)).toEqual([]);
    expect(saidButNotInNote(withDiagnosis, [{ text: 'He had chest pain in 2018.', evidence: ['seg_6'] }], () => false)).toEqual([
      { code: 'not_in_note', msg: 'said but not in the note: acute myocardial infarction (seg_6)' },
    ]);
  });

  it('finds a drug the note writes by its US name', () => {
    const taken: Medication = { ...drug('salbutamol', 'seg_3'), status: 'current', text: 'albuterol' };
    const written = [{ text: 'Current medications: albuterol 2 puffs every 4-6 hours as needed.', evidence: ['seg_8'] }];
    expect(saidButNotInNote({ ...model, medications: [taken] }, written, () => false)).toEqual([]);
  });

  it('counts what was read from the doctor\'s dictation as written, in the doctor\'s words (issue 28)', () => {
    const dictated: Medication = { ...drug('metformin', 'seg_9'), change: 'stop' };
    const written = [{ text: 'Stopped the sugar pill.', evidence: ['seg_9'] }];
    expect(saidButNotInNote({ ...model, medications: [dictated] }, written, (item) => item === dictated)).toEqual([]);
  });
});

