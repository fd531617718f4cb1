/**
 * Given names and surnames people in Indian and US clinics are called by (data/names/README.md): the English first
 * names the notes engine reads, and the Indian, Pakistani, Nepali, US, Mexican, Yoruba, Nigerian and Ghanaian lists
 * of person-names.tsv. A word of the lists is a name where the words around it say a person is named, even an English
 * word ("is this sunny?").
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { firstNames } from '../notes/history/first-names.js';

export const PERSON_NAMES_FILE = fileURLToPath(new URL('../../../data/names/person-names.tsv', import.meta.url));

export interface NameLists {
  /** Lower-cased given names of person-names.tsv. */
  given: ReadonlySet<string>;
  /** Lower-cased English first names of first-names.tsv, a longer list and a looser one ("tuesday", "weber"). */
  english: ReadonlySet<string>;
  /** Lower-cased surnames. */
  surnames: ReadonlySet<string>;
}

export async function loadNameLists(file = PERSON_NAMES_FILE): Promise<NameLists> {
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .slice(1)
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
  return {
    given: new Set(rows.filter((row) => row[1] === 'given').map((row) => row[0]!)),
    english: new Set(firstNames().keys()),
    surnames: new Set(rows.filter((row) => row[1] === 'surname').map((row) => row[0]!)),
  };
}
