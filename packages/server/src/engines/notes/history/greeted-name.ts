/**
 * The patient's sex as the first name the doctor greets them by says it ("hi jeremy, how are you?"), for a note
 * whose consultation says it no other way: the pronouns a clinician writes ("he", "she") rather than "the patient"
 * in every sentence. A name given to both sexes, or none in the list (data/names/README.md), says nothing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Sentence } from '../sentences.js';

export const FIRST_NAMES_FILE = fileURLToPath(new URL('../../../../data/names/first-names.tsv', import.meta.url));

let names: ReadonlyMap<string, 'female' | 'male'> | undefined;

/** The first names of the list, lower-cased, with the sex each is given to. */
export function firstNames(): ReadonlyMap<string, 'female' | 'male'> {
  names ??= new Map(
    readFileSync(FIRST_NAMES_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#') && line !== 'name\tsex')
      .map((line) => {
        const [name, sex] = line.split('\t');
        return [name!, sex as 'female' | 'male'] as const;
      }),
  );
  return names;
}

/**
 * A greeting and the word after it: "hi jeremy", "good morning, anna", "hey there nicholas". A title before it
 * ("hello mrs. hill") makes the word a surname, which says nothing here.
 */
const GREETED =
  /^\W*(?:(?:hi|hello|hey|good (?:morning|afternoon|evening)|how are you(?: doing)?(?: today)?|nice to (?:meet|see) you|so|okay|alright)[\s,.!]+)+(?:there[\s,]+)?(?!(?:mr|mrs|ms|miss|dr)\b)([a-z]+)\b/i;
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
