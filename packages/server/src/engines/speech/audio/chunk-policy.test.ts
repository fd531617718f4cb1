import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../speech-types.js';
import { DEFAULT_CHUNK_POLICY, planChunks, type ChunkPolicy, type SampleRange } from './chunk-policy.js';
import { VAD_FRAME_SAMPLES } from './voice-activity.js';

const FRAME_SECONDS = VAD_FRAME_SAMPLES / SAMPLE_RATE;
const PAD = DEFAULT_CHUNK_POLICY.padS * SAMPLE_RATE;
const SPEECH = 0.9;
const SILENCE = 0.05;

/** A synthetic recording: per-frame speech probabilities, and energies that are loud where the probability is high. */
class Timeline {
  readonly probabilities: number[] = [];
  readonly energies: number[] = [];

  add(seconds: number, probability: number, energy = probability >= 0.5 ? 0.01 : 1e-6): this {
    for (let i = 0; i < Math.round(seconds / FRAME_SECONDS); i++) {
      this.probabilities.push(probability);
      this.energies.push(energy);
    }
    return this;
  }

  /** Sample offset of the end of what has been added so far. */
  get now(): number {
    return this.probabilities.length * VAD_FRAME_SAMPLES;
  }

  plan(policy: ChunkPolicy = DEFAULT_CHUNK_POLICY): SampleRange[] {
    return planChunks(Float32Array.from(this.probabilities), Float32Array.from(this.energies), this.now, policy);
  }
}

const seconds = (samples: number) => samples / SAMPLE_RATE;
const lengths = (chunks: readonly SampleRange[]) => chunks.map((chunk) => seconds(chunk.end - chunk.start));

describe('planChunks', () => {
  it('finds nothing in silence, or in nothing', () => {
    expect(new Timeline().add(10, SILENCE).plan()).toEqual([]);
    expect(new Timeline().plan()).toEqual([]);
  });

  it('keeps one utterance with 0.2 s of padding on each side', () => {
    const timeline = new Timeline().add(4, SILENCE);
    const start = timeline.now;
    timeline.add(3, SPEECH);
    const end = timeline.now;
    timeline.add(4, SILENCE);

    expect(timeline.plan()).toEqual([{ start: start - PAD, end: end + PAD }]);
  });

  it('does not pad past the edges of the recording', () => {
    const timeline = new Timeline().add(0.1, SILENCE).add(3, SPEECH);

    expect(timeline.plan()).toEqual([{ start: 0, end: timeline.now }]);
  });

  it('keeps short pauses inside a chunk and cuts at long ones', () => {
    const sentence = 6;
    const joined = new Timeline().add(sentence, SPEECH).add(0.8, SILENCE).add(sentence, SPEECH);
    const apart = new Timeline().add(sentence, SPEECH).add(2, SILENCE).add(sentence, SPEECH);

    expect(joined.plan()).toEqual([{ start: 0, end: joined.now }]);
    expect(apart.plan()).toHaveLength(2);
  });

  it('joins short utterances across longer pauses, but not across long silence', () => {
    const nearby = new Timeline().add(1, SPEECH).add(2, SILENCE).add(1, SPEECH);
    const distant = new Timeline().add(1, SPEECH).add(3, SILENCE).add(1, SPEECH);

    expect(nearby.plan()).toHaveLength(1);
    expect(distant.plan()).toHaveLength(2);
  });

  it('merges a very short speech island into the speech next to it, and drops it when it stands alone', () => {
    const nearSpeech = new Timeline().add(3, SILENCE).add(0.15, SPEECH).add(0.5, SILENCE).add(3, SPEECH).add(3, SILENCE);
    const alone = new Timeline().add(3, SILENCE).add(0.15, SPEECH).add(4, SILENCE).add(3, SPEECH).add(3, SILENCE);

    expect(nearSpeech.plan()).toHaveLength(1);
    expect(seconds(nearSpeech.plan()[0]!.start)).toBeCloseTo(3 - DEFAULT_CHUNK_POLICY.padS, 1);
    expect(alone.plan()).toHaveLength(1);
    expect(seconds(alone.plan()[0]!.start)).toBeCloseTo(7.15 - DEFAULT_CHUNK_POLICY.padS, 1);
  });

  it('keeps speech going through undecided frames, and ends it after 0.1 s below the lower threshold', () => {
    // Without padding or joining, every run of speech is a chunk of its own.
    const runsOnly = { ...DEFAULT_CHUNK_POLICY, padS: 0, joinGapS: 0, shortChunkJoinGapS: 0 };
    const undecided = new Timeline().add(2, SPEECH).add(1, 0.4).add(2, SPEECH);
    const briefDip = new Timeline().add(2, SPEECH).add(2 * FRAME_SECONDS, SILENCE).add(2, SPEECH);
    const longDip = new Timeline().add(2, SPEECH).add(3 * FRAME_SECONDS, SILENCE).add(2, SPEECH);

    expect(undecided.plan(runsOnly)).toEqual([{ start: 0, end: undecided.now }]);
    expect(briefDip.plan(runsOnly)).toEqual([{ start: 0, end: briefDip.now }]);
    expect(longDip.plan(runsOnly)).toHaveLength(2);
  });

  it('splits a long run of speech at its quietest moments, into pieces of at most 20 s', () => {
    // 50 s of unbroken speech, a little quieter at 14 s and at 31 s.
    const timeline = new Timeline().add(14, SPEECH).add(0.16, SPEECH, 0.001).add(17, SPEECH).add(0.16, SPEECH, 0.001).add(19, SPEECH);

    const chunks = timeline.plan();

    expect(chunks).toHaveLength(3);
    expect(seconds(chunks[0]!.end)).toBeCloseTo(14.08, 1);
    expect(seconds(chunks[1]!.end)).toBeCloseTo(31.24, 1);
    expect(chunks[0]!.start).toBe(0);
    expect(chunks[1]!.start).toBe(chunks[0]!.end);
    expect(chunks[2]!.start).toBe(chunks[1]!.end);
    expect(chunks[2]!.end).toBe(timeline.now);
  });

  it('splits unbroken speech with no quiet moment into pieces between 5 and 20 s', () => {
    const chunks = new Timeline().add(47, SPEECH).plan();

    for (const length of lengths(chunks)) {
      expect(length).toBeGreaterThanOrEqual(5);
      expect(length).toBeLessThanOrEqual(20);
    }
    expect(lengths(chunks).reduce((sum, length) => sum + length, 0)).toBeCloseTo(47, 1);
  });

  it('groups dictated sentences into chunks of 5 to 20 s, cut in the pauses, covering all the speech', () => {
    const timeline = new Timeline();
    const sentences: SampleRange[] = [];
    for (let i = 0; i < 12; i++) {
      const start = timeline.now;
      timeline.add(3 + (i % 3), SPEECH);
      sentences.push({ start, end: timeline.now });
      timeline.add(0.8, SILENCE);
    }

    const chunks = timeline.plan();

    expect(chunks.length).toBeGreaterThan(2);
    for (const length of lengths(chunks)) {
      expect(length).toBeGreaterThanOrEqual(5);
      expect(length).toBeLessThanOrEqual(20);
    }
    for (const sentence of sentences) {
      expect(chunks.some((chunk) => chunk.start <= sentence.start && sentence.end <= chunk.end)).toBe(true);
    }
  });
});
