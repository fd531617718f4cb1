import { describe, expect, it } from 'vitest';
import type { AudioInput, RecognitionOptions, SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { LiveTranscription, LiveTranscriptionError, type FinalTimings, type LiveMessage } from './live-transcription.js';

/** 16-bit PCM of `seconds` of a tone (level > 0) or silence, at 16 kHz. */
function pcm(seconds: number, level: number): Buffer {
  const bytes = Buffer.alloc(Math.round(seconds * 16000) * 2);
  for (let i = 0; i < bytes.length / 2; i++) bytes.writeInt16LE(Math.round(level * 32767 * Math.sin(i / 7)), 2 * i);
  return bytes;
}

/** An engine whose recognitions wait until released, answering with the number of its recognition; it keeps what it was given. */
function heldEngine() {
  const waiting: Array<() => void> = [];
  const given: AudioInput[] = [];
  const options: RecognitionOptions[] = [];
  const engine: SpeechEngine = {
    failed: false,
    installedLanguages: () => ['en-IN'],
    isMetered: () => false,
    transcribe: (audio, recognition) => {
      given.push(audio);
      options.push(recognition);
      const text = `recognition ${given.length}`;
      return new Promise<Transcript>((resolve) => waiting.push(() => resolve({ text, durationS: 0, segments: [{ start: 0, end: 1, text, confidence: 0.9 }] })));
    },
    close: async () => undefined,
  };
  return { engine, given, options, release: () => waiting.splice(0).forEach((go) => go()), pending: () => waiting.length };
}

/** Releases every recognition, again and again, until `done` settles. */
async function releaseUntil(done: Promise<void>, release: () => void): Promise<void> {
  const settled = done.then(() => true);
  const turn = () => new Promise<false>((resolve) => setImmediate(() => resolve(false)));
  do release();
  while (!(await Promise.race([settled, turn()])));
}

describe('LiveTranscription', () => {
  it('sends finals in order and the transcript of those that said something', async () => {
    const { engine, release } = heldEngine();
    const messages: LiveMessage[] = [];
    const live = new LiveTranscription({ speech: engine, language: 'en-IN', sampleRate: 16000, send: (m) => messages.push(m), fail: (e) => { throw e; } });
    for (let i = 0; i < 2; i++) live.push(Buffer.concat([pcm(0.5, 0.3), pcm(0.7, 0)]));
    const closing = live.close();
    for (let i = 0; i < 5; i++) {
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await closing;
    const finals = messages.filter((m) => m.type === 'final');
    expect(finals.map((m) => (m.type === 'final' ? m.segment.id : 0))).toEqual([1, 2]);
    expect(messages.at(-1)).toEqual({ type: 'closed', transcript: finals.map((m) => (m.type === 'final' ? m.segment.text : '')).join(' ') });
  });

  it("hands the engine each segment's samples at 16 kHz, not a file to decode", async () => {
    const { engine, given, release } = heldEngine();
    const live = new LiveTranscription({ speech: engine, language: 'en-IN', sampleRate: 16000, send: () => undefined, fail: (e) => { throw e; } });
    live.push(Buffer.concat([pcm(0.5, 0.3), pcm(0.7, 0)]));
    const finalizing = live.finalize();
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      release();
    }
    await finalizing;
    expect(given.length).toBeGreaterThan(0);
    for (const audio of given) {
      expect(audio).not.toBeInstanceOf(Uint8Array);
      expect(audio).toMatchObject({ samples: expect.any(Float32Array), sampleRate: 16000 });
    }
    const [segment] = given as Array<{ samples: Float32Array }>;
    expect(segment!.samples.length).toBeGreaterThanOrEqual(8000);
  });

  it('splits a sample that arrives across two frames', async () => {
    const { engine, release } = heldEngine();
    const live = new LiveTranscription({ speech: engine, language: 'en-IN', sampleRate: 16000, send: () => undefined, fail: (e) => { throw e; } });
    const audio = pcm(1, 0.3);
    live.push(audio.subarray(0, 1001));
    live.push(audio.subarray(1001));
    expect(live.durationS).toBe(1);
    release();
  });

  it('ends the stream when audio arrives faster than it can be recognised', () => {
    const { engine } = heldEngine();
    const failures: unknown[] = [];
    const live = new LiveTranscription({ speech: engine, language: 'en-IN', sampleRate: 16000, send: () => undefined, fail: (e) => failures.push(e) });
    for (let i = 0; i < 12; i++) live.push(Buffer.concat([pcm(0.5, 0.3), pcm(0.7, 0)]));
    expect(failures[0]).toBeInstanceOf(LiveTranscriptionError);
    expect((failures[0] as LiveTranscriptionError).code).toBe('backlog');
  });

  it("recognises a segment's final as its pause begins, once; speech breaking the pause throws that recognition away; partials are drafts", async () => {
    const { engine, options, release } = heldEngine();
    const messages: LiveMessage[] = [];
    const timings: FinalTimings[] = [];
    const live = new LiveTranscription({ speech: engine, language: 'en-IN', sampleRate: 16000, send: (m) => messages.push(m), fail: (e) => { throw e; }, timed: (t) => timings.push(t) });
    // 1.5 s of speech, then a pause heard at 0.2 s: the final's recognition starts (no partial: the pause is heard).
    live.push(Buffer.concat([pcm(1.5, 0.3), pcm(0.3, 0)]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(options).toEqual([{ language: 'en-IN' }]);
    // The pause holds: the segment ends, and its final is that recognition.
    live.push(pcm(0.3, 0));
    await releaseUntil(live.finalize(), release);
    expect(options).toHaveLength(1);
    expect(messages).toEqual([{ type: 'final', segment: { id: 1, start: 0, end: expect.closeTo(2, 1), text: 'recognition 1', confidence: 0.9 } }]);
    expect(timings).toEqual([{ endpoint: expect.closeTo(0.2, 1), queued: expect.any(Number), recognition: expect.any(Number), confirm: expect.any(Number) }]);

    // A pause that speech breaks: its recognition is thrown away; the segment's final is recognised at its real pause.
    const audio = Buffer.concat([pcm(0.6, 0.3), pcm(0.3, 0), pcm(1.2, 0.3), pcm(0.6, 0)]);
    for (let at = 0; at < audio.length; at += 3200) {
      live.push(audio.subarray(at, at + 3200));
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        release();
      }
    }
    await releaseUntil(live.close(), release);
    const finals = messages.flatMap((m) => (m.type === 'final' ? [m.segment.text] : []));
    const partials = options.flatMap((o, i) => (o.draft ? [i + 1] : []));
    expect(partials.length).toBeGreaterThan(0);
    expect(finals).toEqual(['recognition 1', `recognition ${options.length}`]);
    expect(options.filter((o) => !o.draft)).toHaveLength(3);
    expect(messages.filter((m) => m.type === 'partial').map((m) => (m.type === 'partial' ? m.text : ''))).toEqual(partials.map((n) => `recognition ${n}`));
  });
});
