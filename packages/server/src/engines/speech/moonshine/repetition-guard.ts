/**
 * Detects degenerate decoder loops ("the the the …", a phrase over and over) at the end of a token sequence.
 * A loop is the same block of 1–16 tokens repeated back to back, at least 4 times and over at least 16 tokens,
 * so that legitimately repeated tokens (the zeros of "1000000", "no, no, no") are left alone.
 */

const MAX_PERIOD = 16;
const MIN_REPEATS = 4;
const MIN_LOOP_TOKENS = 16;

/** How many tokens to drop from the end of `tokens` to keep one copy of a loop there; 0 when it does not end in a loop. */
export function loopExcess(tokens: readonly number[]): number {
  for (let period = 1; period <= MAX_PERIOD; period++) {
    const needed = Math.max(MIN_REPEATS, Math.ceil(MIN_LOOP_TOKENS / period));
    if (needed * period > tokens.length) break;
    if (endsWithRepeats(tokens, period, needed)) return (needed - 1) * period;
  }
  return 0;
}

/** Whether the last `period` tokens occur `repeats` times back to back at the end of `tokens`. */
function endsWithRepeats(tokens: readonly number[], period: number, repeats: number): boolean {
  const end = tokens.length;
  for (let offset = period; offset < repeats * period; offset++) {
    if (tokens[end - 1 - offset] !== tokens[end - 1 - (offset % period)]) return false;
  }
  return true;
}

const MIN_TEXT_REPEATS = 3;
const MAX_PHRASE_WORDS = 4;
/** A single repeated word must be at least this long: "no, no, no" is speech, "tuberculosis" ×3 is a loop. */
const MIN_LOOPING_WORD_LETTERS = 4;

/**
 * The text with every phrase of 1–4 words said 3 or more times back to back kept once ("tuberculosis
 * tuberculosis Tuberculosis tuberculosis" → "tuberculosis"). Catches loops the token check misses because the
 * copies differ in case or punctuation; a genuine threefold repetition in dictation is rarer than a decoder loop.
 */
export function collapseRepeatedPhrases(text: string): string {
  const words = text.split(/\s+/).filter(Boolean);
  const keys = words.map((word) => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
  const sameBlock = (a: number, b: number, n: number) =>
    b + n <= words.length && keys.slice(a, a + n).every((key, k) => key !== '' && key === keys[b + k]);
  const kept: string[] = [];
  let i = 0;
  while (i < words.length) {
    let consumed = 0;
    for (let n = 1; n <= MAX_PHRASE_WORDS && consumed === 0; n++) {
      if (n === 1 && (keys[i]?.length ?? 0) < MIN_LOOPING_WORD_LETTERS) continue;
      let repeats = 1;
      while (sameBlock(i, i + repeats * n, n)) repeats++;
      if (repeats < MIN_TEXT_REPEATS) continue;
      kept.push(...words.slice(i + (repeats - 1) * n, i + repeats * n));
      consumed = repeats * n;
    }
    if (consumed === 0) kept.push(words[i]!);
    i += Math.max(consumed, 1);
  }
  return kept.join(' ');
}
