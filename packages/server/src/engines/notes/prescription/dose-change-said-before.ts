/**
 * A change of dose said before the drug is named: "… and two, I am increasing the dose from fifty to seventy five." —
 * "Thyronorm seventy five?" — "Yes, Thyronorm 75 micrograms one tablet daily …". The doctor's prescription a sentence
 * or two on, at the strength the change goes to, is that change: "Increase Thyronorm from 50 mcg to 75 mcg", not
 * "Continue Thyronorm 75 mcg".
 */
import type { Medication } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';
import { doctorSentenceOf, type DrugSentences } from './drug-sentences.js';
import { changeOfItAfter } from './change.js';
import { findStrengthChange } from './quantity.js';

/** How many sentences before the drug's the change may be said (the patient's echo between counts). */
const REACH = 3;

/** Whether a doctor's sentence just before the change names a drug. */
function namedJustBefore(changeAt: number, sentences: readonly Sentence[], namesDrug: (sentenceIndex: number) => boolean): boolean {
  for (let before = changeAt - 1; before >= 0 && before >= changeAt - REACH; before--) {
    if (sentences[before]!.speaker !== 'patient' && namesDrug(before)) return true;
  }
  return false;
}

export function withDoseChangeSaidBefore(
  medications: readonly Medication[],
  around: DrugSentences,
): Medication[] {
  const { sentences, namesDrug } = around;
  return medications.map((medication) => {
    const { strength } = medication;
    if (medication.status !== 'prescribed' || medication.change !== undefined || medication.previousStrength || !strength) return medication;
    const at = doctorSentenceOf(medication, around);
    if (at === undefined) return medication;
    for (let before = at - 1; before >= 0 && before >= at - REACH; before--) {
      const sentence = sentences[before]!;
      if (sentence.speaker === 'patient') continue;
      if (namesDrug(before)) return medication;
      const said = changeOfItAfter(sentence.text);
      const step = said && findStrengthChange(said.after)?.value;
      if (!said || !step) continue;
      // The drug's own strength says which unit the numbers were in ("from fifty to seventy five" of micrograms). "The
      // dose" of a drug the doctor named just before the change is that drug's ("you're on lisinopril five
      // milligrams. … i am increasing the dose from five to ten").
      if (step.to.value !== strength.value || namedJustBefore(before, sentences, namesDrug)) return medication;
      return { ...medication, change: said.change, previousStrength: { value: step.from.value, unit: strength.unit }, evidence: [...new Set([sentence.segmentId, ...medication.evidence])] };
    }
    return medication;
  });
}
