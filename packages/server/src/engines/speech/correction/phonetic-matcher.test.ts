import { describe, expect, it } from 'vitest';
import type { LexiconEntry } from '../../../lexicon/lexicon.js';
import { PhoneticMatcher, phoneticKeys, soundsAlike } from './phonetic-matcher.js';

function entry(term: string, aliases: string[] = []): LexiconEntry {
  return { term, kind: 'drug', codes: [], aliases, generics: [], source: 'test' };
}

describe('phoneticKeys', () => {
  it('gives a word split by the recogniser the key of the whole word', () => {
    expect(phoneticKeys(['met', 'for', 'min'])).toContain(phoneticKeys(['metformin'])[0]);
    expect(phoneticKeys(['tell', 'Ms', 'Arton'])).toContain(phoneticKeys(['telmisartan'])[0]);
    expect(phoneticKeys(['am', 'low', 'to', 'pin'])).toContain(phoneticKeys(['amlodipine'])[0]);
  });
});

describe('PhoneticMatcher', () => {
  const matcher = new PhoneticMatcher(
    [entry('metformin'), entry('metoprolol'), entry('insulin glargine'), entry('ECG')],
    (word) => word === 'insulin',
  );

  it('ranks the spelling that sounds like the run first', () => {
    const [best] = matcher.candidates(['met', 'for', 'min'], 0.3);
    expect(best).toMatchObject({ form: 'metformin', phoneticDistance: 0 });
  });

  it('matches the unusual word of a multi-word term, not the whole term', () => {
    expect(matcher.candidates(['glargeen'], 0.3)[0]?.form).toBe('glargine');
    expect(matcher.candidates(['insulin', 'glargine'], 0.3)).toEqual([]);
  });

  it('does not match acronyms by sound', () => {
    expect(matcher.candidates(['ekg'], 0.5)).toEqual([]);
  });
});

describe('soundsAlike', () => {
  it('compares runs of words by their closest phonetic keys', () => {
    expect(soundsAlike(['Telmasartun'], ['Telma', 'sartun'], 0.4)).toBe(true);
    expect(soundsAlike(['like', 'on', 'it'], ['glycomet'], 0.4)).toBe(true);
    expect(soundsAlike(['to', 'the', 'patient'], ['tinnitus'], 0.4)).toBe(false);
    expect(soundsAlike(['one'], ['burns'], 0.4)).toBe(false);
    expect(soundsAlike([], [], 0.4)).toBe(true);
  });
});
