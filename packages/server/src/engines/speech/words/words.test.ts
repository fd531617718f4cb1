import { describe, expect, it } from 'vitest';
import { detokenize, tokenizeWords, tokenPiece } from '../moonshine/moonshine-tokenizer.js';
import { carryConfidence, placeInTime } from './carry-confidence.js';
import { wordsOfTokens, wordStarts } from './token-words.js';

const tokenizer = { decode: detokenize, piece: tokenPiece };

describe('wordsOfTokens', () => {
  it('groups the pieces into words, digits and punctuation included, each as sure as its least likely piece', () => {
    // ▁Take ▁tel mis art an ▁ 4 0 ▁m g , ▁twice ▁daily .
    const tokens = tokenizeWords('Take telmisartan 40 mg, twice daily.');
    const logProbs = tokens.map((token) => Math.log(tokenPiece(token) === 'mis' ? 0.3 : tokenPiece(token) === ',' ? 0.01 : 0.9));
    const words = wordsOfTokens(tokens, logProbs, tokenizer);
    expect(words.map((w) => w.text)).toEqual(['Take', 'telmisartan', '40', 'mg,', 'twice', 'daily.']);
    // ▁Take ▁tel mis art an ▁ 4 0 ▁m g , ▁twice ▁daily .
    expect(wordStarts(tokens, tokenizer)).toEqual([0, 1, 5, 8, 11, 12]);
    // "telmisartan" is as doubtful as its doubtful middle piece; an unlikely comma does not make "mg" doubtful.
    expect(words.map((w) => w.confidence)).toEqual([0.9, 0.3, 0.9, 0.9, 0.9, 0.9].map((p) => expect.closeTo(p, 6)));
  });

  it('keeps a word of punctuation only, scored by its own pieces', () => {
    const tokens = tokenizeWords('yes ...');
    const words = wordsOfTokens(tokens, tokens.map(() => Math.log(0.5)), tokenizer);
    expect(words.map((w) => [w.text, w.confidence])).toEqual([['yes', expect.closeTo(0.5, 6)], ['...', expect.closeTo(0.5, 6)]]);
  });
});

describe('carryConfidence', () => {
  const scored = (pairs: [string, number][]) => pairs.map(([text, confidence]) => ({ text, confidence }));

  it('keeps the confidence of unchanged words, whatever their case or punctuation now', () => {
    expect(carryConfidence(scored([['fever', 0.7], ['since', 0.9]]), 'Fever since.')).toEqual([
      { text: 'Fever', confidence: 0.7, corrected: false },
      { text: 'since.', confidence: 0.9, corrected: false },
    ]);
  });

  it('gives an inserted word the lesser confidence of its neighbours, and drops removed words', () => {
    expect(carryConfidence(scored([['bp', 0.8], ['one', 0.5], ['forty', 0.6]]), 'bp 140').map((w) => [w.text, w.confidence, w.corrected])).toEqual([
      ['bp', 0.8, false],
      ['140', 0.5, true],
    ]);
    expect(carryConfidence(scored([['cough', 0.8], ['fever', 0.6]]), 'cough and fever').map((w) => [w.text, w.confidence])).toEqual([
      ['cough', 0.8],
      ['and', 0.6],
      ['fever', 0.6],
    ]);
    // A repeated phrase collapsed: the copy left keeps its own confidence.
    expect(carryConfidence(scored([['take', 0.9], ['rest', 0.8], ['take', 0.4], ['rest', 0.3]]), 'take rest').map((w) => w.confidence)).toEqual([0.9, 0.8]);
  });

  it('answers no words for no text', () => {
    expect(carryConfidence(scored([['uh', 0.2]]), '')).toEqual([]);
  });
});

describe('placeInTime', () => {
  it("shares the segment's time among the words by length, end to end", () => {
    const words = placeInTime([{ text: 'ab', confidence: 1, corrected: false }, { text: 'abcdef', confidence: 1, corrected: false }], 2, 4);
    expect(words.map((w) => [w.start, w.end])).toEqual([[2, 2.6], [2.6, 4].map((t) => expect.closeTo(t, 9))]);
  });
});
