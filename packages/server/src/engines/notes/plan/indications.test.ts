import { describe, expect, it } from 'vitest';
import { loadLexicon } from '../../../lexicon/lexicon.js';
import { givenFor, INDICATIONS } from './indications.js';

describe('what a drug is given for', () => {
  it('knows a drug by its class of indications', () => {
    expect(givenFor('losartan', ['I10'])).toBe(true);
    expect(givenFor('losartan', ['I50.0'])).toBe(true);
    expect(givenFor('polyethylene glycol', ['K59.0'])).toBe(true);
    expect(givenFor('polyethylene glycol', ['S80.0'])).toBe(false);
    expect(givenFor('adrenaline', ['M77.1'])).toBe(false);
    expect(givenFor('adrenaline', ['T78.2'])).toBe(true);
    expect(givenFor('naproxen', ['I10'])).toBe(false);
    expect(givenFor('naproxen', ['S93.4'])).toBe(true);
  });

  it('takes a combination by any of its parts, and knows nothing of a drug or problem not in the table', () => {
    expect(givenFor('budesonide + formoterol', ['J45.9'])).toBe(true);
    expect(givenFor('mupirocin', ['L01.0'])).toBeUndefined();
    expect(givenFor('losartan', [])).toBeUndefined();
  });

  it('names every drug by its name in the lexicon', async () => {
    const lexicon = await loadLexicon();
    const drugs = new Set(lexicon.filter((entry) => entry.kind === 'drug').map((entry) => entry.term));
    expect(Object.keys(INDICATIONS).filter((name) => !drugs.has(name))).toEqual([]);
  });
});
