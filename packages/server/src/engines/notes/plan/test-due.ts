/**
 * When a test is to be done, as said with it ("we'll recheck the inr in one week", "repeat a hemoglobin a1c in about 6
 * months"), as a plan writes it: "in 1 week". Not the follow-up said in the same sentence ("… and i want to see you
 * back in about a week"), unless the patient comes back for the test ("come back in two weeks to get an x-ray").
 */
import { NUMBER, parseNumber } from '../prescription/numbers.js';

const INTERVAL = new RegExp(String.raw`\b(?:in|after|within)\s+(?:about\s+|around\s+|approximately\s+)?(${NUMBER}|a|one)\s+(day|week|month|year)s?\b`, 'gi');
/** A return visit's interval: "see you back in about a week". */
const COMING_BACK = /\b(?:back|follow[- ]?up|return)\s+$/i;
/** …which is the test's when the test is what the patient comes back for: "come back in two weeks to get an x-ray". */
const COMING_BACK_FOR = /^\s+(?:to|for)\s+(?:get|have|do|repeat|a|an|the)\b/i;

export function testDue(sentence: string): string | undefined {
  const said = [...sentence.matchAll(INTERVAL)].find(
    (interval) => !COMING_BACK.test(sentence.slice(0, interval.index)) || COMING_BACK_FOR.test(sentence.slice(interval.index + interval[0].length)),
  );
  const value = said && (/^an?$/i.test(said[1]!) ? 1 : parseNumber(said[1]!));
  return value ? `in ${value} ${said![2]!.toLowerCase()}${value === 1 ? '' : 's'}` : undefined;
}
