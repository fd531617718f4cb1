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
