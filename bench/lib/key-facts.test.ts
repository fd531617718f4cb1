import { describe, expect, it } from 'vitest';
import type { KeyFact } from './key-facts-file.js';
import { alternativePattern, doseNumbers, factMatches, noteUnits, numberWordsAsDigits, scoreKeyFacts } from './key-facts.js';
import { summariseKeyFacts } from './key-facts-summary.js';
import { noteItems } from './note-items.js';

/** The README's example encounter, in the annotators' format. */
const FACTS: KeyFact[] = [
  { section: 'chief_complaint', text: 'Follow-up of congestive heart failure and hypertension', match: [['heart failure', 'chf'], ['hypertension', 'blood pressure']] },
  { section: 'history', text: 'Fatigue and lightheadedness for 5 weeks', match: [['fatigue', 'tired'], ['5 weeks', 'five weeks']] },
  { section: 'pertinent_negatives', text: 'Denies lower extremity swelling', match: [['swelling', 'edema']] },
  { section: 'exam', text: '1+ pitting edema of both lower extremities', match: [['edema']], side: 'bilateral' },
  { section: 'results', text: 'Echocardiogram: ejection fraction 45%, mild mitral regurgitation', match: [['echo', 'echocardiogram'], ['45']] },
  { section: 'assessment', text: 'Congestive heart failure', match: [['heart failure', 'chf']] },
  { section: 'medications', text: 'Increase furosemide (Lasix) to 80 mg daily', match: [['lasix', 'furosemide']], action: 'increase' },
  { section: 'orders', text: 'Repeat echocardiogram', match: [['echo', 'echocardiogram']], state: 'ordered' },
  { section: 'orders', text: 'Chest X-ray (already done and reviewed today)', match: [['x-ray', 'xray', 'radiograph']], state: 'done' },
  { section: 'follow_up', text: 'Return in 3 months', match: [['3 months', 'three months']] },
];

const NOTE = [
  '## CHIEF COMPLAINT',
  '',
  'Follow-up of his chronic problems.',
  '',
  '## HISTORY OF PRESENT ILLNESS',
  '',
  'He has been tired for five weeks. He denies leg swelling. He denies fever.',
  '',
  '## PHYSICAL EXAMINATION',
  '',
  '- Vitals: blood pressure 130/80, pulse 72.',
  'Edema of both legs.',
  '',
  '## ASSESSMENT AND PLAN',
  '',
  '**Congestive heart failure**',
  '',
  '- The echocardiogram showed an ejection fraction of 45%.',
  '- Medical treatment: lasix (furosemide) 40 mg once a day.',
  '- Additional testing: chest X-ray and echocardiography.',
  '- Weigh daily.',
  '- Follow-up: in three months.',
].join('\n');

describe('matching an alternative', () => {
  it('whole words, any case, spaces and hyphens alike', () => {
    expect(alternativePattern('x-ray').test('Chest X ray today')).toBe(true);
    expect(alternativePattern('echo').test('echocardiogram')).toBe(false);
    expect(alternativePattern('6/10').test('pain 6/10.')).toBe(true);
  });

  it('numbers as digits, not inside another number', () => {
    expect(numberWordsAsDigits('Twenty-five and eighty, six, forty two')).toBe('25 and 80, 6, 42');
    expect(alternativePattern('5').test('4.5 mg')).toBe(false);
    expect(alternativePattern('5').test('15 mg')).toBe(false);
    expect(alternativePattern('5').test('5.')).toBe(true);
    expect(alternativePattern('45').test('45%')).toBe(true);
    expect(factMatches(FACTS[1]!, 'Tired for five weeks.')).toBe(true);
  });

  it('reads British spellings as American, on either side', () => {
    const fact: KeyFact = { section: 'pertinent_negatives', text: 'Denies diarrhea or dyspnea', match: [['diarrhea'], ['dyspnoea']] };
    expect(factMatches(fact, 'Denies diarrhoea and dyspnea.')).toBe(true);
    expect(factMatches({ ...fact, match: [['edema'], ['hemoptysis']] }, 'Oedema; haemoptysis.')).toBe(true);
  });

  it("reads the lexicon's formal names of tests and therapies as the names clinicians write", () => {
    const order: KeyFact = { section: 'orders', text: 'Physical therapy and a repeat echocardiogram', match: [['physical therapy', 'pt'], ['echo', 'echocardiogram']], state: 'ordered' };
    expect(factMatches(order, 'Physiotherapy; echocardiography.')).toBe(true);
    expect(factMatches({ ...order, match: [['ultrasound'], ['mammogram']] }, 'Ultrasonography and mammography.')).toBe(true);
    // "HbA1c" is the hemoglobin A1c a fact names "a1c" (train D2N063's "Previous hemoglobin A1c 7.5").
    expect(factMatches({ section: 'results', text: 'Previous hemoglobin A1c 7.5', match: [['a1c'], ['7.5']] }, 'HbA1c: 7.5.')).toBe(true);
  });

  it('needs every group in the same text', () => {
    expect(factMatches(FACTS[0]!, 'Heart failure.')).toBe(false);
    expect(factMatches(FACTS[0]!, 'CHF and high blood pressure.')).toBe(true);
  });

  it('reads the strengths a medication fact states', () => {
    expect(doseNumbers('Increase furosemide (Lasix) to 80 mg daily')).toEqual(['80']);
    expect(doseNumbers('Budesonide/formoterol 200/6 mcg, 2 puffs twice daily')).toEqual(['200', '6', '2']);
    expect(doseNumbers('Continue lisinopril')).toEqual([]);
  });
});

