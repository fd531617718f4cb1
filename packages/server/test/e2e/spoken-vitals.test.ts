/**
 * A blood pressure said in words, from audio to the clinical model (issue 30): "blood pressure is one forty over
 * ninety" (test/fixtures/audio/README.md), which the model alone hears as "one for the over 90".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptDocument } from '../../src/engines/notes/render/transcript.js';
import { createRuleBasedExtractor } from '../../src/engines/notes/rule-based-extractor.js';
import type { LocalSpeechEngine } from '../../src/engines/speech/local-speech-engine.js';
import { createLocalSpeechEngine } from '../../src/engines/speech/speech-engine.js';
import { loadMedicalVocabulary } from '../../src/lexicon/formulary/formulary.js';
import { audioFixture } from '../helpers/fixtures.js';

describe('a blood pressure said in words, through the real model and the notes', () => {
  let engine: LocalSpeechEngine;
  beforeAll(async () => {
    engine = await createLocalSpeechEngine();
  });
  afterAll(() => engine.close());

  it('is written 140/90 where the audio reads it so, and is the vital of the clinical model', async () => {
    const audio = new Uint8Array(audioFixture('sentence.mp3'));
    expect((await engine.transcribe(audio, { language: 'en-IN', correction: false })).text).toBe('Blood pressure is one for the over 90.');
    const heard = await engine.transcribe(audio, { language: 'en-IN' });
    expect(heard.text).toBe('Blood pressure is 140/90.');
    const { segments } = transcriptDocument({ languages: ['en-IN'], mode: 'dictation' }, [{ file: 'sentence.mp3', transcript: heard }]);
    const model = await createRuleBasedExtractor((await loadMedicalVocabulary()).entries).extract({ segments, mode: 'dictation', language: 'en-IN' });
    expect(model.vitals).toEqual([expect.objectContaining({ kind: 'blood_pressure', value: 140, value2: 90, unit: 'mmHg' })]);
  });
});
