import { describe, expect, it } from 'vitest';
import { lcsLength, meanRouge, rouge, rougeL, rougeN, rougeTokens } from './rouge.js';

const tokens = (text: string) => text.split(' ');

describe('rougeTokens', () => {
  it('lowercases and keeps runs of letters and digits only', () => {
    expect(rougeTokens("The Patient's BP: 120/80, no-fever.")).toEqual(['the', 'patient', 's', 'bp', '120', '80', 'no', 'fever']);
  });

  it('does not stem and keeps stopwords', () => {
    expect(rougeTokens('Denies fevers and chills')).toEqual(['denies', 'fevers', 'and', 'chills']);
  });

  it('splits at letters outside a-z, as the paper tokenizer does', () => {
    expect(rougeTokens('Cushing’s café')).toEqual(['cushing', 's', 'caf']);
  });
});

describe('rougeN', () => {
  const candidate = tokens('the cat sat on the mat');
  const reference = tokens('the cat is on the mat');

  it('ROUGE-1: 5 of 6 unigrams shared each way', () => {
    expect(rougeN(candidate, reference, 1)).toBeCloseTo(5 / 6, 10);
  });

  it('ROUGE-2: 3 of 5 bigrams shared (the cat, on the, the mat)', () => {
    expect(rougeN(candidate, reference, 2)).toBeCloseTo(3 / 5, 10);
  });

  it('clips a repeated n-gram to its count in the other text', () => {
    // overlap 1: precision 1/4, recall 1/2, F1 = 2 × 1/8 / (3/4) = 1/3
    expect(rougeN(tokens('the the the the'), tokens('the cat'), 1)).toBeCloseTo(1 / 3, 10);
  });

  it('weighs precision and recall over texts of different lengths', () => {
    // overlap b, d: precision 2/4, recall 2/3, F1 = 4/7
    expect(rougeN(tokens('a b c d'), tokens('b d e'), 1)).toBeCloseTo(4 / 7, 10);
    expect(rougeN(tokens('a b c d'), tokens('b d e'), 2)).toBe(0);
  });

  it('is 0 for an empty candidate or a text shorter than n', () => {
    expect(rougeN([], reference, 1)).toBe(0);
    expect(rougeN(['the'], reference, 2)).toBe(0);
  });
});

describe('rougeL', () => {
  it('uses the longest common subsequence, in order', () => {
    expect(lcsLength(tokens('the cat sat on the mat'), tokens('the cat is on the mat'))).toBe(5);
    expect(lcsLength(tokens('a b c'), tokens('c b a'))).toBe(1);
    expect(rougeL(tokens('a b c'), tokens('c b a'))).toBeCloseTo(1 / 3, 10);
  });

  it('is 0 when either side is empty', () => {
    expect(rougeL([], tokens('a b'))).toBe(0);
    expect(rougeL(tokens('a b'), [])).toBe(0);
  });
});

describe('rouge', () => {
  it('scores two texts (the example of the rouge_score README, recomputed by hand)', () => {
    // Reference 9 tokens, candidate 8; shared unigrams the ×2, quick, brown, dog, jumps = 6: P 6/8, R 6/9.
    // LCS "the quick brown jumps the" = 5: P 5/8, R 5/9. Shared bigrams "the quick", "quick brown" = 2: P 2/7, R 2/8.
    const scores = rouge('The quick brown dog jumps on the log.', 'The quick brown fox jumps over the lazy dog');
    const f = (p: number, r: number) => (2 * p * r) / (p + r);
    expect(scores.rouge1).toBeCloseTo(f(6 / 8, 6 / 9), 10);
    expect(scores.rouge1).toBeCloseTo(0.7059, 4);
    expect(scores.rouge2).toBeCloseTo(f(2 / 7, 2 / 8), 10);
    expect(scores.rougeL).toBeCloseTo(0.5882, 4);
  });

  it('is 0 for an empty candidate', () => {
    expect(rouge('', 'Chest pain.')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
  });
});

describe('meanRouge', () => {
  it('averages per encounter', () => {
    const mean = meanRouge([
      { rouge1: 0.5, rouge2: 0.2, rougeL: 0.4 },
      { rouge1: 0.3, rouge2: 0, rougeL: 0.2 },
    ]);
    expect(mean.rouge1).toBeCloseTo(0.4, 10);
    expect(mean.rouge2).toBeCloseTo(0.1, 10);
    expect(mean.rougeL).toBeCloseTo(0.3, 10);
    expect(meanRouge([])).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0 });
  });
});
