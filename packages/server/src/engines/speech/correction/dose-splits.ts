/**
 * Readings of a dose the recogniser ran into the count after it, for the audio to judge: "Dolo six fifty, three times a
 * day" written "Dolo 653 times a day", "Telma forty once daily" written "Telma 41s daily". Offered only where the number
 * is no strength of the medicine before it and the number less the count is one ("Dolo 650 three times a day", "Telma 40
 * once daily"): which the audio then supports or not (moonshine/term-support.ts).
 */
import { splitWords } from './text-words.js';

/** The counts said after a strength: "three times" (1–4), or once, twice, thrice glued on as "s". */
const COUNT_WORDS = ['one', 'two', 'three', 'four'] as const;
const GLUED_COUNTS = ['once', 'twice', 'thrice'] as const;
/** The longest medicine spelling looked for before the number, in words. */
const MAX_NAME_WORDS = 4;

/**
 * `isStrength(spelling, amount)`: whether `amount` is a listed strength of the medicine the lower-case `spelling` names
 * (false for a spelling that is no medicine with listed strengths).
 */
export function doseSplitReadings(text: string, isStrength: (spelling: string, amount: number) => boolean): string[] {
  const words = splitWords(text);
  const readings: string[] = [];
  words.forEach((word, at) => {
    const [, digits, glued] = /^(\d+)(s?)$/.exec(word.text) ?? [];
    if (digits === undefined) return;
    const next = words[at + 1]?.text.toLowerCase();
    const counts: readonly string[] = glued === 's' ? GLUED_COUNTS : next === 'times' ? COUNT_WORDS : [];
    if (counts.length === 0) return;
    const named = (amount: number) =>
      Array.from({ length: Math.min(MAX_NAME_WORDS, at) }, (_, i) => words.slice(at - i - 1, at).map((w) => w.text.toLowerCase()).join(' ')).some((spelling) => isStrength(spelling, amount));
    if (named(Number(digits))) return;
    counts.forEach((count, i) => {
      const strength = Number(digits) - (i + 1);
      if (strength > 0 && named(strength)) readings.push(`${text.slice(0, word.start)}${strength} ${count}${text.slice(word.end)}`);
    });
  });
  return readings;
}