describe('noteUnits', () => {
  it('splits a labelled list into its elements and keeps sentences whole', () => {
    const units = noteUnits(noteItems(NOTE));
    expect(units.filter((u) => u.region === 'exam').map((u) => u.text)).toEqual(['blood pressure 130/80', 'pulse 72', 'Edema of both legs.']);
    expect(units.filter((u) => u.label === 'Additional testing').map((u) => u.text)).toEqual(['chest X-ray', 'echocardiography']);
    expect(units.find((u) => u.label === 'problem')?.text).toBe('Congestive heart failure');
  });

  it('keeps a procedure whose name holds an "and" as one element', () => {
    const units = noteUnits(noteItems('## ASSESSMENT AND PLAN\n\n- Procedures: Open reduction and internal fixation, incision and drainage and casting.\n'));
    expect(units.map((u) => u.text)).toEqual(['Open reduction and internal fixation', 'incision and drainage', 'casting']);
  });
});

describe('scoreKeyFacts', () => {
  const score = scoreKeyFacts(noteItems(NOTE), FACTS);
  const found = (text: string) => score.facts.find((f) => f.fact.text === text)!;

  it('finds a fact only in its own section', () => {
    expect(found('Follow-up of congestive heart failure and hypertension').foundIn).toBeUndefined();
    expect(found('Fatigue and lightheadedness for 5 weeks').foundIn).toBe('He has been tired for five weeks.');
    expect(found('Denies lower extremity swelling').foundIn).toBe('He denies leg swelling.');
    expect(found('1+ pitting edema of both lower extremities').foundIn).toBe('Edema of both legs.');
    expect(found('Congestive heart failure').foundIn).toBe('Congestive heart failure');
    expect(found('Return in 3 months').foundIn).toBe('Follow-up: in three months.');
  });

  it('says where a misplaced fact is: the echo result written in the plan is missed', () => {
    const result = found('Echocardiogram: ejection fraction 45%, mild mitral regurgitation');
    expect(result.foundIn).toBeUndefined();
    expect(result.elsewhere).toEqual({ region: 'plan', text: 'The echocardiogram showed an ejection fraction of 45%.' });
  });

  it('finds a medication, with its dose only when the strength is the same', () => {
    const lasix = found('Increase furosemide (Lasix) to 80 mg daily');
    expect(lasix.foundIn).toBe('lasix (furosemide) 40 mg once a day');
    expect(lasix.withDose).toBe(false);
  });

  it('leaves done, declined and past orders out of recall', () => {
    expect(found('Chest X-ray (already done and reviewed today)').counted).toBe(false);
    expect(found('Repeat echocardiogram').counted).toBe(true);
    expect(found('Repeat echocardiogram').foundIn).toBe('The echocardiogram showed an ejection fraction of 45%.');
  });

  it('judges each item of the enumerable sections', () => {
    const items = Object.fromEntries(score.items.map((item) => [item.text, item]));
    expect(Object.keys(items)).toEqual([
      'He denies leg swelling.',
      'He denies fever.',
      'blood pressure 130/80',
      'pulse 72',
      'Edema of both legs.',
      'Congestive heart failure',
      'The echocardiogram showed an ejection fraction of 45%.',
      'lasix (furosemide) 40 mg once a day',
      'chest X-ray',
      'echocardiography',
      'Weigh daily.',
      'Follow-up: in three months.',
    ]);
    expect(items['He denies fever.']).toMatchObject({ section: 'pertinent_negatives', correct: false, reason: 'matches no fact of its section' });
    expect(items['Edema of both legs.']).toMatchObject({ section: 'exam', correct: true });
    expect(items['blood pressure 130/80']).toMatchObject({ section: 'exam', correct: false });
    expect(items['chest X-ray']).toMatchObject({ section: 'orders', correct: false, reason: 'an order the gold marks done: Chest X-ray (already done and reviewed today)' });
    expect(items['The echocardiogram showed an ejection fraction of 45%.']).toMatchObject({ section: 'plan_prose', correct: true });
    expect(items['Weigh daily.']).toMatchObject({ section: 'plan_prose', correct: false });
    expect(items['Follow-up: in three months.']).toMatchObject({ section: 'follow_up', correct: true });
    expect(items['Congestive heart failure']).toMatchObject({ section: 'assessment', correct: true });
  });

  it("leaves the patient's agreement to the plan out of precision: it lists no item", () => {
    const note = '## ASSESSMENT AND PLAN\n\n- Weigh daily.\n\nPatient agreements: The patient understands and agrees with the recommended medical treatment plan.';
    expect(scoreKeyFacts(noteItems(note), FACTS).items.map((item) => item.text)).toEqual(['Weigh daily.']);
  });

  it('counts a denial of the history right when the gold has it as history rather than as a pertinent negative', () => {
    const firstInjury: KeyFact = { section: 'history', text: 'First injury to this ankle', match: [['prior', 'first'], ['injury']] };
    const note = '## HISTORY OF PRESENT ILLNESS\n\nNo prior injury to the right ankle. No fever.';
    expect(scoreKeyFacts(noteItems(note), [firstInjury]).items.map((item) => [item.text, item.correct])).toEqual([
      ['No prior injury to the right ankle.', true],
      ['No fever.', false],
    ]);
  });

  it('reads a medical reasoning line as why, not as an order: it neither finds an order nor repeats one done', () => {
    const note = '## ASSESSMENT AND PLAN\n\n**1. Pneumonia**\n\n- Medical reasoning: Chest x-ray normal. Echocardiogram reduced.';
    const scored = scoreKeyFacts(noteItems(note), FACTS);
    expect(scored.facts.find((f) => f.fact.text === 'Repeat echocardiogram')!.foundIn).toBeUndefined();
    expect(scored.items.find((item) => /reasoning/i.test(item.text))).toMatchObject({ section: 'plan_prose', correct: true });
  });

  it('does not hold a declined order against an item that says it was declined', () => {
    const declined: KeyFact = { section: 'orders', text: 'Physical therapy (declined)', match: [['physical therapy', 'pt']], state: 'declined' };
    const note = '## ASSESSMENT AND PLAN\n\n- Physical therapy offered; she declined.\n- Physical therapy twice a week.';
    expect(scoreKeyFacts(noteItems(note), [declined]).items.map((item) => item.correct)).toEqual([true, false]);
    // Nor an element of a "Declined:" list, whose label says it.
    expect(scoreKeyFacts(noteItems('## ASSESSMENT AND PLAN\n\n- Declined: Physical therapy.'), [declined]).items.map((item) => item.correct)).toEqual([true]);
  });
});

describe('summariseKeyFacts', () => {
  it('adds up recall, precision and medication recall', () => {
    const summary = summariseKeyFacts([scoreKeyFacts(noteItems(NOTE), FACTS)]);
    // 9 counted facts (the done X-ray is not); found: history, negative, exam, assessment, medication, echo order, follow-up.
    expect(summary.recall).toEqual({ hits: 7, of: 9, value: 7 / 9 });
    expect(summary.recallBySection.chief_complaint).toEqual({ hits: 0, of: 1, value: 0 });
    expect(summary.recallBySection.results).toEqual({ hits: 0, of: 1, value: 0 });
    expect(summary.misplaced).toBe(1);
    // 12 items, wrong: denies fever, blood pressure, pulse, chest X-ray, weigh daily ("echocardiography" is the echo order).
    expect(summary.precision).toEqual({ hits: 7, of: 12, value: 7 / 12 });
    expect(summary.precisionBySection.exam).toEqual({ hits: 1, of: 3, value: 1 / 3 });
    expect(summary.wrongStateOrders).toBe(1);
    expect(summary.medicationRecall).toEqual({ hits: 0, of: 1, value: 0 });
  });
});
