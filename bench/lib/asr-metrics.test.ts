import { describe, expect, it } from 'vitest';
import { missedTerms, normalise, percentile, sumWordErrors, wordErrorRate, wordErrors } from './asr-metrics.js';

describe('normalise', () => {
  it('keeps "/" and "." inside numbers and drops other punctuation', () => {
    expect(normalise('Blood pressure 140/90, temperature 99.4 °F.')).toEqual([
      'blood', 'pressure', '140/90', 'temperature', '99.4', 'f',
    ]);
  });

  it('makes "%" a token of its own', () => {
    expect(normalise('SpO2 98% on room air')).toEqual(['spo2', '98', '%', 'on', 'room', 'air']);
    expect(normalise('HbA1c 8.6 %.')).toEqual(['hba1c', '8.6', '%']);
    // "&" is said "and": "I&D" is "I and D", not the "i-d" a recogniser writes for "IV".
    expect(normalise('I&D done')).toEqual(normalise('I and D done'));
    expect(normalise('I&D')).not.toEqual(normalise('i-d'));
  });

  it('breaks words at hyphens and at "/" or "." outside numbers', () => {
    expect(normalise('52-year-old, creatinine 1.4 mg/dL. Follow-up.')).toEqual([
      '52', 'year', 'old', 'creatinine', '1.4', 'mg', 'dl', 'follow', 'up',
    ]);
  });

  it('drops thousands separators and apostrophes', () => {
    expect(normalise("Vitamin D3 60,000 IU, patient's")).toEqual(['vitamin', 'd3', '60000', 'iu', 'patients']);
  });

  it('spells out a small count before a duration or count noun, and only there', () => {
    expect(normalise('for 3 days, 2 puffs, every 4 hours')).toEqual(normalise('for three days, two puffs, every four hours'));
    expect(normalise('52-year-old, 2 units, 40 mg, for 30 days')).toEqual(['52', 'year', 'old', '2', 'units', '40', 'mg', 'for', '30', 'days']);
  });

  it('maps British spellings of medical words to American', () => {
    expect(normalise('Haemoglobin low, iron deficiency anaemia')).toEqual(normalise('hemoglobin low, iron deficiency anemia'));
  });
});

describe('wordErrors', () => {
  it('counts substitutions, deletions and insertions of a minimum alignment', () => {
    const reference = normalise('tab metformin 500 mg twice daily');
    expect(wordErrors(reference, normalise('tab met formin 500 mg twice daily'))).toEqual({
      substitutions: 1, deletions: 0, insertions: 1, referenceWords: 6,
    });
    expect(wordErrors(reference, normalise('metformin 500 mg daily'))).toEqual({
      substitutions: 0, deletions: 2, insertions: 0, referenceWords: 6,
    });
    expect(wordErrors(reference, reference)).toEqual({ substitutions: 0, deletions: 0, insertions: 0, referenceWords: 6 });
  });

  it('handles empty sides', () => {
    expect(wordErrors([], ['a', 'b'])).toEqual({ substitutions: 0, deletions: 0, insertions: 2, referenceWords: 0 });
    expect(wordErrors(['a', 'b'], [])).toEqual({ substitutions: 0, deletions: 2, insertions: 0, referenceWords: 2 });
  });
});

describe('wordErrorRate', () => {
  it('weighs every reference word of the corpus equally', () => {
    const total = sumWordErrors([
      wordErrors(['a', 'b', 'c', 'd'], ['a', 'b', 'c', 'x']),
      wordErrors(['e', 'f', 'g', 'h', 'i', 'j'], ['e', 'f', 'g', 'h', 'i', 'j']),
    ]);
    expect(wordErrorRate(total)).toBeCloseTo(0.1);
  });

  it('is 0 for two empty transcripts and 1 for insertions against an empty reference', () => {
    expect(wordErrorRate(wordErrors([], []))).toBe(0);
    expect(wordErrorRate(wordErrors([], ['a']))).toBe(1);
  });
});

describe('missedTerms', () => {
  it('requires every word of a term, contiguous and in order, after normalisation', () => {
    const hypothesis = 'Known case of Type-2 diabetes mellitus. Advise HbA1c and lipid, profile.';
    expect(missedTerms(['type 2 diabetes mellitus', 'HbA1c', 'lipid profile', 'serum creatinine'], hypothesis)).toEqual([
      'serum creatinine',
    ]);
    expect(missedTerms(['diabetes type 2'], hypothesis)).toEqual(['diabetes type 2']);
  });

  it('does not match a term inside a longer word', () => {
    expect(missedTerms(['TSH'], 'repeat TSHs')).toEqual(['TSH']);
  });
});

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
  });

  it('rejects an empty list', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
  });
});
