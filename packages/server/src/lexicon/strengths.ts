/**
 * The strengths medicines are made in (`data/strengths.tsv`, format in its header), to tell a dose a medicine can be
 * given in from one it cannot: "progesterone 20 mg" is no tablet or injection of progesterone, so a recogniser that
 * wrote progesterone there has misheard the name (it was "atorvastatin 20 mg").
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { LexiconFormatError, type LexiconEntry, spellingsOf } from './lexicon.js';
import { compactSpelling } from './spelling.js';

export const DEFAULT_STRENGTHS_FILE = fileURLToPath(new URL('../../data/strengths.tsv', import.meta.url));

/** Units a strength is written in, and how many of the unit of their dimension each is (mg for weights, IU for units). */
const UNITS: ReadonlyMap<string, { dimension: 'weight' | 'units'; scale: number }> = new Map([
  ['mcg', { dimension: 'weight', scale: 0.001 }],
  ['mg', { dimension: 'weight', scale: 1 }],
  ['g', { dimension: 'weight', scale: 1000 }],
  ['IU', { dimension: 'units', scale: 1 }],
  ['units', { dimension: 'units', scale: 1 }],
]);

export type StrengthUnit = 'mcg' | 'mg' | 'g' | 'IU' | 'units';

/** Whether a unit is one strengths are written in (not "ml", "tablet", "puff"). */
export const isStrengthUnit = (unit: string): unit is StrengthUnit => UNITS.has(unit);

interface Strength {
  /** One amount, or the parts of a fixed-dose combination ("50/500 mg"). */
  readonly amounts: readonly number[];
  readonly unit: StrengthUnit;
}

/** The most tablets (or vials) one dose is taken as: "paracetamol 1 g" is two of 500 mg, "nitroglycerin 100 mg" no dose at all. */
const MAX_UNITS_PER_DOSE = 4;

const STRENGTH = /^(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*) (mcg|mg|g|IU|units)$/;

export class MedicineStrengths {
  private constructor(
    /** Every spelling of a listed medicine, compared without case, spaces and punctuation (compactSpelling: "Adipex-P" = "adipex p") → its strengths. */
    private readonly bySpelling: ReadonlyMap<string, readonly Strength[]>,
  ) {}

  /** Reads the file; every term must be a drug or brand of `entries`, and each strength well formed (else LexiconFormatError naming the line). */
  static async load(entries: readonly LexiconEntry[], file: string = DEFAULT_STRENGTHS_FILE): Promise<MedicineStrengths> {
    return MedicineStrengths.parse(await readFile(file, 'utf8'), entries, 'strengths.tsv');
  }

  static parse(text: string, entries: readonly LexiconEntry[], fileName: string): MedicineStrengths {
    const medicines = new Map(entries.filter((entry) => entry.kind === 'drug' || entry.kind === 'brand').map((entry) => [entry.term, entry]));
    const bySpelling = new Map<string, readonly Strength[]>();
    let header = false;
    for (const [index, line] of text.split(/\r?\n/).entries()) {
      if (line.trim() === '' || line.startsWith('#')) continue;
      const where = `${fileName}:${index + 1}`;
      const fields = line.split('\t').map((field) => field.trim());
      if (!header) {
        if (fields.join('\t') !== 'term\tstrengths') throw new LexiconFormatError(`${where}: the header must be "term<TAB>strengths"`);
        header = true;
        continue;
      }
      const [term = '', list = ''] = fields;
      const entry = medicines.get(term);
      if (fields.length !== 2 || entry === undefined) throw new LexiconFormatError(`${where}: "${term}" is not the term of a drug or brand of the lexicon`);
      const strengths = list.split('|').map((written) => {
        const match = STRENGTH.exec(written.trim());
        if (!match) throw new LexiconFormatError(`${where}: "${written}" is not "<number> <mcg|mg|g|IU|units>"`);
        return { amounts: match[1]!.split('/').map(Number), unit: match[2] as StrengthUnit };
      });
      for (const spelling of spellingsOf(entry)) bySpelling.set(compactSpelling(spelling), strengths);
    }
    return new MedicineStrengths(bySpelling);
  }

