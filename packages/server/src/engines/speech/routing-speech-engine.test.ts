import { describe, expect, it } from 'vitest';
import { RoutingSpeechEngine } from './routing-speech-engine.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import type { SpeechEngine } from './speech-types.js';

/** An engine that answers with its own name, and logs when it closes; a remote one is metered. */
function fakeEngine(name: string, languages: string[], closed: string[]): SpeechEngine & { failed: boolean } {
  return {
    failed: false,
    installedLanguages: () => languages,
    isMetered: () => name.startsWith('remote'),
    transcribe: async (_audio, options) => ({ segments: [], text: `${name}:${options.language}`, durationS: 0 }),
    close: async () => void closed.push(name),
  };
}

describe('RoutingSpeechEngine', () => {
  it("sends each language to the engine serving it and lists them in the interface's order", async () => {
    const closed: string[] = [];
    const engine = new RoutingSpeechEngine([fakeEngine('remote-hi', ['hi'], closed), fakeEngine('remote-ta', ['ta'], closed), fakeEngine('worker', ['en-IN', 'en-US'], closed)]);
    expect(engine.installedLanguages()).toEqual(['en-IN', 'en-US', 'hi', 'ta']);
    expect((await engine.transcribe(new Uint8Array(1), { language: 'ta' })).text).toBe('remote-ta:ta');
    expect((await engine.transcribe(new Uint8Array(1), { language: 'en-US' })).text).toBe('worker:en-US');
    const error = await engine.transcribe(new Uint8Array(1), { language: 'bn' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageNotInstalledError);
    expect((error as LanguageNotInstalledError).installed).toEqual(['en-IN', 'en-US', 'hi', 'ta']);
  });

  it('says a language is metered when the engine serving it does', () => {
    const engine = new RoutingSpeechEngine([fakeEngine('remote-hi', ['hi'], []), fakeEngine('worker', ['en-IN'], [])]);
    expect(['hi', 'en-IN', 'bn'].map((language) => engine.isMetered(language))).toEqual([true, false, false]);
  });

  it('fails when any part fails, and closes the parts in order', async () => {
    const closed: string[] = [];
    const worker = fakeEngine('worker', ['en-IN'], closed);
    const engine = new RoutingSpeechEngine([fakeEngine('remote', ['hi'], closed), worker]);
    expect(engine.failed).toBe(false);
    worker.failed = true;
    expect(engine.failed).toBe(true);
    await engine.close();
    expect(closed).toEqual(['remote', 'worker']);
  });
});
