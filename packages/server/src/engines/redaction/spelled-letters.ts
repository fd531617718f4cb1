/**
 * Letters spelled with a word that starts with them, as callers spell a PAN, a member ID or a surname over the phone:
 * "A for apple", "B as in boy", "W like William". The redactor reads a text with each such letter written as the
 * letter alone ("A, B, C P S 1 2 3 4 K"), so that its patterns for spelled and grouped identifiers see them, and maps
 * what it finds back onto the words said.
 */

/** A letter on its own, then "for", "as in" or "like" and a word; the word must start with the letter (checked below). */
const SPELLED_LETTER = /(?<![\w'])([a-z])\s+(?:for|as in|like)\s+([a-z][a-z'-]*)/gi;

/** A text with its spelled letters written alone, and where each of its characters was said in the original. */
export interface SpellingRead {
  text: string;
  /** The span [start, end) of the original each character of `text` stands for. */
  from: readonly (readonly [number, number])[];
}

export function lettersSpelled(original: string): SpellingRead {
  let text = '';
  const from: [number, number][] = [];
  let at = 0;
  const copy = (end: number) => {
    for (; at < end; at++) {
      text += original[at];
      from.push([at, at + 1]);
    }
  };
  for (const match of original.matchAll(SPELLED_LETTER)) {
    const [said, letter, word] = [match[0], match[1]!, match[2]!];
    if (word[0]!.toLowerCase() !== letter.toLowerCase() || word.length < 2) continue;
    copy(match.index);
    text += letter;
    from.push([match.index, match.index + said.length]);
    at = match.index + said.length;
  }
  copy(original.length);
  return { text, from };
}

/** The original span of [start, end) of a text read by `lettersSpelled`. */
export function originalSpan(read: SpellingRead, start: number, end: number): { start: number; end: number } {
  return { start: read.from[start]![0], end: read.from[end - 1]![1] };
}
