/** What a click on a note's item shows in the transcript: the segments it was read from, and the words that name it there. */
export interface Evidence {
  segments: readonly string[];
  /** The words as said; empty when the item names none (a composed history line): its whole segments are marked. */
  said: readonly string[];
}

export const NO_EVIDENCE: Evidence = { segments: [], said: [] };

/** A text's words, lower-cased, without the punctuation around them: "Daily." and "daily" are one word. */
const tokens = (text: string): string[] =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .map((token) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((token) => token !== '');

/**
 * Which of a segment's words say one of the phrases (a transcript word may hold several, "500 mg"): their indexes, or
 * `'all'` when no phrase is found in the segment, which is then marked whole rather than not at all.
 */
export function markedWords(words: readonly { text: string }[], said: readonly string[]): ReadonlySet<number> | 'all' {
  const spoken = words.flatMap((word, index) => tokens(word.text).map((token) => ({ token, index })));
  const marked = new Set<number>();
  for (const phrase of said) {
    const wanted = tokens(phrase);
    if (wanted.length === 0) continue;
    for (let start = 0; start + wanted.length <= spoken.length; start++) {
      if (wanted.every((token, i) => spoken[start + i]!.token === token)) {
        for (let i = 0; i < wanted.length; i++) marked.add(spoken[start + i]!.index);
      }
    }
  }
  return marked.size > 0 ? marked : 'all';
}

export const sameEvidence = (a: Evidence, b: Evidence): boolean =>
  a.segments.length > 0 && a.segments.length === b.segments.length && a.segments.every((id, i) => id === b.segments[i]) && a.said.join('\n') === b.said.join('\n');
