import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { requestPieces } from './request-pieces.js';

/** Speech-like noise with a silent gap at `gapAtS` seconds. */
function speechWithGap(seconds: number, gapAtS: number): Float32Array {
  const pcm = new Float32Array(seconds * SAMPLE_RATE);
  for (let i = 0; i < pcm.length; i++) pcm[i] = 0.3 * Math.sin(i / 7) * Math.sin(i / 1300);
  pcm.fill(0, gapAtS * SAMPLE_RATE, (gapAtS + 0.3) * SAMPLE_RATE);
  return pcm;
}

describe('requestPieces', () => {
  it('sends audio within the limit whole', () => {
    expect(requestPieces(new Float32Array(10 * SAMPLE_RATE), 10 * SAMPLE_RATE)).toEqual([{ start: 0, end: 10 * SAMPLE_RATE }]);
  });

  it('cuts longer audio at its quiet moments into contiguous pieces within the limit', () => {
    const pcm = speechWithGap(30, 13);
    const pieces = requestPieces(pcm, 20 * SAMPLE_RATE);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]!.end).toBe(pieces[1]!.start);
    expect(pieces[0]!.end / SAMPLE_RATE).toBeGreaterThanOrEqual(13);
    expect(pieces[0]!.end / SAMPLE_RATE).toBeLessThanOrEqual(13.3);

    const many = requestPieces(speechWithGap(100, 50), 15 * SAMPLE_RATE);
    expect(many.every((piece) => piece.end - piece.start <= 15 * SAMPLE_RATE)).toBe(true);
    expect(many[0]!.start).toBe(0);
    expect(many.at(-1)!.end).toBe(100 * SAMPLE_RATE);
    for (let i = 1; i < many.length; i++) expect(many[i]!.start).toBe(many[i - 1]!.end);
  });
});
