/**
 * The doctor reading out what the patient takes: "Let me go over your medicines. Apixaban 5 mg twice a day," — "Yes."
 * — "metoprolol succinate 50 mg once a day, and amlodipine 5 mg once a day." — "That's right.". Every drug the doctor
 * names in the sentences after the announcement, until one names none, is taken, not prescribed; a change said of it
 * ("… and we'll increase the amlodipine") is still the doctor's order.
 */
import type { Medication } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import type { DrugSentences } from './drug-sentences.js';

/** "Let me go over your medicines", "let's review your medications", "going through your med list". */
const REVIEW_ANNOUNCED =
  /\b(?:go over|going over|went over|review|reviewing|run through|running through|go through|going through)\s+(?:all\s+)?(?:your|the|his|her)\s+(?:current\s+)?(?:medicines|medications|meds|med list|medication list|list of (?:medicines|medications))\b/i;

/** The indexes of the doctor's sentences that read out the list, from its announcement to the first that names no drug. */
function listReadOut(sentences: readonly Sentence[], namesDrug: (i: number) => boolean): Set<number> {
  const readOut = new Set<number>();
  let reading = false;
  sentences.forEach((sentence, i) => {
    if (sentence.speaker !== 'doctor') return;
    if (REVIEW_ANNOUNCED.test(sentence.text)) reading = true;
    else if (!namesDrug(i)) reading = false;
    if (reading) readOut.add(i);
  });
  return readOut;
}

/** The medications, each the doctor read out from the patient's list with no change taken rather than prescribed. */
export function withListReviewedTaken(medications: readonly Medication[], { sentences, namesDrug, sentenceOf }: DrugSentences): Medication[] {
  const readOut = listReadOut(sentences, namesDrug);
  if (readOut.size === 0) return [...medications];
  return medications.map((m) => (m.status === 'prescribed' && m.change === undefined && readOut.has(sentenceOf(m)) ? { ...m, status: 'current' } : m));
}
