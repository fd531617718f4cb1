/**
 * A dictated examination sentence as a finding: without the lead-in the doctor dictates it with, and without the
 * patient as its subject ("she has mild hypotonia …" → "Mild hypotonia …").
 */
import { capitalise, withMisheardWords } from '../narrative/spoken-text.js';

/** What the doctor dictates a finding with: the template and its "notate" to whoever types the note, "physical exam shows". */
const EXAM_LEAD_IN =
  /^(?:(?:i\s+)?used my (?:general )?(?:physical )?exam(?:ination)? template for [\w\s]+?\s+notate|[\w]+\s+notate|(?:the\s+)?(?:physical\s+)?exam(?:ination)?s?\s+(?:shows?|showed|reveals?|revealed|demonstrates?|is notable for))\s*:?\s*(?:(?:the|an?)\s+)?/i;
/** The patient as the subject of a finding: "he is non-tender", "she has mild hypotonia", "he does have …". */
const PATIENT_SUBJECT = /^(?:he|she|the patient)\s+(?:is|was|has|had|does have|did have)\s+(?:(?:an?)\s+)?(?=\w)/i;

/** A dictated examination sentence as a finding: without its lead-in and without the patient as its subject. */
export function asExamFinding(sentence: string): string {
  const led = withMisheardWords(sentence.replace(EXAM_LEAD_IN, ''));
  const subject = PATIENT_SUBJECT.exec(led);
  // "Over his cervical spine" is over the cervical spine; "when I palpate her" keeps its pronoun.
  const finding = subject ? led.slice(subject[0].length).replace(/\b(?:his|her)\b(?=\s+[a-z])/gi, 'the') : led;
  return finding === sentence ? sentence : capitalise(finding);
}
