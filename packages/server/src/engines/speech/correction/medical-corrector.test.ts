import { beforeAll, describe, expect, it } from 'vitest';
import { MedicalCorrector } from './medical-corrector.js';

let corrector: MedicalCorrector;

beforeAll(async () => {
  corrector = await MedicalCorrector.load();
});

describe('MedicalCorrector', () => {
  it('corrects terms, then writes doses and vitals as digits', () => {
    expect(corrector.correct('BP one forty over ninety. Start tell Ms. Arton forty milligrams once daily.')).toBe(
      'BP 140/90. Start telmisartan 40 mg once daily.',
    );
    expect(corrector.correct('Tab met for min five hundred twice a day after food.')).toBe(
      'Tab metformin 500 twice a day after food.',
    );
    expect(corrector.correct('Dollo six fifty SOS, SpO2 ninety eight percent.')).toBe('Dolo 650 SOS, SpO2 98%.');
  });

  it('restores prescription shorthand around the terms', () => {
    expect(corrector.correct('Tap amlodipine five milligrams. HbA1c8.6%, temperature ninety nine point four degrees Fahrenheit.')).toBe(
      'Tab amlodipine 5 mg. HbA1c 8.6%, temperature 99.4 °F.',
    );
  });

  it('leaves ordinary speech unchanged', () => {
    const text = 'Tell him to come for a follow up after five days.';
    expect(corrector.correct(text)).toBe(text);
  });

  it('offers the canonical lexicon terms for contextual biasing', () => {
    const terms = corrector.biasTerms();
    for (const term of ['metformin', 'telmisartan', 'Dolo', 'hypertension', 'HbA1c', 'electrocardiogram', 'colonoscopy']) {
      expect(terms).toContain(term);
    }
    expect(new Set(terms).size).toBe(terms.length);
  });
});
