import { describe, expect, it } from 'vitest';
import { deniedSymptoms, noteSentences, referenceMedications } from './aci-reference.js';
import { testIndex } from './aci-test-lexicon.js';

const index = testIndex();
const named = (note: string) => referenceMedications(note, index).map((m) => `${m.name} ${m.value} ${m.unit}`);

describe('noteSentences', () => {
  it('splits sentences, keeps decimals whole and remembers the heading', () => {
    const sentences = noteSentences('CHIEF COMPLAINT\n\nKnee pain.\n\nPLAN\n\nStart Flomax 0.4 mg daily. Return in 2 weeks.');
    expect(sentences).toEqual([
      { text: 'Knee pain.', section: 'CHIEF COMPLAINT' },
      { text: 'Start Flomax 0.4 mg daily.', section: 'PLAN' },
      { text: 'Return in 2 weeks.', section: 'PLAN' },
    ]);
  });
});

describe('deniedSymptoms', () => {
  it('splits the list of a "denies" sentence and maps each item to a lexicon symptom', () => {
    const denials = deniedSymptoms('The patient denies chest pain, nausea, vomiting, fevers, and chills.', index);
    expect(denials.symptoms.sort()).toEqual(['chest pain', 'chills', 'fever', 'nausea', 'vomiting']);
    expect(denials.unmapped).toEqual([]);
  });

  it('reads review-of-systems bullets, "any", aliases and "negative for"', () => {
    const note = [
      'REVIEW OF SYSTEMS',
      '',
      '• Constitutional: Denies fevers, chills.',
      '• Neurological: He denies any numbness or tingling.',
      '• Respiratory: Negative for shortness of breath.',
    ].join('\n');
    expect(deniedSymptoms(note, index).symptoms.sort()).toEqual(['chills', 'dyspnoea', 'fever', 'numbness', 'paraesthesia']);
  });

  it('takes a bare "No" as a denial in the review of systems only', () => {
    expect(deniedSymptoms('REVIEW OF SYSTEMS\n\n• Constitutional: No fevers, chills.', index).symptoms.sort()).toEqual(['chills', 'fever']);
    expect(deniedSymptoms('PHYSICAL EXAMINATION\n\nNo fever.', index).symptoms).toEqual([]);
  });

  it('keeps a term that spans a list separator whole', () => {
    expect(deniedSymptoms('She denies pins and needles.', index)).toEqual({ symptoms: ['paraesthesia'], unmapped: [], notSymptoms: [], qualified: [], alsoReported: [] });
  });

  it('ends the list at a new clause', () => {
    const denials = deniedSymptoms('She denies headache but reports nausea.', index);
    expect(denials.symptoms).toEqual(['headache']);
  });

  it('reports what it cannot map instead of dropping it, and sets apart other kinds of concept', () => {
    const denials = deniedSymptoms('He denies any blurry vision or diabetes.', index);
    expect(denials).toEqual({ symptoms: [], unmapped: ['blurry vision'], notSymptoms: ['diabetes'], qualified: [], alsoReported: [] });
  });

  it('sets apart a symptom denied only on one side or under a condition', () => {
    expect(deniedSymptoms('She denies dyspnea on exertion. Denies left chest pain. Denies fever.', index)).toEqual({
      symptoms: ['fever'],
      unmapped: [],
      notSymptoms: [],
      qualified: ['dyspnea on exertion', 'left chest pain'],
      alsoReported: [],
    });
  });

  it('sets apart a symptom the note both denies and reports', () => {
    const denials = deniedSymptoms('He denied any trouble with headaches in the past. He reports headaches for 3 months. He denies fever.', index);
    expect([denials.symptoms, denials.alsoReported]).toEqual([['fever'], ['headache']]);
  });

  it('ignores family history and the clinician turning a request down', () => {
    expect(deniedSymptoms('He denies a family history of headache.', index).symptoms).toEqual([]);
    expect(deniedSymptoms('He asked for more, which I denied due to nausea.', index).symptoms).toEqual([]);
  });
});

describe('referenceMedications', () => {
  it('reads "<name> <number> <unit>", lowercase', () => {
    expect(named('Initiate meloxicam 15 mg once daily and Lasix 20 mg.')).toEqual(['meloxicam 15 mg', 'lasix 20 mg']);
  });

  it('names the drug before "from … to …" for both strengths', () => {
    expect(named('Increase lisinopril from 10 mg to 20 mg daily.')).toEqual(['lisinopril 10 mg', 'lisinopril 20 mg']);
    expect(named('Increase the dose of metformin to 1000 mg.')).toEqual(['metformin 1000 mg']);
  });

  it('takes every unit of the list, decimals and a comma after the name', () => {
    expect(named('Flomax 0.4 mg, B12 1000 mcg, Lortab, 5 mg, insulin 10 units, KCl 20 mEq, saline 500 ml.')).toEqual([
      'flomax 0.4 mg',
      'b12 1000 mcg',
      'lortab 5 mg',
      'insulin 10 units',
      'kcl 20 mEq',
      'saline 500 ml',
    ]);
  });

  it('skips laboratory results and salt limits', () => {
    expect(named('Total cholesterol 222 mg/dL. Limit salt intake to 2300 mg daily.')).toEqual([]);
  });

  it('uses the lexicon spelling of a drug of two words, and a salt after a known drug', () => {
    expect(named('Ferrous Sulfate 325 mg daily. Testosterone cypionate 140 mg.')).toEqual(['ferrous sulfate 325 mg', 'testosterone cypionate 140 mg']);
  });

  it('lists a name and strength once per note', () => {
    expect(named('Continue aspirin 81 mg. She takes aspirin 81 mg daily.')).toEqual(['aspirin 81 mg']);
  });
});
