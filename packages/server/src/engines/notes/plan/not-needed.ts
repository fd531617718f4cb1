import { cleanSpoken } from '../narrative/spoken-text.js';

/**
 * What the doctor says a problem does not need, as a plan writes it: "I don't think we need to do any further work up
 * of that at this time" → "No further work-up at this time."; "no need of antibiotic" → "Antibiotics not needed.".
 */
const NOT_NEEDED: readonly [RegExp, string][] = [
  [
    /\b(?:(?:do|does)\s?n[o']t|do not|does not)\s+(?:think\s+(?:that\s+)?)?(?:we|you|he|she|they)?\s*(?:really\s+)?need\s+(?:to\s+(?:do|get|have|order)\s+)?(?:any\s+)?(?:further|more|additional)\s+(?:work[\s-]?ups?|tests?|testing|imaging)\b|\bno\s+(?:further|more|additional)\s+(?:work[\s-]?ups?|tests?|testing|imaging)\s+(?:is\s+|are\s+)?(?:needed|necessary|required)\b/i,
    'No further work-up at this time.',
  ],
  [/\bno need (?:of|for) (?:an? )?antibiotics?\b|\b(?:do|does)\s?n[o']t need (?:an? |any )?antibiotics?\b|\bantibiotics? (?:is|are) not (?:needed|necessary|required)\b/i, 'Antibiotics not needed.'],
];

/** Said on a condition ("if the x-ray is normal, …"), or a limit on how many ("any more than once a year"): no plan. */
const NOT_A_PLAN = /\b(?:if|unless|until|in case|may|might)\b|\bmore than\b/i;

/** What `said` (spoken, "any- any further, you know, work up") says is not needed, as a plan line. */
export function notNeeded(said: string): string | undefined {
  const sentence = cleanSpoken(said);
  if (NOT_A_PLAN.test(sentence)) return undefined;
  return NOT_NEEDED.find(([pattern]) => pattern.test(sentence))?.[1];
}
