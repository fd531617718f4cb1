/** When to take it relative to meals and the day: "after food", "before breakfast", "at bedtime", "morning". */
import { NUMBER, parseNumber } from './numbers.js';
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

export interface Timing {
  timing: string;
  /** "at bedtime", "at night", "raat ko": said without another frequency, they are the frequency HS. */
  atNight: boolean;
}

const FOOD = String.raw`(?:(?:having|taking)\s+)?(?:food|foods|meals?|eating)`;
const MEAL = 'breakfast|lunch|dinner';
/** Hinglish "khana khane" (eating food). */
const KHANA = String.raw`(?:kha+n[ae])(?:\s+kha+ne)?`;

const at = (pattern: string, timing: string, atNight = false): Phrase<Timing> => ({ pattern: wordsRegex(pattern), value: { timing, atNight } });

/** "Thirty minutes before breakfast", "an hour after food": how long before or after the meal. */
const AHEAD = String.raw`(?:${NUMBER}|an|half an)\s+(?:minutes?|mins?|hours?)\s+(?:before|after)\s+(?:${MEAL}|food|meals?|eating)`;

/** The time ahead of a meal as written: "30 minutes before breakfast". */
function ahead(said: string): string {
  const [, count = '', rest = ''] = /^(.+?)\s+((?:minutes?|mins?|hours?)\b.*)$/i.exec(said.toLowerCase().replace(/\s+/g, ' ')) ?? [];
  const value = parseNumber(count);
  return `${value === undefined ? count : value} ${rest.replace(/^mins?\b/, 'minutes')}`;
}

const PHRASES: readonly Phrase<Timing>[] = [
  { pattern: wordsRegex(AHEAD), value: (m) => ({ timing: ahead(m[0]), atNight: false }) },
  at(String.raw`before\s+${FOOD}|(?:on\s+)?(?:an?\s+)?empty\s+stomach|a\.?c\.?|khali\s+pet|${KHANA}\s+se\s+pe?hle`, 'before food'),
  at(String.raw`after\s+${FOOD}|p\.?c\.?|${KHANA}\s+ke\s+ba+d`, 'after food'),
  at(String.raw`(?:along\s+)?with\s+(?:food|meals?)|${KHANA}\s+ke\s+sa+th`, 'with food'),
  // A named meal is kept as said: "before breakfast" says more than "before food".
  {
    pattern: wordsRegex(String.raw`(?:before|after)\s+(?:${MEAL})(?:\s*(?:,|and|&)\s*(?:${MEAL}))*`),
    value: (m) => ({ timing: m[0].toLowerCase().replace(/\s+/g, ' '), atNight: false }),
  },
  at(String.raw`(?:at\s+)?bed\s*time|before\s+(?:going\s+to\s+)?(?:bed|sleep(?:ing)?)|sone\s+se\s+pe?hle`, 'at bedtime', true),
  at(String.raw`(?:at|in\s+the|every)\s+night|most\s+nights|nightly|night\s*time|raat\s+(?:ko|mein|me)`, 'at night', true),
  // Not "the morning grogginess": the morning as a noun's word is no time to take a drug. Nor "morning and night",
  // which is how often (twice a day), no time of its own.
  at(String.raw`(?:(?:early\s+)?(?:(?:in|to)\s+the|every|each)\s+morning|(?<!\bthe\s+)(?:early\s+)?morning)(?!,?\s+(?:and\s+)?(?:night|evening))|subah`, 'morning'),
];

export function findTiming(text: string): Found<Timing> | undefined {
  return findFirst(text, PHRASES);
}
