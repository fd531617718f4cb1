/**
 * Register violations: what a clinician's note does not say the way a conversation does. A sentence violates when,
 * outside double quotes, it has a first- or second-person pronoun, a filler, a question mark or ends on a word a
 * sentence cannot end on (a trailing conjunction, preposition or article: the sign of a copied fragment).
 */

/** First and second person apart: a note's author may write "I advised" (the references do), never "you". */
export type RegisterKind = 'first_person' | 'second_person' | 'filler' | 'question' | 'trailing_word';
export const REGISTER_KINDS: readonly RegisterKind[] = ['first_person', 'second_person', 'filler', 'question', 'trailing_word'];

export interface RegisterViolation {
  kind: RegisterKind;
  /** The words that violate, as written. */
  words: string;
}

/** Quoted speech may keep the speaker's words: "…", “…”. Single quotes are left alone (they are apostrophes too). */
const QUOTED = /"[^"]*"|“[^”]*”/g;

const PRONOUN = /\b(?:i|me|my|mine|myself|we|us|our|ours|ourselves|you|your|yours|yourself|yourselves)\b/gi;
const SECOND_PERSON = /^(?:you|your|yours|yourself|yourselves)$/i;
/** "I" that is a Roman numeral: "type I diabetes", "grade I", "I/II", "I-III"; "i.e." is no pronoun either. */
const NUMERAL_I = /\b(?:type|grade|stage|class|phase|level|tier|factor|degree|schedule|mobitz|cn|nerve|cranial nerve)\s+$/i;
const NUMERAL_RANGE = /^[/-]\s*(?:i{1,3}|iv|v|vi{0,3})\b/i;

const FILLERS: readonly RegExp[] = [
  /\b(?:um+|uh+|umm|uhm|hmm+|mhm|mm-?hmm|uh-huh|okay|ok|yeah|alright)\b/gi,
  /\byou know\b/gi,
  // "So" and "Well" open a spoken sentence; "so far" and "well developed / nourished …" are a note's words.
  /^(?:so)\b(?!\s+far\b)/gi,
  /^well\b(?![\s-]+(?:developed|nourished|appearing|healed|controlled|hydrated|groomed|perfused|tolerated|defined|circumscribed))/gi,
];

/** Words no written sentence ends on ("a" is left out: "hepatitis A.", "vitamin A."). */
const TRAILING = /\b(?:and|or|but|so|because|with|to|the|of)\s*[.,;:!?…]*["”')]*\s*$/i;

function pronouns(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PRONOUN)) {
    const word = match[0];
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + word.length);
    if (word.toLowerCase() === 'i' && (NUMERAL_I.test(before) || NUMERAL_RANGE.test(after) || /^\.e\./i.test(after))) continue;
    // Capital "US" is ultrasound or the country.
    if (word === 'US') continue;
    found.push(word);
  }
  return found;
}

export function registerViolations(sentence: string): RegisterViolation[] {
  const text = sentence.replace(QUOTED, ' ').trim();
  const violations: RegisterViolation[] = [];
  const add = (kind: RegisterKind, words: string[]) => {
    if (words.length > 0) violations.push({ kind, words: [...new Set(words)].join(', ') });
  };
  const persons = pronouns(text);
  add('first_person', persons.filter((word) => !SECOND_PERSON.test(word)));
  add('second_person', persons.filter((word) => SECOND_PERSON.test(word)));
  add('filler', FILLERS.flatMap((filler) => [...text.matchAll(filler)].map((m) => m[0])));
  add('question', text.includes('?') ? ['?'] : []);
  const trailing = TRAILING.exec(text);
  add('trailing_word', trailing ? [trailing[0].trim()] : []);
  return violations;
}
