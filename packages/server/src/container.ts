import { hkdfSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, checkServeConfig, type AsrBackends, type Config } from './config/config.js';
import type { Store } from './adapters/db/store.js';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import { openBlobStore } from './adapters/blobs/open-blob-store.js';
import { SqliteStore } from './adapters/db/sqlite/sqlite-store.js';
import { PgStore } from './adapters/db/postgres/pg-store.js';
import { connectionFailureReason, redactedDatabaseUrl } from './adapters/db/postgres/connection-failure.js';
import { BackgroundLoad } from './lib/background-load.js';
import { Metrics } from './lib/metrics.js';
import { masterKeySource } from './lib/master-key.js';
import { AbdmGateway } from './adapters/abdm/abdm-gateway.js';
import { AbhaRegistrationService } from './services/abha-registration.service.js';
import { AuthService } from './services/auth.service.js';
import { ClientKeysService } from './services/client-keys.service.js';
import { ClientsService } from './services/clients.service.js';
import { DocumentsService } from './services/documents.service.js';
import { MultipartUploadsService } from './services/multipart-uploads.service.js';
import { SigningKeyRing } from './services/signing-keys.js';
import { StreamTickets } from './services/stream-tickets.js';
import { LiveStreamService } from './services/live-stream.service.js';
import { TranscriptionService } from './services/transcription.service.js';
import { SessionProcessor } from './services/session-processor.js';
import { SessionAudioService } from './services/session-audio.service.js';
import { SessionsService } from './services/sessions.service.js';
import { SessionVisibility } from './services/session-visibility.js';
import { SignedNotesService } from './services/signed-notes.service.js';
import { NoteTemplatesService } from './services/note-templates.service.js';
import { loadBuiltInTemplates } from './services/built-in-templates.js';
import { UsersService } from './services/users.service.js';
import { WebhooksService } from './services/webhooks.service.js';
import { readyEngine } from './services/ready-engine.js';
import { measuredSpeechEngine } from './services/measured-speech-engine.js';
import { sendWebhook } from './services/webhook-sender.js';
import { SpeechBackendRegistry, type LocalEngineStarter } from './engines/speech/backend-registry.js';
import type { SpeechEngine } from './engines/speech/speech-types.js';
import { deliverWebhookJob } from './jobs/deliver-webhook.job.js';
import { medscribeWebhookFormat } from './http/medscribe/webhook-events.js';
import { svcWebhookFormat } from './http/svc/webhook-events.js';
import { SESSION_PROCESSING_ATTEMPTS, processSessionJob } from './jobs/process-session.job.js';
import { JobWorker } from './jobs/worker.js';
import { queueDepth } from './jobs/queue-depth.js';
import { loadNotesExtractor } from './engines/notes/notes-extractor.js';
import { loadVocabularyRedactor } from './engines/redaction/redactor.js';
import type { RedactTexts } from './services/session-redaction.js';
import type { ClinicalExtractor } from './engines/notes/clinical-model.js';

/** Everything a running server is made of. This file is the only place that constructs adapters and services. */
export interface Container {
  config: Config;
  now: () => Date;
  store: Store;
  blobs: BlobStore;
  keys: SigningKeyRing;
  /** Single-use tickets that open a live stream from a browser, redeemable on any server sharing the store. */
  streamTickets: StreamTickets;
  clients: ClientsService;
  clientKeys: ClientKeysService;
  auth: AuthService;
  /** The web app's clinician accounts. */
  users: UsersService;
  signedNotes: SignedNotesService;
  /** A session's audio, played back by its owner. */
  sessionAudio: SessionAudioService;
  /** Each client's note templates and the built-in ones (issue 33). */
  noteTemplates: NoteTemplatesService;
  /** Which backend serves each language (SCRIBE_ASR_BACKENDS), known before the engine has loaded. */
  speechBackends: SpeechBackendRegistry;
  speech: BackgroundLoad<SpeechEngine>;
  transcription: TranscriptionService;
  /** Live transcription streams: their pipeline, and how many may be open. */
  liveStreams: LiveStreamService;
  documents: DocumentsService;
  sessions: SessionsService;
  multipartUploads: MultipartUploadsService;
  webhooks: WebhooksService;
  processor: SessionProcessor;
  /** India's ABHA enrolment through ABDM (refused with 501 while SCRIBE_ABDM_* are unset). */
  abhaRegistration: AbhaRegistrationService;
  /** This container's Prometheus metrics (`GET /metrics`). */
  metrics: Metrics;
  /** Starts a job worker in this process (the server's own, or `scribe worker`); `close` stops it. */
  startWorker(log: Pick<Logger, 'info' | 'warn' | 'error'>): JobWorker;
  /**
   * For an API server about to take requests: removes the bytes of uploads a crash of its predecessor cut short. On
   * local disk only this server writes (`scribe worker` processes only read), so every temporary file untouched since
   * this process started is one. A bucket is shared by every API server: there the housekeeping's idle horizon decides.
   */
  removeUploadsCutShort(log: Pick<Logger, 'info' | 'error'>): Promise<void>;
  close(): Promise<void>;
}

