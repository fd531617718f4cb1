import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAudio } from '../src/engines/speech/audio/decode-audio.js';
import { encodeWav } from '../src/engines/speech/audio/wav-encoder.js';
import type { DecodingSpeechEngine } from '../src/engines/speech/speech-types.js';
import { AudioDecodeError, LanguageNotInstalledError } from '../src/engines/speech/speech-errors.js';
import { SAMPLE_RATE } from '../src/engines/speech/speech-types.js';
import { FakeSpeech } from './helpers/fake-speech-engine.js';
import { audioFixture, wavOfSize } from './helpers/fixtures.js';
import { readRecordedSpeech } from './helpers/recorded-speech.js';

/** The HTTP tier's speech engine: its answers come from the audio it is given, so the tests that use it can fail. */
describe('the fake speech engine', () => {
  let fake: FakeSpeech;
  let engine: DecodingSpeechEngine;
  beforeAll(async () => {
    fake = new FakeSpeech();
    engine = await fake.start({ languages: ['en-IN', 'en-US'], maxQueued: 8, beamSize: 4, workers: 1, threads: 1 });
  });
  afterAll(() => engine.close());

  const text = async (audio: Uint8Array, options: { speakers?: boolean } = {}) => (await engine.transcribe(audio, { language: 'en-IN', ...options })).text;
  /** `from`..`to` (fractions) of a fixture's audio, then a second of silence, as a WAV. */
  const part = async (fixture: string, from: number, to: number) => {
    const pcm = await decodeAudio(audioFixture(fixture));
    const audio = new Float32Array(Math.floor(pcm.length * (to - from)) + SAMPLE_RATE);
    audio.set(pcm.subarray(Math.floor(pcm.length * from), Math.floor(pcm.length * to)));
    return encodeWav(audio);
  };

  it('reads a recorded fixture as the real model did, words, times and confidences', async () => {
    for (const recording of readRecordedSpeech()) {
      const transcript = await engine.transcribe(audioFixture(recording.fixture), { language: 'en-IN' });
      expect(transcript.segments, recording.fixture).toEqual(recording.segments);
      expect(transcript.text).toBe(recording.segments.map((segment) => segment.text).join(' '));
    }
    expect(await text(audioFixture('fever-cough.wav'), { speakers: true })).toBe('The patient has a fever and a cough.');
  });

  it('tells the fixtures apart, and reads the same sentence in another codec or at another rate the same', async () => {
    expect(await text(audioFixture('dictation-metformin.wav'))).toBe('Patient has type 2 diabetes start metformin 500 mg twice daily');
    expect(await text(audioFixture('fever-cough.wav'))).toBe('The patient has a fever and a cough.');
    for (const fixture of ['sentence-16k-mono.wav', 'sentence.flac']) expect(await text(audioFixture(fixture)), fixture).toBe('Blood pressure is 140/90.');
  });

  it('reads part of a fixture as the words said in that part', async () => {
    expect(await text(await part('dictation-metformin.wav', 0, 0.5))).toBe('Patient has type 2 diabetes start');
    expect(await text(await part('dictation-metformin.wav', 0.5, 1))).toBe('metformin 500 mg twice daily');
  });

  it('reads speech it has no transcript of as its length and a hash of its samples, different audio differently', async () => {
    const first = await engine.transcribe(audioFixture('consultation-cough.flac'), { language: 'en-IN' });
    expect(first.segments.length).toBeGreaterThan(0);
    for (const segment of first.segments) expect(segment.text).toMatch(new RegExp(`^unrecognised audio ${(segment.end - segment.start).toFixed(2)} s [0-9a-f]{8}$`));
    const second = await text(audioFixture('dictation-25s.ogg'));
    expect(second).toMatch(/^unrecognised audio /);
    expect(second).not.toBe(first.text);
    expect(await text(audioFixture('dictation-25s.ogg'))).toBe(second);
  });

  it('finds no speech in silence or a steady tone, and refuses what is not audio and languages it does not serve', async () => {
    expect((await engine.transcribe(audioFixture('silence-3s.wav'), { language: 'en-IN' })).segments).toEqual([]);
    expect((await engine.transcribe(wavOfSize(200_000), { language: 'en-US' })).segments).toEqual([]);
    await expect(engine.transcribe(audioFixture('not-audio.wav'), { language: 'en-IN' })).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(engine.transcribe(audioFixture('fever-cough.wav'), { language: 'hi' })).rejects.toBeInstanceOf(LanguageNotInstalledError);
  });

  it('keeps what it was asked, chunk by chunk', async () => {
    fake.calls.length = 0;
    await engine.transcribe(audioFixture('fever-cough.wav'), { language: 'en-US', keyterms: ['cough'], speakers: true });
    expect(fake.calls).toEqual([
      { language: 'en-US', durationS: expect.closeTo(2.43, 2), keyterms: ['cough'], speakers: true, chunks: [{ start: 0, end: expect.closeTo(2.43, 2), fixture: 'fever-cough.wav' }] },
    ]);
  });
});
