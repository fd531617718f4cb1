/**
 * Builds the formulary (`data/formulary/`, format in its README) from the open drug-name lists of Drugs@FDA
 * (`../shared/data/drug-names/`: generics.tsv, us-brands.tsv, strengths.tsv; US government work, public domain).
 * Pure: text in, text out, so that `npm run formulary:build` writes the same bytes from the same lists.
 *
 * What it keeps, and why:
 * - generics: the FDA base names a clinician says, with the FDA salt forms as aliases ("metformin hydrochloride").
 *   DrugBank's synonyms are left out (Latin and Spanish forms, codes: "metforminum", "c7e3"), and so are names that
 *   are ordinary English words ("alcohol", "oxygen": a recogniser's "oxygen" is not a prescription) and the chemical
 *   groups the source's salt stripping left as names ("methyl").
 * - brands: products on the market (rx, otc, tentative; not discontinued), under the brand's stem ("augmentin '875'"
 *   → "Augmentin"), mapped to their generics. A stem that is an ordinary English word ("today", "heather") or a
 *   generic's name ("potassium chloride in plastic container") is left out.
 * - strengths: per generic, the strengths of its tablets and capsules taken by mouth and of its injections (per vial)
 *   in mg, mcg, g or units, as
 *   `data/strengths.tsv` writes them ("5 mg|10 mg").
 */
import { compactSpelling } from '../spelling.js';

export interface FormularySources {
  /** drug-names/generics.tsv: name, synonyms (|-separated), source. */
  readonly generics: string;
  /** drug-names/us-brands.tsv: brand, generic (" + "-joined), source (…:rx|otc|discontinued|tentative). */
  readonly brands: string;
  /** drug-names/strengths.tsv: generic, strength_value, unit, form. */
  readonly strengths: string;
}

export interface BuiltFormulary {
  readonly generics: string;
  readonly brands: string;
  readonly strengths: string;
  readonly counts: { readonly generics: number; readonly brands: number; readonly strengths: number };
}

const MARKETED = new Set(['rx', 'otc', 'tentative']);
/** FDA units of a strength a clinician names by number, → as `strengths.ts` writes them ("/vial": one vial is one dose). */
const STRENGTH_UNITS: ReadonlyMap<string, string> = new Map([
  ['mg', 'mg'], ['mcg', 'mcg'], ['gm', 'g'], ['units', 'units'],
  ['mg/vial', 'mg'], ['gm/vial', 'g'], ['units/vial', 'units'],
]);
/** Tablets and capsules taken by mouth, and what is injected (a vial is one dose); not inhalers, creams or solutions to drink. */
const STRENGTH_FORMS = /^(?:(?:tablet|capsule)[^;]*;(?:oral|sublingual|buccal)|(?:injectable|for solution|powder)[^;]*;(?:injection|intravenous|intramuscular|subcutaneous))/;
/** Release and combination suffixes of brand names, written in capitals ("Augmentin XR", "Lotensin HCT"), as are a short word without a vowel and a Roman numeral ("Absorica LD", "Duraphen II"). */
const CAPITAL_SUFFIXES = new Set(['xr', 'er', 'sr', 'la', 'cr', 'cd', 'xl', 'hct', 'dr', 'od', 'ds', 'hp', 'odt', 'xt', 'pm', 'ec', 'es', 'ir', 'lo', 'sa', 'af', 'ac', 'hfa', 'otc', 'lar', 'aq', 'ar', 'rtu']);
/** Words that end a brand's stem: packaging and label wording ("Abilify Maintena Kit", "Bentyl Preservative Free"). */
const STEM_ENDS_BEFORE = new Set(['in', 'and', 'with', 'for', 'kit', 'pen', 'preservative', 'relief', 'double', 'extra', 'dental', 'pediatric', 'swabstick', 'co-pack']);
/**
 * Brands that clinical speech says as something else: found by reading every formulary name that occurs in the
 * MTS-Dialog and ACI-BENCH train and valid dialogues ("pre-op examination"); all the others found there were medicines.
 */
const SAID_OTHERWISE = new Set(['pre-op']);
/**
 * The words of a salt, ester or hydrate after a base name ("sotalol hydrochloride", "amlodipine besylate",
 * "doxycycline hyclate monohydrate"): an FDA salt form is the base name followed by these only. The synonyms of the source
 * mix them with DrugBank's ("benzyl benzoat", "metforminum"), which are left out.
 */
