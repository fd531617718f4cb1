/**
 * The doctor's dictated sentence in a note's register: what the doctor did or will do written without the doctor as
 * its subject ("I reviewed the photo" → "Reviewed the photo", "we'll print out her prescriptions" → "Will print out
 * her prescriptions"), as clinicians write a plan. A first person it cannot rewrite so ("from me") stays as said.
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
