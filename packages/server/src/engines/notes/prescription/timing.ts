/** When to take it relative to meals and the day: "after food", "before breakfast", "at bedtime", "morning". */
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

const PHRASES: readonly Phrase<Timing>[] = [
  at(String.raw`before\s+${FOOD}|(?:on\s+)?(?:an?\s+)?empty\s+stomach|a\.?c\.?|khali\s+pet|${KHANA}\s+se\s+pe?hle`, 'before food'),
  at(String.raw`after\s+${FOOD}|p\.?c\.?|${KHANA}\s+ke\s+ba+d`, 'after food'),
  at(String.raw`(?:along\s+)?with\s+(?:food|meals?)|${KHANA}\s+ke\s+sa+th`, 'with food'),
  // A named meal is kept as said: "before breakfast" says more than "before food".
  {
    pattern: wordsRegex(String.raw`(?:before|after)\s+(?:${MEAL})(?:\s*(?:,|and|&)\s*(?:${MEAL}))*`),
    value: (m) => ({ timing: m[0].toLowerCase().replace(/\s+/g, ' '), atNight: false }),
  },
  at(String.raw`(?:at\s+)?bed\s*time|before\s+(?:going\s+to\s+)?(?:bed|sleep(?:ing)?)|sone\s+se\s+pe?hle`, 'at bedtime', true),
  at(String.raw`(?:at|in\s+the|every)\s+night|night\s*time|raat\s+(?:ko|mein|me)`, 'at night', true),
  at(String.raw`(?:early\s+)?(?:(?:in\s+the|every)\s+)?morning|subah`, 'morning'),
];

export function findTiming(text: string): Found<Timing> | undefined {
  return findFirst(text, PHRASES);
}
