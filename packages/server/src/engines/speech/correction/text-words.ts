/** Splitting recognised text into words while keeping their positions, so edits leave the rest untouched. */

export interface TextWord {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’]\p{L}+)*/gu;
// Titles the recogniser writes with a period inside a mangled word ("tell Ms. Arton").
const TITLES = new Set(['mr', 'mrs', 'ms', 'dr', 'st']);

export function splitWords(text: string): TextWord[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

/**
 * Whether `left` and `right` may be read as parts of one term: separated only by spaces or a hyphen,
 * or by a period after a single letter (E.C.G.) or a title (Ms.).
 */
export function canJoin(text: string, left: TextWord, right: TextWord): boolean {
  const gap = text.slice(left.end, right.start);
  if (/^\s*-?\s*$/.test(gap) && gap !== '') return true;
  return /^\.\s*$/.test(gap) && (left.text.length === 1 || TITLES.has(left.text.toLowerCase()));
}

/** Whether `word` begins a sentence: first in the text or after . ! ? (not after a title's period). */
export function startsSentence(text: string, words: readonly TextWord[], index: number): boolean {
  const word = words[index];
  if (!word) return false;
  const before = text.slice(0, word.start).trimEnd();
  if (before === '') return true;
  if (!/[.!?]$/.test(before)) return false;
  const previous = words[index - 1];
  return !(previous && previous.end === before.length - 1 && TITLES.has(previous.text.toLowerCase()));
}
