/** The first names of data/names/first-names.tsv (see its README), with the sex each is given to, read once. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
