import { describe, expect, it } from 'vitest';
import { snippetFeatures, snippetTurns, utteranceFeatures, words } from './features.js';
import { buildVocabulary, vectorize } from './vectorizer.js';

describe('words', () => {
  it('lower-cases, drops apostrophes and folds numbers', () => {
    expect(words("I don't take 20 mg, Doctor.")).toEqual(['i', 'dont', 'take', '#num', 'mg', 'doctor']);
  });
});

describe('snippetTurns', () => {
  it('reads turns on their own lines and turns run together on one line', () => {
    const expected = [
      { speaker: 'd', text: 'Any allergies?' },
      { speaker: 'p', text: 'No.' },
    ];
    expect(snippetTurns('Doctor: Any allergies?\nPatient: No.')).toEqual(expected);
    expect(snippetTurns('Doctor: Any allergies? Patient: No.')).toEqual(expected);
    expect(snippetTurns('Guest_clinican: Hello.')[0]!.speaker).toBe('g');
  });
});

describe('snippetFeatures', () => {
  it('has words, bigrams, words by speaker, the opening question and size buckets', () => {
    const f = snippetFeatures('Doctor: Hello. Any allergies to medications?\nPatient: No.');
    expect(f.get('w:allergies')).toBe(1);
    expect(f.get('b:any allergies')).toBe(1);
    expect(f.get('d:allergies')).toBe(1);
    expect(f.get('p:no')).toBe(1);
    expect(f.get('q:allergies')).toBe(1);
    expect(f.has('q:hello')).toBe(false);
    expect(f.get('qb:to medications')).toBe(1);
    expect(f.get('turns:2')).toBe(1);
    expect(f.get('len:2')).toBe(1); // 6 words: ⌊log₂ 7⌋
  });

  it('has the character 3- to 5-grams of each word, padded with spaces', () => {
    const f = snippetFeatures('Doctor: Allergies?');
    expect(f.get('c: al')).toBe(1);
    expect(f.get('c:allerg')).toBeUndefined(); // 6 characters
    expect(f.get('c:ergi')).toBe(1);
    expect(f.get('c:ies ')).toBe(1);
    expect(f.get('c:aller')).toBe(1);
  });
});

describe('utteranceFeatures', () => {
  it('marks the speaker, a question and the previous turn’s words', () => {
    const f = utteranceFeatures('no .', 'patient', 'any chest pain ?');
    expect(f.get('p:no')).toBe(1);
    expect(f.get('speaker:patient')).toBe(1);
    expect(f.get('prev:chest')).toBe(1);
    expect(f.has('asks')).toBe(false);
    expect(utteranceFeatures('any chest pain ?', 'doctor').get('asks')).toBe(1);
  });
});

describe('vectorize', () => {
  const documents = [new Map([['a', 1], ['b', 1]]), new Map([['a', 2], ['c', 1]]), new Map([['a', 1]])];

  it('keeps the features of at least the minimum document frequency, sorted', () => {
    expect(buildVocabulary(documents, 1).terms).toEqual(['a', 'b', 'c']);
    expect(buildVocabulary(documents, 2).terms).toEqual(['a']);
  });

  it('weighs rarer features more and normalises to unit length', () => {
    const vocabulary = buildVocabulary(documents, 1);
    const v = vectorize(vocabulary, new Map([['a', 3], ['b', 1], ['unknown', 1]]), 'binary');
    expect(v.indices).toEqual([0, 1]);
    expect(v.values[1]).toBeGreaterThan(v.values[0]!);
    expect(Math.hypot(...v.values)).toBeCloseTo(1, 12);
  });
});
