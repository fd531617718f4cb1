/**
 * Numbers as prescriptions say them. The speech side writes doses and strengths in digits ("500 mg", "0.5 mg"),
 * but leaves ordinary counts in words ("one tablet", "for five days", "half tablet"), so both are read here.
 */

/** The words of the numbers below a hundred, in order: "one" to "nine", "ten" to "nineteen", "twenty" to "ninety". */
export const ONES: readonly string[] = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
export const TEENS: readonly string[] = ['ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
export const TENS: readonly string[] = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const VULGAR_FRACTIONS: Readonly<Record<string, number>> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

const BELOW_HUNDRED = `(?:${TENS.join('|')})(?:[\\s-](?:${ONES.join('|')}))?|${TEENS.join('|')}|${ONES.join('|')}`;
/**
 * A number said in words, as doses are said: "five", "five hundred", "fifteen hundred", "one hundred and twenty", "a
 * thousand", "sixty thousand", "two thousand five hundred" (a regex source without capturing groups).
 */
export const WORD_NUMBER = [
  `(?:(?:${TENS.join('|')})(?:[\\s-](?:${ONES.join('|')}))?|${TEENS.join('|')}|${ONES.join('|')}|a)\\s+thousand(?:\\s+(?:${ONES.join('|')})\\s+hundred)?`,
  `(?:${ONES.join('|')}|${TEENS.join('|')}|a)\\s+hundred(?:\\s+(?:and\\s+)?(?:${BELOW_HUNDRED}))?`,
  BELOW_HUNDRED,
].join('|');

/** "Six fifty", "three twenty five": a number said with its hundred left out (a regex source without groups). */
export const HUNDRED_LEFT_OUT = String.raw`(?:${ONES.join('|')})\s+(?:${TEENS.join('|')}|(?:${TENS.join('|')})(?:[\s-](?:${ONES.join('|')}))?)`;

/** The value of a number said with its hundred left out: "six fifty" → 650; none for any other. */
export function hundredsLeftOut(said: string): number | undefined {
  const [hundreds, ...rest] = said.trim().toLowerCase().split(/[\s-]+/);
  const first = ONES.indexOf(hundreds ?? '') + 1;
  const below = parseNumber(rest.join(' '));
  return first > 0 && rest.length > 0 && below !== undefined && below >= 10 ? first * 100 + below : undefined;
}

const DIGITS = ['zero', ...ONES];
const DIGIT = `\\d|${DIGITS.join('|')}`;
/** A decimal said with "point": "zero point four", "twelve point five", "2 point 5". */
export const SAID_DECIMAL = `(?:${WORD_NUMBER}|zero|\\d+)\\s+point\\s+(?:${DIGIT})(?:\\s+(?:${DIGIT}))*`;

/**
 * A regex source (no capturing groups) for one number: "60,000", "1½", "1/2", "0.5", "½", "one and a half",
 * "half a", "twenty-one". Alternatives are ordered so that the longer reading wins ("1/2" before "1").
 * Only halves, quarters and three quarters are fractions, so "37.5/325" is not read as one.
 */
export const NUMBER = [
  String.raw`\d{1,3}(?:,\d{3})+(?!\d)`,
  String.raw`\d+(?:\.\d+)?\s?[½¼¾]`,
  String.raw`[1-3]\/[24](?!\d)`,
  String.raw`\d+(?:\.\d+)?`,
  String.raw`\.\d+`,
  '[½¼¾]',
  String.raw`(?:one|two)\s+and\s+a\s+half`,
  String.raw`half(?:\s+an?)?`,
  SAID_DECIMAL,
  WORD_NUMBER,
].join('|');

/**
 * A count as a short phrase says it ("two", "twenty-one", "14", "2.5"): digits or the words below a hundred. Small, so
 * that a pattern built of several of it stays small: V8 compiles a regular expression afresh when it flushes its code,
 * and one built of NUMBER many times over takes a tenth of a second to compile.
 */
export const COUNT_NUMBER = String.raw`\d+(?:\.\d+)?|${BELOW_HUNDRED}`;

/** The value of a number as matched by NUMBER, or "a"/"an" (one: "a week"); undefined for anything else. */
export function parseNumber(said: string): number | undefined {
  const text = said.trim().toLowerCase().replace(/\s+/g, ' ');
  if (/^\d{1,3}(?:,\d{3})+$/.test(text)) return Number(text.replaceAll(',', ''));
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return Number(text);
  const mixed = /^(\d+(?:\.\d+)?)? ?([½¼¾])$/.exec(text);
  if (mixed) return Number(mixed[1] ?? 0) + (VULGAR_FRACTIONS[mixed[2] ?? ''] ?? 0);
  const fraction = /^(\d)\/(\d)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  if (text === 'a' || text === 'an') return 1;
  if (/^half(?: an?)?$/.test(text)) return 0.5;
  const decimal = /^(.+) point (\w+(?: \w+)*)$/.exec(text);
  if (decimal) return decimalValue(decimal[1]!, decimal[2]!.split(' '));
  const andAHalf = /^(one|two) and a half$/.exec(text);
  if (andAHalf) return ONES.indexOf(andAHalf[1] ?? '') + 1.5;
  return wordValue(text);
}

/** "twelve" and "five" → 12.5; "zero" and "zero five" → 0.05. */
function decimalValue(whole: string, decimals: readonly string[]): number | undefined {
  const value = whole === 'zero' ? 0 : /^\d+$/.test(whole) ? Number(whole) : wordValue(whole);
  const digits = decimals.map((d) => (/^\d$/.test(d) ? Number(d) : DIGITS.indexOf(d)));
  return value === undefined || digits.some((d) => d < 0) ? undefined : Number(`${value}.${digits.join('')}`);
}

function wordValue(text: string): number | undefined {
  const thousands = /^(.+?) thousand(?: (\w+) hundred)?$/.exec(text);
  if (thousands) {
    const [many, hundreds] = [countOf(thousands[1]!) ?? belowHundred(thousands[1]!), thousands[2] === undefined ? 0 : countOf(thousands[2])];
    return many === undefined || hundreds === undefined ? undefined : many * 1000 + hundreds * 100;
  }
  const hundreds = /^(\w+) hundred(?: (?:and )?(.+))?$/.exec(text);
  if (hundreds) {
    const [many, rest] = [countOf(hundreds[1]!), hundreds[2] === undefined ? 0 : belowHundred(hundreds[2])];
    return many === undefined || rest === undefined ? undefined : many * 100 + rest;
  }
  return belowHundred(text);
}

/** 1–99 in words, as said: 7 → "seven", 18 → "eighteen", 96 → "ninety six". */
export function wordsOfNumber(n: number): string {
  if (n < 10) return ONES[n - 1]!;
  if (n < 20) return TEENS[n - 10]!;
  const tens = TENS[Math.floor(n / 10) - 2]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[(n % 10) - 1]}`;
}

/** "a" or one to nineteen, as in "a hundred", "five hundred", "fifteen hundred". */
function countOf(word: string): number | undefined {
  if (word === 'a') return 1;
  const one = ONES.indexOf(word);
  const teen = TEENS.indexOf(word);
  return one >= 0 ? one + 1 : teen >= 0 ? teen + 10 : undefined;
}

function belowHundred(text: string): number | undefined {
  const [first = '', second, ...rest] = text.split(/[\s-]/);
  if (rest.length > 0) return undefined;
  const tens = TENS.indexOf(first);
  if (tens >= 0) {
    const ones = second === undefined ? 0 : ONES.indexOf(second) + 1;
    return ones === 0 && second !== undefined ? undefined : (tens + 2) * 10 + ones;
  }
  if (second !== undefined) return undefined;
  const teen = TEENS.indexOf(first);
  if (teen >= 0) return 10 + teen;
  const one = ONES.indexOf(first);
  return one >= 0 ? one + 1 : undefined;
}
