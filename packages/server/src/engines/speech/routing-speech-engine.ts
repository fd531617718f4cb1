/**
 * The server's speech engine when languages are served by different backends: each language goes to the engine that
 * serves it (the worker engine for the local model, one main-thread engine per remote backend), and the routes,
 * sessions and readiness see one engine.
 */

import { LANGUAGE_CODES } from '../../domain/languages.js';
import { LanguageNotInstalledError } from './speech-errors.js';
import type { AudioInput, RecognitionOptions, SpeechEngine, Transcript } from './speech-types.js';

export class RoutingSpeechEngine implements SpeechEngine {
  private readonly routes: ReadonlyMap<string, SpeechEngine>;

  /**
   * `engines` in the order they close: an engine that depends on a later one (the remote engines decode in the worker
   * engine) comes first. A language two engines serve goes to the first.
   */
  constructor(private readonly engines: readonly SpeechEngine[]) {
    const languages = [...new Set(engines.flatMap((engine) => engine.installedLanguages()))].sort((a, b) => rank(a) - rank(b));
    this.routes = new Map(languages.map((language) => [language, engines.find((engine) => engine.installedLanguages().includes(language))!]));
  }

  installedLanguages(): string[] {
    return [...this.routes.keys()];
  }

  /** Any part failed: the remote engines cannot decode without the worker either. */
  get failed(): boolean {
    return this.engines.some((engine) => engine.failed);
  }

  isMetered(language: string): boolean {
    return this.routes.get(language)?.isMetered(language) === true;
  }

  async transcribe(audio: AudioInput, options: RecognitionOptions): Promise<Transcript> {
    const engine = this.routes.get(options.language);
    if (engine === undefined) throw new LanguageNotInstalledError(options.language, this.installedLanguages());
    return engine.transcribe(audio, options);
  }

  /** One after another, so each finishes its work before what it depends on closes. */
  async close(): Promise<void> {
    for (const engine of this.engines) await engine.close();
  }
}

/** Languages are listed in the interface's order. */
function rank(language: string): number {
  const index = (LANGUAGE_CODES as readonly string[]).indexOf(language);
  return index === -1 ? LANGUAGE_CODES.length : index;
}