export interface ContainerOptions {
  now?: () => Date;
  /**
   * Starts the speech engine of the languages served locally, which also decodes the audio of those served remotely
   * (default: the Moonshine model in a worker thread). The remote backends of SCRIBE_ASR_BACKENDS are built around it.
   */
  speechEngine?: LocalEngineStarter;
  /** Loads the clinical extractor (default: the rule-based one on the medical lexicon, or the configured language model's). */
  notesExtractor?: () => Promise<ClinicalExtractor>;
}

/**
 * PostgreSQL when SCRIBE_DATABASE_URL is set, else the embedded SQLite store in the data directory; the CLI uses it
 * without loading the rest. A database that cannot be used is refused with one line saying why.
 */
export async function openStore(config: Config, now?: () => Date): Promise<Store> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, now);
  ensureDataDir(config.dataDir);
  return SqliteStore.open(path.join(config.dataDir, 'scribe.db'), now);
}

async function openPostgres(url: string, now?: () => Date): Promise<Store> {
  try {
    return await PgStore.open(url, now);
  } catch (error) {
    const reason = connectionFailureReason(error);
    if (reason === undefined) throw error;
    throw new ConfigError(`SCRIBE_DATABASE_URL ${redactedDatabaseUrl(url)} cannot be used: ${reason}`);
  }
}

/** SCRIBE_DATA_DIR exists (made if missing) as a directory this process can write; otherwise one line naming it. */
function ensureDataDir(dataDir: string): void {
  try {
    // Owner-only when this makes it (issue 13 asks the data folder to be 0700); an existing one keeps its mode.
    // A file in the way makes mkdir fail (EEXIST, or ENOTDIR under it).
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'a file is in the way (it must be a directory, or not exist yet)'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied (this process must be able to create it and write in it)'
          : code === 'EROFS'
            ? 'read-only file system'
            : (error as Error).message;
    throw new ConfigError(`SCRIBE_DATA_DIR ${dataDir} is not a usable directory: ${reason}`);
  }
}

/** The key that seals stored secrets (clients' shared keys, webhook signing keys), resolved only when first needed. */
function masterKeyOf(config: Config): () => Buffer {
  return masterKeySource({ configured: config.masterKey, production: config.env === 'production', dataDir: config.dataDir });
}

/** The clients' shared JWE keys, sealed under the master key. */
export function openClientKeys(config: Config, store: Store, now: () => Date): ClientKeysService {
  return new ClientKeysService({ store, now, masterKey: masterKeyOf(config) });
}

/**
 * Upload policies and part URLs are signed with keys derived from the master key, so every process of
 * one deployment agrees on them; one key per purpose (`info`).
 */
function derivedKeyOf(masterKey: () => Buffer, info: string): () => Buffer {
  let key: Buffer | undefined;
  return () => (key ??= Buffer.from(hkdfSync('sha256', masterKey(), Buffer.alloc(0), info, 32)));
}

const MAINTENANCE_INTERVAL_MS = 60_000;
/**
 * A temporary upload file (or S3 multipart upload) no byte has reached for this long is a put a crash cut short: a
 * process never removes a put of its own in flight (see `LocalDiskBlobStore`), so this only guards another process's upload
 * whose client paused.
 */
