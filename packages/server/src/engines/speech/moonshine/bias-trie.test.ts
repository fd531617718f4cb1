import { describe, expect, it } from 'vitest';
import { BiasTrie, type BiasCursor } from './bias-trie.js';
import { tokenizeWords } from './moonshine-tokenizer.js';

/** One token per character, so tests can spell out paths (lower-case terms also enter capitalised). */
const charTokens = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

function walk(trie: BiasTrie, text: string): { cursor: BiasCursor; matched: number; rescinded: number } {
  let cursor = trie.start;
  let matched = 0;
  let rescinded = 0;
  for (const token of charTokens(text)) {
    const move = trie.advance(cursor, token);
    cursor = move.cursor;
    matched += move.matched;
    rescinded += move.rescinded;
  }
  return { cursor, matched, rescinded };
}

describe('BiasTrie', () => {
  it('matches a whole term and commits it', () => {
    const trie = BiasTrie.build(['abc'], charTokens);
    expect(walk(trie, 'abc')).toEqual({ cursor: trie.start, matched: 3, rescinded: 0 });
  });

  it('takes back the matches of a term left half-way', () => {
    const trie = BiasTrie.build(['abc'], charTokens);
    const { cursor, matched, rescinded } = walk(trie, 'abx');
    expect({ matched, rescinded }).toEqual({ matched: 2, rescinded: 2 });
    expect(cursor).toEqual(trie.start);
  });

  it('starts a new term on the token that leaves the previous one', () => {
    const trie = BiasTrie.build(['abc', 'bd'], charTokens);
    const { matched, rescinded, cursor } = walk(trie, 'abbd');
    // The second "b" takes back "ab" and starts "bd", which "d" completes.
    expect({ matched, rescinded }).toEqual({ matched: 4, rescinded: 2 });
    expect(cursor).toEqual(trie.start);
  });

  it('keeps following a longer term after a shorter one completes', () => {
    const trie = BiasTrie.build(['ab', 'abcd'], charTokens);
    const { cursor, matched } = walk(trie, 'abc');
    expect(matched).toBe(3);
    expect(cursor.pendingTokens).toBe(1);
    expect([...trie.continuations(cursor)]).toContain('d'.charCodeAt(0));
    // Leaving now takes back only "c": "ab" was committed.
    expect(trie.advance(cursor, 'x'.charCodeAt(0)).rescinded).toBe(1);
  });

  it('offers the next tokens of the current term and the first tokens of all terms', () => {
    const trie = BiasTrie.build(['abc', 'xy'], charTokens);
    const afterA = trie.advance(trie.start, 'a'.charCodeAt(0)).cursor;
    expect(new Set(trie.continuations(afterA))).toEqual(new Set(charTokens('baxAX')));
    expect(new Set(trie.continuations(trie.start))).toEqual(new Set(charTokens('axAX')));
  });

  it('adds per-request terms without changing the original trie', () => {
    const base = BiasTrie.build(['abc'], charTokens);
    const extended = base.withTerms(['abd']);
    expect(walk(extended, 'abd').matched).toBe(3);
    expect(walk(extended, 'abc').rescinded).toBe(0);
    expect(walk(base, 'abd').rescinded).toBe(2);
    expect(base.withTerms([])).toBe(base);
  });

  it('holds the spellings the decoder emits: word-initial, lower and capitalised', () => {
    const trie = BiasTrie.build(['telmisartan', 'COPD'], tokenizeWords);
    const completes = (text: string): boolean => {
      let cursor = trie.start;
      let rescinded = 0;
      let matched = 0;
      for (const token of tokenizeWords(text)) {
        const move = trie.advance(cursor, token);
        ({ cursor } = move);
        rescinded += move.rescinded;
        matched += move.matched;
      }
      return matched > 0 && rescinded === 0 && cursor.pendingTokens === 0;
    };
    expect(completes('telmisartan')).toBe(true);
    expect(completes('Telmisartan')).toBe(true);
    expect(completes('COPD')).toBe(true);
    expect(completes('copd')).toBe(false);
    expect(completes('telmis')).toBe(false);
  });
});
