import { describe, expect, it } from 'vitest';
import { assignRoles, roleCues } from './roles.js';

describe('roleCues', () => {
  it.each([
    'Any fever?',
    'Since when do you have this pain?',
    'Do you have any cough or cold?',
    'So, any vomiting or loose motions',
    "I'll prescribe paracetamol 650, one tablet three times a day after food.",
    "Let's do a CBC and a lipid profile.",
    'Take one tablet twice daily before breakfast.',
    'Let me check your blood pressure. Breathe in, breathe out.',
    'This looks like gastritis.',
  ])('reads the doctor in %j', (text) => {
    const cues = roleCues(text);
    expect(cues.doctor).toBeGreaterThan(cues.patient);
  });

  it.each([
    'No.',
    'No, doctor.',
    'Yes, body pain is there.',
    'I have fever since two days, mostly at night.',
    'My stomach is paining since yesterday.',
    'Can I drink tea?',
    'How long should I take it?',
    "I don't smoke.",
    'Sometimes at night I get up two times.',
  ])('reads the patient in %j', (text) => {
    const cues = roleCues(text);
    expect(cues.patient).toBeGreaterThan(cues.doctor);
  });

  it('does not count the doctor\'s "I will prescribe" as a patient\'s first person', () => {
    const cues = roleCues('I will prescribe a cough syrup. I am starting telmisartan.');
    expect(cues.doctor).toBeGreaterThan(cues.patient);
  });
});

describe('assignRoles', () => {
  const consultation = [
    { speaker: 0 as const, text: 'Doctor, I have had a headache for a week.' },
    { speaker: 1 as const, text: 'Any vomiting or blurring of vision?' },
    { speaker: 0 as const, text: 'No.' },
    { speaker: 1 as const, text: 'Do you take a lot of salt?' },
    { speaker: 0 as const, text: 'Yes, I like pickle.' },
    { speaker: 1 as const, text: 'Your BP is 150/95. I am starting telmisartan 40 mg once daily.' },
  ];

  it('finds the doctor whoever speaks first', () => {
    const result = assignRoles(consultation);
    expect(result.doctorSpeaker).toBe(1);
    expect(result.roles).toEqual(['patient', 'doctor', 'patient', 'doctor', 'patient', 'doctor']);
    expect(result.confidence).toBeGreaterThan(0.9);
    expect(result.scores[1]).toBeGreaterThan(result.scores[0]);
  });

  it('gives everything to the doctor when there is one speaker', () => {
    const result = assignRoles([{ speaker: 0, text: 'Patient has fever since two days. Advised paracetamol.' }], 1);
    expect(result.roles).toEqual(['doctor']);
  });

  it('guesses speaker 0 with confidence 0.5 when nothing tells them apart', () => {
    const result = assignRoles([
      { speaker: 0, text: 'Okay.' },
      { speaker: 1, text: 'Okay.' },
    ]);
    expect(result.doctorSpeaker).toBe(0);
    expect(result.confidence).toBe(0.5);
  });
});
