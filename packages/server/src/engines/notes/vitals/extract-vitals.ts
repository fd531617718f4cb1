/**
 * Vital signs said in a sentence, with their values, units and codes. Reads the transcript as speech correction
 * writes it ("BP 140/90", "temperature 101 °F", "SpO2 97%") and as clinicians read vitals out ("blood pressure
 * one twenty eight over seventy two"); only values actually said, and only plausible
 * ones: a vital named without a value ("check BP") or with a misheard one ("pulse 900") gives nothing.
 */
import type { Code, VitalKind } from '../clinical-model.js';
import { isPlausible } from './vital-bounds.js';
import { vitalCodes } from './vital-codes.js';
import { isFollowedByOtherQuantity } from './vital-grammar.js';
import { VITAL_PATTERNS } from './vital-patterns.js';
import { spokenNumbersInDigits } from './spoken-numbers.js';
import type { WeightUnit } from './vital-units.js';

export interface VitalMatch {
  kind: VitalKind;
  /** Systolic for blood pressure. */
  value: number;
  /** Diastolic for blood pressure. */
  value2?: number;
  unit: string;
  /** Blood sugar: fasting, post-prandial, random. SpO2: room air, oxygen. */
  qualifier?: string;
  /** Character offsets in the sentence of the words the vital was read from. */
  start: number;
  end: number;
  codes: Code[];
}

export function extractVitals(sentence: string): VitalMatch[] {
  return vitalsSaid(sentence).plausible;
}

/**
 * The readings a sentence says that no living patient has ("pulse 900", "BP 14/9"): misheard, or a number that is not
 * that vital. The note leaves them out; the reader is told to check them against the recording.
 */
export function implausibleVitals(sentence: string): VitalMatch[] {
  return vitalsSaid(sentence).implausible;
}

/** Every reading said, plausible or not, read once, without overlaps (a plausible reading wins over an implausible one). */
/** `weighedIn`: the unit of a weight said bare, where nothing in the sentence says otherwise. */
export function vitalsSaid(sentence: string, weighedIn: WeightUnit = 'kg'): { plausible: VitalMatch[]; implausible: VitalMatch[] } {
  const digits = spokenNumbersInDigits(sentence);
  // Every reading has a figure: most sentences have none, and no pattern need be tried on them.
  if (!/\d/.test(digits.text)) return { plausible: [], implausible: [] };
  const found = VITAL_PATTERNS.flatMap((pattern) =>
    [...digits.text.matchAll(pattern.regex)].flatMap((match): (VitalMatch & { plausible: boolean })[] => {
      const end = match.index + match[0].length;
      if (isFollowedByOtherQuantity(digits.text, end)) return [];
      const read = pattern.read(match.groups ?? {});
      if (!read) return [];
      const said = pattern.kind === 'weight' && !match.groups?.['unit'] ? { ...read, unit: weightUnitAround(digits.text, weighedIn) } : read;
      const [start, sourceEnd] = digits.sourceSpan(match.index, end);
      const plausible = isPlausible({ kind: pattern.kind, ...said });
      return [{ kind: pattern.kind, ...said, start, end: sourceEnd, codes: vitalCodes(pattern.kind, said.qualifier), plausible }];
    }),
  );
  const kept = withoutOverlaps(found);
  const withoutFlag = ({ plausible: _plausible, ...vital }: VitalMatch & { plausible: boolean }): VitalMatch => vital;
  return { plausible: kept.filter((r) => r.plausible).map(withoutFlag), implausible: kept.filter((r) => !r.plausible).map(withoutFlag) };
}

/**
 * A weight said without its unit is in the unit the sentence weighs in elsewhere ("two twelve, up six pounds"), else in
 * the place's. Not when the pounds are the weight said again: "twelve, that's about twenty six pounds" is 12 kg.
 */
const weightUnitAround = (text: string, weighedIn: WeightUnit): WeightUnit =>
  /\b(?:pounds?|lbs?)\b/i.test(text) ? (POUNDS_AGAIN.test(text) ? 'kg' : 'lb') : /\b(?:kilos?|kgs?|kilograms?)\b/i.test(text) ? 'kg' : weighedIn;
const POUNDS_AGAIN = /\b(?:that's|that is|which is|or)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+)?[\d.]+\s*(?:pounds?|lbs?)\b/i;

/**
 * Where readings overlap, a plausible one wins over an implausible one; then the one that starts first, then the
 * longer: a label's reading over its unit's.
 */
function withoutOverlaps<T extends VitalMatch & { plausible: boolean }>(found: readonly T[]): T[] {
  const ordered = [...found].sort((a, b) => Number(b.plausible) - Number(a.plausible) || a.start - b.start || b.end - a.end);
  const kept: T[] = [];
  for (const vital of ordered) {
    if (!kept.some((other) => vital.start < other.end && other.start < vital.end)) kept.push(vital);
  }
  return kept.sort((a, b) => a.start - b.start);
}
