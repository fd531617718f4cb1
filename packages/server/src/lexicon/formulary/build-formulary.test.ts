import { describe, expect, it } from 'vitest';
import { brandStem, buildFormulary, spokenName } from './build-formulary.js';

const ORDINARY = new Set(['alcohol', 'today', 'heather', 'sodium', 'chloride']);
const isOrdinary = (word: string) => ORDINARY.has(word);

const tsv = (header: string, lines: string[]) => [header, ...lines].join('\n') + '\n';
const SOURCES = {
  generics: tsv('name\tsynonyms\tsource', [
    'sotalol\tsotalol hydrochloride|betapace|sotalol d-form\tdrugsatfda-2021-09',
    'methyl\tmethyl salicylate\tdrugsatfda-2021-09',
    'metformin\tmetformin hydrochloride|metforminum|metformina\tdrugsatfda-2021-09+drugbank-vocab:DB00331',
    'alcohol\t\tdrugsatfda-2021-09',
    'sodium chloride\t\tdrugsatfda-2021-09',
    'gonadotropin, chorionic\t\tdrugsatfda-2021-09',
    'insulin glargine-yfgn\t\tdrugsatfda-2021-09',
    'alogliptin and metformin\t\tdrugsatfda-2021-09',
    'liotrix (t4;t3)\t\tdrugsatfda-2021-09',
  ]),
  brands: tsv('brand\tgeneric\tsource', [
    'betapace\tsotalol\tdrugsatfda-2021-09:rx',
    "glucophage\tmetformin\tdrugsatfda-2021-09:rx",
    "glucophage xr\tmetformin\tdrugsatfda-2021-09:rx",
    "augmentin '875'\tmetformin\tdrugsatfda-2021-09:rx",
    'sorine\tsotalol\tdrugsatfda-2021-09:discontinued',
    'today\tsotalol\tdrugsatfda-2021-09:otc',
    'heather\tsotalol\tdrugsatfda-2021-09:rx',
    'pre-op ii\tsotalol\tdrugsatfda-2021-09:otc',
    'metformin er\tmetformin\tdrugsatfda-2021-09:rx',
    'mixtard 30/70\tsotalol + metformin\tdrugsatfda-2021-09:rx',
    'mixtard\tmetformin\tdrugsatfda-2021-09:rx',
    'duomix\tsotalol\tdrugsatfda-2021-09:rx',
    'duomix\tmetformin\tdrugsatfda-2021-09:rx',
    'spirits\talcohol\tdrugsatfda-2021-09:otc',
  ]),
  strengths: tsv('generic\tstrength_value\tunit\tform', [
    'sotalol\t80\tmg\ttablet;oral',
    'sotalol\t40\tmg\ttablet;oral',
    'sotalol\t15\tmg/ml\tsolution;oral',
    'sotalol\t150\tmg/10ml\tinjectable;injection',
    'sotalol\t150\tmg/vial\tinjectable;intravenous',
    'sotalol\t90\tmg\tpowder;inhalation',
    'metformin\t1\tgm\ttablet, extended release;oral',
    'metformin\t500\tmg\ttablet;oral',
    'metformin\t500\tmg\ttablet, extended release;oral',
    'alcohol\t5\tmg\ttablet;oral',
  ]),
};

describe('buildFormulary', () => {
  const built = buildFormulary(SOURCES, isOrdinary);
  const body = (text: string) => text.trimEnd().split('\n');

  it('keeps the generics as said, with their salt forms and not DrugBank synonyms, and leaves out ordinary words, chemical groups and combinations', () => {
    expect(body(built.generics)).toEqual([
      'term\tkind\taliases',
      'chorionic gonadotropin\tdrug\t',
      'insulin glargine\tdrug\t',
      'metformin\tdrug\tmetformin hydrochloride',
      'sotalol\tdrug\tsotalol hydrochloride',
    ]);
  });

  it('keeps marketed brands under their stem, in their case, and leaves out words, generics and disagreeing rows', () => {
    expect(body(built.brands)).toEqual([
      'term\tkind\tgeneric',
      'Augmentin\tbrand\tmetformin',
      'Betapace\tbrand\tsotalol',
      'Glucophage\tbrand\tmetformin',
      'Glucophage XR\tbrand\tmetformin',
      'Mixtard\tbrand\tmetformin',
    ]);
  });

  it('writes the strengths of tablets and capsules by mouth and of vials, not of solutions or inhalers, by unit then amount', () => {
    expect(body(built.strengths)).toEqual(['term\tstrengths', 'metformin\t1 g|500 mg', 'sotalol\t40 mg|80 mg|150 mg']);
    expect(built.counts).toEqual({ generics: 4, brands: 5, strengths: 2 });
  });
});

describe('spokenName and brandStem', () => {
  it('write FDA names as a clinician says them, or refuse them', () => {
    expect(spokenName('Gonadotropin, Chorionic')).toBe('chorionic gonadotropin');
    expect(spokenName('liotrix (t4;t3)')).toBeUndefined();
    expect(spokenName('abc')).toBeUndefined();
    expect(brandStem("augmentin '875'")).toBe('augmentin');
    expect(brandStem('potassium chloride 10meq in plastic container')).toBe('potassium chloride');
    expect(brandStem('abilify maintena kit')).toBe('abilify maintena');
    expect(brandStem('8-mop')).toBeUndefined();
  });
});
