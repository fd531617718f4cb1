import { describe, expect, it } from 'vitest';
import { correctionHunks, scoringForms, withHunks, withOneHunk } from './correction-hunks.js';

describe('correctionHunks', () => {
  const parts = correctionHunks('Tap Pantoprazole 40 mg and dumperidone 10 mg', 'Tab pantoprazole 40 mg and domperidone 10 mg');

  it('takes a correction apart into its changes, re-casing apart', () => {
    expect(parts.hunks).toEqual([
      { from: 0, to: 1, replacement: ['Tab'] },
      { from: 5, to: 6, replacement: ['domperidone'] },
    ]);
    expect(parts.recased[1]).toBe('pantoprazole');
  });

  it('writes in the changes asked for, with the re-casing, or one change alone on the decoded words', () => {
    expect(withHunks(parts, [parts.hunks[1]!])).toBe('Tap pantoprazole 40 mg and domperidone 10 mg');
    expect(withHunks(parts, [])).toBe('Tap pantoprazole 40 mg and dumperidone 10 mg');
    expect(withOneHunk(parts, parts.hunks[1]!, ['Domperidone'])).toBe('Tap Pantoprazole 40 mg and Domperidone 10 mg');
  });

  it('finds runs joined or split', () => {
    const joined = correctionHunks('Tab tail, Miss Artem, 40 mg', 'Tab telmisartan, 40 mg');
    expect(joined.hunks).toEqual([{ from: 1, to: 4, replacement: ['telmisartan,'] }]);
  });
});

describe('scoringForms', () => {
  it('gives the lexicon spelling, capitalised and lower case, each once; acronyms stay as written', () => {
    expect(scoringForms(['domperidone'])).toEqual([['domperidone'], ['Domperidone']]);
    expect(scoringForms(['Crocin'])).toEqual([['Crocin'], ['crocin']]);
    expect(scoringForms(['HbA1c'])).toEqual([['HbA1c']]);
  });
});
