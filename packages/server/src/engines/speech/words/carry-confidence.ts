/**
 * The recognised words carried onto the text the transcript ends with: repeated phrases collapsed, lexicon terms and
 * doses rewritten ("five hundred milligrams" → "500 mg"). The two word lists are aligned (longest common subsequence,
 * compared without case and punctuation); an unchanged word keeps its confidence, and the words of a rewritten stretch
 * take the lowest confidence of what they replace, so a correction never makes a word look surer than its audio was.
 */
import type { Word } from '../speech-types.js';
import type { ScoredWord } from './token-words.js';
import { compactSpelling } from '../../../lexicon/spelling.js';

/** A final word; `corrected` when it is not what the decoder said but what correction made of it. */
export interface CarriedWord extends ScoredWord {
  corrected: boolean;
}


export function carryConfidence(recognised: readonly ScoredWord[], finalText: string): CarriedWord[] {
  const finals = finalText.split(/\s+/).filter((word) => word !== '');
  const pairs = commonSubsequence(recognised.map((w) => compactSpelling(w.text)), finals.map(compactSpelling));
  const carried: CarriedWord[] = [];
  // Walk the aligned pairs; between two of them lies a rewritten stretch (recognised[r0, r1) became finals[f0, f1)).
  let r0 = 0;
  let f0 = 0;
  for (const [r1, f1] of [...pairs, [recognised.length, finals.length] as const]) {
    if (f1 > f0) {
      // What was replaced; for a pure insertion, the words on either side.
      const replaced = r1 > r0 ? recognised.slice(r0, r1) : [recognised[r0 - 1], recognised[r1]].filter((w) => w !== undefined);
      const confidence = replaced.length > 0 ? Math.min(...replaced.map((w) => w.confidence)) : 0;
      for (const text of finals.slice(f0, f1)) carried.push({ text, confidence, corrected: true });
    }
    if (r1 < recognised.length && f1 < finals.length) carried.push({ text: finals[f1]!, confidence: recognised[r1]!.confidence, corrected: false });
    r0 = r1 + 1;
    f0 = f1 + 1;
  }
  return carried;
}

/** Index pairs [i, j] of a longest common subsequence of `a` and `b`, in order (empty strings never match). */
export function commonSubsequence(a: readonly string[], b: readonly string[]): [number, number][] {
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] = a[i] === b[j] && a[i] !== '' ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j] && a[i] !== '') pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/** The segment's time [start, end) shared among its words by their length: the model gives no word times. */
export function placeInTime(words: readonly CarriedWord[], start: number, end: number): Word[] {
  // A word's share of the time is its letters plus one for the gap after it.
  const total = words.reduce((sum, word) => sum + word.text.length + 1, 0);
  let at = start;
  return words.map((word) => {
    const duration = ((end - start) * (word.text.length + 1)) / total;
    const timed = { ...word, start: at, end: at + duration };
    at += duration;
    return timed;
  });
}
