import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missedTerms } from './asr-metrics.js';
import { CORPUS_DIR, LATENCY_CLIP_ID, loadManifest, wavFormat } from './corpus.js';

const manifest = await loadManifest();

describe('ASR corpus', () => {
  it('has at least 40 dictations with unique ids, including the latency clip', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(41);
    expect(new Set(manifest.map((clip) => clip.id)).size).toBe(manifest.length);
    expect(manifest.map((clip) => clip.id)).toContain(LATENCY_CLIP_ID);
  });

  it('lists only terms that occur in their own reference', () => {
    for (const clip of manifest) {
      expect(missedTerms(clip.terms, clip.reference), clip.id).toEqual([]);
    }
  });

  it('stores 16 kHz mono 16-bit clips of 5-15 s (about 30 s for the latency clip)', async () => {
    for (const clip of manifest) {
      const format = wavFormat(await readFile(join(CORPUS_DIR, clip.file)));
      expect({ ...format, durationS: 0 }, clip.id).toEqual({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, durationS: 0 });
      const [min, max] = clip.id === LATENCY_CLIP_ID ? [25, 35] : [5, 15];
      expect(format.durationS, clip.id).toBeGreaterThanOrEqual(min);
      expect(format.durationS, clip.id).toBeLessThanOrEqual(max);
    }
  });
});
