import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import { createLocalSpeechEngine } from '../../src/engines/speech/speech-engine.js';
import type { Segment } from '../../src/engines/speech/speech-types.js';
import { RECORDED_FIXTURES, readRecordedSpeech, recordSpeech, type RecordedSpeech } from '../helpers/recorded-speech.js';

/**
 * How far a confidence may move between machines. The model's words and times do not, but its last bits do: onnxruntime
 * picks its kernels by CPU, and a word the model is unsure of moves most (0.42 recorded, 0.37 on another CPU).
 */
const CONFIDENCE_TOLERANCE = 0.1;

/** The recordings without their confidences, which are compared apart. */
function withoutConfidences(recordings: RecordedSpeech[]) {
  const segments = (list: Segment[]) =>
    list.map(({ confidence: _confidence, ...segment }) => ({ ...segment, words: segment.words?.map(({ confidence: _word, ...word }) => word) }));
  return recordings.map((recording) => ({ ...recording, segments: segments(recording.segments), consultation: segments(recording.consultation) }));
}

/** Every confidence of the recordings, named by where it is, in order. */
function confidences(recordings: RecordedSpeech[]): [string, number][] {
  const of = (fixture: string, list: Segment[]) =>
    list.flatMap((segment, i): [string, number][] => [
      [`${fixture} segment ${i}`, segment.confidence],
      ...(segment.words ?? []).map((word): [string, number] => [`${fixture} segment ${i} "${word.text}"`, word.confidence]),
    ]);
  return recordings.flatMap((recording) => [...of(recording.fixture, recording.segments), ...of(`${recording.fixture} (consultation)`, recording.consultation)]);
}

/**
 * The HTTP tier's fake engine answers with what the real model recognised in the fixtures (`recognized.json`): this
 * fails when the model no longer says it, so those tests cannot go on asserting what the model no longer does.
 */
describe('the recorded transcripts of the fake speech engine', () => {
  let engine: LocalSpeechEngine;
  beforeAll(async () => {
    engine = await createLocalSpeechEngine();
  });
  afterAll(() => engine.close());

  it('are what the real model recognises in every recorded fixture today (else: npm run test:record-speech)', async () => {
    const recorded = readRecordedSpeech();
    expect(recorded.map((recording) => recording.fixture)).toEqual([...RECORDED_FIXTURES]);
    const now = await recordSpeech(engine);
    expect(withoutConfidences(now)).toEqual(withoutConfidences(recorded));
    const before = confidences(recorded);
    const moved = confidences(now).flatMap(([where, confidence], i) => {
      const was = before[i]![1];
      return Math.abs(confidence - was) > CONFIDENCE_TOLERANCE ? [`${where}: ${confidence.toFixed(2)}, recorded ${was.toFixed(2)}`] : [];
    });
    expect(moved).toEqual([]);
  });
});
