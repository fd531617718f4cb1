import { describe, expect, it } from 'vitest';
import { inSpellingOf } from './spelling.js';

describe('the spelling of the consultation language', () => {
  it('writes a US consultation in American spelling', () => {
    expect(inSpellingOf('en-US', 'He denies dyspnoea, oedema, diarrhoea and haematochezia.')).toBe('He denies dyspnea, edema, diarrhea and hematochezia.');
    expect(inSpellingOf('en-US', 'Past medical history: anaemia, gastro-oesophageal reflux disease and hypercholesterolaemia.')).toBe(
      'Past medical history: anemia, gastroesophageal reflux disease and hypercholesterolemia.',
    );
    expect(inSpellingOf('en-US', 'Paraesthesia of the toes. Haemoglobin: low at 8.2. Melaena. Orthopaedic referral. Tumour. Catheterisation. Jugular venous distension.')).toBe(
      'Paresthesia of the toes. Hemoglobin: low at 8.2. Melena. Orthopedic referral. Tumor. Catheterization. Jugular venous distention.',
    );
    expect(inSpellingOf('en-US', 'Also assessed: seborrhoeic keratosis and atypical naevus.')).toBe('Also assessed: seborrheic keratosis and atypical nevus.');
  });

  it('keeps the words that only look British', () => {
    expect(inSpellingOf('en-US', 'She does not wear shoes; the toe goes numb. Advised rest. Aerobic exercise.')).toBe('She does not wear shoes; the toe goes numb. Advised rest. Aerobic exercise.');
  });

  it('keeps the British spelling of Indian and other English', () => {
    expect(inSpellingOf('en-IN', 'Dyspnoea and oedema.')).toBe('Dyspnoea and oedema.');
    expect(inSpellingOf('hi', 'Anaemia.')).toBe('Anaemia.');
  });
});
