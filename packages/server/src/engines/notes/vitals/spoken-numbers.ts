/**
 * Numbers as clinicians read vitals out, written in digits so the vital grammar reads one form: "one twenty
 * eight over seventy two" (the hundred left out), "two hundred over ninety", "a hundred and ten", "ninety eight
 * point six", "one oh two". The rewritten text keeps a map back to the sentence, so a vital still cites the
 * words that were said. Counts in lakhs, as Indian doctors give platelets, are rewritten too (`inLakhs`).
 */
import { WORD_NUMBER, parseNumber } from '../prescription/numbers.js';

const ONES = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEN_TO_NINETY_NINE = String.raw`(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?:${ONES.join('|')}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen`;
const DIGIT = String.raw`zero|oh|${ONES.join('|')}`;

/** "one twenty eight", "two ten": a hundred or two, then the rest. */
const HUNDRED_LEFT_OUT = String.raw`(?<hundreds>one|two)\s+(?<rest>${TEN_TO_NINETY_NINE})`;
/** "one oh two": a hundred, zero tens, a digit. */
const ZERO_TENS = String.raw`(?<hundred>one)\s+(?:oh|o|zero)\s+(?<unit>${ONES.join('|')})`;
// "Zero point nine": zero only as the whole of a decimal.
const PLAIN = String.raw`(?<plain>${WORD_NUMBER}|zero(?=\s+point\b))(?:\s+point\s+(?<decimals>(?:${DIGIT})(?:\s+(?:${DIGIT}))?))?`;

const SPOKEN_NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${HUNDRED_LEFT_OUT}|${ZERO_TENS}|${PLAIN})(?![\p{L}\p{N}])`, 'giu');

/** Hundreds said of a range or a reading: "three to four hundreds", "five or six hundred", "the two hundreds". */
const HUNDREDS_OF_TWO = new RegExp(String.raw`\b(${ONES.join('|')})\s+(to|or)\s+(${ONES.join('|')})\s+hundred(s?)\b`, 'gi');
const HUNDREDS_PLURAL = new RegExp(String.raw`\b(${ONES.join('|')})\s+hundreds\b`, 'gi');
const hundreds = (word: string) => (ONES.indexOf(word.toLowerCase()) + 1) * 100;

/**
 * Hundreds said of a reading, in digits: "in the three to four hundreds" → "in the 300s to 400s", "five or six hundred"
 * → "500 or 600", "the two hundreds" → "the 200s" (the hundred said once, of both).
 */
export function hundredsInDigits(text: string): string {
  return text
    .replace(HUNDREDS_OF_TWO, (_said: string, a: string, joined: string, b: string, plural: string) => `${hundreds(a)}${plural} ${joined} ${hundreds(b)}${plural}`)
    .replace(HUNDREDS_PLURAL, (_said: string, a: string) => `${hundreds(a)}s`);
}

/** A pressure's second number said in words after its first in digits: "200 over ninety". */
const OVER_IN_WORDS = new RegExp(String.raw`(?<=\b\d{2,3}\s+over\s+)(?:${TEN_TO_NINETY_NINE}|one hundred(?:\s+(?:and\s+)?(?:${TEN_TO_NINETY_NINE}|${ONES.join('|')}))?)(?![\p{L}\p{N}])`, 'giu');

/**
 * A pressure's second number in digits too, once its first is: "200 over ninety" → "200 over 90" (the first, read at
 * a hundred or more, is in digits; the second is most often less).
 */
export const diastolicInDigits = (text: string) => text.replace(OVER_IN_WORDS, (said: string) => spokenNumbersInDigits(said).text);

export interface DigitText {
  text: string;
  /** The span of the sentence that a span of `text` was written from. */
  sourceSpan(start: number, end: number): [start: number, end: number];
}

/** `atLeast`: only numbers of this value or more are written in digits ("one spike at one thirty" → "one spike at 130"). */
export function spokenNumbersInDigits(sentence: string, { atLeast = 0 } = {}): DigitText {
  let text = '';
  // For each character of `text`, the span of the sentence it came from.
  const from: [number, number][] = [];
  let copied = 0;
  const copy = (until: number) => {
    for (let i = copied; i < until; i++) from.push([i, i + 1]);
    text += sentence.slice(copied, until);
  };
  for (const match of sentence.matchAll(SPOKEN_NUMBER)) {
    const value = valueOf(match.groups ?? {});
    if (value === undefined || value < atLeast) continue;
    copy(match.index);
    const digits = String(value);
    const span: [number, number] = [match.index, match.index + match[0].length];
    for (let i = 0; i < digits.length; i++) from.push(span);
    text += digits;
    copied = span[1];
  }
  copy(sentence.length);
  return {
    text,
    sourceSpan: (start, end) => [from[start]?.[0] ?? sentence.length, from[end - 1]?.[1] ?? sentence.length],
  };
}

type Groups = Partial<Record<string, string>>;

function valueOf(groups: Groups): number | undefined {
  if (groups['rest']) return 100 * (ONES.indexOf(groups['hundreds']!.toLowerCase()) + 1) + parseNumber(groups['rest'])!;
  if (groups['unit']) return 100 + ONES.indexOf(groups['unit'].toLowerCase()) + 1;
  const whole = groups['plain']?.toLowerCase() === 'zero' ? 0 : parseNumber(groups['plain'] ?? '');
  if (whole === undefined || !groups['decimals']) return whole;
  const decimals = groups['decimals'].toLowerCase().split(/\s+/).map((word) => (word === 'zero' || word === 'oh' ? 0 : ONES.indexOf(word) + 1));
  return Number(`${whole}.${decimals.join('')}`);
}

/** "One lakh twenty thousand", as Indian doctors count platelets. */
const LAKHS = new RegExp(String.raw`\b(${WORD_NUMBER}|\d+)\s+lakhs?(?:\s+(?:and\s+)?(${WORD_NUMBER}|\d+)\s+thousand)?\b`, 'gi');

/** Lakhs in digits: "one lakh twenty thousand" → "1.2 lakh". */
export function inLakhs(text: string): string {
  return text.replace(LAKHS, (said: string, lakhs: string, thousands: string | undefined) => {
    const [whole, part] = [parseNumber(lakhs), thousands === undefined ? 0 : parseNumber(thousands)];
    return whole === undefined || part === undefined ? said : `${Number((whole + part / 100).toFixed(2))} lakh`;
  });
}
