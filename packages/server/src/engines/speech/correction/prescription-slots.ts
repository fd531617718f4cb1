/**
 * Prescription slots: where in a dictation a medicine name is expected, so that the lexicon corrector may read
 * ordinary words there as a mangled drug name ("Tab clap inaugural 75 mg" → "Tab clopidogrel 75 mg").
 *
 * A slot is the 1..MAX_SLOT_WORDS words between
 *  - a cue: a dose form (Tab, Tablet, Cap, Capsule, Inj, Injection, Syrup, Syp, Susp, Insulin, and the dose-form
 *    mishearings of prescription-shorthand.ts: tap, tad, tam, tub, tav, cup, cop, cab) or a prescribing verb
 *    (Start, Continue, Add, Stop, Restart, Resume, Increase, Reduce), and
 *  - the dose or frequency that closes the name: a number written in digits ("40", "650"); number words
 *    before a unit or count ("forty milligrams", "one tablet"); a unit ("mg", "milligrams", "units": the number
 *    before it may itself be misheard, "for the milligrams"); a frequency (once, twice, thrice, daily, OD, BD,
 *    TDS, SOS, HS, …; "at bedtime", "at night", "before food", "after meals", …); or a dose form said after the
 *    name (inhaler, drops, cream, ointment, gel, spray, puffs, respules, sachet).
 * The words of a slot may be separated by commas and periods, which the recogniser inserts inside a mangled
 * name ("Tap tail, Miss Artem, 40 mg"), but not by ? ! ; : or brackets. A cue inside the span starts the slot
 * afresh ("Continue tab …"), and a span longer than MAX_SLOT_WORDS is no slot: the speaker has moved on.
 */
import { DOSE_FORM_MISHEARINGS } from './prescription-shorthand.js';
import { startsSentence, type TextWord } from './text-words.js';

/** Word indexes (into `splitWords(text)`), inclusive, of the words a medicine name is expected in. */
export interface PrescriptionSlot {
  readonly first: number;
  readonly last: number;
}

export const MAX_SLOT_WORDS = 5;

const CUES: ReadonlySet<string> = new Set([
  'tab', 'tabs', 'tablet', 'tablets', 'cap', 'caps', 'capsule', 'capsules', 'inj', 'injection', 'syrup', 'syp',
  'susp', 'suspension', 'insulin',
  'start', 'continue', 'add', 'stop', 'restart', 'resume', 'increase', 'reduce',
  ...DOSE_FORM_MISHEARINGS.keys(),
]);

const UNITS: ReadonlySet<string> = new Set([
  'mg', 'mgs', 'milligram', 'milligrams', 'mcg', 'microgram', 'micrograms', 'g', 'gm', 'gms', 'gram', 'grams',
  'ml', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'unit', 'units', 'iu',
]);
/** Counts a number word may precede ("one tablet"). */
const COUNTS: ReadonlySet<string> = new Set(['tablet', 'tablets', 'capsule', 'capsules', 'puff', 'puffs', 'drop', 'drops', 'teaspoon', 'teaspoons', 'sachet']);
const FREQUENCIES: ReadonlySet<string> = new Set([
  'once', 'twice', 'thrice', 'daily', 'od', 'bd', 'bid', 'tds', 'tid', 'qid', 'qds', 'hs', 'sos', 'stat', 'weekly',
]);
/** Dose forms said after the name ("budesonide inhaler"). */
const AFTER_NAME_FORMS: ReadonlySet<string> = new Set([
  'inhaler', 'inhalers', 'drops', 'cream', 'ointment', 'gel', 'spray', 'puffs', 'respules', 'rotacaps', 'sachet', 'sachets',
]);
/** "at bedtime", "before food": the first word closes the slot only with one of these after it. */
const TIMING_PHRASES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['at', new Set(['bedtime', 'night'])],
  ...(['before', 'after'] as const).map((word) => [word, new Set(['food', 'foods', 'meal', 'meals', 'breakfast', 'lunch', 'dinner'])] as const),
]);
const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen',
  'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'half', 'point',
]);

/**
 * The slots of `text`. With `atSentenceStart`, the start of a sentence is a cue too ("Glimpy or I 1 mg before
 * breakfast"): too loose for the text alone to decide by, but not for readings the audio judges; so are `moreCues`.
 */
export function findPrescriptionSlots(
  text: string,
  words: readonly TextWord[],
  options: { atSentenceStart?: boolean; moreCues?: ReadonlySet<string> } = {},
): PrescriptionSlot[] {
  const lower = words.map((word) => word.text.toLowerCase());
  const slots: PrescriptionSlot[] = [];
  const spokenCue = (word = '') => CUES.has(word) || options.moreCues?.has(word) === true;
  for (let cue = -1; cue < words.length; cue++) {
    const isCue = spokenCue(lower[cue]) || (options.atSentenceStart === true && startsSentence(text, words, cue + 1) && !spokenCue(lower[cue + 1]));
    if (!isCue) continue;
    for (let end = cue + 1; end < words.length && end - cue - 1 <= MAX_SLOT_WORDS; end++) {
      if (breaksSlot(text, words, end)) break;
      if (spokenCue(lower[end])) break;
      if (closesSlot(lower, end)) {
        if (end > cue + 1) slots.push({ first: cue + 1, last: end - 1 });
        break;
      }
    }
  }
  return slots;
}

/** Punctuation before word `i` that a medicine name does not run across. */
function breaksSlot(text: string, words: readonly TextWord[], i: number): boolean {
  const gap = text.slice(words[i - 1]?.end ?? 0, words[i]?.start ?? 0);
  return /[?!;:()[\]\n]/.test(gap);
}

/** Whether word `i` begins the dose or frequency after a medicine name. */
function closesSlot(lower: readonly string[], i: number): boolean {
  const word = lower[i] ?? '';
  if (/^\d/.test(word) || UNITS.has(word) || FREQUENCIES.has(word) || AFTER_NAME_FORMS.has(word)) return true;
  if (TIMING_PHRASES.get(word)?.has(lower[i + 1] ?? '')) return true;
  if (NUMBER_WORDS.has(word)) {
    let next = i + 1;
    while (NUMBER_WORDS.has(lower[next] ?? '')) next++;
    const after = lower[next] ?? '';
    return UNITS.has(after) || COUNTS.has(after);
  }
  return false;
}
