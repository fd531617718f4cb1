import { describe, expect, it } from 'vitest';
import { emptyClinicalModel, type ClinicalModel, type Diagnosis } from '../clinical-model.js';
import { historyLines } from './history.js';

const melanoma = (temporality: Diagnosis['temporality'], segment: string): Diagnosis => ({
  name: 'melanoma',
  status: 'confirmed',
  temporality,
  subject: 'patient',
  evidence: [segment],
  text: '',
  codes: [],
});

/**
 * A woman's visit for one pain at a site (said in seg_1), with the account of `history` told by `teller` in seg_2.
 */
const sitedPainTold = (pain: { complaint: string; site: string; aggravating?: string[] }, teller: 'doctor' | 'patient', history: readonly string[]): ClinicalModel => ({
  ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
  patientSex: 'female',
  speakers: [{ segmentId: 'seg_2', speaker: teller }],
  findings: [{ name: pain.complaint, presence: 'present', temporality: 'current', subject: 'patient', evidence: ['seg_1'], text: '', codes: [] }],
  complaintHistory: [{ complaint: pain.complaint, site: pain.site, aggravating: pain.aggravating ?? [], relieving: [], tried: [], evidence: ['seg_1'], text: '' }],
  history: history.map((text) => ({ evidence: ['seg_2'], text })),
});

