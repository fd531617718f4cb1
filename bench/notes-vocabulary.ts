/**
 * `npm run notes:vocabulary`: learns how clinicians write from the ACI-BENCH train split (never valid) and writes
 * packages/server/data/notes-style/note-vocabulary.tsv, the note-likeness of each word the notes engine uses to
 * tell a sentence worth a note from conversation (src/engines/notes/narrative/note-vocabulary.ts).
 *
 * A word's weight is the log-odds of finding it in the reference notes rather than in the dialogues: ln of its
 * share of note words over its share of dialogue words, each count smoothed by half a word. Words seen fewer than
 * three times in all are left out (weight 0).
 */
import { writeFile } from 'node:fs/promises';
import { NOTE_VOCABULARY_FILE, wordsOf } from '../packages/server/src/engines/notes/narrative/note-vocabulary.js';
import { dialogueTurns, loadAciSplit } from './lib/aci.js';

const SMOOTHING = 0.5;
const MIN_OCCURRENCES = 3;

function count(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

const total = (counts: ReadonlyMap<string, number>) => [...counts.values()].reduce((sum, n) => sum + n, 0);

const encounters = await loadAciSplit('train');
const notes = count(encounters.map((e) => e.note));
const dialogues = count(encounters.flatMap((e) => dialogueTurns(e.dialogue).map((turn) => turn.text)));
const [noteWords, dialogueWords] = [total(notes), total(dialogues)];
const rows = [...new Set([...notes.keys(), ...dialogues.keys()])]
  .filter((word) => (notes.get(word) ?? 0) + (dialogues.get(word) ?? 0) >= MIN_OCCURRENCES)
  .sort()
  .map((word) => {
    const weight = Math.log(((notes.get(word) ?? 0) + SMOOTHING) / noteWords) - Math.log(((dialogues.get(word) ?? 0) + SMOOTHING) / dialogueWords);
    return `${word}\t${weight.toFixed(3)}`;
  });
const header = [
  '# Note-likeness of words: ln(share among the words of clinicians\' notes / share among the words said in consultations).',
  `# Learned from the ACI-BENCH train split (${encounters.length} encounters; CC BY 4.0, see bench/corpus/aci-bench/README.md)`,
  '# by `npm run notes:vocabulary` (bench/notes-vocabulary.ts). Do not edit by hand.',
];
await writeFile(NOTE_VOCABULARY_FILE, `${[...header, ...rows].join('\n')}\n`);
console.log(`wrote ${rows.length} words to ${NOTE_VOCABULARY_FILE}`);
