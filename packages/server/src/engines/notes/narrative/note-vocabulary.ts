/**
 * How much a sentence sounds like a clinical note rather than conversation: the mean, over its words, of how much
 * more often clinicians write the word in notes than people say it in consultations (log-odds). Learned from the
 * ACI-BENCH train split (data/notes-style/README.md, `npm run notes:vocabulary`); small talk ("we went hiking
 * last weekend") scores low, an account of a complaint ("the pain is in the lower back") high.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NOTE_VOCABULARY_FILE = fileURLToPath(new URL('../../../../data/notes-style/note-vocabulary.tsv', import.meta.url));

const WORD = /[a-z0-9]+/g;

let weights: ReadonlyMap<string, number> | undefined;

function vocabulary(): ReadonlyMap<string, number> {
  weights ??= new Map(
    readFileSync(NOTE_VOCABULARY_FILE, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => {
        const [word, weight] = line.split('\t');
        return [word!, Number(weight)] as const;
      }),
  );
  return weights;
}

export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** The note-likeness of a text (as the note would write it); 0 for a text without words. */
export function noteLikeness(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const table = vocabulary();
  return words.reduce((sum, word) => sum + (table.get(word) ?? 0), 0) / words.length;
}
