import { describe, expect, it } from 'vitest';
import { beamSearch, forcedLogProbs, likeliestNames, type BeamSearchOptions, type Decoder } from './beam-search.js';
import { BiasTrie } from './bias-trie.js';

const START = 1;
const END = 2;
const VOCAB = 12;

/** Next-token probabilities given the emitted tokens (start token excluded); unlisted tokens get a negligible share. */
type LanguageModel = (history: readonly number[]) => Partial<Record<number, number>>;

/**
 * A Decoder over a toy model that keeps per-row histories the way the real decoder keeps its cache, and counts the rows
 * fed: `start` feeds its tokens as one row (counted as their number, negative: -2 is one pass over two tokens), and
 * `branch` its rows (counted as rows × longest, and kept in `branches`).
 */
function fakeDecoder(model: LanguageModel): { decoder: Decoder; rowsFed: number[]; branches: Array<{ rows: number; width: number }> } {
  let histories: number[][] = [];
  let started: readonly number[] = [];
  const rowsFed: number[] = [];
  const branches: Array<{ rows: number; width: number }> = [];
  const logitsOf = (rows: readonly (readonly number[])[]): Float32Array => {
    const logits = new Float32Array(rows.length * VOCAB).fill(-30);
    rows.forEach((history, row) => {
      for (const [token, p] of Object.entries(model(history))) logits[row * VOCAB + Number(token)] = Math.log(p ?? 0);
    });
    return logits;
  };
  const decoder: Decoder = {
    async start(tokens) {
      expect(tokens[0]).toBe(START);
      started = tokens;
      histories = [tokens.slice(1)];
      rowsFed.push(-tokens.length);
      // After each fed token, the history up to it.
      return logitsOf(tokens.map((_, i) => tokens.slice(1, i + 1)));
    },
    async step(tokens, parentRows) {
      histories = tokens.map((token, row) => [...histories[parentRows[row]!]!, token]);
      rowsFed.push(tokens.length);
      return logitsOf(histories);
    },
    async branch(continuations, at) {
      const width = Math.max(...continuations.map((tokens) => tokens.length));
      rowsFed.push(continuations.length * width);
      branches.push({ rows: continuations.length, width });
      // Padded with token 0, whose logits are never read.
      const padded = continuations.map((tokens) => [...tokens, ...new Array<number>(width - tokens.length).fill(0)]);
      return logitsOf(padded.flatMap((tokens) => tokens.map((_, i) => [...started.slice(1, at), ...tokens.slice(0, i + 1)])));
    },
  };
  return { decoder, rowsFed, branches };
}

const run = (model: LanguageModel, options: Partial<BeamSearchOptions> = {}) =>
  beamSearch(fakeDecoder(model).decoder, { startToken: START, endToken: END, maxTokens: 20, ...options });

/** Greedy decoding written out plainly, as the reference for beam 1. */
function greedy(model: LanguageModel, maxTokens: number): number[] {
  const tokens: number[] = [];
  while (tokens.length < maxTokens) {
    const probs = model(tokens);
    const best = Number(Object.entries(probs).reduce((a, b) => ((b[1] ?? 0) > (a[1] ?? 0) ? b : a))[0]);
    if (best === END) break;
    tokens.push(best);
  }
  return tokens;
}

/** Token 3 looks best at first but leads nowhere certain; 4 is followed by a sure 5. */
const gardenPath: LanguageModel = (history) => {
  if (history.length === 0) return { 3: 0.5, 4: 0.4, 6: 0.1 };
  if (history.length === 1) return history[0] === 4 ? { 5: 0.95, 7: 0.05 } : { 7: 0.3, 8: 0.3, 9: 0.2, 10: 0.2 };
  return { [END]: 0.95, 11: 0.05 };
};

