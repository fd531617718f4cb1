import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../../../../test/helpers/fixtures.js';
import { SAMPLE_RATE } from '../speech-types.js';
import type { SampleRange } from './chunk-policy.js';
import { decodeAudio } from './decode-audio.js';
import { EnergyVad } from './energy-vad.js';
import { SpeechChunker } from './speech-chunker.js';
import { VAD_FRAME_SAMPLES, frameEnergies } from './voice-activity.js';

/** Frames louder than this (mean square; about -30 dBFS) in the espeak-ng fixtures are speech. */
const LOUD = 1e-3;

let dictation: Float32Array;
let silence: Float32Array;

beforeAll(async () => {
  dictation = await decodeAudio(audioFixture('dictation-25s.ogg'));
  silence = await decodeAudio(audioFixture('silence-3s.wav'));
});

/** Chunks are in order, do not overlap, are at most 20 s long, and leave none of the loud frames out. */
function expectWellFormedChunks(chunks: readonly SampleRange[], pcm: Float32Array): void {
  let previousEnd = 0;
  for (const { start, end } of chunks) {
    expect(start).toBeGreaterThanOrEqual(previousEnd);
    expect(end).toBeGreaterThan(start);
    expect((end - start) / SAMPLE_RATE).toBeLessThanOrEqual(20);
    previousEnd = end;
  }
  expect(previousEnd).toBeLessThanOrEqual(pcm.length);

  frameEnergies(pcm).forEach((energy, frame) => {
    if (energy < LOUD) return;
    const sample = frame * VAD_FRAME_SAMPLES;
    expect(chunks.some((chunk) => chunk.start <= sample && sample < chunk.end), `loud frame at ${sample / SAMPLE_RATE} s`).toBe(true);
  });
}

describe('SpeechChunker with Silero VAD', () => {
  let chunker: SpeechChunker;

  beforeAll(async () => {
    chunker = await SpeechChunker.load();
  });

  afterAll(async () => {
    await chunker.close();
  });

  it('loads the Silero model', () => {
    expect(chunker.detectorName).toBe('silero-vad-v5');
  });

  it('cuts 25 s of dictation into several chunks of at most 20 s, at the pauses', async () => {
    const chunks = await chunker.chunk(dictation);

    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expectWellFormedChunks(chunks, dictation);
  });

  it('finds no speech in silence', async () => {
    expect(await chunker.chunk(silence)).toEqual([]);
    expect(await chunker.chunk(new Float32Array(0))).toEqual([]);
  });
});

describe('SpeechChunker with the energy fallback', () => {
  const chunker = new SpeechChunker(new EnergyVad());

  it('cuts 25 s of dictation into several chunks of at most 20 s, at the pauses', async () => {
    const chunks = await chunker.chunk(dictation);

    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expectWellFormedChunks(chunks, dictation);
  });

  it('finds no speech in silence, nor in a faint hiss', async () => {
    const hiss = Float32Array.from({ length: 3 * SAMPLE_RATE }, (_, i) => 0.001 * Math.sin(i * 1.7) * Math.sin(i * 0.013));

    expect(await chunker.chunk(silence)).toEqual([]);
    expect(await chunker.chunk(hiss)).toEqual([]);
  });
});
