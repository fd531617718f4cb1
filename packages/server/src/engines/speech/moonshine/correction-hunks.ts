/**
 * A correction taken apart into its changes, so that each is weighed against the audio on its own: "Tap Pantoprazole …
 * dumperidone" → "Tab pantoprazole … domperidone" is "Tap" → "Tab" (a change), "Pantoprazole" → "pantoprazole" (only
 * re-cased, taken as it is) and "dumperidone" → "domperidone" (a change). One unsupported change then costs only itself.
 */
import { commonSubsequence } from '../words/carry-confidence.js';
import { compactSpelling } from '../../../lexicon/spelling.js';

/** Decoded words [from, to) written as `replacement` (one or more words) by the correction. */
export interface Hunk {
  readonly from: number;
  readonly to: number;
  readonly replacement: readonly string[];
}

export interface CorrectionHunks {
  /** The decoded words, split at white space. */
  readonly decoded: readonly string[];
  /** Per decoded word, what the correction wrote for it when it only re-cased or re-punctuated it; else the word. */
  readonly recased: readonly string[];
  readonly hunks: readonly Hunk[];
}

const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** The changes that make `corrected` of `decoded`, compared without case and punctuation. */
export function correctionHunks(decoded: string, corrected: string): CorrectionHunks {
  const heard = wordsOf(decoded);
  const written = wordsOf(corrected);
  const recased = [...heard];
  const hunks: Hunk[] = [];
  let r0 = 0;
  let w0 = 0;
  for (const [r1, w1] of [...commonSubsequence(heard.map(compactSpelling), written.map(compactSpelling)), [heard.length, written.length] as const]) {
    if (r1 > r0 || w1 > w0) hunks.push({ from: r0, to: r1, replacement: written.slice(w0, w1) });
    if (r1 < heard.length) recased[r1] = written[w1]!;
    r0 = r1 + 1;
    w0 = w1 + 1;
  }
  return { decoded: heard, recased, hunks };
}

/** The decoded text with `applied` written in: re-cased words as corrected, the hunks' words in `form`. */
export function withHunks(parts: CorrectionHunks, applied: readonly Hunk[], form: (hunk: Hunk) => readonly string[] = (hunk) => hunk.replacement): string {
  const words: string[] = [];
  let at = 0;
  for (const hunk of [...applied].sort((a, b) => a.from - b.from)) {
    words.push(...parts.recased.slice(at, hunk.from), ...form(hunk));
    at = hunk.to;
  }
  words.push(...parts.recased.slice(at));
  return words.join(' ');
}

/** The decoded text with only `hunk` written in, its words as `replacement`: what the audio is asked to support. */
export function withOneHunk(parts: CorrectionHunks, hunk: Hunk, replacement: readonly string[]): string {
  return [...parts.decoded.slice(0, hunk.from), ...replacement, ...parts.decoded.slice(hunk.to)].join(' ');
}

/**
 * The ways of writing a hunk's words that are scored, the best one counting: as the lexicon writes them, capitalised,
 * and lower case. Case is spelling, not sound, yet the model gives a rare word very different log-probs by it
 * ("Domperidone" −8.9, "domperidone" −15.4 on the same clip), so the comparison must not turn on it.
 */
export function scoringForms(replacement: readonly string[]): string[][] {
  const capitalised = replacement.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const lower = replacement.map((word) => (/\p{Lu}.*\p{Lu}/u.test(word) ? word : word.toLowerCase()));
  const seen = new Set<string>();
  return [replacement, capitalised, lower].filter((form) => {
    const key = form.join(' ');
    return !seen.has(key) && (seen.add(key), true);
  }) as string[][];
}
