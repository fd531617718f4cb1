import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import { createLocalSpeechEngine } from '../../src/engines/speech/speech-engine.js';
import type { Segment } from '../../src/engines/speech/speech-types.js';
import { RECORDED_FIXTURES, readRecordedSpeech, recordSpeech, type RecordedSpeech } from '../helpers/recorded-speech.js';

/** Confidences to two decimals: the model's last bits may differ between CPUs, its words and times may not. */
function comparable(recordings: RecordedSpeech[]) {
  const segments = (list: Segment[]) =>
    list.map((segment) => ({
      ...segment,
      confidence: segment.confidence.toFixed(2),
      words: segment.words?.map((word) => ({ ...word, confidence: word.confidence.toFixed(2) })),
    }));
  return recordings.map((recording) => ({ ...recording, segments: segments(recording.segments), consultation: segments(recording.consultation) }));
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
    expect(comparable(await recordSpeech(engine))).toEqual(comparable(recorded));
  });
});
