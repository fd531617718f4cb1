/**
 * A long recording goes to a remote backend in pieces no longer than `maxSamples`, so no request passes the
 * backend's upload limit: cut in two at the quietest moment near the middle until every piece is short enough (as
 * Moonshine's re-decoding cuts), which keeps the cuts between words.
 */

import { quietestSplitPoint } from '../moonshine/quiet-point.js';
import { SAMPLE_RATE } from '../speech-types.js';

export interface SampleSpan {
  start: number;
  end: number;
}

/** No piece is cut shorter than this. */
const MIN_PIECE = SAMPLE_RATE;

export function requestPieces(pcm: Float32Array, maxSamples: number, start = 0, end = pcm.length): SampleSpan[] {
  if (end - start <= maxSamples) return [{ start, end }];
  const middle = quietestSplitPoint(pcm, start, end, MIN_PIECE);
  return [...requestPieces(pcm, maxSamples, start, middle), ...requestPieces(pcm, maxSamples, middle, end)];
}
