/**
 * The formulary: the thousands of generics and brands of `data/formulary/` (built from Drugs@FDA, see its README),
 * beside the curated lexicon. The curated lexicon is what the recogniser is biased towards and what the text alone is
 * corrected to; the formulary only widens the medicine names a prescription slot may be read as, for the audio to
 * judge (lexicon-corrector.ts), and is checked against the strengths its generics are made in.
 *
 * Where the two name the same medicine, the curated entry wins: a formulary generic spelled as a curated term or alias
 * ("acetaminophen") is that entry, and the formulary's brands of it ("Tylenol") name the curated term (paracetamol).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLexicon, DEFAULT_LEXICON_DIR, LexiconFormatError, loadLexicon, parseLexiconFile, type LexiconEntry, spellingsOf } from '../lexicon.js';
import { compactSpelling } from '../spelling.js';
import { DEFAULT_STRENGTHS_FILE, MedicineStrengths } from '../strengths.js';

// `src/lexicon/formulary` and `dist/lexicon/formulary` are both three levels below the package.
export const DEFAULT_FORMULARY_DIR = fileURLToPath(new URL('../../../data/formulary/', import.meta.url));

export interface Formulary {
  /** The formulary's generics (kind `drug`) and brands (kind `brand`) that the curated lexicon does not have. */
  readonly medicines: readonly LexiconEntry[];
  /** The curated strengths, then those of the formulary's generics; a one-generic brand has its generic's. */
  readonly strengths: MedicineStrengths;
}

/** The curated lexicon, and the formulary beside it (with the strengths of both). */
export async function loadLexiconAndFormulary(
  lexiconDir: string = DEFAULT_LEXICON_DIR,
  strengthsFile: string = DEFAULT_STRENGTHS_FILE,
  formularyDir: string = DEFAULT_FORMULARY_DIR,
): Promise<{ lexicon: LexiconEntry[]; formulary: Formulary }> {
  const lexicon = await loadLexicon(lexiconDir);
  return { lexicon, formulary: await loadFormulary(lexicon, await MedicineStrengths.load(lexicon, strengthsFile), formularyDir) };
}

/** What the notes read a transcript by: the curated lexicon and the formulary's medicines, and the strengths of both. */
export async function loadMedicalVocabulary(): Promise<{ entries: LexiconEntry[]; strengths: MedicineStrengths }> {
  const { lexicon, formulary } = await loadLexiconAndFormulary();
  return { entries: [...lexicon, ...formulary.medicines], strengths: formulary.strengths };
}

/** Reads `dir`'s generics.tsv, brands.tsv and strengths.tsv beside the curated `lexicon` and its strengths; LexiconFormatError names the line at fault. */
export async function loadFormulary(lexicon: readonly LexiconEntry[], curatedStrengths: MedicineStrengths, dir: string = DEFAULT_FORMULARY_DIR): Promise<Formulary> {
  const [generics, brands, strengths] = await Promise.all(
    ['generics.tsv', 'brands.tsv', 'strengths.tsv'].map((file) => readFile(join(dir, file), 'utf8')),
  );
  return formularyOf(lexicon, curatedStrengths, { generics: generics!, brands: brands!, strengths: strengths! });
}

export function formularyOf(
  lexicon: readonly LexiconEntry[],
  curatedStrengths: MedicineStrengths,
  files: { readonly generics: string; readonly brands: string; readonly strengths: string },
): Formulary {
  const curated = new Map(lexicon.flatMap((entry) => spellingsOf(entry).map((spelling) => [compactSpelling(spelling), entry] as const)));
  const isCurated = (spelling: string) => curated.has(compactSpelling(spelling));
  const generics = parseLexiconFile(files.generics, 'formulary/generics.tsv');
  const brands = parseLexiconFile(files.brands, 'formulary/brands.tsv');
  for (const [entries, expected] of [[generics, 'drug'], [brands, 'brand']] as const) {
    const wrong = entries.find((entry) => entry.kind !== expected);
    if (wrong) throw new LexiconFormatError(`${wrong.source}: a ${expected} is expected here, not a ${wrong.kind}`);
  }

  const medicines: LexiconEntry[] = [];
  for (const generic of generics) {
    if (isCurated(generic.term)) continue;
    medicines.push({ ...generic, aliases: generic.aliases.filter((alias) => !isCurated(alias)) });
  }
  // A brand's generic is one of the formulary's own, or the curated drug it is a spelling of ("acetaminophen": paracetamol).
  const ownGenerics = new Set(medicines.map((entry) => entry.term));
  const drugTerm = (name: string) => {
    const owner = curated.get(compactSpelling(name));
    return ownGenerics.has(name) ? name : owner?.kind === 'drug' ? owner.term : undefined;
  };
  for (const brand of brands) {
    const ingredients = brand.generics.map(drugTerm);
    if (isCurated(brand.term) || ingredients.some((name) => name === undefined)) continue;
    medicines.push({ ...brand, generics: ingredients as string[] });
  }
  checkLexicon([...lexicon, ...medicines]);

  // Every line is checked; the formulary's strengths apply to its own generics and their brands. A curated medicine, and
  // a brand of one, is checked by the curated strengths alone: those leave out on purpose medicines dosed freely (warfarin).
  const formularyStrengths = MedicineStrengths.parse(files.strengths, generics, 'formulary/strengths.tsv').restrictedTo(medicines);
  return { medicines, strengths: curatedStrengths.or(formularyStrengths).withBrandsOf(medicines) };
}
