/**
 * The offline speech engine (the CLI and the bench use it directly; the server runs it inside a worker thread, see
 * `worker-speech-engine.ts`): Moonshine behind a `LocalSpeechEngine`.
 */

import { decodeAudio } from './audio/decode-audio.js';
import { SpeechChunker } from './audio/speech-chunker.js';
import { MedicalCorrector } from './correction/medical-corrector.js';
import { LOCAL_LANGUAGES, type LocalLanguage } from './local-model.js';
import { LocalSpeechEngine } from './local-speech-engine.js';
import { BiasTrie } from './moonshine/bias-trie.js';
import { MoonshineBackend } from './moonshine/moonshine-backend.js';
import { MoonshineModel, type MoonshineModelOptions } from './moonshine/moonshine-model.js';
import { MoonshineRecognizer, type MoonshineRecognizerOptions } from './moonshine/moonshine-recognizer.js';
import { tokenizeWords } from './moonshine/moonshine-tokenizer.js';
import type { RecognitionQueueOptions } from './recognition-queue.js';

export interface LocalSpeechEngineOptions extends RecognitionQueueOptions, MoonshineRecognizerOptions, MoonshineModelOptions {
  /**
   * The codes the model serves (default both). None: no model is loaded, and the engine only decodes (a server whose
   * languages are all served by remote backends still decodes in its worker).
   */
  languages?: readonly LocalLanguage[];
}

/** The offline engine: Moonshine base for English (`en-IN`, `en-US`), biased towards and corrected with the medical lexicon. */
export async function createLocalSpeechEngine(options: LocalSpeechEngineOptions = {}): Promise<LocalSpeechEngine> {
  const languages = options.languages ?? LOCAL_LANGUAGES;
  if (languages.length === 0) return new LocalSpeechEngine(new Map(), options, decodeAudio);
  const [model, chunker, corrector] = await Promise.allSettled([
    MoonshineModel.load(options),
    SpeechChunker.load(),
    MedicalCorrector.load(),
  ]);
  if (model.status === 'rejected' || chunker.status === 'rejected' || corrector.status === 'rejected') {
    // Release what did load (native sessions) before reporting the failure.
    await Promise.allSettled([model, chunker].map((part) => (part.status === 'fulfilled' ? part.value.close() : undefined)));
    throw [model, chunker, corrector].find((part) => part.status === 'rejected')!.reason;
  }
  const english = new MoonshineBackend({
    recognizer: new MoonshineRecognizer(model.value, options),
    drafter: new MoonshineRecognizer(model.value, { beamSize: 1, biasBonus: 0 }),
    chunker: chunker.value,
    corrector: corrector.value,
    bias: BiasTrie.build(corrector.value.biasTerms(), tokenizeWords),
    medicineNames: BiasTrie.build(corrector.value.medicineNames(), tokenizeWords),
    formularyNames: BiasTrie.build(corrector.value.formularyNames(), tokenizeWords),
    close: () => model.value.close(),
  });
  return new LocalSpeechEngine(new Map(languages.map((language) => [language, english])), options, decodeAudio);
}
