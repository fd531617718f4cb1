/**
 * The doctor's dictated sentence in a note's register: what the doctor did or will do written without the doctor as
 * its subject ("I reviewed the photo" → "Reviewed the photo", "we'll print out her prescriptions" → "Will print out
 * her prescriptions"), as clinicians write a plan. A first person it cannot rewrite so ("from me") stays as said. A
 * dictated examination sentence as a finding, without the patient as its subject ("she has mild hypotonia …").
 */
import { capitalise } from './spoken-text.js';

/** "(a colonoscopy,) which we'll try to have done": the doctor is the subject a relative clause cannot lose. */
const NOT_IN_RELATIVE_CLAUSE = String.raw`(?<!\b(?:which|that|who|whom|where|when)\s+)`;

const REWRITES: readonly [RegExp, string][] = [
  // "Also note that I reviewed …": the note notes it by saying it.
  [/^(also,?\s+)?(?:please\s+)?note that\s+(?=(?:i|we)\b)/i, '$1'],
  // "I suspect that this is a flare": suspected, said so.
  [new RegExp(String.raw`${NOT_IN_RELATIVE_CLAUSE}\b(?:i|we)\s+suspect\s+(?:that\s+)?`, 'gi'), 'suspect '],
  // "I've ordered", "we also reviewed", "I have suggested": done, without the doer.
  [new RegExp(String.raw`${NOT_IN_RELATIVE_CLAUSE}\b(?:i|we)(?:\s+have|'ve)?\s+(also\s+)?(?=(?!(?:need|needed|used|feed|seed|bleed|proceed)\b)[a-z]+ed\b)`, 'gi'), '$1'],
  // "We'll print out", "I'm going to set him up": to be done.
  [new RegExp(String.raw`${NOT_IN_RELATIVE_CLAUSE}\b(?:i|we)(?:'ll|\s+will|'m going to|\s+am going to|'re going to|\s+are going to|'m gonna|'re gonna)\s+`, 'gi'), 'will '],
  // "Follow up with me in 3 months": with the writer, who signs the note.
  [/\b(follow(?:ing|s)?[\s-]up)\s+with me\b/gi, '$1'],
];

/** A dictated sentence without the doctor as the subject of what was done or will be (`REWRITES`). */
export function inNoteRegister(sentence: string): string {
  const written = REWRITES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), sentence);
  return written === sentence ? sentence : capitalise(written);
}

/** What the doctor dictates a finding with: the template and its "notate" to whoever types the note, "physical exam shows". */
const EXAM_LEAD_IN =
  /^(?:(?:i\s+)?used my (?:general )?(?:physical )?exam(?:ination)? template for [\w\s]+?\s+notate|[\w]+\s+notate|(?:the\s+)?(?:physical\s+)?exam(?:ination)?s?\s+(?:shows?|showed|reveals?|revealed|demonstrates?|is notable for))\s*:?\s*(?:(?:the|an?)\s+)?/i;
/** The patient as the subject of a finding: "he is non-tender", "she has mild hypotonia", "he does have …". */
const PATIENT_SUBJECT = /^(?:he|she|the patient)\s+(?:is|was|has|had|does have|did have)\s+(?:(?:an?)\s+)?(?=\w)/i;
/** Words the recogniser heard for others in an examination: "clear to oscillation" is clear to auscultation. */
const MISHEARD = /\bclear to oscillation\b/gi;

/** A dictated examination sentence as a finding: without its lead-in and without the patient as its subject. */
export function asExamFinding(sentence: string): string {
  const led = sentence.replace(EXAM_LEAD_IN, '').replace(MISHEARD, 'clear to auscultation');
  const subject = PATIENT_SUBJECT.exec(led);
  // "Over his cervical spine" is over the cervical spine; "when I palpate her" keeps its pronoun.
  const finding = subject ? led.slice(subject[0].length).replace(/\b(?:his|her)\b(?=\s+[a-z])/gi, 'the') : led;
  return finding === sentence ? sentence : capitalise(finding);
}
