import { describe, expect, it } from 'vitest';
import type { SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { measuredSpeechEngine } from './measured-speech-engine.js';

describe('measuredSpeechEngine', () => {
  it('reports each finished recognition with its backend, language and audio length, and passes the rest through', async () => {
    const transcript: Transcript = { segments: [], text: 'fever', durationS: 12 };
    let closed = false;
    const engine: SpeechEngine = {
      installedLanguages: () => ['en-IN', 'hi'],
      isMetered: (language) => language === 'hi',
      failed: false,
      transcribe: async (_audio, options) => {
        if (options.language === 'hi') throw new Error('backend down');
        return transcript;
      },
      close: async () => void (closed = true),
    };
    const observed: { backend: string; language: string; seconds: number; audioS: number }[] = [];
    const measured = measuredSpeechEngine(engine, { observeRecognition: (recognition) => void observed.push(recognition) }, (language) =>
      language === 'hi' ? 'openai' : 'local',
    );

    expect(await measured.transcribe(new Uint8Array(4), { language: 'en-IN' })).toBe(transcript);
    await expect(measured.transcribe(new Uint8Array(4), { language: 'hi' })).rejects.toThrow('backend down');
    expect(observed).toEqual([{ backend: 'local', language: 'en-IN', draft: false, seconds: expect.any(Number), audioS: 12 }]);
    expect(measured.installedLanguages()).toEqual(['en-IN', 'hi']);
    expect([measured.isMetered('hi'), measured.isMetered('en-IN')]).toEqual([true, false]);
    expect(measured.failed).toBe(false);
    await measured.close();
    expect(closed).toBe(true);
  });
});
