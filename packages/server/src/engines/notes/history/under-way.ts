/**
 * A course of treatment the patient is in now, as told: "she's in physical therapy", "I've been doing physical
 * therapy", "he is getting dialysis". Under way, it is neither planned nor past.
 */
const UNDER_WAY =
  /\b(?:i'm|i am|she's|she is|he's|he is|they're|they are|we're|(?:i|she|he|they|we)(?:'ve| have| has) been)\s+(?:already\s+|also\s+)?(?:in|doing|attending|getting|receiving)\b/i;

export const isUnderWay = (sentence: string) => UNDER_WAY.test(sentence);
