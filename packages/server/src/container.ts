import path from 'node:path';
import type { Config } from './config/config.js';
import type { Store } from './adapters/db/store.js';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import { LocalDiskBlobStore } from './adapters/blobs/local-disk.js';
import { SqliteStore } from './adapters/db/sqlite/sqlite-store.js';
import { BackgroundLoad } from './lib/background-load.js';
import { masterKeySource } from './lib/master-key.js';
import { AuthService } from './services/auth.service.js';
import { ClientKeysService } from './services/client-keys.service.js';
import { ClientsService } from './services/clients.service.js';
import { DocumentsService } from './services/documents.service.js';
import { SigningKeyRing } from './services/signing-keys.js';
import { TranscriptionService } from './services/transcription.service.js';
import type { SpeechEngine } from './engines/speech/speech-types.js';
import { WorkerSpeechEngine } from './engines/speech/worker-speech-engine.js';

/** Everything a running server is made of. This file is the only place that constructs adapters and services. */
export interface Container {
  config: Config;
  now: () => Date;
  store: Store;
  blobs: BlobStore;
  keys: SigningKeyRing;
  clients: ClientsService;
  clientKeys: ClientKeysService;
  auth: AuthService;
  speech: BackgroundLoad<SpeechEngine>;
  transcription: TranscriptionService;
  documents: DocumentsService;
  close(): Promise<void>;
}

export interface ContainerOptions {
  now?: () => Date;
}

/** The embedded store in the data directory; the CLI uses it without loading the rest. */
export function openStore(config: Config): Store {
  return SqliteStore.open(path.join(config.dataDir, 'scribe.db'));
}

/** The clients' shared JWE keys, sealed under the master key (resolved only when a key operation needs it). */
export function openClientKeys(config: Config, store: Store, now: () => Date): ClientKeysService {
  const masterKey = masterKeySource({ configured: config.masterKey, production: config.env === 'production', dataDir: config.dataDir });
  return new ClientKeysService({ store, now, masterKey });
}

/** The access-token signing keys in the data directory (the CLI rotates them). */
export function openSigningKeys(config: Config): Promise<SigningKeyRing> {
  return SigningKeyRing.open(path.join(config.dataDir, 'keys'));
}

export async function buildContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  const now = options.now ?? (() => new Date());
  const store = openStore(config);
  const blobs = new LocalDiskBlobStore(path.join(config.dataDir, 'blobs'));
  const keys = await openSigningKeys(config);
  // In a worker thread, so recognition never blocks the requests this thread serves.
  const speech = new BackgroundLoad<SpeechEngine>(() =>
    WorkerSpeechEngine.start({ maxQueued: config.asr.maxQueuedRecognitions, beamSize: config.asr.beamSize }),
  );
  return {
    config,
    now,
    store,
    blobs,
    keys,
    clients: new ClientsService({ store, now }),
    clientKeys: openClientKeys(config, store, now),
    auth: new AuthService({ store, keys, settings: config.auth, now }),
    speech,
    transcription: new TranscriptionService({ speech }),
    documents: new DocumentsService({ store, blobs, maxBytes: config.docs.maxBytes, now }),
    async close() {
      // A model still loading is closed once it arrives, so no native session outlives the process's wish to exit.
      await speech.ready.then((engine) => engine.close(), () => undefined);
      await store.close();
    },
  };
}