describe('beamSearch', () => {
  it('with beam 1 is greedy decoding', async () => {
    const pseudoRandom: LanguageModel = (history) => {
      if (history.length >= 6) return { [END]: 0.9, 3: 0.1 };
      const seed = history.reduce((sum, token, i) => sum + token * (i + 7), 3);
      const probs: Record<number, number> = {};
      for (let token = 3; token < VOCAB; token++) probs[token] = 1 + ((seed * token * 31) % 17);
      const total = Object.values(probs).reduce((a, b) => a + b, 0);
      for (const token in probs) probs[token]! /= total;
      return probs;
    };
    const result = await run(pseudoRandom, { beamSize: 1 });
    expect(result.tokens).toEqual(greedy(pseudoRandom, 20));
    expect(result.stop).toBe('end');
    expect(greedy(gardenPath, 20)).toEqual([3, 7]);
    expect((await run(gardenPath, { beamSize: 1 })).tokens).toEqual([3, 7]);
  });

  it('with a wider beam finds the better overall sequence', async () => {
    const result = await run(gardenPath, { beamSize: 2 });
    expect(result.tokens).toEqual([4, 5]);
    expect(result.meanLogProb).toBeCloseTo((Math.log(0.4) + Math.log(0.95) + Math.log(0.95)) / 3, 5);
    // Each emitted token's own log-prob, the end token's left out: what word confidences are made of.
    expect(result.tokenLogProbs.map(Math.exp)).toEqual([expect.closeTo(0.4, 5), expect.closeTo(0.95, 5)]);
  });

  it('batches the beams into one decoder call per step', async () => {
    const { decoder, rowsFed } = fakeDecoder(gardenPath);
    await beamSearch(decoder, { startToken: START, endToken: END, maxTokens: 20, beamSize: 3 });
    expect(rowsFed[0]).toBe(-1);
    expect(Math.max(...rowsFed)).toBe(3);
  });

  /** The model slightly prefers 7 over 5, but "5 6" is a lexicon term. */
  const nearMiss: LanguageModel = (history) => {
    if (history.length === 0) return { 7: 0.55, 5: 0.45 };
    if (history.length === 1) return history[0] === 5 ? { 6: 0.9, 8: 0.1 } : { 8: 0.9, 6: 0.1 };
    return { [END]: 1 };
  };
  const termTrie = BiasTrie.build(['56'], (text) => [...text].map(Number));

  it('biasing flips a close call toward a lexicon term', async () => {
    expect((await run(nearMiss, { beamSize: 1 })).tokens).toEqual([7, 8]);
    for (const beamSize of [1, 4]) {
      const result = await run(nearMiss, { beamSize, bias: { trie: termTrie, bonus: 1 } });
      expect(result.tokens).toEqual([5, 6]);
      // Confidence reflects the model alone, not the bonus.
      expect(result.meanLogProb).toBeCloseTo((Math.log(0.45) + Math.log(0.9)) / 3, 5);
      expect(result.tokenLogProbs.map(Math.exp)).toEqual([expect.closeTo(0.45, 5), expect.closeTo(0.9, 5)]);
      // It owes its choice to the bias, and its log-prob is the model's alone.
      expect(result.biased).toBe(true);
      expect(result.logProb).toBeCloseTo(Math.log(0.45) + Math.log(0.9), 5);
    }
    expect((await run(nearMiss, { beamSize: 4 })).biased).toBe(false);
  });

  it('scores given transcripts by forced decoding, end token included: one in a pass, the others from where they leave it', async () => {
    const { decoder, rowsFed } = fakeDecoder(gardenPath);
    const logProbs = await forcedLogProbs(decoder, { startToken: START, endToken: END }, [[4, 5], [3, 7], [3, 8], [4, 5]]);
    expect(logProbs[0]).toBeCloseTo(Math.log(0.4) + Math.log(0.95) + Math.log(0.95), 5);
    expect(logProbs[1]).toBeCloseTo(Math.log(0.5) + Math.log(0.3) + Math.log(0.95), 5);
    expect(logProbs[2]).toBeCloseTo(Math.log(0.5) + Math.log(0.3) + Math.log(0.95), 5);
    expect(logProbs[3]).toBe(logProbs[0]);
    // [3 7] shares most with the others: one pass; [4 5] leaves it at once (two tokens fed), [3 8] after [3] (one).
    expect(rowsFed).toEqual([-3, 2, 1]);
  });

  it('scores a transcript that is all shared, or longer than the others', async () => {
    const { decoder, rowsFed } = fakeDecoder(gardenPath);
    const logProbs = await forcedLogProbs(decoder, { startToken: START, endToken: END }, [[3], [3, 7], [3, 8, 11]]);
    // The toy model gives the end after [3] a logit of -30 (unlisted).
    expect(logProbs[0]).toBeCloseTo(Math.log(0.5) - 30, 3);
    expect(logProbs[1]).toBeCloseTo(Math.log(0.5) + Math.log(0.3) + Math.log(0.95), 5);
    expect(logProbs[2]).toBeCloseTo(Math.log(0.5) + Math.log(0.3) + Math.log(0.05) + Math.log(0.95), 5);
    // Each shares [3] with the others; the first, [3], in one pass; [7] and [8 11] after it as two rows of two.
    expect(rowsFed).toEqual([-2, 4]);
    const [alone] = await forcedLogProbs(decoder, { startToken: START, endToken: END }, [[4, 5], [4, 5]]);
    expect(alone).toBeCloseTo(Math.log(0.4) + Math.log(0.95) + Math.log(0.95), 5);
    expect(rowsFed.slice(2)).toEqual([-3]);
  });

  it('scores many transcripts as they would be alone, branching at most 8 rows and 256 positions in one pass', async () => {
    // Every history its own distribution, the end included: a score read from a wrong row or position comes out wrong.
    const historyBound: LanguageModel = (history) => {
      const seed = history.reduce((sum, token, i) => (sum * 31 + token * (i + 7)) % 1009, 3);
      const weights = Array.from({ length: VOCAB }, (_, token) => (token < END ? 0 : 1 + ((seed * (token + 1) * 37) % 23)));
      const total = weights.reduce((a, b) => a + b, 0);
      return Object.fromEntries(weights.map((weight, token) => [token, weight / total]));
    };
    const { decoder, branches } = fakeDecoder(historyBound);
    // Rows of many lengths (short ones padded, first in a group or not), branching from one of several tokens.
    const sequences = Array.from({ length: 40 }, (_, i) => [3, ...(i % 3 === 0 ? [4] : []), ...Array.from({ length: (i * 7) % 90 }, (_, j) => 4 + ((i * 5 + j * 3) % 8))]);
    const logProbs = await forcedLogProbs(decoder, { startToken: START, endToken: END }, sequences);
    for (const [i, tokens] of sequences.entries()) {
      expect(logProbs[i]).toBeCloseTo((await forcedLogProbs(fakeDecoder(historyBound).decoder, { startToken: START, endToken: END }, [tokens]))[0]!, 4);
    }
    expect(branches.length).toBeGreaterThan(4);
    for (const { rows, width } of branches) expect(rows <= 8 && (rows === 1 || rows * width <= 256)).toBe(true);
  });

  it('takes the bonus back from a beam that leaves a term half-way', async () => {
    // After 5 the model goes on with 8, not 6: the bonus earned by 5 must not make "5 8" beat "7".
    const leavesTerm: LanguageModel = (history) => {
      if (history.length === 0) return { 7: 0.55, 5: 0.45 };
      if (history[0] === 7) return { [END]: 0.9, 9: 0.1 };
      if (history.length === 1) return { 8: 0.6, 6: 0.01, 9: 0.39 };
      return { [END]: 0.9, 9: 0.1 };
    };
    const result = await run(leavesTerm, { beamSize: 2, bias: { trie: termTrie, bonus: 1 } });
    expect(result.tokens).toEqual([7]);
  });

  it('stops a degenerate loop and keeps one copy of it', async () => {
    const looping: LanguageModel = (history) => (history.length === 0 ? { 3: 1 } : { [history.at(-1) === 3 ? 4 : 3]: 0.9, [END]: 0.1 });
    const result = await run(looping, { beamSize: 1, maxTokens: 100 });
    expect(result.stop).toBe('repetition');
    expect(result.tokens).toEqual([3, 4]);
    expect(result.tokenLogProbs).toHaveLength(2);
  });

  it('with a prefix, starts with it and reads the next token otherwise, the prefix scored too', async () => {
    const model: LanguageModel = (h) => {
      if (h.length === 0) return { 3: 0.9, 4: 0.1 };
      if (h.length === 1) return { 5: 0.6, 6: 0.3, 7: 0.1 };
      return { [END]: 1 };
    };
    expect((await run(model)).tokens).toEqual([3, 5]);
    const other = await run(model, { prefix: { tokens: [3], then: { not: [5] } } });
    expect(other.tokens).toEqual([3, 6]);
    expect(other.logProb).toBeCloseTo(Math.log(0.9 * 0.3), 4);
    expect(other.tokenLogProbs.map(Math.exp)).toEqual([expect.closeTo(0.9, 4), expect.closeTo(0.3, 4)]);
  });

  it('with a prefix, can be kept from ending right after it', async () => {
    const model: LanguageModel = (h) => (h.length === 0 ? { 3: 1 } : h.length === 1 ? { [END]: 0.7, 5: 0.2, 6: 0.1 } : { [END]: 1 });
    expect((await run(model, { prefix: { tokens: [3], then: { not: [5] } } })).tokens).toEqual([3]);
    expect((await run(model, { prefix: { tokens: [3], then: { not: [END] } } })).tokens).toEqual([3, 5]);
    expect((await run(model, { prefix: { tokens: [3], then: { not: [5, END] } } })).tokens).toEqual([3, 6]);
  });

  it('respects the token limit', async () => {
    const endless: LanguageModel = (history) => ({ [3 + (history.length % 7)]: 0.999, [END]: 0.001 });
    for (const beamSize of [1, 4]) {
      const result = await run(endless, { beamSize, maxTokens: 10 });
      expect(result.stop).toBe('max-tokens');
      expect(result.tokens).toHaveLength(10);
    }
  });

  it('never emits tokens outside the text vocabulary', async () => {
    const result = await run(() => ({ 11: 0.6, 4: 0.3, [END]: 0.1 }), { beamSize: 1, maxTokens: 3, emittableVocab: 10 });
    expect(result.tokens).toEqual([4, 4, 4]);
  });

  it('prefers a transcript to an immediate end', async () => {
    const endsAtOnce: LanguageModel = (history) => (history.length === 0 ? { [END]: 0.6, 3: 0.4 } : { [END]: 0.9, 4: 0.1 });
    expect((await run(endsAtOnce, { beamSize: 1 })).tokens).toEqual([]);
    expect((await run(endsAtOnce, { beamSize: 2 })).tokens).toEqual([3]);
  });
});

