import { describe, expect, it } from 'vitest';
import { asWrittenIn } from './note-wording.js';

describe('the wording of the consultation language', () => {
  it('names symptoms as US clinicians write them, in American spelling (issue 28: the train references write "tingling" 15 times and "paresthesia" never)', () => {
    expect(asWrittenIn('en-US', 'He denies numbness and paraesthesia.')).toBe('He denies numbness and tingling.');
    expect(asWrittenIn('en-US', 'Dyspnoea on exertion. She reports dyspnoea, anorexia and pruritus.')).toBe('Shortness of breath on exertion. She reports shortness of breath, decreased appetite and itching.');
    expect(asWrittenIn('en-US', '- Neurological: Negative for paraesthesia.')).toBe('- Neurological: Negative for tingling.');
  });

  it('names drugs, tests and other findings as US notes do (issue 28: "joint pain" 13 times in the train references, "arthralgia" never)', () => {
    expect(asWrittenIn('en-US', 'Current medications: tylenol (paracetamol). He reports arthralgia. She denies pedal oedema.')).toBe(
      'Current medications: tylenol (acetaminophen). He reports joint pain. She denies lower extremity edema.',
    );
    // The ACI-BENCH references write "vision changes" twice and "visual disturbance" never (issue 28, train D2N029).
    expect(asWrittenIn('en-US', 'She denies fatigue and visual disturbance.')).toBe('She denies fatigue and vision changes.');
    expect(asWrittenIn('en-IN', 'She denies visual disturbance.')).toBe('She denies visual disturbance.');
    expect(asWrittenIn('en-US', 'HbA1c: 8.2. Additional testing: Repeat HbA1c in 3 months; HbA1c. Abdomen: Non-tender.')).toBe(
      'Hemoglobin A1c: 8.2. Additional testing: Repeat hemoglobin A1c in 3 months; Hemoglobin A1c. Abdomen: Nontender.',
    );
  });

  it('writes sigs, vital signs, and the return visit as US notes do (the train references: "mg daily" 33 times, "once a day" 10)', () => {
    expect(asWrittenIn('en-US', 'Medical treatment: Increase lisinopril to 40 mg once a day; Start ibuprofen three times a day.')).toBe(
      'Medical treatment: Increase lisinopril to 40 mg daily; Start ibuprofen 3 times a day.',
    );
    expect(asWrittenIn('en-US', '- Vitals: Blood pressure 128/72 mmHg, Temperature 98.7 °F, Pulse 72 /min, Respiratory rate 18 /min, SpO2 96 %.')).toBe(
      '- Vitals: Blood pressure 128/72 mmHg, Temperature 98.7 °F, Heart rate 72 bpm, Respiratory rate 18, Oxygen saturation 96%.',
    );
    expect(asWrittenIn('en-US', '- Follow-up: Review after 2 weeks.')).toBe('- Follow-up: Return in 2 weeks.');
    expect(asWrittenIn('en-US', '- Follow-up: Review after 3-4 weeks.')).toBe('- Follow-up: Return in 3-4 weeks.');
    expect(asWrittenIn('en-IN', '- Follow-up: Review after 2 weeks. Pulse 72 /min. Paracetamol 500 mg once a day.')).toBe('- Follow-up: Review after 2 weeks. Pulse 72 /min. Paracetamol 500 mg once a day.');
  });

  it("names drugs by their US names (USAN), the lexicon's aliases", () => {
    expect(asWrittenIn('en-US', 'Current medications: epipen (adrenaline); ventolin (salbutamol) inhaler; glibenclamide; rifampicin; ferrous sulphate; ispaghula.')).toBe(
      'Current medications: epipen (epinephrine); ventolin (albuterol) inhaler; glyburide; rifampin; ferrous sulfate; psyllium.',
    );
    expect(asWrittenIn('en-US', 'Start cotrimoxazole. Continue phenobarbitone and noradrenaline. Aluminium hydroxide.')).toBe(
      'Start trimethoprim-sulfamethoxazole. Continue phenobarbital and norepinephrine. Aluminum hydroxide.',
    );
    expect(asWrittenIn('en-US', 'Current medications: cyanocobalamin; ascorbic acid.')).toBe('Current medications: vitamin B12; vitamin C.');
    // And procedures by the names US notes give them (the round-28 reviewer).
    expect(asWrittenIn('en-US', 'Past procedures: appendicectomy. Current therapies: physiotherapy.')).toBe('Past procedures: appendectomy. Current therapies: physical therapy.');
  });

  it('keeps the names of other conditions that hold the words', () => {
    expect(asWrittenIn('en-US', 'Paroxysmal nocturnal dyspnoea. Past medical history: anorexia nervosa.')).toBe('Paroxysmal nocturnal dyspnea. Past medical history: anorexia nervosa.');
  });

  it("keeps the lexicon's words and spelling for Indian and other English", () => {
    expect(asWrittenIn('en-IN', 'Dyspnoea and paraesthesia.')).toBe('Dyspnoea and paraesthesia.');
  });

  it('writes abbreviations in capitals in every English (issue 28, train D2N026, D2N027, D2N032)', () => {
    expect(asWrittenIn('en-US', 'Will set him up for a cervical mri. Use of an nsaid. Lipid panel: hdl 50; ldl 120. No need for further a1c today.')).toBe(
      'Will set him up for a cervical MRI. Use of an NSAID. Lipid panel: HDL 50; LDL 120. No need for further A1c today.',
    );
    expect(asWrittenIn('en-IN', 'History of dcis. Avoid nsaids. Tsh: low.')).toBe('History of DCIS. Avoid NSAIDs. TSH: low.');
    // A word with a capital of its own where no sentence starts is a name.
    expect(asWrittenIn('en-US', 'She lives with her daughter Tia.')).toBe('She lives with her daughter Tia.');
  });

  it('writes months and days with their capital, and "may" only as the month of a date (issue 28, train D2N022, D2N032)', () => {
    expect(asWrittenIn('en-US', 'He had an injury in march of this year. MR arthrogram done june 3rd 2021. Surgery on monday; seen may 5th.')).toBe(
      'He had an injury in March of this year. MR arthrogram done June 3rd 2021. Surgery on Monday; seen May 5th.',
    );
    expect(asWrittenIn('en-US', 'She may need another one.')).toBe('She may need another one.');
    expect(asWrittenIn('en-US', 'He plays on saturdays. It began in may.')).toBe('He plays on Saturdays. It began in May.');
  });
});
