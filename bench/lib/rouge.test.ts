import { describe, expect, it } from 'vitest';
import { lcsIndices, lcsLength, meanRouge, rouge, rougeL, rougeLsum, rougeN, rougeTokens, summarySentences } from './rouge.js';

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

describe('rougeLsum', () => {
  const sentences = (text: string) => summarySentences(text);

  it('reads back the LCS as rouge_score does: a tie steps back in the reference', () => {
    // Table of "a b" (rows) × "b a" (columns): every cell of the last row and column is 1. At (2, 2) "b" ≠ "a" and
    // t[2][1] = t[1][2] = 1, which is not greater, so i steps back; at (1, 2) "a" = "a": position 0.
    expect(lcsIndices(tokens('a b'), tokens('b a'))).toEqual([0]);
    expect(lcsIndices(tokens('the cat sat'), tokens('the dog sat'))).toEqual([0, 2]);
    expect(lcsIndices([], tokens('a'))).toEqual([]);
  });

  it('splits at newlines only and drops empty lines', () => {
    expect(sentences('Chest pain. Cough.\n\n- No fever\n   \n')).toEqual([['chest', 'pain', 'cough'], ['no', 'fever'], []]);
  });

  it('takes the union of the LCS with every candidate sentence (by hand)', () => {
    // Reference "the cat sat" / "the dog ran"; candidate "the cat ran" / "the dog sat".
    // R1 with C1: "the cat" → {0, 1}; with C2: "the … sat" → {0, 2}; union {0, 1, 2}: the, cat, sat, 3 hits.
    // R2 with C1: "the … ran" → {0, 2}; with C2: "the dog" → {0, 1}; union: the, dog, ran, 3 hits (the second
    // "the" of each side is still unused). Hits 6 of 6 each way: F1 = 1, where ROUGE-L over the whole texts
    // ("the cat the dog", 4 of 6) is 2/3.
    const candidate = 'the cat ran\nthe dog sat';
    const reference = 'the cat sat\nthe dog ran';
    expect(rougeLsum(sentences(candidate), sentences(reference))).toBe(1);
    expect(rouge(candidate, reference).rougeL).toBeCloseTo(2 / 3, 10);
  });

  it('counts a token no more often than either text has it (clipping)', () => {
    // Reference "x y" / "x z", candidate "x y z": counts x 2, y 1, z 1 against x 1, y 1, z 1.
    // R1: LCS "x y" → x, y hit (the candidate's one x is now used). R2: LCS "x z" → x no longer available, z hits.
    // Hits 3: precision 3/3, recall 3/4, F1 = 2 × 3/4 / (7/4) = 6/7. Without clipping it would be 4 hits of 3.
    expect(rougeLsum(sentences('x y z'), sentences('x y\nx z'))).toBeCloseTo(6 / 7, 10);
  });

  it('keeps the tie rule inside the union: "a b" against "b a" hits only the "a"', () => {
    // One hit: precision 1/2, recall 1/2, F1 1/2 (ROUGE-L would also be 1/2, from either token).
    expect(rougeLsum(sentences('b a'), sentences('a b'))).toBeCloseTo(1 / 2, 10);
  });

  it('scores a short note by hand, with Markdown, punctuation and an empty line', () => {
    // Candidate lines: "## Assessment" → [assessment]; "- Knee pain, right." → [knee, pain, right];
    // "" dropped; "Ice and rest." → [ice, and, rest]. n = 7.
    // Reference lines: "ASSESSMENT AND PLAN" → [assessment, and, plan]; "Right knee pain." → [right, knee, pain];
    // "Recommend rest and ice." → [recommend, rest, and, ice]. m = 10.
    // R1 [assessment, and, plan]: with [assessment] {0}; with [knee, pain, right] {}; with [ice, and, rest] {1}
    //   → assessment, and: 2 hits (and: candidate 1 → 0, reference 2 → 1).
    // R2 [right, knee, pain]: with [knee, pain, right] the LCS is "knee pain" {1, 2} → 2 hits.
    // R3 [recommend, rest, and, ice]: with [ice, and, rest]: the table ties between "rest", "and" and "ice";
    //   backtracking from (4, 3): ice ≠ rest, t[4][2] = 1 is not > t[3][3] = 1 → i = 3; and ≠ rest, t[3][2] = 1
    //   not > t[2][3] = 1 → i = 2; rest = rest → {1}. Union {1}: rest, 1 hit. ("and" was used up by R1 anyway.)
    // Hits 5: precision 5/7, recall 5/10, F1 = 2 × (5/7)(1/2) / (5/7 + 1/2) = (5/7) / (17/14) = 10/17.
    const candidate = '## Assessment\n- Knee pain, right.\n\nIce and rest.';
    const reference = 'ASSESSMENT AND PLAN\nRight knee pain.\nRecommend rest and ice.';
    expect(rouge(candidate, reference).rougeLsum).toBeCloseTo(10 / 17, 10);
  });

  it('is 0 when either side has no tokens', () => {
    expect(rougeLsum([], sentences('a b'))).toBe(0);
    expect(rougeLsum(sentences('\n - \n'), sentences('a b'))).toBe(0);
    expect(rougeLsum(sentences('a b'), [])).toBe(0);
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
    expect(rouge('', 'Chest pain.')).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0, rougeLsum: 0 });
  });
});

describe('meanRouge', () => {
  it('averages per encounter', () => {
    const mean = meanRouge([
      { rouge1: 0.5, rouge2: 0.2, rougeL: 0.4, rougeLsum: 0.6 },
      { rouge1: 0.3, rouge2: 0, rougeL: 0.2, rougeLsum: 0.2 },
    ]);
    expect(mean.rouge1).toBeCloseTo(0.4, 10);
    expect(mean.rouge2).toBeCloseTo(0.1, 10);
    expect(mean.rougeL).toBeCloseTo(0.3, 10);
    expect(mean.rougeLsum).toBeCloseTo(0.4, 10);
    expect(meanRouge([])).toEqual({ rouge1: 0, rouge2: 0, rougeL: 0, rougeLsum: 0 });
  });
});
