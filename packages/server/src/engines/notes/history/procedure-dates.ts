/**
 * When a procedure the patient had was done, as a history writes it: "i had my gallbladder removed two years ago" →
 * "2 years ago"; "how are you doing in terms of your knee replacement. i know you had that done last year" → "last
 * year". Said in the clause of the procedure's own sentence that tells of it, or in the next sentence of the same turn
 * that speaks of it again ("had that done", "had it replaced").
 */
import type { Procedure } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import { COUNT_NUMBER, parseNumber } from '../prescription/numbers.js';

const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/** "last year", "two years ago", "a few months ago", "in 2019", "in march 2018", "when I was 14". */
const WHEN = new RegExp(
  String.raw`\b(?:last (?:year|month|week|spring|summer|fall|autumn|winter)|(?:about |around )?(?:${COUNT_NUMBER}|a|a few|a couple of|several) (?:years?|months?|weeks?) ago|in (?:${MONTH} (?:of )?)?(?:19|20)\d\d|at (?:the )?age (?:of )?\d{1,2}|when (?:i|he|she) was (?:${COUNT_NUMBER}|\d{1,2}))\b`,
  'i',
);
/** The next sentence speaking of the procedure again: "I had that done …", "you had it replaced …". */
const SPOKEN_OF_AGAIN = /\b(?:had|got|have had|has had) (?:that|it|this|them|those) (?:done|replaced|removed|taken out|out|fixed|repaired|operated)\b/i;

/** A time as written: "two years ago" → "2 years ago", "when I was eighteen" and "at the age of 18" → "at age 18". */
function written(when: string): string {
  const age = /^(?:when \w+ was|at (?:the )?age (?:of )?)\s*(.+)$/i.exec(when)?.[1];
  if (age !== undefined) return `at age ${parseNumber(age) ?? age}`;
  return when.toLowerCase().replace(new RegExp(String.raw`\b(?:${COUNT_NUMBER})\b`, 'i'), (count) => {
    const value = parseNumber(count);
    return value === undefined || /^a$/i.test(count) ? count : String(value);
  });
}

/** Where a sentence's clauses part: "i had a hysterectomy, and last week i started bleeding". */
const CLAUSES = /,\s*(?:and|but|so|then)\s+|;\s*|\s+(?:and|but)\s+(?=(?:i|he|she|last|then|now|two|a few|since)\b)/i;
/** A clause that tells of a procedure had: "i had my gallbladder removed two years ago". */
const TELLS_A_PROCEDURE = /\b(?:had|got|underwent|done|removed|replaced|repaired|taken out|operated|surgery|procedure)\b/i;

/** The time said of one procedure, in its sentence's clause that tells of it, or in the next sentence of the turn. */
function whenSaid(procedure: Procedure, sentences: readonly Sentence[], at: number): string | undefined {
  const own = sentences[at];
  if (!own) return undefined;
  // The time said in the clause that tells of the procedure, not of something else in the sentence.
  const said = own.text
    .split(CLAUSES)
    .map((clause) => (TELLS_A_PROCEDURE.test(clause) || clause.toLowerCase().includes(procedure.name.toLowerCase()) ? WHEN.exec(clause) : null))
    .find((found) => found !== null);
  if (said) return written(said[0]);
  const next = sentences[at + 1];
  if (!next || next.segmentId !== own.segmentId || !SPOKEN_OF_AGAIN.test(next.text)) return undefined;
  const again = WHEN.exec(next.text);
  return again ? written(again[0]) : undefined;
}

/** The procedures, each done one with when it was done where the visit said it. */
export function withProcedureDates(procedures: readonly Procedure[], sentences: readonly Sentence[], sentenceOf: (procedure: Procedure) => number): Procedure[] {
  return procedures.map((procedure) => {
    if (procedure.status !== 'done' || procedure.when !== undefined) return procedure;
    const when = whenSaid(procedure, sentences, sentenceOf(procedure));
    return when ? { ...procedure, when } : procedure;
  });
}
