/**
 * How often: the codes of Indian prescriptions (OD, BD, TDS, QID, HS, SOS, STAT), what they stand for in English
 * and Hinglish ("twice a day", "din mein do baar", "subah shaam"), hourly intervals ("every 6 hours" → Q6H) and
 * the morning-noon-night pattern ("1-0-1", "½-0-½").
 */
import type { Frequency } from '../clinical-model.js';
import { NUMBER, parseNumber } from './numbers.js';
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

/** "twice", "twice a day", "twice daily", "twice in a day". */
const A_DAY = String.raw`(?:\s+(?:a|per|in\s+a|every)\s+day|\s+daily)?`;
/** "twice a week", "once a month" are not daily frequencies. */
const NOT_WEEKLY = String.raw`(?!\s+(?:a|per|in\s+a|every)\s+(?:week|month)|\s+(?:weekly|monthly))`;
/** Hinglish "din mein" (in a day), as in "din mein do baar". */
const DIN_MEIN = String.raw`(?:din\s+(?:mein|me|main)\s+)?`;
const BAAR = 'ba+r';

/** Codes by how many times a day, for the morning-noon-night pattern. */
const DAILY_CODES = ['', 'OD', 'BD', 'TDS', 'QID'] as const;

/** A slot of the pattern: 0–4, a half ("½", "1/2", "0.5"). Single digits, so a date is not read as one. */
const SLOT = String.raw`(?:[0-4](?:\.5)?|[½¼¾]|[1-3]\/[24])`;

const timesADay = (words: string, frequency: Frequency): Phrase<Frequency> => ({
  pattern: wordsRegex(`(?:${words})${A_DAY}${NOT_WEEKLY}`),
  value: frequency,
});

const everyHours = (pattern: string): Phrase<Frequency> => ({
  pattern: wordsRegex(pattern),
  value: (m) => hourly(parseNumber(m[1] ?? '')),
});

/** "20 mg a day": once a day, as American speech says it ("for a day" is a duration). */
const AMOUNT_A_DAY: Phrase<Frequency> = {
  pattern: new RegExp(String.raw`(?<![\p{L}\p{N}])(?<!for\s+)(?:a|per)\s+day(?![\p{L}\p{N}])`, 'iu'),
  value: { code: 'OD', perDay: 1 },
};

/** A slot said in words: "one-zero-one", "zero zero one"; joined by spaces only with a "zero" among them. */
const SPOKEN_SLOT = String.raw`(?:zero|one|two|half)`;
const SLOT_IN_DIGITS: Readonly<Record<string, string>> = { zero: '0', one: '1', two: '2', half: '½' };
const spokenPattern = (said: string): Frequency | undefined => {
  const slots = said.toLowerCase().split(/\s*-\s*|\s+/);
  if (!said.includes('-') && !slots.includes('zero')) return undefined;
  return fromPattern(slots.map((slot) => SLOT_IN_DIGITS[slot]).join('-'));
};

