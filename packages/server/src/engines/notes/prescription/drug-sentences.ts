/**
 * The sentences around a drug, as the readers of what the doctor says of it before or after its name see them: the
 * visit's sentences, whether a sentence names a drug, and the sentence each medication was read from.
 */
import type { Medication } from '../clinical-model.js';
import type { Sentence } from '../sentences.js';

export interface DrugSentences {
  sentences: readonly Sentence[];
  namesDrug: (sentenceIndex: number) => boolean;
  /** The index of the sentence the medication was read from; -1 when none is found. */
  sentenceOf: (medication: Medication) => number;
}

/** The index of the sentence in which the doctor named the drug; undefined when the patient named it, or it is not found. */
export function doctorSentenceOf(medication: Medication, { sentences, sentenceOf }: DrugSentences): number | undefined {
  const at = sentenceOf(medication);
  return at < 0 || sentences[at]!.speaker === 'patient' ? undefined : at;
}
