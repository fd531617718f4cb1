/**
 * Two signs of a note that repeats rather than writes: sentences that copy the transcript (a run of 8 or more
 * consecutive words, as ROUGE tokenises them, found consecutively in one turn of the dialogue) and statements
 * the note makes twice (a sentence whose tokens equal, or run contiguously inside, another sentence's).
 */
import { rougeTokens } from './rouge.js';

/** The shortest run of transcript words that counts as a copy. */
export const VERBATIM_WORDS = 8;

/** The transcript's n-grams of `VERBATIM_WORDS` words, turn by turn (a run does not cross from one speaker to the next). */
export function transcriptRuns(turns: readonly string[], n = VERBATIM_WORDS): Set<string> {
  const runs = new Set<string>();
  for (const turn of turns) {
    const tokens = rougeTokens(turn);
    for (let i = 0; i + n <= tokens.length; i++) runs.add(tokens.slice(i, i + n).join(' '));
  }
  return runs;
}

/**
 * The words of `sentence` that copy the transcript, or undefined: every run of `n` tokens found in `runs`, merged
 * where they overlap or touch, the longest merged stretch returned.
 */
export function copiedWords(sentence: string, runs: ReadonlySet<string>, n = VERBATIM_WORDS): string | undefined {
  const tokens = rougeTokens(sentence);
  let best: [number, number] | undefined;
  let current: [number, number] | undefined;
  for (let i = 0; i + n <= tokens.length; i++) {
    if (!runs.has(tokens.slice(i, i + n).join(' '))) continue;
    current = current && i <= current[1] ? [current[0], i + n] : [i, i + n];
    if (!best || current[1] - current[0] > best[1] - best[0]) best = current;
  }
  return best && tokens.slice(best[0], best[1]).join(' ');
}

export interface Duplicate {
  text: string;
  /** The sentence it repeats or is contained in. */
  of: string;
}

/**
 * Each sentence whose token sequence is another's, or runs contiguously inside a longer one; of two equal
 * sentences the later counts. Sentences without tokens are skipped.
 */
export function duplicateStatements(sentences: readonly string[]): Duplicate[] {
  const keyed = sentences.map((text) => ({ text, key: ` ${rougeTokens(text).join(' ')} ` })).filter((s) => s.key.trim() !== '');
  return keyed.flatMap((sentence, i) => {
    const other = keyed.find((o, j) => j !== i && (o.key === sentence.key ? j < i : o.key.includes(sentence.key)));
    return other ? [{ text: sentence.text, of: other.text }] : [];
  });
}
