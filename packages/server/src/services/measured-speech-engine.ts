import type { SpeechEngine } from '../engines/speech/speech-types.js';
import type { Metrics } from '../lib/metrics.js';

/**
 * The engine, reporting the real-time factor of each recognition it finishes: its wall-clock time, from the call to
 * the transcript (waiting for the model included: the engines queue inside), over the audio's duration.
 */
export function measuredSpeechEngine(
  engine: SpeechEngine,
  metrics: Pick<Metrics, 'observeRecognition'>,
  /** The backend serving a language (`local`, `openai`), for the metric's label. */
  backendOf: (language: string) => string,
): SpeechEngine {
  return {
    installedLanguages: () => engine.installedLanguages(),
    isMetered: (language) => engine.isMetered(language),
    get failed() {
      return engine.failed;
    },
    async transcribe(audio, options) {
      const started = performance.now();
      const transcript = await engine.transcribe(audio, options);
      const seconds = (performance.now() - started) / 1000;
      metrics.observeRecognition({ backend: backendOf(options.language), language: options.language, draft: options.draft === true, seconds, audioS: transcript.durationS });
      return transcript;
    },
    close: () => engine.close(),
  };
}
