import { describe, expect, it } from 'vitest';
import { collapseRepeatedPhrases, loopExcess } from './repetition-guard.js';

describe('loopExcess', () => {
  it('finds a single token repeated over and over', () => {
    expect(loopExcess([5, ...Array<number>(16).fill(7)])).toBe(15);
  });

  it('finds a repeated phrase and keeps one copy of it', () => {
    const phrase = [10, 11, 12, 13, 14];
    expect(loopExcess([1, 2, ...phrase, ...phrase, ...phrase, ...phrase])).toBe(15);
  });

  it('leaves legitimate repetitions alone', () => {
    expect(loopExcess([1, 0, 0, 0, 0, 0, 0])).toBe(0); // the zeros of "1000000"
    expect(loopExcess([3, 4, 3, 4, 3, 4])).toBe(0); // "no, no, no"
    expect(loopExcess([1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
  });
});

describe('collapseRepeatedPhrases', () => {
  it('keeps one copy of a word or phrase said three or more times in a row, whatever its case', () => {
    expect(collapseRepeatedPhrases('on an empty tuberculosis tuberculosis Tuberculosis tuberculosis tuber')).toBe(
      'on an empty tuberculosis tuber',
    );
    expect(collapseRepeatedPhrases('Repeat the test. repeat the test, repeat the test. Review.')).toBe('repeat the test. Review.');
  });

  it('leaves ordinary repetition alone', () => {
    for (const text of ['no, no, no', 'twice daily, twice daily', 'one tablet one tablet', '']) {
      expect(collapseRepeatedPhrases(text)).toBe(text);
    }
  });
});
