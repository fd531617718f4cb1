import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { decodeAudio } from './decode-audio.js';
import { encodeWav } from './wav-encoder.js';

describe('encodeWav', () => {
  it('writes 16 kHz mono 16-bit PCM that decodes back to the same samples', async () => {
    const pcm = Float32Array.from({ length: SAMPLE_RATE }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE));
    const wav = encodeWav(pcm);
    expect(wav.byteLength).toBe(44 + 2 * pcm.length);
    const decoded = await decodeAudio(wav);
    expect(decoded).toHaveLength(pcm.length);
    expect(Math.max(...decoded.map((sample, i) => Math.abs(sample - pcm[i]!)))).toBeLessThan(1e-4);
  });

  it('clips samples beyond full scale instead of wrapping them', () => {
    const wav = Buffer.from(encodeWav(Float32Array.of(2, -2, 1, -1)));
    expect([0, 1, 2, 3].map((i) => wav.readInt16LE(44 + 2 * i))).toEqual([32767, -32767, 32767, -32767]);
  });
});
