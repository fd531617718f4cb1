/** Where to cut a stretch of audio in two: the quietest moment near its middle. */

/** 20 ms at 16 kHz: short enough to land in the gap between two words. */
const FRAME = 320;

/**
 * The sample offset, between `start` and `end`, of the lowest-energy frame within the middle half of the span,
 * kept at least `minPiece` samples from either end.
 */
export function quietestSplitPoint(pcm: Float32Array, start: number, end: number, minPiece: number): number {
  const margin = Math.max(Math.floor((end - start) / 4), minPiece);
  const from = start + margin;
  const to = end - margin;
  if (to - from < FRAME) return Math.floor((start + end) / 2);
  let best = from;
  let bestEnergy = Infinity;
  for (let frame = from; frame + FRAME <= to; frame += FRAME) {
    let energy = 0;
    for (let i = frame; i < frame + FRAME; i++) energy += pcm[i]! * pcm[i]!;
    if (energy < bestEnergy) {
      bestEnergy = energy;
      best = frame + FRAME / 2;
    }
  }
  return best;
}