describe('the history lines', () => {
  it('lists no past condition the opening names already, though said twice as two items', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      presentation: { evidence: ['seg_1'], text: "she's a 57 year old female with a history of melanoma who is here for a surgical consult .", age: 57, reason: 'surgical consult' },
      diagnoses: [melanoma('current', 'seg_1'), melanoma('past', 'seg_9')],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual([
      'The patient is a 57-year-old female who presents for surgical consult.',
      'She has a past medical history of melanoma.',
    ]);
  });

  it("opens on the chief complaint with its duration once, when the complaint's line says it too (issue 28, train D2N044)", () => {
    const sixMonths = { value: 6, unit: 'month' as const };
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      findings: [{ name: 'knee pain', presence: 'present', temporality: 'current', subject: 'patient', duration: sixMonths, evidence: ['seg_2'], text: '', codes: [] }],
      complaintHistory: [{ complaint: 'knee pain', duration: sixMonths, character: 'achy', aggravating: [], relieving: [], tried: [], evidence: ['seg_2'], text: '' }],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual(['The patient presents with knee pain for 6 months, described as achy.']);
  });

  it('does not tell again a complaint told in other words it was named with (issue 28, HPI labels: train D2N008 "She has been getting tired.")', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }],
      findings: [{ name: 'fatigue', said: ['tired', 'fatigue'], presence: 'present', temporality: 'current', subject: 'patient', evidence: ['seg_2'], text: '', codes: [] }],
      complaintHistory: [{ complaint: 'fatigue', timing: 'daily', aggravating: [], relieving: [], tried: [], evidence: ['seg_2'], text: '' }],
      history: [{ evidence: ['seg_2'], text: "and now , i've been getting tired ." }],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual(['The patient presents with fatigue.', 'It occurs daily.']);
  });

  it('does not tell again the complaint the doctor sums up as "experiencing" it (issue 28, train D2N048 "She is experiencing right leg pain.")', () => {
    const model = sitedPainTold({ complaint: 'foot pain', site: 'right foot' }, 'doctor', ["now you're experiencing right leg pain but you have injured your your left leg before is that"]);
    expect(historyLines(model).map((line) => line.text)).toEqual(['The patient presents with right foot pain.']);
  });

  it('does not tell again what makes the complaint worse in other forms of its words, but tells a number or a past the lines do not (issue 28, train D2N067, D2N010, D2N002)', () => {
    const model = sitedPainTold({ complaint: 'knee pain', site: 'right knee', aggravating: ['walking for longer periods'] }, 'patient', [
      'it hurts more when i walk for longer periods of time',
      'my knee pain has been running about 8 on walks',
      "i've had knee pain in the past",
    ]);
    const lines = historyLines(model).map((line) => line.text);
    expect(lines.join(' ')).not.toMatch(/hurts more/);
    expect(lines.join(' ')).toMatch(/approximately 8/);
    expect(lines.join(' ')).toMatch(/in the past/);
  });

  it('does not tell again a symptom the opening named, in the words it was named with (issue 28, HPI labels)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }],
      presentation: { evidence: ['seg_1'], text: '', age: 60, reason: 'dizziness' },
      findings: [{ name: 'dizziness', said: ['lightheaded'], presence: 'present', temporality: 'current', subject: 'patient', evidence: ['seg_2'], text: '', codes: [] }],
      history: [{ evidence: ['seg_2'], text: "i've been feeling lightheaded ." }],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual(['The patient is a 60-year-old female who presents with dizziness.']);
  });

  it('tells complaints that began together in one sentence (issue 28, train D2N041)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      complaintHistory: [
        { complaint: 'sore throat', duration: { value: 4, unit: 'day' }, aggravating: [], relieving: [], tried: [], evidence: ['seg_1'], text: '' },
        { complaint: 'fever', onset: 'last night', aggravating: [], relieving: [], tried: [], evidence: ['seg_2'], text: '' },
        { complaint: 'chills', onset: 'last night', aggravating: [], relieving: [], tried: [], evidence: ['seg_2'], text: '' },
      ],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual(['The patient reports sore throat for 4 days.', 'The patient reports fever and chills that began last night.']);
  });

  it('writes a complaint as the patient\'s report and what is told of it as sentences with their subject, not fragments (issue 28, round 34: "Joint instability, no pop.")', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      complaintHistory: [
        { complaint: 'joint instability', pop: false, aggravating: [], relieving: [], tried: [], evidence: ['seg_1'], text: '' },
        { complaint: 'bloating', timing: 'occasional', aggravating: [], relieving: [], tried: [], evidence: ['seg_2'], text: '' },
        { complaint: 'cough', severity: 'mild', aggravating: [], relieving: [], tried: [], evidence: ['seg_4'], text: '' },
        { complaint: 'headache', severity: 'mild', aggravating: [], relieving: [], tried: [], evidence: ['seg_5'], text: '' },
        { complaint: 'knee pain', severity: '6/10', aggravating: ['walking'], relieving: [], tried: ['ibuprofen without relief'], disturbsSleep: true, evidence: ['seg_3'], text: '' },
      ],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual([
      'She reports joint instability. She did not hear or feel a pop.',
      'She reports bloating, described as occasional.',
      'She reports mild cough.',
      // A pain graded by a word, not a score (train D2N039: "i have some mild headaches").
      'She reports mild headache.',
      'She reports knee pain. She rates the pain 6/10. It is worse with walking. She has tried ibuprofen without relief. It disturbs her sleep.',
    ]);
  });

  it('does not tell again that the patient takes a drug the current medications list, nor a complaint told already with how often (issue 28)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'male',
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }, { segmentId: 'seg_3', speaker: 'patient' }],
      presentation: { evidence: ['seg_1'], text: '', age: 58, reason: 'bloating' },
      medications: [
        { name: 'dapagliflozin', brand: 'farxiga', status: 'current', flags: [], evidence: ['seg_3'], text: 'i am taking a farxiga', codes: [] },
        { name: 'amlodipine', status: 'current', strength: { value: 10, unit: 'mg' }, flags: [], evidence: ['seg_4'], text: 'and amlodipine', codes: [] },
      ],
      history: [
        { evidence: ['seg_2'], text: 'i feel bloated occasionally' },
        { evidence: ['seg_3'], text: 'i am taking a farxiga' },
        // A list of drugs the medication list names says no more than it (the round-27 reviewer, valid D2N080).
        { evidence: ['seg_4'], text: 'i am taking a farxiga and amlodipine' },
        // … nor a drug said to be still taken, with its sig and what for (issue 28).
        { evidence: ['seg_4'], text: "i'm still on the amlodipine 10 mg once a day for my blood pressure" },
        { evidence: ['seg_4'], text: 'and i take a farxiga over the counter' },
      ],
    };
    const told = historyLines(model).map((line) => line.text).join(' ');
    expect(told).not.toMatch(/bloated occasionally|taking a farxiga|still on the amlodipine 10|takes a farxiga/);
  });

  it('does not tell again a pain score the complaint has already, nor the doctor restating a statement (issue 28, train D2N067)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }, { segmentId: 'seg_3', speaker: 'patient' }, { segmentId: 'seg_4', speaker: 'doctor' }],
      complaintHistory: [{ complaint: 'knee pain', evidence: ['seg_2'], text: '', aggravating: [], relieving: [], tried: [], severity: '7/10, up to 11/10' }],
      history: [
        { evidence: ['seg_2'], text: 'but sometimes it gets to an eleven' },
        { evidence: ['seg_2'], text: 'it goes down to about one with ibuprofen' },
        { evidence: ['seg_3'], text: 'well i had surgery on my right knee before' },
        { evidence: ['seg_4'], text: "okay so you've had surgery before" },
      ],
    };
    const told = historyLines(model).map((line) => line.text).join(' ');
    expect(told).not.toMatch(/eleven|goes down|has had surgery before/);
    expect(told).toContain('She had surgery on her right knee before.');
  });

  it('presents the patient "for" a visit and "with" a complaint', () => {
    const presenting = (reason: string) =>
      historyLines({ ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), patientSex: 'male', presentation: { evidence: ['seg_1'], text: '', age: 60, reason } })[0]!.text;
    expect(presenting('back pain')).toBe('The patient is a 60-year-old male who presents with back pain.');
    expect(presenting('back pain evaluation')).toBe('The patient is a 60-year-old male who presents for back pain evaluation.');
    expect(presenting('hospital follow-up after an anterior stemi')).toBe('The patient is a 60-year-old male who presents for hospital follow-up after an anterior stemi.');
    expect(presenting('second opinion regarding the index finger')).toBe('The patient is a 60-year-old male who presents for second opinion regarding the index finger.');
  });

  it('says the sex with the age, and no sex alone ("the patient is a male who …"), which pronouns carry (issue 28, twenty-fifth round)', () => {
    const opening = historyLines({ ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), patientSex: 'female', presentation: { evidence: ['seg_1'], text: '', reason: 'knee pain' } })[0]!.text;
    expect(opening).toBe('The patient presents with knee pain.');
  });

  it("tells the complaint's course by its name, and no statement of the account that says it again (issue 28, train D2N066)", () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'male',
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }],
      complaintHistory: [{ complaint: 'back pain', evidence: ['seg_2'], text: '', duration: { value: 4, unit: 'day' }, course: 'not improving', aggravating: [], relieving: [], tried: [] }],
      history: [{ evidence: ['seg_2'], text: "and you know it's been going on for about four days and just doesn't seem to be getting any better" }],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual(['He reports back pain for 4 days. The back pain has not been improving.']);
  });

  it('tells no statement of the account the opening says already', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      presentation: { evidence: ['seg_1'], text: 'this is a 48-year-old female with a past medical history of depression who presents with shortness of breath .', age: 48, reason: 'shortness of breath' },
      diagnoses: [{ ...melanoma('past', 'seg_1'), name: 'depression' }],
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }],
      history: [{ evidence: ['seg_2'], text: 'i have a history of depression .' }],
    };
    expect(historyLines(model).map((line) => line.text)).toEqual([
      'The patient is a 48-year-old female who presents with shortness of breath.',
      'She has a past medical history of depression.',
    ]);
  });

  it('tells stones had in the past as stones (issue 28: train D2N003)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'male',
      presentation: { evidence: ['seg_1'], text: 'john is a 61-year-old male with a past medical history significant for kidney stones who presents with back pain .', age: 61, reason: 'back pain' },
      diagnoses: [{ ...melanoma('past', 'seg_1'), name: 'kidney stone', said: ['kidney stones'] }],
    };
    expect(historyLines(model).map((line) => line.text)).toContain('He has a past medical history of kidney stones.');
  });

  it('presents for evaluation of kidney stones, not "of kidney stone" (issue 28: train D2N050)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      diagnoses: [{ ...melanoma('current', 'seg_2'), name: 'kidney stone' }],
      plan: [{ evidence: ['seg_3'], text: 'for your kidney stone , push fluids .', problem: 'kidney stone' }],
    };
    expect(historyLines(model).map((line) => line.text)).toContain('The patient presents for evaluation of kidney stones.');
  });

  it('tells no "applied ice" after "Tried ice" (issue 28: train D2N045)', () => {
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      patientSex: 'female',
      presentation: { evidence: ['seg_1'], text: '', age: 48, reason: 'knee pain' },
      speakers: [{ segmentId: 'seg_2', speaker: 'patient' }],
      complaintHistory: [{ complaint: 'knee pain', evidence: ['seg_2'], text: 'i tried ice', aggravating: [], relieving: [], tried: ['ice and ibuprofen'] }],
      history: [{ evidence: ['seg_2'], text: 'i applied ice .' }],
    };
    expect(historyLines(model).map((line) => line.text).join(' ')).not.toMatch(/applied ice/);
  });

  it("tells who in the family has each condition, and the family history denied", () => {
    const family = (name: string, status: Diagnosis['status'], segment: string, relatives?: string[]): Diagnosis => ({
      ...melanoma('current', segment),
      name,
      status,
      subject: 'family',
      ...(relatives ? { relatives } : {}),
    });
    const model: ClinicalModel = {
      ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }),
      diagnoses: [
        family('melanoma', 'confirmed', 'seg_1', ['mother']),
        family('hypertension', 'confirmed', 'seg_2', ['father']),
        family('melanoma', 'confirmed', 'seg_3', ['maternal aunt']),
        family('colon cancer', 'ruled_out', 'seg_4'),
        family('heart disease', 'ruled_out', 'seg_5'),
      ],
    };
    const lines = historyLines(model);
    expect(lines.map((line) => line.text)).toEqual([
      'Family history: melanoma (mother and maternal aunt); hypertension (father).',
      'No family history of colon cancer or heart disease.',
    ]);
    expect(lines[0]!.sources.flatMap((s) => s.evidence)).toEqual(['seg_1', 'seg_2', 'seg_3']);
  });

  it('lists the family history as before when no relative was said', () => {
    const family = (name: string): Diagnosis => ({ ...melanoma('current', 'seg_1'), name, subject: 'family' });
    const model: ClinicalModel = { ...emptyClinicalModel({ language: 'en-US', mode: 'consultation' }), diagnoses: [family('melanoma'), family('hypertension')] };
    expect(historyLines(model).map((line) => line.text)).toEqual(['Family history: melanoma and hypertension.']);
  });
});
