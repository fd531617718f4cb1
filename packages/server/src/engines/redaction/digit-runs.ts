/**
 * Runs of digits as a transcript writes a number read out: in figures ("98765 43210", "+91-98765-43210",
 * "(555) 123-4567"), in words ("nine eight seven six five", "double five", "oh" for zero) or both mixed. A phone,
 * Aadhaar, ABHA or record number is told by the digits of its run, whatever grouping the speaker gave them.
 */
import { ONES, parseNumber, TEENS, TENS } from '../notes/prescription/numbers.js';

export interface DigitRun {
  start: number;
  end: number;
  /** The digits said, in order, without separators or a leading "+". */
  digits: string;
  /** Whether any digit was said as a word. */
  spoken: boolean;
}

export const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', oh: '0', o: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  // Hindi digits in Latin script, as numbers are read out at Indian desks ("nau aath saat, chhe paanch …"). "do" and
  // "teen" are English words too; a run needs five digits, so an English sentence seldom makes one.
  shunya: '0', sunya: '0', shoonya: '0', sifar: '0', ek: '1', do: '2', teen: '3', char: '4', chaar: '4', paanch: '5', panch: '5', chhe: '6',
  chhah: '6', chheh: '6', chha: '6', chah: '6',
  saat: '7', aath: '8', nau: '9',
};
/** Longest first, whole words: "one" is never an "o" and "ne". */
const DIGIT_WORD = String.raw`\b(?:${Object.keys(DIGIT_WORDS).sort((a, b) => b.length - a.length).join('|')})\b`;
/** Numbers said in pairs ("ninety-eight forty-five"), teens, and "hundred" ("one eight hundred"). */
const PAIR_WORD = String.raw`\b(?:(?:${TENS.join('|')})(?:[-\s](?:${ONES.join('|')}))?|${TEENS.join('|')}|hundred)\b`;
/** One piece of a run: figures (a "+" may open the run), a pair or digit word, or "double"/"triple" and a digit. */
const PIECE = String.raw`(?:\+?\(?\d+\)?|(?:double|triple)\s+(?:\d|${DIGIT_WORD})|${PAIR_WORD}|${DIGIT_WORD})`;
/** A correction said inside a number: "nine eight two two... sorry, nine eight two three", "… nahi, chhe do". */
const CORRECTION = String.raw`\s*(?:\.\.\.|…|,)?\s*\b(?:sorry|no|nahi|nahin|i mean|matlab|actually|wait|correction)\b[,.]?\s*`;
/** A hesitation said inside a number: "nine eight four, uh, five five …". */
const FILLER = String.raw`\s*(?:\.\.\.|…|,)?\s*\b(?:uh|um|umm|uhh|er|hmm)\b[,.]?\s*`;
/**
 * What may stand between two pieces: spaces, a hyphen (or "dash" said), a dot or a comma said between groups, a false
 * start's dots, a correction, a hesitation; not a sentence's full stop ("TN 37807. 4410 N 27th Ave").
 */
const JOIN = String.raw`(?:${CORRECTION}|${FILLER}|\s*(?:\.\.\.|…|[-,]|\b(?:dash|hyphen)\b)?\s*|\s*\.(?!\s))`;
/** A run may open with "plus" for a country code's "+": "plus nine one, nine eight …". */
const RUN = new RegExp(String.raw`(?<![\w.])(?:plus\s+)?${PIECE}(?:${JOIN}${PIECE})*(?![\w])`, 'gi');
/** Every piece of a run (String.prototype.match with a global pattern starts at 0 and leaves lastIndex 0). */
const PIECES = new RegExp(PIECE, 'gi');
/** Where a run is split at its corrections. */
const CORRECTIONS = new RegExp(CORRECTION, 'i');

function digitsOf(piece: string): string {
  const word = piece.toLowerCase();
  const repeated = /^(double|triple)\s+(\S+)$/.exec(word);
  if (repeated) return digitsOf(repeated[2]!).repeat(repeated[1] === 'double' ? 2 : 3);
  if (/\d/.test(word)) return word.replace(/\D/g, '');
  // A pair or a teen is its number's digits ("ninety-eight" 98, "fourteen" 14); "hundred" two zeros.
  return DIGIT_WORDS[word] ?? (word === 'hundred' ? '00' : String(parseNumber(word) ?? ''));
}

const digitsIn = (said: string) => (said.match(PIECES) ?? []).map(digitsOf).join('');

/**
 * The digits a run means. After a correction the speaker either says the whole number again ("nine eight two two...
 * sorry, nine eight two three, …") or only the group that was wrong ("…, eight nine... nahi, eight eight, one two …"):
 * a long rest replaces everything, a short one the group said just before the correction. The false start stays in the
 * run's span either way.
 */
function correctedDigits(said: string): string {
  const parts = said.split(CORRECTIONS);
  const lastGroup = (part: string) => part.split(/\s*(?:,|\.\.\.|…)\s*/).filter((group) => group.trim() !== '').at(-1) ?? '';
  let digits = digitsIn(parts[0]!);
  for (let k = 1; k < parts.length; k++) {
    const again = digitsIn(parts[k]!);
    digits = again.length >= 10 ? again : digits.slice(0, digits.length - digitsIn(lastGroup(parts[k - 1]!)).length) + again;
  }
  return digits;
}

/** The digit runs of `text` of at least `minDigits` digits. A lone "o" or "one" is no run. */
export function digitRuns(text: string, minDigits = 5): DigitRun[] {
  const runs: DigitRun[] = [];
  for (const match of text.matchAll(RUN)) {
    const pieces = match[0].match(PIECES) ?? [];
    const digits = correctedDigits(match[0]);
    if (digits.length < minDigits) continue;
    // The run's own end: trailing separators are not part of it.
    const said = match[0].replace(/[\s,.-]+$/, '');
    runs.push({ start: match.index, end: match.index + said.length, digits, spoken: pieces.some((piece) => /[a-z]/i.test(piece)) });
  }
  return runs;
}
