/**
 * A reading recalled from elsewhere or before ("when you were in the emergency room your blood pressure was 200 over
 * 90", "at home it was like 160 over 100 last week", the record read in the past tense: "i see that your blood pressure
 * was high, it was 200 over 90", "looks like your blood pressure was 200 over 90") is no vital of this visit: its
 * sentence is history, and today's vitals, the EMR's and FHIR's observations, leave it out. "When you came in" is
 * today's intake, not recalled.
 */
const ELSEWHERE_OR_BEFORE =
  /\b(?:in|at|from|into|to) the (?:emergency (?:room|department)|er|ed|hospital|urgent care|ambulance|other (?:clinic|office|doctor))\b|\b(?:at|to) urgent care\b|\bthey (?:said|told you|measured|checked|found|had)\b|\b(?:at|from) home\b|\bhome (?:readings?|monitor(?:ing)?|cuff|machine)\b|\blast (?:week|month|year|visit|time)\b|\byesterday\b|(?:\bi (?:see|saw|noticed|read)(?: here)? that|\blooks like) (?:your|his|her|the) [a-z ]{0,25}?\b(?:was|were)\b/i;

/**
 * "Weight today is 70 kg, it was 73 kg last month", "how has it been at home, your oxygen level here is 92": a sentence
 * with today's reading in it is read as today's.
 */
const TODAY = /\b(?:today|right now|now|currently|this morning in the clinic)\b|\bhere (?:is|are)\b/i;

export function isRecalledReading(sentence: string): boolean {
  return ELSEWHERE_OR_BEFORE.test(sentence) && !TODAY.test(sentence);
}

/** Whether a sentence says a reading is today's, in so many words: "your oxygen level here is 92 right now". */
export function isTodaysReading(sentence: string): boolean {
  return TODAY.test(sentence);
}