describe('likeliestNames', () => {
  // Names as token sequences: 3 4 ("short"), 5 6 7 ("long"), 5 8 (a rival of "long" that the audio does not support).
  const names = BiasTrie.build(['34', '567', '58'], (text) => [...text].map(Number));
  /** After the prefix 9 the audio reads 5 6 7 surely, 3 4 less so; without the prefix it reads anything. */
  const audio: LanguageModel = (history) => {
    const [prefix, ...name] = history;
    if (prefix !== 9) return { 3: 0.5, 5: 0.5 };
    if (name.length === 0) return { 5: 0.7, 3: 0.3 };
    if (name[0] === 3) return { 4: 0.5, 10: 0.5 };
    if (name.length === 1) return { 6: 0.9, 8: 0.1 };
    return { 7: 0.95, [END]: 0.05 };
  };

  it('follows only the names of the trie after the prefix, best per token first', async () => {
    const { decoder, rowsFed } = fakeDecoder(audio);
    const found = await likeliestNames(decoder, { startToken: START, prefix: [9], trie: names, width: 4, maxTokens: 5 });
    expect(found.map((name) => name.tokens)).toEqual([[5, 6, 7], [3, 4], [5, 8]]);
    expect(found[0]!.logProb).toBeCloseTo(Math.log(0.7 * 0.9 * 0.95), 4);
    // The start token and the prefix in one pass, then one row per unfinished name.
    expect(rowsFed.slice(0, 2)).toEqual([-2, 2]);
  });

  it('keeps `width` unfinished names at each step and stops at `maxTokens`', async () => {
    const narrow = await likeliestNames(fakeDecoder(audio).decoder, { startToken: START, prefix: [9], trie: names, width: 1, maxTokens: 5 });
    expect(narrow.map((name) => name.tokens)).toEqual([[5, 6, 7], [5, 8]]);
    const short = await likeliestNames(fakeDecoder(audio).decoder, { startToken: START, prefix: [9], trie: names, width: 4, maxTokens: 2 });
    expect(short.map((name) => name.tokens)).toEqual([[3, 4], [5, 8]]);
  });
});
