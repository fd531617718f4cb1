/**
 * The instruction: what was said about a drug that no attribute read ("if fever above 100 °F", "with plenty of
 * water", "apply thin layer"), without the joining words and fillers around it ("and", "to be taken", "uh", "okay?").
 */

/** Joining words trimmed from both ends of a leftover. */
const EDGE = String.raw`[\s,;:.?!\-–—()]|(?<![\p{L}\p{N}])(?:and|or|but|then|also|plus|aur|phir|to\s+be\s+(?:taken|given|applied|used)|(?:you|he|she|they)\s+(?:can|should|will|may|needs?\s+to)\s+(?:take|have|get|use)|take|taken|give|given|only|uh|um|umm|okay|ok|alright|right)(?![\p{L}\p{N}])`;
const LEADING = new RegExp(`^(?:${EDGE})+`, 'iu');
const TRAILING = new RegExp(`(?:${EDGE})+$`, 'iu');

/**
 * Words that say nothing on their own: a leftover of only these is dropped ("of", "the", "apply", "dose"; the
 * "stop" of "for 5 days then stop", which the duration says; the "it is for now" of "so warfarin it is for now").
 */
const FILLER: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'of', 'on', 'in', 'at', 'to', 'for', 'now', 'be', 'is', 'it', 'that', 'this', 'per', 'each', 'dose', 'doses',
  'apply', 'use', 'stop', 'lena', 'lein', 'lo', 'hai', 'ko', 'se', 'ke',
]);

/** A word cut off and said again: the "500-" of "lortab 500- lortab 5 milligram". */
const CUT_OFF = /^\s*[\p{L}\p{N}']+-\s*$/u;

/** `schedule`: the words of a changing schedule, kept whole ("then 10 mg OD for 5 days"). */
export function instructionFrom(leftovers: readonly string[], schedule = ''): string | undefined {
  const kept = leftovers.filter((text) => !CUT_OFF.test(text)).map(trimEdges).filter((text) => text !== '' && text.split(' ').some((word) => !FILLER.has(word.toLowerCase())));
  const scheduleText = schedule.replace(/^[\s,;:.]+|[\s,;:.]+$/g, '').replace(/\s+/g, ' ');
  const parts = scheduleText === '' ? kept : [...kept, scheduleText];
  return parts.length > 0 ? parts.join(', ') : undefined;
}

/** The text without joining words and punctuation at either end. */
function trimEdges(text: string): string {
  return text.replace(LEADING, '').replace(TRAILING, '').replace(/\s+/g, ' ');
}
