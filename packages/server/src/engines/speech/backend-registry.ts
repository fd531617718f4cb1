/**
 * The backend registry: which backend serves each language, as configured (SCRIBE_ASR_BACKENDS). It builds the remote
 * backends at once, so their circuits can be reported while the model still loads, and starts the server's engine:
 * the local model in the worker thread for its languages, and one main-thread engine per remote backend (HTTP needs
 * no worker), whose audio is decoded in that same worker.
 */

import type { AsrBackends, OpenAiAsrBackendConfig } from '../../config/config.js';
import { LANGUAGE_CODES, type LanguageCode } from '../../domain/languages.js';
import { LOCAL_MODEL, isLocalLanguage, type LocalLanguage } from './local-model.js';
import { LocalSpeechEngine } from './local-speech-engine.js';
import type { CircuitState } from './remote/circuit-breaker.js';
import { OpenAiSpeechBackend } from './remote/openai-backend.js';
import { RoutingSpeechEngine } from './routing-speech-engine.js';
import type { DecodingSpeechEngine, SpeechEngine } from './speech-types.js';
import { SpeechWorkerPool, type SpeechWorkerPoolOptions } from './speech-worker-pool.js';

/** What serves a language of the interface: a backend and its model, or nothing (requests for it answer 422). */
export type LanguageBackend =
  | { code: LanguageCode; backend: null }
  | {
      code: LanguageCode;
      backend: 'local' | 'openai';
      model: string;
      /** A remote backend's circuit: `open` while it fails fast. */
      circuit?: CircuitState;
    };

/** How the local engine runs, all given by the configuration: its queue, the beam, and its workers (SCRIBE_ASR_WORKERS) and their threads. */
export type LocalEngineOptions = Required<Pick<SpeechWorkerPoolOptions, 'maxQueued' | 'beamSize' | 'workers' | 'threads'>>;

/** Starts the engine of the locally served languages (none: it only decodes). */
export type LocalEngineStarter = (options: LocalEngineOptions & { languages: readonly LocalLanguage[] }) => Promise<DecodingSpeechEngine>;

/** The server's local engine: Moonshine in worker threads. */
const startSpeechWorkerPool: LocalEngineStarter = (options) => SpeechWorkerPool.start(options);

interface RemoteBackend {
  config: OpenAiAsrBackendConfig;
  backend: OpenAiSpeechBackend;
}

export class SpeechBackendRegistry {
  private readonly local: LocalLanguage[] = [];
  private readonly remote = new Map<LanguageCode, RemoteBackend>();

  constructor(backends: AsrBackends) {
    for (const code of LANGUAGE_CODES) {
      const config = backends[code];
      if (config?.type === 'local' && isLocalLanguage(code)) this.local.push(code);
      else if (config?.type === 'openai') this.remote.set(code, { config, backend: new OpenAiSpeechBackend(config) });
    }
  }

  /** Every language of the interface, in its order, with what serves it. */
  languages(): LanguageBackend[] {
    return LANGUAGE_CODES.map((code): LanguageBackend => {
      if ((this.local as readonly string[]).includes(code)) return { code, backend: 'local', model: LOCAL_MODEL };
      const remote = this.remote.get(code);
      if (remote) return { code, backend: 'openai', model: remote.config.model, circuit: remote.backend.breaker.state };
      return { code, backend: null };
    });
  }

  servedLanguages(): LanguageCode[] {
    return this.languages().flatMap((language) => (language.backend === null ? [] : [language.code]));
  }

  /**
   * Starts the local engine (by default the worker pool, loading the model only when a language is served locally) and the
   * remote engines; each remote backend takes `concurrency` requests at once and queues up to `maxQueued`.
   */
  async start(options: LocalEngineOptions, startLocal: LocalEngineStarter = startSpeechWorkerPool): Promise<SpeechEngine> {
    const worker = await startLocal({ ...options, languages: this.local });
    if (this.remote.size === 0) return worker;
    const decode = (audio: Uint8Array) => worker.decode(audio);
    const remote = [...this.remote].map(
      ([code, { config, backend }]) => new LocalSpeechEngine(new Map([[code, backend]]), { maxConcurrent: config.concurrency, maxQueued: options.maxQueued }, decode),
    );
    return new RoutingSpeechEngine([...remote, worker]);
  }
}
