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
    expect(asWrittenIn('en-US', 'HbA1c: 8.2. Additional testing: Repeat HbA1c in 3 months; HbA1c. Abdomen: Non-tender.')).toBe(
      'Hemoglobin A1c: 8.2. Additional testing: Repeat hemoglobin A1c in 3 months; Hemoglobin A1c. Abdomen: Nontender.',
    );
  });

  it('keeps the names of other conditions that hold the words', () => {
    expect(asWrittenIn('en-US', 'Paroxysmal nocturnal dyspnoea. Past medical history: anorexia nervosa.')).toBe('Paroxysmal nocturnal dyspnea. Past medical history: anorexia nervosa.');
  });

  it("keeps the lexicon's words and spelling for Indian and other English", () => {
    expect(asWrittenIn('en-IN', 'Dyspnoea and paraesthesia.')).toBe('Dyspnoea and paraesthesia.');
  });
});