const INTERRUPTED_PUT_IDLE_S = 3600;
const PROCESS_STARTED_AT = new Date(performance.timeOrigin);

/**
 * The access-token signing keys in the store (the CLI rotates them). On SQLite, the key files earlier versions kept
 * in `<dataDir>/keys` are imported into an empty store, so the tokens they signed stay valid across the upgrade;
 * the files are left where they are (a downgrade still finds them) and no longer read once the store has keys.
 */
export function openSigningKeys(config: Config, store: Store): Promise<SigningKeyRing> {
  const legacyKeyDir = config.databaseUrl === undefined ? path.join(config.dataDir, 'keys') : undefined;
  return SigningKeyRing.open({ keys: store.signingKeys, masterKey: masterKeyOf(config), legacyKeyDir });
}

/** Refuses, before anything starts, a configuration that would fail later (see `checkServeConfig`) and an unusable data dir or database (`openStore`). */
/** The note templates over `store`, with the built-in ones read (and checked) from data/note-templates/: a broken one refuses the start. */
export const openNoteTemplates = (store: Store, now: () => Date): NoteTemplatesService => new NoteTemplatesService({ store, builtIns: loadBuiltInTemplates(), now });

export async function buildContainer(config: Config, options: ContainerOptions = {}): Promise<Container> {
  checkServeConfig(config);
  const now = options.now ?? (() => new Date());
  const store = await openStore(config, now);
  const masterKey = masterKeyOf(config);
  const blobs = await openBlobStore(config);
  const keys = await openSigningKeys(config, store);
  const metrics = new Metrics(queueDepth(store.jobs));
  // The local model in a worker thread, so recognition never blocks the requests this thread serves; remote backends
  // in this thread, with their audio decoded in that worker.
  const speechBackends = new SpeechBackendRegistry(config.asr.backends);
  const backendOf = (language: string) => config.asr.backends[language as keyof AsrBackends]?.type ?? 'none';
  const speech = new BackgroundLoad<SpeechEngine>(async () =>
    measuredSpeechEngine(
      await speechBackends.start({ maxQueued: config.asr.maxQueuedRecognitions, beamSize: config.asr.beamSize, workers: config.asr.workers, threads: config.asr.threads }, options.speechEngine),
      metrics,
      backendOf,
    ),
  );
  const webhooks = new WebhooksService({
    store,
    now,
    masterKey,
    allowInsecure: config.webhooks.allowInsecure,
    send: sendWebhook,
    // The front-ends' webhook formats: a worker that finishes sessions words and signs their notifications too.
    formats: [svcWebhookFormat, medscribeWebhookFormat],
    metrics,
  });
  // The notes engine's lexicon loads in the background too; sessions wait for it when they need it.
  const notes = new BackgroundLoad<ClinicalExtractor>(options.notesExtractor ?? (() => loadNotesExtractor(config.notes.llm)));
  // The PHI redactor loads when a session first asks for redaction (`redact`).
  let redactor: Promise<RedactTexts> | undefined;
  const sessionRedactor = () => (redactor ??= loadVocabularyRedactor().then((loaded) => (texts: readonly string[]) => loaded.redact(texts).texts));
  const processor = new SessionProcessor({ store, blobs, speech, webhooks, notes: notes.ready, redactor: sessionRedactor, now });
  const workers: JobWorker[] = [];
  const timers: NodeJS.Timeout[] = [];
  const visibility = new SessionVisibility(config.sessions.sharedWithinClient);
  const noteTemplates = openNoteTemplates(store, now);
  const sessions = new SessionsService({
    store,
    blobs,
    now,
    visibility,
    policyKey: derivedKeyOf(masterKey, 'svc-scribe upload policy v1'),
    installedLanguages: async () => (await readyEngine(speech)).installedLanguages(),
    noteTemplates,
    settings: {
      uploadUrlTtlS: config.sessions.uploadUrlTtlS,
      maxPostBytes: config.sessions.maxPostBytes,
      processingAttempts: SESSION_PROCESSING_ATTEMPTS,
      actions: config.sessions.actions,
    },
    onQueued: () => workers.forEach((worker) => worker.wake()),
    notifications: (session, transition) => webhooks.notificationsFor(session, transition),
  });
  const transcription = new TranscriptionService({ speech });
  const multipartUploads = new MultipartUploadsService({
    store,
    blobs,
    now,
    visibility,
    partUrlKey: derivedKeyOf(masterKey, 'svc-scribe part url v1'),
    settings: config.multipart,
  });
  return {
    config,
    now,
    store,
    blobs,
    keys,
    streamTickets: new StreamTickets({ tickets: store.streamTickets, now }),
    speechBackends,
    clients: new ClientsService({ store, now }),
    clientKeys: new ClientKeysService({ store, now, masterKey }),
    auth: new AuthService({ store, keys, settings: config.auth, now }),
    users: new UsersService({ store, now }),
    signedNotes: new SignedNotesService({ store, now, sessions }),
    sessionAudio: new SessionAudioService({ sessions, blobs }),
    noteTemplates,
    speech,
    transcription,
    liveStreams: new LiveStreamService({ speech, transcription, sessions, noteTemplates, blobs, metrics, maxRecordingBytes: config.sessions.maxPostBytes, limits: config.stream }),
    documents: new DocumentsService({ store, blobs, maxBytes: config.docs.maxBytes, now }),
    sessions,
    multipartUploads,
    webhooks,
    processor,
    abhaRegistration: new AbhaRegistrationService({
      store,
      gateway: config.abdm.gateway && new AbdmGateway(config.abdm.gateway, now),
      now,
      aadhaarKey: derivedKeyOf(masterKey, 'svc-scribe aadhaar hash v1'),
    }),
    metrics,
    startWorker(log) {
      const worker = new JobWorker({
        queue: store.jobs,
        handlers: [processSessionJob(processor, config.worker.sessionConcurrency), deliverWebhookJob(webhooks, config.worker.webhookConcurrency)],
        now,
        log,
        leaseMs: config.worker.leaseMs,
        pollMs: config.worker.pollMs,
        metrics,
      });
      worker.start();
      workers.push(worker);
      // Housekeeping, once a minute: sessions never started expire (PROTOCOL §4: 24 h), finished ones are deleted
      // after the retention period (with the finished jobs), and multipart uploads neither completed nor aborted
      // within 24 h go, parts and all, as do the bytes of any upload a crash cut short (idle for an hour).
      const ago = (seconds: number) => new Date(now().getTime() - seconds * 1000);
      const housekeeping: [string, () => Promise<unknown>][] = [
        ['expiring unstarted sessions', () => processor.expireUnstarted(ago(config.sessions.startWithinS))],
        ['deleting sessions past retention', () => sessions.purgeFinished(ago(config.sessions.retentionS))],
        ['aborting abandoned multipart uploads', () => multipartUploads.abortAbandoned(now())],
        ['removing the bytes of uploads a crash cut short', () => blobs.removeInterruptedPuts(ago(INTERRUPTED_PUT_IDLE_S))],
        ['purging finished jobs', () => store.jobs.purgeFinished(ago(config.sessions.retentionS))],
      ];
      const runHousekeeping = async () => {
        for (const [task, run] of housekeeping) await run().catch((error: unknown) => log.error({ err: error }, `${task} failed`));
      };
      // Each task's failure is logged by itself; this catches a task that throws before it returns its promise.
      const housekeep = () => {
        runHousekeeping().catch((error: unknown) => log.error({ err: error }, 'housekeeping failed'));
      };
      timers.push(setInterval(housekeep, MAINTENANCE_INTERVAL_MS).unref());
      return worker;
    },
    async removeUploadsCutShort(log) {
      if (config.s3 !== undefined) return;
      try {
        const removed = await blobs.removeInterruptedPuts(PROCESS_STARTED_AT);
        if (removed > 0) log.info({ files: removed }, 'removed the bytes of uploads a crash cut short');
      } catch (error) {
        // The housekeeping tries again; serving does not depend on it.
        log.error({ err: error }, 'removing the bytes of uploads a crash cut short failed');
      }
    },
    async close() {
      timers.forEach(clearInterval);
      await Promise.all(workers.map((worker) => worker.stop()));
      // A model still loading is closed once it arrives, so no native session outlives the process's wish to exit.
      await speech.ready.then((engine) => engine.close(), () => undefined);
      await store.close();
    },
  };
}
