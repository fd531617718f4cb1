/**
 * Years as they are said aloud: "twenty eighteen", "nineteen ninety six", "two thousand and five", "twenty oh five".
 * The speech side writes them in words; a history writes them in digits ("a heart attack in 2018"), and the context
 * rules read "in twenty eighteen" as they read "in 2018": of the past.
 */
import { wordsOfNumber } from '../prescription/numbers.js';

/** The years a history may name, oldest first. */
const FIRST_YEAR = 1930;
const LAST_YEAR = 2039;

/** Every way a year is said: 2018 → "twenty eighteen", "two thousand eighteen", "two thousand and eighteen". */
function spokenForms(year: number): string[] {
  const [century, rest] = [Math.floor(year / 100), year % 100];
  if (century === 19) return rest === 0 ? ['nineteen hundred'] : rest < 10 ? [`nineteen oh ${wordsOfNumber(rest)}`] : [`nineteen ${wordsOfNumber(rest)}`];
  if (rest === 0) return ['two thousand'];
  const thousands = [`two thousand ${wordsOfNumber(rest)}`, `two thousand and ${wordsOfNumber(rest)}`];
  return [rest < 10 ? `twenty oh ${wordsOfNumber(rest)}` : `twenty ${wordsOfNumber(rest)}`, ...thousands];
}

const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, k) => FIRST_YEAR + k);
const YEAR_OF_WORDS = new Map(YEARS.flatMap((year) => spokenForms(year).map((form) => [form, year] as const)));

/** Each year's spoken forms, the tokens of the context rules joined by spaces. */
export const SPOKEN_YEARS: readonly string[] = [...YEAR_OF_WORDS.keys()];

// The longest form first, so that "two thousand and eighteen" is not read as "two thousand".
const FORMS = [...SPOKEN_YEARS].sort((a, b) => b.length - a.length).map((form) => form.replace(/ /g, '[\\s-]+'));
/** A year said after a word that dates ("in", "since", "back in", "of" after a month), not "twenty twenty vision". */
const DATED_YEAR = new RegExp(String.raw`\b(in|since|from|until|till|by|around|of|january|february|march|april|may|june|july|august|september|october|november|december)\s+(${FORMS.join('|')})\b`, 'gi');

/** The text with the years it dates said in digits: "a heart attack in twenty eighteen" → "a heart attack in 2018". */
export function withYearsInDigits(text: string): string {
  return text.replace(DATED_YEAR, (_all, before: string, said: string) => `${before} ${YEAR_OF_WORDS.get(said.toLowerCase().replace(/[\s-]+/g, ' '))}`);
}