const PHRASES: readonly Phrase<Frequency>[] = [
  {
    pattern: new RegExp(String.raw`(?<![\d.\/-])${SLOT}(?:\s*-\s*${SLOT}){2,3}(?![\d\/-])`, 'u'),
    value: (m) => fromPattern(m[0]),
  },
  {
    pattern: wordsRegex(String.raw`${SPOKEN_SLOT}(?:(?:\s*-\s*|\s+)${SPOKEN_SLOT}){2,3}`),
    value: (m) => spokenPattern(m[0]),
  },
  timesADay(String.raw`q\.?i\.?d\.?|qds|(?:four|4)\s+times|${DIN_MEIN}char\s+${BAAR}`, { code: 'QID', perDay: 4 }),
  timesADay(
    String.raw`t\.?d\.?s\.?|t\.?i\.?d\.?|thrice|(?:three|3)\s+times|${DIN_MEIN}teen\s+${BAAR}|subah\s+dopah[ae]r\s+(?:aur\s+)?shaam|morning,?\s+afternoon,?\s+(?:and\s+)?(?:evening|night)`,
    { code: 'TDS', perDay: 3 },
  ),
  timesADay(
    String.raw`b\.?d\.?|b\.?i\.?d\.?|twice|(?:two|2)\s+times|${DIN_MEIN}do\s+${BAAR}|subah\s+(?:aur\s+)?shaam|morning\s+and\s+(?:evening|night)`,
    { code: 'BD', perDay: 2 },
  ),
  timesADay(String.raw`o\.?d\.?|once|(?:one|1)\s+time|${DIN_MEIN}ek\s+${BAAR}`, { code: 'OD', perDay: 1 }),
  { pattern: wordsRegex(String.raw`daily|every\s*day|roz(?:ana)?`), value: { code: 'OD', perDay: 1 } },
  AMOUNT_A_DAY,
  { pattern: wordsRegex(String.raw`h\.?s\.?`), value: { code: 'HS', perDay: 1 } },
  {
    pattern: wordsRegex(
      String.raw`s\.?o\.?s\.?|p\.?r\.?n\.?|as\s+(?:and\s+when\s+)?(?:needed|required|necessary)|(?:only\s+)?(?:when|whenever|if)\s+(?:needed|required|necessary)`,
    ),
    value: { code: 'SOS' },
  },
  { pattern: wordsRegex('stat'), value: { code: 'STAT' } },
  {
    pattern: wordsRegex(String.raw`(?:on\s+)?alternate\s+days?|every\s+(?:other|alternate|second)\s+day|din\s+chhod\s+kar`),
    value: { code: 'QOD' },
  },
  {
    pattern: wordsRegex(String.raw`once\s+(?:a|per|in\s+a|every)\s+week|once\s+weekly|weekly|every\s+week|hafte\s+(?:mein|me|main)\s+ek\s+${BAAR}`),
    value: { code: 'QW' },
  },
  // "every four to six hours": the range as said; no one schedule to code.
  {
    pattern: wordsRegex(String.raw`(?:every|each)\s+(${NUMBER})\s*(?:to|-|or)\s*(${NUMBER})\s*(?:hours?|hrs?)`),
    value: (m) => ({ custom: `every ${parseNumber(m[1]!)}-${parseNumber(m[2]!)} hours` }),
  },
  everyHours(String.raw`(?:every|each)\s+(${NUMBER})\s*(?:hours?|hrs?)`),
  everyHours(String.raw`(\d+)(?:st|nd|rd|th)?\s*-?\s*(?:hourly|hrly)`),
  everyHours(String.raw`q\.?\s*(\d+)\s*h(?:rs?|ourly|\.)?`),
];

const TIMES_TAKEN = PHRASES.filter((phrase) => phrase !== AMOUNT_A_DAY);

export function findFrequency(text: string): Found<Frequency> | undefined {
  const first = findFirst(text, PHRASES);
  // "800 mg a day, you can take that twice a day": the amount's "a day" yields to how often it is taken, said after it.
  const later = first?.value === AMOUNT_A_DAY.value ? findFirst(text.slice(first.end), TIMES_TAKEN) : undefined;
  const found = later ? { ...later, start: first!.start, end: first!.end + later.end } : first;
  // A copy: the table's values are shared by every medication.
  return found && { ...found, value: { ...found.value } };
}

export function parseFrequency(text: string): Frequency | undefined {
  return findFrequency(text)?.value;
}

/** "1-0-1" → BD twice a day: the code and count follow the number of slots with a dose, whatever the dose. */
function fromPattern(said: string): Frequency | undefined {
  const slots = said.split('-').map((slot) => parseNumber(slot));
  if (slots.some((slot) => slot === undefined)) return undefined;
  const perDay = slots.filter((slot) => slot !== 0).length;
  const code = DAILY_CODES[perDay];
  if (!code) return undefined;
  return { custom: said.replace(/\s+/g, ''), code, perDay };
}

/** Every n hours: Q{n}H, n a divisor of 24 giving a whole count a day. */
function hourly(hours: number | undefined): Frequency | undefined {
  if (hours === undefined || !Number.isInteger(hours) || hours < 1 || hours > 24) return undefined;
  return 24 % hours === 0 ? { code: `Q${hours}H`, perDay: 24 / hours } : { code: `Q${hours}H` };
}
