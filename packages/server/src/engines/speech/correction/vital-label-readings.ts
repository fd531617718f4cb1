/**
 * A vital sign whose name the recogniser wrote as other words before its value ("puddles 104" for pulse 104, "wait 72
 * kilos" for weight): the readings with the name those words sound like, for the audio to judge (moonshine/term-support.ts).
 * Only where the value is that vital's: followed by its unit ("72 kilos", "38 degrees", "96 percent", "140 over 90"), or,
 * for a pulse said bare, in speech that names another vital sign. The text alone never decides.
 */
import { soundDistance } from './phonetic-matcher.js';
import { VITAL_SIGN_WORDS } from './normalize-numbers.js';

interface VitalLabel {
  readonly label: string;
  /** How the name is said, for comparing sounds ("B P" is said "bee pee"). */
  readonly spoken: readonly string[];
  /** What follows the value when it is this vital's (the text right after the value). */
  readonly after: RegExp;
  /** Whether a value with nothing after it may be this vital's, where the speech names another vital sign. */
  readonly bare?: boolean;
}

const LABELS: readonly VitalLabel[] = [
  { label: 'BP', spoken: ['bee', 'pee'], after: /^\s*(?:\/|over\s|by\s|on\s)\s*\d/i },
  { label: 'pulse', spoken: ['pulse'], after: /^\s*(?:per\s+minute|\/\s*min|bpm|beats)\b/i, bare: true },
  { label: 'weight', spoken: ['weight'], after: /^\s*(?:kgs?|kilos?|kilograms?)\b/i },
  { label: 'height', spoken: ['height'], after: /^\s*(?:cms?|centimet(?:re|er)s?)\b/i },
  { label: 'temperature', spoken: ['temperature'], after: /^\s*(?:degrees?|°)/i },
  { label: 'saturation', spoken: ['saturation'], after: /^\s*(?:%|percent)/i },
];

/** One or two words, then a value in digits: the words are where the vital's name would be. */
const BEFORE_VALUE = /(?<![\p{L}\p{N}'])((?:[\p{L}']+\s+)?[\p{L}']+)\s+(?=\d+(?:\.\d+)?(?!\.?\d))/gu;
/** How far (phonetic-key edits over the longer key) the heard words may sound from the name. */
const MAX_DISTANCE = 0.4;
/** Speech that names a vital sign (a bare value may then be a pulse). */
const NAMES_VITAL = /\b(?:bp|blood pressure|pulse|heart rate|temperature|spo2|saturation|weight|respiratory rate)\b/i;

/** Copies of `text`, each with the words before one value read as the vital sign's name they sound like. */
export function vitalLabelReadings(text: string): string[] {
  const readings: string[] = [];
  for (const match of text.matchAll(BEFORE_VALUE)) {
    const heard = match[1]!.split(/\s+/);
    // A name already said ("pulse 104", "heart rate 98") needs no reading.
    if (heard.some((word) => VITAL_SIGN_WORDS.has(word.toLowerCase()))) continue;
    const from = match.index;
    const to = from + match[1]!.length;
    const value = text.slice(match.index + match[0].length).match(/^\d+(?:\.\d+)?/)![0];
    const after = text.slice(match.index + match[0].length + value.length);
    const elsewhere = text.slice(0, from) + text.slice(to);
    for (const { label, spoken, after: unit, bare } of LABELS) {
      const fits = unit.test(after) || (bare === true && !/^\s*[\p{L}%°/]/u.test(after) && NAMES_VITAL.test(elsewhere));
      // The last word alone, or both: the name may have taken one word or two ("pulse", "puddles" / "pull says").
      const sounds = [heard.slice(-1), heard].some((words) => soundDistance(words, spoken) <= MAX_DISTANCE);
      if (!fits || !sounds) continue;
      const keep = heard.length > 1 && soundDistance(heard.slice(-1), spoken) <= MAX_DISTANCE ? `${heard[0]} ` : '';
      readings.push(`${text.slice(0, from)}${keep}${label}${text.slice(to)}`);
    }
  }
  return readings;
}
