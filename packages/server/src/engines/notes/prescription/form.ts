/** The dose form: "Tab", "Cap", "Syp", "Inj" before the name, or "cream", "inhaler", "eye drops" after it. */
import { findFirst, wordsRegex, type Found, type Phrase } from './phrases.js';

/** Forms, as written → the words and abbreviations said for them. */
const FORMS: Readonly<Record<string, string>> = {
  tablet: 'tabs?|tablets?|goli',
  capsule: 'caps?|capsules?',
  syrup: 'syp|syr|syrup',
  suspension: 'susp|suspension',
  injection: 'inj|injections?',
  drops: 'drops?',
  ointment: 'oint|ointment',
  cream: 'cream',
  gel: 'gel',
  lotion: 'lotion',
  inhaler: 'inhalers?|mdi',
  rotacap: 'rotacaps?',
  respules: 'respules?',
  nebulisation: 'neb|nebuli[sz]ation',
  spray: 'spray',
  sachet: 'sachets?',
  powder: 'powder',
  suppository: 'suppositor(?:y|ies)',
  pessary: 'pessar(?:y|ies)',
  lozenge: 'lozenges?',
  solution: 'solution',
  mouthwash: 'mouth\\s*wash',
  shampoo: 'shampoo',
  patch: 'patch',
};

/** The forms said before a drug name ("Tab Dolo", "Inj. Monocef"); the others follow it ("Soframycin cream"). */
const SAID_BEFORE_NAME = ['tablet', 'capsule', 'syrup', 'suspension', 'injection', 'ointment', 'nebulisation', 'sachet'];
export const FORM_BEFORE_NAME = SAID_BEFORE_NAME.map((form) => FORMS[form]).join('|');

/** After a number the word is a count, not the form: "maximum 4 tablets a day". */
const PHRASES: readonly Phrase<string>[] = Object.entries(FORMS).map(([form, words]) => ({
  pattern: wordsRegex(`(?<![\\d½¼¾]\\s*)(?:${words})`),
  value: form,
}));

export function findForm(text: string): Found<string> | undefined {
  return findFirst(text, PHRASES);
}
