/**
 * The patient's sex as the first name the doctor greets them by says it ("hi jeremy, how are you?"), for a note
 * whose consultation says it no other way: the pronouns a clinician writes ("he", "she") rather than "the patient"
 * in every sentence. A name given to both sexes, or none in the list (data/names/README.md), says nothing.
 */
import type { Sentence } from '../sentences.js';
import { firstNames } from './first-names.js';

/**
 * A greeting and the word after it: "hi jeremy", "good morning, anna", "hey there nicholas". A title before it
 * ("hello mrs. hill") makes the word a surname, which says nothing here; a word of the sentence ("hi my name is …", "so
 * my assessment", "so will you") is no name, though "My" and "Will" are ("hi will").
 */
const GREETED =
  /^\W*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|how are you(?: doing)?(?: today)?|nice to (?:meet|see) you|so|okay|alright|well)[\s,.!]+)+(?:there[\s,]+)?(?!(?:mr|mrs|ms|miss|dr)\b)(?!(?:my|your|our|the|we|i|it|you|this|that|can|let|now|well|um|uh)\b)(?!(?<=\b(?:so|okay|alright)[\s,.!]+)(?:will|may)\b)([a-z]+)\b/i;
/** How many of the doctor's first sentences may greet the patient. */
const GREETING_SENTENCES = 2;

/** The sex of the first name the doctor greets the patient by, if the list gives that name to one sex only. */
export function sexOfNameGreeted(sentences: readonly Sentence[]): 'female' | 'male' | undefined {
  for (const sentence of sentences.filter((s) => s.speaker === 'doctor').slice(0, GREETING_SENTENCES)) {
    const name = GREETED.exec(sentence.text)?.[1]?.toLowerCase();
    if (name !== undefined) return firstNames().get(name);
  }
  return undefined;
}
