/**
 * How much weight the doctor lets the patient put on the injured leg, as a plan writes it: "you're not gonna be able to
 * weight-bear on that foot for six to eight weeks" → "Non-weight-bearing for 6 to 8 weeks"; "in a couple of days start
 * walking on it as tolerated" → "Weight-bearing as tolerated after a couple of days". Only the doctor's instruction
 * now: not a question, the patient's account ("I couldn't put weight on my foot"), or how it was before.
 */
import { cleanSpoken } from '../narrative/spoken-text.js';
import { parseNumber } from '../prescription/numbers.js';

const LIMB = String.raw`(?:that|the|your|this|his|her)\s+(?:(?:right|left|injured)\s+)?(?:foot|leg|ankle|knee)`;
/**
 * Kept off the leg: "not be able to weight-bear on", "not … use that foot", "non-weight-bearing". "Stay off your leg"
 * is less than that, and written as said (advice.ts).
 */
const KEPT_OFF = new RegExp(
  String.raw`\bnon[- ]?weight[- ]?bearing\b|(?:\bnot|n't)\b(?:\s+\w+){0,5}?\s+(?:weight[- ]?bear(?:ing)?(?:\s+on\s+${LIMB})?|put\s+(?:any\s+)?weight\s+on\s+(?:it|${LIMB})|use\s+${LIMB})\b`,
  'i',
);
/** For how long: "for six to eight weeks", "for about 6 to 8 weeks", "for the next week". */
const FOR_HOW_LONG = /^\s*(?:on\s+(?:it|that|the)\s+\w+\s+)?for\s+((?:about\s+|the\s+next\s+)?(?:(?:[a-z]+|\d+)(?:\s+to\s+(?:[a-z]+|\d+))?\s+)?(?:days?|weeks?|months?))\b/i;
/** Allowed on it as the patient can bear: "weight-bearing as tolerated", "start walking on it as tolerated". */
const AS_TOLERATED = /\b(?:weight[- ]?bear(?:ing)?|put\s+(?:some\s+)?weight\s+on\s+(?:it|that)|walk(?:ing)?(?:\s+on\s+(?:it|that))?)\s+as\s+tolerated\b/i;
/** After how long: "in a couple of days start walking …", "then after two weeks …". */
const AFTER = /\b(?:in|after)\s+((?:a\s+couple\s+of|a\s+few|[a-z]+|\d+)\s+(?:days?|weeks?)(?:\s+or\s+(?:two|2|three|3))?)\s+(?:\w+\s+){0,3}$/i;
/** A question, the patient's account or the past: "were you able to", "I couldn't", "he was non-weight-bearing". */
const NOT_AN_INSTRUCTION = /\?\s*$|\b(?:did you|were you|are you|can you|could you|i could|i couldn't|i can't|i am able|i'm able|i was|he was|she was|trouble with)\b/i;

/** "six to eight weeks" as a note writes it, "6 to 8 weeks"; "a couple of days" and "a day or two" as said. */
const inFigures = (duration: string) => duration.replace(/(?<!\bor )\b[a-z]+\b/gi, (word) => (['a', 'the', 'next', 'about', 'to', 'of'].includes(word.toLowerCase()) ? word : String(parseNumber(word) ?? word)));

/** The weight-bearing instructions of one of the doctor's sentences, in the order said. */
export function weightBearing(sentence: string): string[] {
  const text = cleanSpoken(sentence).replace(/\.$/, '');
  if (NOT_AN_INSTRUCTION.test(text)) return [];
  const out: string[] = [];
  const off = KEPT_OFF.exec(text);
  if (off) {
    const duration = FOR_HOW_LONG.exec(text.slice(off.index + off[0].length))?.[1];
    out.push(`Non-weight-bearing${duration ? ` for ${inFigures(duration.toLowerCase())}` : ''}`);
  }
  const tolerated = AS_TOLERATED.exec(text);
  if (tolerated) {
    const after = AFTER.exec(text.slice(0, tolerated.index))?.[1];
    out.push(`Weight-bearing as tolerated${after ? ` after ${inFigures(after.toLowerCase())}` : ''}`);
  }
  return out;
}
