import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import { withOffersDeclined } from './offer-declined.js';

const said = (...lines: [speaker: 'doctor' | 'patient', text: string][]): Sentence[] => lines.map(([speaker, text], i) => ({ segmentId: `seg_${i + 1}`, speaker, text }));
const offer = 'i can refer you to a therapist for cognitive behavioral therapy';
const model = (): ClinicalModel => ({
  ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
  procedures: [{ name: 'counseling', status: 'advised', evidence: ['seg_1'], text: offer, codes: [] }],
  investigations: [{ name: 'TSH', status: 'advised', evidence: ['seg_3'], text: "we'll check a tsh today", codes: [] }],
});
const statuses = (m: ClinicalModel) => [...m.procedures, ...m.investigations].map((item) => item.status);

describe('offers declined (issue 28)', () => {
  it.each([
    'um i dont know i dont think so not right now my schedule is crazy',
    'no thanks.',
    'not right now.',
    "let's see how the tylenol does first.",
    'doctor can we do it later this time already lot of expense',
    "i'd rather wait.",
  ])('marks the offer declined by "%s", and nothing else', (answer) => {
    expect(statuses(withOffersDeclined(model(), said(['doctor', offer], ['patient', answer], ['doctor', "we'll check a tsh today"])))).toEqual(['declined', 'advised']);
  });

  it.each(['yes, that would be great.', 'okay.', 'no problem, set it up.', 'sure, i can do that.'])('keeps the offer accepted by "%s"', (answer) => {
    expect(statuses(withOffersDeclined(model(), said(['doctor', offer], ['patient', answer])))).toEqual(['advised', 'advised']);
  });

  it('declines an order the patient says they cannot keep, when the doctor gives way (issue 28, probe p23)', () => {
    const order = 'i want you to do physiotherapy in our department, ten sessions.';
    const ordered = { ...model(), procedures: [{ name: 'physiotherapy', status: 'advised' as const, evidence: ['seg_1'], text: order, codes: [] }] };
    const cannot = "doctor, office timings are difficult, i can't come daily. i will do the exercises at home.";
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', cannot], ['doctor', 'okay. i will show you three exercises now, do them daily at home.'])))).toEqual([
      'declined',
      'advised',
    ]);
    // Nothing the patient cannot keep (train D2N029): the order stands.
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', "no, i can't think of any at this time."], ['doctor', 'okay, my nurse will be in.'])))).toEqual(['advised', 'advised']);
    // Not a symptom told ("walking is difficult", "i can't go to the toilet"), nor a doctor who says "okay, but" (review of the change).
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', 'walking is difficult.'], ['doctor', 'okay, let me examine you.'])))).toEqual(['advised', 'advised']);
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', "i can't go to the toilet properly."], ['doctor', 'okay.'])))).toEqual(['advised', 'advised']);
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', cannot], ['doctor', 'okay, but you must come at least twice a week.'])))).toEqual(['advised', 'advised']);
    // The doctor holds to it: the order stands.
    expect(statuses(withOffersDeclined(ordered, said(['doctor', order], ['patient', cannot], ['doctor', 'it is important, try to come at least twice a week.'])))).toEqual(['advised', 'advised']);
  });

  it('declines nothing the doctor orders rather than offers, whatever the answer', () => {
    const ordered = { ...model(), procedures: [{ name: 'counseling', status: 'advised' as const, evidence: ['seg_1'], text: "i'm referring you to a therapist", codes: [] }] };
    expect(statuses(withOffersDeclined(ordered, said(['doctor', "i'm referring you to a therapist"], ['patient', 'no, i guess that is fine.'])))).toEqual(['advised', 'advised']);
  });
});
