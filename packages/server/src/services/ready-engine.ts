import { DomainError } from '../domain/errors.js';
import type { SpeechEngine } from '../engines/speech/speech-types.js';
import type { BackgroundLoad } from '../lib/background-load.js';

/** The speech engine once loaded. One that failed to load, or whose worker died, is unavailable (503) until the process restarts. */
export async function readyEngine(speech: BackgroundLoad<SpeechEngine>): Promise<SpeechEngine> {
  const engine = speech.state === 'failed' ? undefined : await speech.ready;
  if (!engine || engine.failed) throw new DomainError('unavailable', 'the speech engine is unavailable');
  return engine;
}
