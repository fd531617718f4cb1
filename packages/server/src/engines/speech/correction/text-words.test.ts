import { describe, expect, it } from 'vitest';
import { canJoin, splitWords, startsSentence } from './text-words.js';

describe('text-words', () => {
  it('splits words with their positions, keeping apostrophes inside words', () => {
    expect(splitWords("Parkinson's, X-ray.")).toEqual([
      { text: "Parkinson's", start: 0, end: 11 },
      { text: 'X', start: 13, end: 14 },
      { text: 'ray', start: 15, end: 18 },
    ]);
  });

  it('joins words across spaces, hyphens, a title period or a spelled letter, not across other punctuation', () => {
    const joins = (text: string) => {
      const [left, right] = splitWords(text);
      return left && right ? canJoin(text, left, right) : false;
    };
    expect(joins('panto prazole')).toBe(true);
    expect(joins('X-ray')).toBe(true);
    expect(joins('Ms. Arton')).toBe(true);
    expect(joins('E. C')).toBe(true);
    expect(joins('met, formin')).toBe(false);
    expect(joins('home. Arton')).toBe(false);
  });

  it('finds sentence starts, not after a title', () => {
    const text = 'Fine. Mr. Rao came';
    const words = splitWords(text);
    expect(words.map((_, i) => startsSentence(text, words, i))).toEqual([true, true, false, false]);
  });
});
