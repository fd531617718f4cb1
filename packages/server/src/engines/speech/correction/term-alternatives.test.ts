import { beforeAll, describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { loadCommonEnglishWords } from '../../../lexicon/english-words.js';
import { TermAlternatives } from './term-alternatives.js';

let alternatives: TermAlternatives;
beforeAll(async () => {
  const [entries, english] = await Promise.all([loadLexicon(), loadCommonEnglishWords(50)]);
  alternatives = new TermAlternatives(entries, (word) => english.has(word.toLowerCase()) || word.toLowerCase() === 'mg');
});

describe('TermAlternatives', () => {
  it('reads a word that is no English word as an acronym one letter off, a value glued to it kept apart', () => {
    expect(alternatives.readings('Thyroid profile shows DSH 8.5')).toContain('Thyroid profile shows TSH 8.5');
    expect(alternatives.readings('Serum creatinine 1.4 mg ejfr58')).toContain('Serum creatinine 1.4 mg eGFR 58');
    // An English word is read as it is ("the" is not "TSH").
    expect(alternatives.readings('repeat the test')).toEqual([]);
    // Two letters are too few to be read as a three-letter acronym ("an NT stomach" is not NST, non-stress test).
    expect(alternatives.readings('on an NT stomach')).not.toContain('on an NST stomach');
  });

  it('reads the words around one word of a multi-word term as the term when they sound like it', () => {
    expect(alternatives.readings('repeat the lighted profile')).toContain('repeat the lipid profile');
    expect(alternatives.readings('insulin large and 10 units')).toContain('Insulin glargine 10 units');
    expect(alternatives.readings('Vitamin D, three, sixty thousand')).toContain('Vitamin D3, sixty thousand');
  });

  it('leaves a run that already names a term, or holds a number, as it is', () => {
    expect(alternatives.readings('Thyroid profile normal')).toEqual([]);
    expect(alternatives.readings('Serum 1.4')).toEqual([]);
  });
});
