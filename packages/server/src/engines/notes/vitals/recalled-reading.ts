/**
 * A reading recalled from elsewhere or before ("when you were in the emergency room your blood pressure was 200 over
 * 90", "at home it was like 160 over 100 last week", the record read in the past tense: "i see that your blood pressure
 * was high, it was 200 over 90", "looks like your blood pressure was 200 over 90") is no vital of this visit: its
 * sentence is history, and today's vitals, the EMR's and FHIR's observations, leave it out. "When you came in" is
 * today's intake, not recalled.
 */
import { RECALL_FRAME } from '../history/recalled-history.js';
import { WORD_NUMBER } from '../prescription/numbers.js';

const ELSEWHERE_OR_BEFORE = new RegExp(
  String.raw`\b(?:in|at|from|into|to) the (?:emergency (?:room|department)|er|ed|hospital|urgent care|ambulance|other (?:clinic|office|doctor))\b|\b(?:at|to) urgent care\b|\bthey (?:said|told you|measured|checked|found|had)\b|\b(?:at|from) home\b|\bhome (?:readings?|monitor(?:ing)?|cuff|machine)\b|\blast (?:week|month|year|visit|time)\b|\byesterday\b|\b(?:${RECALL_FRAME})(?: here)?(?: that)? (?:your|his|her|the) [a-z ]{0,25}?\b(?:was|were)\b`,
  'i',
);

/** "Weight today is 70 kg, it was 73 kg last month": a sentence with today's reading in it is read as today's. */
const TODAY = /\b(?:today|right now|now|currently|this morning in the clinic)\b/i;

/** A reading said in the present: "weight is seventy eight kg", "bp is 140 by 90". */
const PRESENT_READING = new RegExp(String.raw`\b(?:is|are)\s+(?:about\s+|around\s+)?(?:(?:${WORD_NUMBER})\b|\d)`, 'i');

/** A time before, said after today's reading: "(weight is 78 kg), last time 76", unpunctuated too. Not a place ("… at home"). */
const LAST_TIME_AFTER = /(?:,\s*|\s+)(?:and\s+)?(?:last (?:time|visit|week|month|year)|yesterday)\b/i;

export function isRecalledReading(sentence: string): boolean {
  if (!ELSEWHERE_OR_BEFORE.test(sentence) || TODAY.test(sentence)) return false;
  // "Weight is seventy eight kg, last time seventy six": today's reading, said before the one recalled, with no other
  // sign of a reading from elsewhere.
  const lastTime = LAST_TIME_AFTER.exec(sentence);
  const before = lastTime ? sentence.slice(0, lastTime.index) : undefined;
  return !(before !== undefined && PRESENT_READING.test(before) && !ELSEWHERE_OR_BEFORE.test(before));
}

/** A vital named as measured here and now: "your oxygen level here is …", "your blood pressure in the office today is …". */
const MEASURED_HERE = /\b(?:level|pressure|reading|saturation|sats?|rate|pulse|temperature|weight|sugar)\s+(?:here|in the (?:office|clinic))(?:\s+today)?\s+(?:is|are)\b/i;

/**
 * Where in a sentence a reading is said to be measured here ("how has it been at home, i know your oxygen level here
 * is like 92 right now"), if it is: a question may say today's reading beside the one it asks about.
 */
export function todaysReadingAt(sentence: string): number | undefined {
  return MEASURED_HERE.exec(sentence)?.index;
}
