import { describe, expect, it } from 'vitest';
import { loadLexicon, LexiconFormatError, type LexiconEntry } from './lexicon.js';
import { MedicineStrengths } from './strengths.js';

const entry = (term: string, kind: LexiconEntry['kind'], aliases: string[] = []): LexiconEntry => ({ term, kind, codes: [], aliases, generics: [], source: 'test' });
const entries = [entry('atorvastatin', 'drug'), entry('paracetamol', 'drug', ['acetaminophen']), entry('Thyronorm', 'brand'), entry('Janumet', 'brand'), entry('asthma', 'diagnosis')];
const table = (rows: string) => `# comment\nterm\tstrengths\n${rows}`;

describe('MedicineStrengths', () => {
  const strengths = MedicineStrengths.parse(
    table('atorvastatin\t10 mg|20 mg|40 mg\nparacetamol\t500 mg|650 mg\nThyronorm\t25 mcg|50 mcg|100 mcg\nJanumet\t50/500 mg|50/1000 mg\n'),
    entries,
    'strengths.tsv',
  );

  it('gives a medicine a listed strength, a whole number of them or half of one, in any unit of the same dimension', () => {
    expect(strengths.canBeGiven('atorvastatin', 20, 'mg')).toBe(true);
    expect(strengths.canBeGiven('Atorvastatin', 80, 'mg')).toBe(true);
    expect(strengths.canBeGiven('atorvastatin', 5, 'mg')).toBe(true);
    expect(strengths.canBeGiven('atorvastatin', 3, 'mg')).toBe(false);
    expect(strengths.canBeGiven('atorvastatin', 20, 'IU')).toBe(false);
    expect(strengths.canBeGiven('acetaminophen', 1, 'g')).toBe(true);
    expect(strengths.canBeGiven('paracetamol', 20, 'mg')).toBe(false);
    expect(strengths.canBeGiven('Thyronorm', 0.05, 'mg')).toBe(true);
  });

  it('lists the strengths a medicine is made in, as written, and none for one not listed', () => {
    expect(strengths.strengthsOf('Atorvastatin')).toEqual(['10 mg', '20 mg', '40 mg']);
    expect(strengths.strengthsOf('acetaminophen')).toEqual(['500 mg', '650 mg']);
    expect(strengths.strengthsOf('Janumet')).toEqual(['50/500 mg', '50/1000 mg']);
    expect(strengths.strengthsOf('cetirizine')).toEqual([]);
  });

  it('takes up to four tablets for a dose, and tells a listed strength from a dose made of several', () => {
    expect(strengths.canBeGiven('paracetamol', 2000, 'mg')).toBe(true);
    expect(strengths.canBeGiven('paracetamol', 3000, 'mg')).toBe(false);
    expect(strengths.isStrength('paracetamol', 650, 'mg')).toBe(true);
    expect(strengths.isStrength('paracetamol', 1, 'g')).toBe(false);
    expect(strengths.isStrength('Thyronorm', 50)).toBe(true);
    expect(strengths.isStrength('metformin', 500, 'mg')).toBe(false);
  });

  it('compares a number said without its unit with the listed numbers, and with each part of a combination', () => {
    expect(strengths.canBeGiven('Thyronorm', 50)).toBe(true);
    expect(strengths.canBeGiven('Thyronorm', 60)).toBe(false);
    expect(strengths.canBeGiven('Janumet', 50)).toBe(true);
    expect(strengths.canBeGiven('Janumet', 1000)).toBe(true);
    expect(strengths.canBeGiven('Janumet', 40)).toBe(false);
  });

  it('knows the combinations listed', () => {
    expect(strengths.isCombination('Janumet', [50, 500])).toBe(true);
    expect(strengths.isCombination('Janumet', [50, 850])).toBe(false);
    expect(strengths.isCombination('atorvastatin', [10, 20])).toBe(false);
  });

  it('checks nothing of a medicine it lists no strengths for', () => {
    expect(strengths.lists('metformin')).toBe(false);
    expect(strengths.canBeGiven('metformin', 3, 'mg')).toBe(true);
  });

  it('refuses a term that is no drug or brand of the lexicon, and a malformed strength, naming the line', () => {
    expect(() => MedicineStrengths.parse(table('asthma\t10 mg\n'), entries, 'strengths.tsv')).toThrow(/strengths.tsv:3: "asthma"/);
    expect(() => MedicineStrengths.parse(table('atorvastatin\t10mg\n'), entries, 'strengths.tsv')).toThrow(LexiconFormatError);
    expect(() => MedicineStrengths.parse('term\tdoses\n', entries, 'strengths.tsv')).toThrow(/header/);
  });

  it('loads the shipped table against the shipped lexicon', async () => {
    const shipped = await MedicineStrengths.load(await loadLexicon());
    expect(shipped.canBeGiven('atorvastatin', 20, 'mg')).toBe(true);
    expect(shipped.canBeGiven('progesterone', 20, 'mg')).toBe(false);
    expect(shipped.canBeGiven('Dolo', 650)).toBe(true);
  });
});
