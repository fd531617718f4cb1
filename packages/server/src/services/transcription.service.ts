import { DomainError } from '../domain/errors.js';
import type { LanguageCode } from '../domain/languages.js';
import type { BackgroundLoad } from '../lib/background-load.js';
import type { SpeechEngine, Transcript } from '../engines/speech/speech-types.js';
import { LanguageNotInstalledError } from '../engines/speech/speech-errors.js';
import { readyEngine } from './ready-engine.js';

const MAX_KEYTERMS = 100;

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
    const keyterms = options.keyterms ?? [];
    if (keyterms.length > MAX_KEYTERMS) throw new DomainError('invalid_request', `at most ${MAX_KEYTERMS} keyterms`);
    const engine = await this.engine();
    return engine.transcribe(audio, { language: options.language, keyterms });
  }

  private engine(): Promise<SpeechEngine> {
    return readyEngine(this.d.speech);
  }
}

/** `keyterms` as sent in a form field: one term per line or comma-separated. */
export function parseKeyterms(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\n,]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}