  /** These strengths, and for a medicine they do not list, `fallback`'s. */
  or(fallback: MedicineStrengths): MedicineStrengths {
    return new MedicineStrengths(new Map([...fallback.bySpelling, ...this.bySpelling]));
  }

  /** These strengths of the spellings of `entries` only. */
  restrictedTo(entries: readonly LexiconEntry[]): MedicineStrengths {
    const spellings = new Set(entries.flatMap(spellingsOf).map(compactSpelling));
    return new MedicineStrengths(new Map([...this.bySpelling].filter(([spelling]) => spellings.has(spelling))));
  }

  /** These strengths, and for each brand of one generic that has none listed, its generic's (a brand is made as its generic is). */
  withBrandsOf(brands: readonly LexiconEntry[]): MedicineStrengths {
    const bySpelling = new Map(this.bySpelling);
    for (const brand of brands) {
      const strengths = brand.generics.length === 1 ? this.bySpelling.get(compactSpelling(brand.generics[0]!)) : undefined;
      if (strengths === undefined || this.lists(brand.term)) continue;
      for (const spelling of spellingsOf(brand)) bySpelling.set(compactSpelling(spelling), strengths);
    }
    return new MedicineStrengths(bySpelling);
  }

  /** Whether strengths are listed for this spelling of a medicine (any case). */
  lists(spelling: string): boolean {
    return this.bySpelling.has(compactSpelling(spelling));
  }

  /** The strengths listed for the medicine `spelling` names, as written: "5 mg", "50/500 mg"; none when not listed. */
  strengthsOf(spelling: string): string[] {
    return (this.bySpelling.get(compactSpelling(spelling)) ?? []).map((strength) => `${strength.amounts.join('/')} ${strength.unit}`);
  }

  /**
   * Whether the medicine `spelling` names can be given as `amount` `unit`: one strength of it, up to MAX_UNITS_PER_DOSE of them, or
   * half of one (a dose is often more than one tablet: "paracetamol 1 g" of 500 mg tablets). A number said without a unit
   * ("Thyronorm 50") is compared with the strengths' numbers whatever their unit, and with each part of a combination.
   * A medicine without strengths can be given in any.
   */
  canBeGiven(spelling: string, amount: number, unit?: StrengthUnit): boolean {
    return this.fits(spelling, amount, unit, (given, listed) => {
      const halves = (2 * given) / listed;
      return halves >= 1 && halves <= 2 * MAX_UNITS_PER_DOSE && Math.abs(halves - Math.round(halves)) < 1e-6;
    });
  }

  /** Whether `amount` `unit` is one of the strengths listed for the medicine `spelling` names (a unit left out as in `canBeGiven`). */
  isStrength(spelling: string, amount: number, unit?: StrengthUnit): boolean {
    return this.bySpelling.has(compactSpelling(spelling)) && this.fits(spelling, amount, unit, (given, listed) => Math.abs(given - listed) < 1e-6 * listed);
  }

  /** Whether the parts of a fixed-dose combination ("50/500") are one listed for the medicine `spelling` names. */
  isCombination(spelling: string, parts: readonly number[]): boolean {
    const strengths = this.bySpelling.get(compactSpelling(spelling)) ?? [];
    return strengths.some((strength) => strength.amounts.length === parts.length && strength.amounts.every((amount, i) => amount === parts[i]));
  }

  /** Whether a strength of the medicine fits the dose by `fit` (compared in the unit of their dimension); true when none is listed. */
  private fits(spelling: string, amount: number, unit: StrengthUnit | undefined, fit: (given: number, listed: number) => boolean): boolean {
    const strengths = this.bySpelling.get(compactSpelling(spelling));
    if (strengths === undefined) return true;
    return strengths.some((strength) => {
      // One part of a combination said alone ("Janumet 50").
      if (strength.amounts.length > 1) return strength.amounts.includes(amount);
      const listed = strength.amounts[0]!;
      if (unit === undefined) return fit(amount, listed);
      const [given, made] = [UNITS.get(unit)!, UNITS.get(strength.unit)!];
      return given.dimension === made.dimension && fit(amount * given.scale, listed * made.scale);
    });
  }
}
