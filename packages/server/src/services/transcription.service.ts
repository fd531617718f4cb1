import { DomainError } from '../domain/errors.js';
import type { LanguageCode } from '../domain/languages.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import type { SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { LanguageNotInstalledError } from '../engines/speech/speech-errors.js';
import { readyEngine } from './ready-engine.js';

/**
 * How many keyterms a request may bias recognition towards, and how long each may be: every term is matched at every
 * decoding step, so an unbounded one makes a short clip take many times as long while other requests wait.
 */
export const KEYTERM_LIMITS = { count: 100, chars: 100 } as const;

/** Synchronous transcription (`/voice/get-asr`, `/v1/audio/transcriptions`): the rules around one recognition. */
export class TranscriptionService {
  constructor(private readonly d: { speech: BackgroundLoad<SpeechEngine> }) {}

  /** Fails fast, before any upload is read, when no model serves the language. */
  async assertLanguageInstalled(language: LanguageCode): Promise<void> {
    const engine = await this.engine();
    const installed = engine.installedLanguages();
    if (!installed.includes(language)) throw new LanguageNotInstalledError(language, installed);
  }

  /** The transcript with its timed segments; throws what the engine throws (LanguageNotInstalledError, SpeechBackendError …). */
  async transcribe(audio: Uint8Array, options: { language: LanguageCode; keyterms?: readonly string[] }): Promise<Transcript> {
    if (audio.byteLength === 0) throw new DomainError('invalid_request', 'file is empty', { details: [{ field: 'file', message: 'is empty' }] });
    const keyterms = checkKeyterms(options.keyterms ?? []);
    const engine = await this.engine();
    return engine.transcribe(audio, { language: options.language, keyterms });
  }

  private engine(): Promise<SpeechEngine> {
    return readyEngine(this.d.speech);
  }
}

/** `keyterms` as sent in a form field or a query: one term per line or comma-separated, within KEYTERM_LIMITS. */
export function parseKeyterms(raw: string | undefined): readonly string[] {
  if (!raw) return [];
  return checkKeyterms(
    raw
      .split(/[\n,]/)
      .map((term) => term.trim())
      .filter((term) => term.length > 0),
  );
}

/** The terms, when within KEYTERM_LIMITS; else an `invalid_request` saying which limit. */
function checkKeyterms(terms: readonly string[]): readonly string[] {
  const { count, chars } = KEYTERM_LIMITS;
  if (terms.length > count) throw new DomainError('invalid_request', `at most ${count} keyterms, got ${terms.length}`);
  const long = terms.find((term) => term.length > chars);
  if (long !== undefined) throw new DomainError('invalid_request', `a keyterm is at most ${chars} characters, got one of ${long.length}`);
  return terms;
}
