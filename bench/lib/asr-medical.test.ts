import { describe, expect, it } from 'vitest';
import { doseScore, doseSpans, inventedTerms, medicalConcepts, sameStem, type LexiconTerm } from './asr-medical.js';

const LEXICON: LexiconTerm[] = [
  { term: 'metformin', kind: 'drug', aliases: [] },
  { term: 'Dolo', kind: 'brand', aliases: [] },
  { term: 'Montair-LC', kind: 'brand', aliases: ['Montair LC'] },
  { term: 'type 2 diabetes mellitus', kind: 'diagnosis', aliases: ['T2DM', 'sugar problem'] },
  { term: 'acute gastroenteritis', kind: 'diagnosis', aliases: ['AGE'] },
  { term: 'fever', kind: 'symptom', aliases: [] },
  { term: 'HbA1c', kind: 'lab', aliases: ['glycated haemoglobin'] },
];
const concepts = medicalConcepts(LEXICON);

describe('inventedTerms', () => {
  it('lists the lexicon terms of the hypothesis that the reference does not contain, once each', () => {
    expect(
      inventedTerms(concepts, 'Printing differs from most arts.', 'Printing, metformin, differs from most fever and fever arts.'),
    ).toEqual([
      { term: 'metformin', kind: 'drug', heard: 'metformin' },
      { term: 'fever', kind: 'symptom', heard: 'fever' },
    ]);
  });

  it('does not count a term that was said, in any of its spellings', () => {
    expect(inventedTerms(concepts, 'Known case of type 2 diabetes mellitus.', 'Known case of T2DM.')).toEqual([]);
    expect(inventedTerms(concepts, 'A sugar problem for years.', 'Type-2 diabetes mellitus for years.')).toEqual([]);
    expect(inventedTerms(concepts, 'Tab Dolo 650.', 'tab dolo 650')).toEqual([]);
  });

  it('matches multi-word spellings after normalisation, and only whole words', () => {
    expect(inventedTerms(concepts, 'Continue the same.', 'Continue Montair-LC.')).toEqual([
      { term: 'Montair-LC', kind: 'brand', heard: 'Montair-LC' },
    ]);
    expect(inventedTerms(concepts, 'a glycated sample', 'a glycated haemoglobin sample')).toEqual([
      { term: 'HbA1c', kind: 'lab', heard: 'glycated haemoglobin' },
    ]);
    expect(inventedTerms(concepts, 'the feverish crowd', 'the feverish crowd')).toEqual([]);
  });

  it('takes an inflection of the term in the reference for the term, but not a short prefix', () => {
    const lexicon = medicalConcepts([
      { term: 'hypothyroidism', kind: 'diagnosis', aliases: [] },
      { term: 'pantoprazole', kind: 'drug', aliases: [] },
    ]);
    expect(inventedTerms(lexicon, 'Known hypothyroid.', 'Known hypothyroidism.')).toEqual([]);
    expect(inventedTerms(lexicon, 'Tab Pan 40.', 'Tab pantoprazole 40.')).toEqual([
      { term: 'pantoprazole', kind: 'drug', heard: 'pantoprazole' },
    ]);
  });

  it('counts an acronym spelling only when the hypothesis writes it in capitals', () => {
    expect(inventedTerms(concepts, 'In the Middle Ages.', 'In the middle age.')).toEqual([]);
    expect(inventedTerms(concepts, 'In the Middle Ages.', 'In the middle AGE.')).toEqual([
      { term: 'acute gastroenteritis', kind: 'diagnosis', heard: 'AGE' },
    ]);
    expect(inventedTerms(concepts, 'Known case of acute gastroenteritis.', 'Known case of AGE.')).toEqual([]);
  });
});

describe('doseSpans', () => {
  it('takes a number with its unit, or with the capitalised word before it, or alone', () => {
    expect(doseSpans('Tab metformin 500 mg, creatinine 1.4 mg/dL, SpO2 98%, 99.4 °F, pulse 88 per minute.')).toEqual([
      '500 mg', '1.4 mg dl', '98 %', '99.4 f', '88 per minute',
    ]);
    expect(doseSpans('Tab Dolo 650 and TSH 8.5, blood pressure 140/90, type 2, 52-year-old.')).toEqual([
      'dolo 650', 'tsh 8.5', '140/90', '2', '52 year old',
    ]);
  });

  it('takes frequency phrases before counts, and counts spelled out before duration nouns', () => {
    expect(doseSpans('Three times a day for 3 days, then twice daily and 2 puffs SOS, Vitamin D3 60,000 IU once a week.')).toEqual([
      'three times a day', 'three days', 'twice daily', 'two puffs', 'sos', '60000 iu', 'once a week',
    ]);
  });

  it('does not give one word to two spans', () => {
    expect(doseSpans('Janumet 50/500 twice daily, Pan 40 40 mg.')).toEqual(['janumet 50/500', 'twice daily', 'pan 40', '40 mg']);
  });

  it('finds nothing in a sentence without numbers', () => {
    expect(doseSpans('Advise a lipid profile.')).toEqual([]);
  });
});

describe('doseScore', () => {
  it('requires each span exactly, and each occurrence', () => {
    const reference = 'Tab clopidogrel 75 mg and aspirin 75 mg once daily, Dolo 650 for 3 days.';
    expect(doseScore(reference, 'Tab clopidogrel 75 mg and aspirin 75 mg once daily, Dolo 650 for three days')).toEqual({
      total: 5, found: 5, missed: [],
    });
    expect(doseScore(reference, 'Tab clopidogrel 75 mg and aspirin seventy five milligrams once a day, Dolo 6 50 for 3 days')).toEqual({
      total: 5, found: 2, missed: ['75 mg', 'once daily', 'dolo 650'],
    });
  });

  it('is empty for a reference without doses or numbers', () => {
    expect(doseScore('Advise a lipid profile.', 'Advise a lipid profile 500 mg.')).toEqual({ total: 0, found: 0, missed: [] });
  });
});

describe('sameStem', () => {
  it('matches a word and its inflections of 6+ letters, nothing shorter', () => {
    expect(sameStem('hypothyroid', 'hypothyroidism')).toBe(true);
    expect(sameStem('asthmatic', 'asthma')).toBe(true);
    expect(sameStem('arts', 'artesunate')).toBe(false);
    expect(sameStem('pan', 'pantoprazole')).toBe(false);
    expect(sameStem('diabetic', 'diabetes')).toBe(false);
  });
});
