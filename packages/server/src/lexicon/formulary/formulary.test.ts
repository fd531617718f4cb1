import { describe, expect, it } from 'vitest';
import { LexiconFormatError, parseLexiconFile } from '../lexicon.js';
import { MedicineStrengths } from '../strengths.js';
import { formularyOf, loadLexiconAndFormulary } from './formulary.js';

const LEXICON = parseLexiconFile(
  ['term\tkind\taliases\tgeneric', 'paracetamol\tdrug\tacetaminophen\t', 'nebivolol\tdrug\t\t', 'azathioprine\tdrug\t\t', 'Crocin\tbrand\t\tparacetamol', 'fever\tsymptom\t\t'].join('\n'),
  'curated.tsv',
);
const CURATED_STRENGTHS = MedicineStrengths.parse('term\tstrengths\nnebivolol\t2.5 mg|5 mg|10 mg\n', LEXICON, 'strengths.tsv');
const FILES = {
  generics: ['# built', 'term\tkind\taliases', 'acetaminophen\tdrug\t', 'azathioprine\tdrug\t', 'nebivolol\tdrug\t', 'sotalol\tdrug\tsotalol hydrochloride', 'zonisamide\tdrug\t'].join('\n'),
  brands: ['term\tkind\tgeneric', 'Tylenol\tbrand\tacetaminophen', 'Bystolic\tbrand\tnebivolol', 'Crocin\tbrand\tacetaminophen', 'Betapace\tbrand\tsotalol', 'Zonegran\tbrand\tzonisamide', 'Imuran\tbrand\tazathioprine'].join('\n'),
  strengths: ['term\tstrengths', 'acetaminophen\t500 mg', 'azathioprine\t50 mg', 'nebivolol\t20 mg', 'sotalol\t80 mg|120 mg'].join('\n'),
};

describe('the formulary beside the curated lexicon', () => {
  const formulary = formularyOf(LEXICON, CURATED_STRENGTHS, FILES);

  it('adds only the medicines the lexicon lacks, its brands naming the curated term of their generic', () => {
    expect(formulary.medicines.map((entry) => [entry.term, entry.kind, entry.generics])).toEqual([
      ['sotalol', 'drug', []],
      ['zonisamide', 'drug', []],
      ['Tylenol', 'brand', ['paracetamol']],
      ['Bystolic', 'brand', ['nebivolol']],
      ['Betapace', 'brand', ['sotalol']],
      ['Zonegran', 'brand', ['zonisamide']],
      ['Imuran', 'brand', ['azathioprine']],
    ]);
  });

  it("checks its generics by their strengths, a brand by its generic's, and a curated medicine by the curated list alone", () => {
    expect(formulary.strengths.strengthsOf('Sotalol')).toEqual(['80 mg', '120 mg']);
    expect(formulary.strengths.strengthsOf('sotalol hydrochloride')).toEqual(['80 mg', '120 mg']);
    expect(formulary.strengths.strengthsOf('Betapace')).toEqual(['80 mg', '120 mg']);
    expect(formulary.strengths.strengthsOf('Bystolic')).toEqual(['2.5 mg', '5 mg', '10 mg']);
    expect(formulary.strengths.strengthsOf('nebivolol')).toEqual(['2.5 mg', '5 mg', '10 mg']);
    // A curated generic the curated strengths leave out is not checked, nor a formulary brand of it.
    expect(formulary.strengths.lists('azathioprine')).toBe(false);
    expect(formulary.strengths.lists('Imuran')).toBe(false);
    expect(formulary.strengths.lists('paracetamol')).toBe(false);
    expect(formulary.strengths.lists('Zonegran')).toBe(false);
  });

  it('names the line at fault', () => {
    const wrongKind = { ...FILES, generics: FILES.generics.replace('zonisamide\tdrug', 'zonisamide\tsymptom') };
    expect(() => formularyOf(LEXICON, CURATED_STRENGTHS, wrongKind)).toThrow(new LexiconFormatError('formulary/generics.tsv:7: a drug is expected here, not a symptom'));
    const twice = { ...FILES, brands: `${FILES.brands}\nBeta-pace\tbrand\tsotalol` };
    expect(() => formularyOf(LEXICON, CURATED_STRENGTHS, twice)).toThrow(/formulary\/brands\.tsv:8: "Beta-pace" is already a spelling of "Betapace"/);
    const badStrength = { ...FILES, strengths: FILES.strengths.replace('80 mg', '80 mgs') };
    expect(() => formularyOf(LEXICON, CURATED_STRENGTHS, badStrength)).toThrow(/formulary\/strengths\.tsv:5: "80 mgs"/);
  });
});

describe('the committed formulary', () => {
  it('loads beside the curated lexicon: thousands of medicines, none of them a curated spelling', async () => {
    const { lexicon, formulary } = await loadLexiconAndFormulary();
    expect(formulary.medicines.length).toBeGreaterThan(3000);
    const curated = new Set(lexicon.flatMap((entry) => [entry.term, ...entry.aliases]).map((spelling) => spelling.toLowerCase()));
    expect(formulary.medicines.filter((entry) => curated.has(entry.term.toLowerCase()))).toEqual([]);
    expect(formulary.medicines.find((entry) => entry.term === 'Bystolic')?.generics).toEqual(['nebivolol']);
    expect(formulary.strengths.strengthsOf('sotalol')).toContain('80 mg');
  });
});
