/**
 * A list of the patient's history said to be empty, as a note writes it ("Current medications: none.", "Past medical
 * history: none."): "I'm not taking any medications", "no significant past medical history", or the doctor asking
 * "any other medical conditions?" and the patient saying no. No medicine for one complaint ("I'm not taking any
 * medications for it") is that complaint's history, not an empty list.
 */
import type { Polarity } from '../dialogue/answers.js';

const NOT_FOR_ONE_THING = String.raw`(?!\s+(?:for|to)\b)`;
const MEDICINES = String.raw`(?:medications?|medicines?|meds|pills)`;
/** "not", "never", and the "n't" of "don't" (no word boundary inside it). */
const NOT = String.raw`(?:\bnot|\bnever|n't)`;

const NO_MEDICATIONS = new RegExp(
  String.raw`(?:${NOT}\s+(?:currently\s+|really\s+)?(?:taking|on|take)\s+(?:(?:any\s+)?${MEDICINES}|anything)` +
    String.raw`|\bno\s+(?:current\s+|daily\s+|regular\s+)?${MEDICINES}` +
    String.raw`|${NOT}\s+look\s+like\s+(?:you're|you are|you 're)\s+taking\s+anything)\b${NOT_FOR_ONE_THING}`,
  'i',
);
const NO_MEDICAL_PROBLEMS = new RegExp(
  String.raw`(?:\bno|${NOT}\s+have(?:\s+any)?|\bwithout\s+any)\s+(?:other\s+)?(?:significant\s+)?(?:past\s+)?(?:medical|health)\s+(?:problems|conditions|issues|history)\b`,
  'i',
);

/** Asked of every medicine taken ("do you take any medications?"), not of one kind ("for the pain") or of the others. */
const ASKS_MEDICATIONS = new RegExp(String.raw`\b(?:take|taking|on)\s+any\s+${MEDICINES}\b${NOT_FOR_ONE_THING}`, 'i');
const BUT_SOME = /\b(?:other than|besides|apart from|aside from|except)\b/i;
const ASKS_MEDICAL_PROBLEMS = /\bany\s+(?:other\s+)?(?:medical|health)\s+(?:problems|conditions|issues)\b/i;

export interface NoneSaid {
  medications: boolean;
  medicalProblems: boolean;
}

/** What a statement says the patient has none of. */
export function noneSaid(text: string): NoneSaid {
  return { medications: NO_MEDICATIONS.test(text), medicalProblems: NO_MEDICAL_PROBLEMS.test(text) };
}

/**
 * What an answer says the patient has none of: a yes to a question that says so ("I have that you're not taking any
 * medications, is that right?" — "Yes."), or a no to one that asks ("Any other medical conditions?" — "No.").
 */
export function noneAnswered(question: string, polarity: Polarity | undefined): NoneSaid {
  if (polarity === 'yes') return noneSaid(question);
  const no = polarity === 'no';
  const ofAll = no && !BUT_SOME.test(question);
  return { medications: ofAll && ASKS_MEDICATIONS.test(question), medicalProblems: ofAll && ASKS_MEDICAL_PROBLEMS.test(question) };
}
