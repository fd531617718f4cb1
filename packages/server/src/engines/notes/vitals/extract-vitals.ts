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
  const digits = spokenNumbersInDigits(sentence);
  const found = VITAL_PATTERNS.flatMap((pattern) =>
    [...digits.text.matchAll(pattern.regex)].flatMap((match): VitalMatch[] => {
      const end = match.index + match[0].length;
      if (isFollowedByOtherQuantity(digits.text, end)) return [];
      const said = pattern.read(match.groups ?? {});
      if (!said || !isPlausible({ kind: pattern.kind, ...said })) return [];
      const [start, sourceEnd] = digits.sourceSpan(match.index, end);
      return [{ kind: pattern.kind, ...said, start, end: sourceEnd, codes: vitalCodes(pattern.kind, said.qualifier) }];
    }),
  );
  return withoutOverlaps(found);
}

/** Where readings overlap, the one that starts first wins, then the longer: a label's reading over its unit's. */
function withoutOverlaps(found: readonly VitalMatch[]): VitalMatch[] {
  const ordered = [...found].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: VitalMatch[] = [];
  for (const vital of ordered) {
    if (vital.start >= (kept.at(-1)?.end ?? 0)) kept.push(vital);
  }
  return kept;
}
