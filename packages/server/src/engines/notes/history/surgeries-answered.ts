/**
 * The organs a patient names when asked of past surgeries ("have you had any surgeries?" — "I had gall bladder and
 * appendix."): each the operation that took it out, as a note lists past procedures.
 */
const SURGERY_ASKED = /\b(?:surger(?:y|ies)|surgical history|operations?)\b/i;
/** Organs said alone in such an answer, and the operation that removes each (the lexicon's names). */
const REMOVED: readonly (readonly [RegExp, string])[] = [
  [/\bgall ?bladder\b/i, 'cholecystectomy'],
  [/\bappendix\b/i, 'appendicectomy'],
  [/\btonsils\b/i, 'tonsillectomy'],
  [/\b(?:uterus|womb)\b/i, 'hysterectomy'],
];

/** The operations an answer to a question of past surgeries names by their organ; none when the question asks of something else. */
export function surgeriesAnswered(question: string, answer: string): string[] {
  if (!SURGERY_ASKED.test(question)) return [];
  return REMOVED.filter(([organ]) => organ.test(answer)).map(([, operation]) => operation);
}