const SALT_WORDS = new Set(
  ('hydrochloride hcl dihydrochloride hydrobromide sodium disodium potassium calcium magnesium zinc sulfate sulphate bisulfate ' +
    'acetate diacetate citrate tartrate bitartrate maleate dimaleate mesylate besylate fumarate hemifumarate succinate phosphate ' +
    'diphosphate bromide chloride iodide nitrate lactate gluconate tosylate napsylate edisylate hyclate pamoate stearate ' +
    'propionate dipropionate valerate butyrate acetonide furoate palmitate decanoate enanthate cypionate undecanoate ' +
    'medoxomil axetil pivoxil dipivoxil proxetil hemihydrate monohydrate dihydrate trihydrate sesquihydrate anhydrous ' +
    'hydrate malate oxalate salicylate estolate ethylsuccinate lauryl sulfate').split(' '),
);
/** Chemical groups the source's salt stripping left as names of their own ("methyl" from "methyl salicylate"). */
const CHEMICAL_GROUPS = new Set(['methyl', 'ethyl', 'benzyl', 'propyl', 'isopropyl', 'butyl', 'phenyl', 'acetyl', 'amyl', 'octyl']);
/** A generic is one ingredient: "alogliptin and metformin" is a combination named as one. */
const COMBINED = /\b(and|with)\b/;
const NAME = /^[a-z][a-z' -]*[a-z]$/;
const MIN_NAME_LETTERS = 4;
const MAX_NAME_WORDS = 4;

export function buildFormulary(sources: FormularySources, isOrdinaryWord: (word: string) => boolean): BuiltFormulary {
  const isOrdinary = (name: string) => name.split(/[\s-]+/).every(isOrdinaryWord);
  const generics = readGenerics(sources.generics, isOrdinary);
  const genericSpellings = new Set([...generics].flatMap(([name, aliases]) => [name, ...aliases]));
  const brands = readBrands(sources.brands, generics, genericSpellings, isOrdinary);
  keepSpellingsUnique(generics, brands);
  const strengths = readStrengths(sources.strengths, generics);
  return {
    generics: table(['term', 'kind', 'aliases'], [...generics].map(([name, aliases]) => [name, 'drug', [...aliases].join('|')])),
    brands: table(['term', 'kind', 'generic'], [...brands].map(([brand, ingredients]) => [brand, 'brand', ingredients.join(' + ')])),
    strengths: table(['term', 'strengths'], [...strengths].map(([name, list]) => [name, list.join('|')])),
    counts: { generics: generics.size, brands: brands.size, strengths: strengths.size },
  };
}

/** Base name → its FDA salt forms, sorted by name. */
function readGenerics(text: string, isOrdinary: (name: string) => boolean): Map<string, Set<string>> {
  const generics = new Map<string, Set<string>>();
  for (const [rawName = '', synonyms = ''] of rows(text)) {
    const name = spokenName(rawName);
    if (name === undefined || isOrdinary(name) || COMBINED.test(name) || CHEMICAL_GROUPS.has(name)) continue;
    const aliases = generics.get(name) ?? new Set<string>();
    generics.set(name, aliases);
    // Salt forms only: the base name and a salt, ester or hydrate ("amlodipine besylate").
    for (const synonym of synonyms.split('|')) {
      const alias = spokenName(synonym);
      if (alias?.startsWith(`${name} `) && alias.slice(name.length + 1).split(' ').every((word) => SALT_WORDS.has(word))) aliases.add(alias);
    }
  }
  return sortedMap(generics);
}

/** Brand, as written ("Augmentin XR") → its generics. Where a stem's rows disagree on the generics, the row that is the stem itself decides; without one, the brand is left out. */
function readBrands(text: string, generics: ReadonlyMap<string, unknown>, genericSpellings: ReadonlySet<string>, isOrdinary: (name: string) => boolean): Map<string, string[]> {
  const byStem = new Map<string, { exact: Set<string>; variants: Set<string> }>();
  for (const [brand = '', generic = '', source = ''] of rows(text)) {
    if (!MARKETED.has(source.split(':').pop() ?? '')) continue;
    const stem = brandStem(brand);
    if (stem === undefined || isOrdinary(stem) || SAID_OTHERWISE.has(stem.split(' ')[0]!) || stem.split(/[\s-]+/).some((word) => genericSpellings.has(word)) || genericSpellings.has(stem)) continue;
    const ingredients = generic.split(' + ').map((name) => spokenName(name) ?? '');
    if (!ingredients.every((name) => generics.has(name))) continue;
    const seen = byStem.get(stem) ?? { exact: new Set<string>(), variants: new Set<string>() };
    byStem.set(stem, seen);
    seen.variants.add(ingredients.join(' + '));
    if (brand === stem) seen.exact.add(ingredients.join(' + '));
  }
  const brands = new Map<string, string[]>();
  for (const [stem, { exact, variants }] of byStem) {
    const [ingredients] = variants.size === 1 ? variants : exact.size === 1 ? exact : [];
    if (ingredients !== undefined) brands.set(writtenBrand(stem), ingredients.split(' + '));
  }
  return sortedMap(brands);
}

/**
 * Leaves each spelling, compared as the lexicon compares them (compactSpelling: "co-trimoxazole" = "cotrimoxazole"), to one
 * entry, as the loader requires: the generic before the brand, the first in order otherwise.
 */
function keepSpellingsUnique(generics: Map<string, Set<string>>, brands: Map<string, string[]>): void {
  const taken = new Set<string>();
  const claim = (spelling: string) => {
    const key = compactSpelling(spelling);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  };
  for (const [name, aliases] of generics) {
    if (!claim(name)) generics.delete(name);
    else for (const alias of aliases) if (!claim(alias)) aliases.delete(alias);
  }
  for (const [brand, ingredients] of brands) if (!ingredients.every((name) => generics.has(name)) || !claim(brand)) brands.delete(brand);
}

/** Generic → its strengths ("5 mg"), ascending by unit then amount. */
function readStrengths(text: string, generics: ReadonlyMap<string, unknown>): Map<string, string[]> {
  const byGeneric = new Map<string, Map<string, number>>();
  for (const [rawName = '', value = '', unit = '', form = ''] of rows(text)) {
    const name = spokenName(rawName);
    const written = STRENGTH_UNITS.get(unit);
    const amount = Number(value);
    if (name === undefined || !generics.has(name) || written === undefined || !STRENGTH_FORMS.test(form) || !(amount > 0)) continue;
    const list = byGeneric.get(name) ?? new Map<string, number>();
    byGeneric.set(name, list);
    list.set(`${amount} ${written}`, amount);
  }
  return sortedMap(new Map([...byGeneric].map(([name, list]) => [name, [...list].sort(([a, x], [b, y]) => unitOf(a).localeCompare(unitOf(b)) || x - y).map(([strength]) => strength)])));
}

const unitOf = (strength: string) => strength.slice(strength.indexOf(' ') + 1);

/** An FDA name as said: "gonadotropin, chorionic" → "chorionic gonadotropin", biologics' suffix dropped ("insulin glargine-yfgn"); undefined when it is not a plain name. */
export function spokenName(fdaName: string): string | undefined {
  const parts = fdaName.trim().toLowerCase().split(', ');
  const name = (parts.length === 2 ? `${parts[1]} ${parts[0]}` : parts.join(', ')).replace(/-[a-z]{4}$/, '');
  return isPlainName(name) ? name : undefined;
}

/** The name a brand is said by: the FDA product name cut before its strength, quotes, brackets or packaging ("augmentin '875'" → "augmentin"). */
export function brandStem(fdaBrand: string): string | undefined {
  const words: string[] = [];
  for (const word of fdaBrand.trim().toLowerCase().split(/\s+/)) {
    if (/[\d'"(/,;.]/.test(word) || STEM_ENDS_BEFORE.has(word)) break;
    words.push(word);
  }
  const stem = words.join(' ');
  return isPlainName(stem) ? stem : undefined;
}

function isPlainName(name: string): boolean {
  return NAME.test(name) && name.replace(/[^a-z]/g, '').length >= MIN_NAME_LETTERS && name.split(/[\s-]+/).length <= MAX_NAME_WORDS;
}

/** A brand as written in a transcript: "augmentin xr" → "Augmentin XR". */
function writtenBrand(stem: string): string {
  return stem.replace(/[a-z]+/g, (word, offset: number) => (offset > 0 && (CAPITAL_SUFFIXES.has(word) || /^(?:[^aeiou]{1,3}|i{1,3}|iv)$/.test(word)) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)));
}

function rows(text: string): string[][] {
  return text.split(/\r?\n/).slice(1).filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line) => line.split('\t'));
}

function sortedMap<V>(map: Map<string, V>): Map<string, V> {
  return new Map([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function table(columns: readonly string[], lines: ReadonlyArray<readonly string[]>): string {
  return [columns.join('\t'), ...lines.map((line) => line.join('\t'))].join('\n') + '\n';
}
