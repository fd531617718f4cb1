/**
 * The regex pieces vitals are read with: a label ("BP", "pulse rate"), the words that may stand between the
 * label and its value ("is", "of", "came to", ":"), the value, and the unit. Sources, not RegExps, so that the
 * patterns of vital-patterns.ts can be put together from them.
 */

/** Not inside a word or a number. */
const START = String.raw`(?<![\p{L}\p{N}])`;
/** Not inside a number, nor the end of a date or a ratio ("12/05", "1.5"). */
const UNLABELLED_START = String.raw`(?<![\p{L}\p{N}.\/])`;
export const END = String.raw`(?![\p{L}\p{N}])`;

const SEPARATOR = String.raw`(?:\s*[:=–-]\s*|\s+)`;
/** After a word between label and value, a comma too: "a little elevated today, 156 over 94" (not "fever, 100.4"). */
const SEPARATOR_AFTER_WORD = String.raw`(?:\s*[:=,–-]\s*|\s+)`;
const FILLERS = [
  'is', 'was', 'are', 'were', 'of', 'at', 'around', 'about', 'approximately', 'approx', 'came', 'comes', 'come', 'to',
  'reading', 'recorded', 'measured', 'noted', 'found', 'today', 'now', 'currently', 'up\\s+to', 'upto', 'till',
  'as\\s+high\\s+as', 'also', 'it', 'a', 'little', 'bit', 'slightly', 'pretty', 'looks?', 'looked', 'good', 'fine',
  'okay', 'high', 'elevated', 'low',
  // "your oxygen level here is like 92", "your temperature you're running normal 97.1".
  'here', 'like', "you're", 'running', 'normal',
];
/**
 * "BP: 140/90", "pulse rate of 88", "BP came to 150/100", "temperature today is 101", "blood pressure looks pretty
 * good today at 128/72", "blood pressure's a little elevated today, 156 over 94".
 */
const LEAD = String.raw`(?:'s)?${SEPARATOR}(?:(?:${FILLERS.join('|')})${SEPARATOR_AFTER_WORD}){0,6}`;

/** A value in digits (speech correction writes vitals so), captured as `name`. */
export function number(name: string): string {
  return String.raw`(?<${name}>\d{1,4}(?:\.\d{1,2})?)(?!\.?\d)`;
}

/** An optional unit after the value, captured as `name`. */
export function optionalUnit(name: string, units: string): string {
  return String.raw`(?:\s*(?<${name}>${units})${END})?`;
}

/** A value said after one of `labels` (regex alternatives). */
export function labelled(labels: string, value: string): RegExp {
  return new RegExp(String.raw`${START}(?:${labels})${LEAD}${value}`, 'giu');
}

/**
 * A value of a shape no other reading has ("128 over 72"), said up to twelve words after its label, whatever the words:
 * "your blood pressure in the clinic looks pretty good it's about 120 over 70", "blood pressure i see is 125 over 70",
 * "your blood pressure is pretty good in the office today it looks like it's 128 over 72".
 */
const LOOSE_WORDS = 12;

export function labelledLoosely(labels: string, value: string): RegExp {
  return new RegExp(String.raw`${START}(?:${labels})(?:'s)?${SEPARATOR}(?:[\p{L}']+${SEPARATOR_AFTER_WORD}){0,${LOOSE_WORDS}}?${value}`, 'giu');
}

/** A value whose unit alone names the vital ("88 bpm", "101 °F"). */
export function unlabelled(value: string): RegExp {
  return new RegExp(`${UNLABELLED_START}${value}`, 'giu');
}

/**
 * What, said right after a value, shows it is no vital: a dose, a count, a time, a lab's percentage, or the
 * rest of a date ("sugar 500 mg", "fever 3 days", "hr 30 min", "sugar 8.6%"), also after a second number said as a
 * range ("check my sugar 2 or 3 times a week").
 */
const NOT_A_VITAL_AFTER = new RegExp(
  String.raw`^\s*(?:(?:or|to|-)\s*\d+\s*)?(?:(?:mg|mcg|µg|g|gm|ml|l|litres?|liters?|lpm|tabs?|tablets?|caps?|capsules?|units?|iu|puffs?|drops?|days?|din|weeks?|months?|years?|yrs?|hours?|hrs?|min|mins|minutes?|sec|seconds?|ms|times|episodes?)${END}|%|\/\s*\d)`,
  'iu',
);

export function isFollowedByOtherQuantity(text: string, end: number): boolean {
  return NOT_A_VITAL_AFTER.test(text.slice(end));
}
