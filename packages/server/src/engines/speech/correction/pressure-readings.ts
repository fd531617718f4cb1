/**
 * A blood pressure whose upper number the recogniser wrote as other words ("Blood pressure is one for the over 90": one
 * forty): the readings with the numbers those words sound like, for the audio to judge (moonshine/term-support.ts). The
 * text alone never decides: "one for the" may be 140 or 145, and only the audio tells.
 */
import { ONES, TEENS, TENS } from './normalize-numbers.js';
import { soundDistance } from './phonetic-matcher.js';

/** "blood pressure is", "BP was": then the heard words, then "over" and the lower number (in digits or its tens word). */
const PRESSURE_HEARD_AS_WORDS = new RegExp(
  String.raw`\b(blood pressure|bp)((?:\s+(?:is|was|of|today|reading|at|now|reads))*)\s+((?:[a-z]+[\s,]+){1,4}?)over(?=\s+(?:\d{2,3}\b|(?:${TENS.filter(Boolean).join('|')})\b))`,
  'gi',
);
/** Words a pressure already said as a number is made of: those stay for `normalizeNumbers`. */
const NUMBER_WORDS: ReadonlySet<string> = new Set([...ONES, ...TEENS, ...TENS.filter(Boolean), 'a', 'hundred', 'and', 'oh', 'o']);
/** How far (phonetic-key edits over the longer key) the heard words may sound from a number's spoken form. */
const MAX_DISTANCE = 0.4;
/** The readings offered per pressure: the numbers the heard words sound most like. */
const READINGS = 3;

/** How a clinician says an upper pressure of 80–239: "ninety five", "one forty", "one oh five", "two ten". */
function spokenPressure(value: number): string {
  const belowHundred = (n: number) => (n < 10 ? `oh ${ONES[n]}` : n < 20 ? TEENS[n - 10]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`);
  if (value < 100) return belowHundred(value);
  const hundreds = ONES[Math.floor(value / 100)]!;
  return value % 100 === 0 ? `${hundreds} hundred` : `${hundreds} ${belowHundred(value % 100)}`;
}

const SPOKEN_PRESSURES = Array.from({ length: 160 }, (_, i) => 80 + i).map((value) => ({ value, words: spokenPressure(value).split(' ') }));

/** Copies of `text`, each with one pressure's misheard upper number read as a number it sounds like. */
export function pressureReadings(text: string): string[] {
  const readings: string[] = [];
  for (const match of text.matchAll(PRESSURE_HEARD_AS_WORDS)) {
    const heard = match[3]!.split(/[\s,]+/).filter((word) => word !== '');
    if (heard.every((word) => NUMBER_WORDS.has(word.toLowerCase()))) continue;
    // The heard words end where "over" starts.
    const from = match.index + match[0].length - 'over'.length - match[3]!.length;
    const nearest = SPOKEN_PRESSURES.map(({ value, words }) => ({ value, away: soundDistance(heard, words) }))
      .filter(({ away }) => away <= MAX_DISTANCE)
      .sort((a, b) => a.away - b.away)
      .slice(0, READINGS);
    // Written in digits, as the model writes a number it hears as one (it finds "140 over 90" likelier than "one forty over 90").
    for (const { value } of nearest) readings.push(`${text.slice(0, from)}${value} ${text.slice(from + match[3]!.length)}`);
  }
  return readings;
}
