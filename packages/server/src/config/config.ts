import path from 'node:path';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { LANGUAGE_CODES, isLanguageCode, type LanguageCode } from '../domain/languages.js';
import { TXN_ID_PATTERN } from '../domain/sessions.js';
import { LOCAL_LANGUAGES, isLocalLanguage } from '../engines/speech/local-model.js';
import { MASTER_KEY_MISSING, decodeMasterKey } from '../lib/master-key.js';
import { isJsonObject } from '../lib/is-json-object.js';
import type { AbdmSettings } from '../adapters/abdm/abdm-gateway.js';
import { OPENAI_BACKEND_FIELDS, SESSION_ACTION, SETTINGS, type FlagSettingName, type IntegerSetting, type IntegerSettingName } from './settings.js';

/** Everything the process needs to know from its environment, read once at start. */
export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly logLevel: string;
  /** SCRIBE_MASTER_KEY: encrypts the clients' shared JWE keys at rest. Unset: see `lib/master-key.ts`. */
  readonly masterKey: Buffer | undefined;
  readonly auth: {
    /** SCRIBE_ISSUER; unset, SCRIBE_PUBLIC_URL; unset too, `http://localhost:<PORT>`. */
    readonly issuer: string;
    /** Neither SCRIBE_ISSUER nor SCRIBE_PUBLIC_URL named the issuer: it was made from PORT, which servers need not share. */
    readonly issuerFromPort: boolean;
    readonly audience: string;
    readonly accessTokenTtlS: number;
    readonly refreshTokenTtlS: number;
    /** When set, login must carry this `api_key` as well (PROTOCOL §1: ignored unless configured). */
    readonly loginApiKey: string | undefined;
    readonly loginRateLimitPerMinute: number;
  };
  readonly asr: {
    /** Recognitions run one at a time per worker; this many may wait. */
    readonly maxQueuedRecognitions: number;
    readonly maxUploadBytes: number;
    /** Beam width of the recogniser: wider is more accurate and proportionally slower (1 = greedy). */
    readonly beamSize: number;
    /** Worker threads of the local model, each recognising one piece at a time with its own copy of the model. */
    readonly workers: number;
    /** onnxruntime intra-op threads per worker. */
    readonly threads: number;
    /** SCRIBE_ASR_BACKENDS: the backend serving each language; a language without one is not served (422). */
    readonly backends: AsrBackends;
    /** Largest file of `POST /v1/audio/transcriptions`: OpenAI's own limit (25 MB), which its clients expect. */
    readonly openAiMaxUploadBytes: number;
  };
  /** Live transcription over a WebSocket (`GET /voice/v1/stream`). */
  readonly stream: {
    /** SCRIBE_STREAM_MAX_CONCURRENT: streams open at once; beyond it an upgrade is refused with 503 and Retry-After. */
    readonly maxConcurrent: number;
    /**
     * SCRIBE_STREAM_MAX_PER_CLIENT: streams one client may hold open at once (default half of SCRIBE_STREAM_MAX_CONCURRENT,
     * rounded up), so that one tenant cannot take every slot; beyond it an upgrade is refused with 429.
     */
    readonly maxPerClient: number;
    /**
     * SCRIBE_STREAM_IDLE_TIMEOUT_S: a stream whose client sends no audio this long is closed (empty frames and control
     * messages are not audio; the time the server takes to finish after `finalize` or `close` does not count).
     */
    readonly idleTimeoutS: number;
    /**
     * SCRIBE_STREAM_MAX_DURATION_S: audio past this length ends the stream (its finals are sent first); a stream open twice
     * this long ends however little audio it sent.
     */
    readonly maxDurationS: number;
  };
  readonly docs: {
    /** Largest document file accepted, in bytes (of the file itself, before any base64 or encryption). */
    readonly maxBytes: number;
  };
  readonly sessions: {
    /** SCRIBE_PUBLIC_URL: the base URL clients reach this server at, for the upload URLs it hands out; unset: from each request. */
    readonly publicUrl: string | undefined;
    readonly uploadUrlTtlS: number;
    /** Largest file of a presigned POST (PROTOCOL §4.2: 100 MiB); larger files go through the multipart upload. */
    readonly maxPostBytes: number;
    /** A session never started within this time expires (PROTOCOL §4: 24 h). */
    readonly startWithinS: number;
    /** Finished sessions are deleted with their audio this long after they finished. */
    readonly retentionS: number;
    /** SCRIBE_SESSION_ACTIONS: the `action` names upload, init and status accept (migrating clients send the vendor's). */
    readonly actions: readonly string[];
    /**
     * SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT: the users of a client open and list each other's sessions (and the client's
     * own). Off: a user reaches only the sessions their own token made.
     */
    readonly sharedWithinClient: boolean;
  };
  /** Multipart uploads of large session files (PROTOCOL §4.3), with S3's limits by default. */
  readonly multipart: {
    /** SCRIBE_MULTIPART_MIN_PART_BYTES: the smallest part but the last (5 MiB). */
    readonly minPartBytes: number;
    /** SCRIBE_MULTIPART_MAX_PART_BYTES: the largest part (5 GiB). */
    readonly maxPartBytes: number;
    /** SCRIBE_MULTIPART_URL_TTL_S: how long the presigned part URLs stay valid (as long as the upload may last, 24 h). */
    readonly partUrlTtlS: number;
    /** An upload neither completed nor aborted within this time is aborted (24 h). */
    readonly abandonAfterS: number;
  };
  readonly worker: {
    /** SCRIBE_WORKER=off: this server only answers requests; `scribe worker` processes do the jobs. */
    readonly inProcess: boolean;
    /** Sessions processed at once per worker process: recognition already uses every core, so 1 by default. */
    readonly sessionConcurrency: number;
    readonly webhookConcurrency: number;
    /** A job whose worker stops renewing its lease for this long is taken over by another worker. */
    readonly leaseMs: number;
    /** How often an idle worker looks for jobs enqueued by other processes. */
    readonly pollMs: number;
    /** SCRIBE_WORKER_METRICS_PORT: `scribe worker` serves `GET /metrics` on this port (on HOST); unset, it listens on none. */
    readonly metricsPort: number | undefined;
  };
  /** SCRIBE_CORS_ORIGINS: the web origins browsers may call the API from (`*` for any); unset, none (no CORS headers). */
  readonly corsOrigins: readonly string[] | '*' | undefined;
  readonly webhooks: {
    /** SCRIBE_WEBHOOKS_ALLOW_INSECURE=1: `http` endpoints and private, loopback or link-local targets (development, tests). */
    readonly allowInsecure: boolean;
    readonly timeoutMs: number;
  };
  readonly notes: {
    /** SCRIBE_NOTES_LLM_URL …: an OpenAI-compatible endpoint that extracts the clinical model; unset: the rule-based extractor alone. */
    readonly llm: NotesLlmConfig | undefined;
  };
  /** SCRIBE_DATABASE_URL: `postgres://…` (TLS through its `sslmode`/`sslrootcert` parameters, as `pg` reads them); unset: SQLite in the data folder. */
  readonly databaseUrl: string | undefined;
  /** SCRIBE_S3_BUCKET …: S3-compatible object storage for audio, documents and results; unset: the data folder. */
  readonly s3: S3Config | undefined;
  /** SCRIBE_METRICS_TOKEN: the bearer token `GET /metrics` requires; unset, `/metrics` is 404. */
  readonly metricsToken: string | undefined;
  /**
   * SCRIBE_TRUST_PROXY: the reverse proxies whose X-Forwarded-For/-Proto/-Host are believed, as a number of hops or their
   * addresses; unset, none (the login rate limit then counts every client behind a proxy as one).
   */
  readonly trustProxy: false | number | readonly string[];
  /** India's ABHA registration through ABDM (issue 34). */
  readonly abdm: {
    /** SCRIBE_ABDM_*: the gateway client's environment and credentials; unset, the registration routes answer 501. */
    readonly gateway: AbdmSettings | undefined;
    /** SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE: OTP-sending calls one client may make per minute on one server. */
    readonly otpPerClientPerMinute: number;
  };
}

/** Credentials come from the standard AWS chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profiles, instance roles). */
export interface S3Config {
  readonly bucket: string;
  /** SCRIBE_S3_ENDPOINT: an S3-compatible server's URL (MinIO, Ceph, R2 …); unset: AWS's own for the region. */
  readonly endpoint: string | undefined;
  /** SCRIBE_S3_REGION (default us-east-1). */
  readonly region: string;
  /** SCRIBE_S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` URLs, which most self-hosted servers need. */
  readonly forcePathStyle: boolean;
  /** SCRIBE_S3_DIRECT_UPLOADS (default on): clients post session files straight to the bucket; off for a store without POST policies (Cloudflare R2) or one clients cannot reach. */
  readonly directUploads: boolean;
  /** SCRIBE_S3_PUBLIC_ENDPOINT: the URL clients reach the bucket at, when it differs from SCRIBE_S3_ENDPOINT; unset, SCRIBE_S3_ENDPOINT. */
  readonly publicEndpoint: string | undefined;
}

export interface NotesLlmConfig {
  /** The API base (`http://gpu:8000/v1`); requests go to `<url>/chat/completions`. */
  readonly url: string;
  readonly model: string;
  readonly apiKey: string | undefined;
  readonly timeoutMs: number;
  /** SCRIBE_NOTES_LLM_REDACT: identifiers are replaced by tags in what is sent. */
  readonly redact: boolean;
}

export type AsrBackends = Readonly<Partial<Record<LanguageCode, AsrBackendConfig>>>;

export type AsrBackendConfig = { readonly type: 'local' } | OpenAiAsrBackendConfig;

/** A language served by an OpenAI-compatible transcription API (`POST <url>/audio/transcriptions`). */
export interface OpenAiAsrBackendConfig {
  readonly type: 'openai';
  /** The API base (`http://gpu:8000/v1`). */
  readonly url: string;
  readonly model: string;
  readonly apiKey: string | undefined;
  /** Sent as `language` instead of the code's ISO 639-1 form (`en` for en-IN, `hi` for hi). */
  readonly language: string | undefined;
  /** Per attempt (3 attempts on 429, 5xx and network errors; a timeout is not retried). */
  readonly timeoutMs: number;
  /** Requests to this backend at once; more wait in a queue of SCRIBE_ASR_MAX_QUEUED. */
  readonly concurrency: number;
  /** Failed requests in a row after which requests fail at once (503) for `breakerCooldownMs`. */
  readonly breakerFailures: number;
  readonly breakerCooldownMs: number;
}

export class ConfigError extends Error {}

/** An integer setting, within the bounds `settings.ts` gives it; `fallback` for a default the reader computes. */
function integer(env: NodeJS.ProcessEnv, name: IntegerSettingName, fallback?: number): number {
  const setting: IntegerSetting = SETTINGS[name];
  const { min, max = Number.MAX_SAFE_INTEGER } = setting;
  const raw = env[name];
  if (raw === undefined || raw === '') {
    const value = fallback ?? setting.default;
    if (value === undefined) throw new Error(`${name} has no default: the reader must give one`);
    return value;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer ≥ ${min}${max < Number.MAX_SAFE_INTEGER ? ` and ≤ ${max}` : ''}, got "${raw}"`);
  }
  return value;
}

/**
 * The local model's workers and each one's threads: by default the cores shared among the workers, at most 2 each (more
 * was not measured; 1 thread is 0–6% slower than 2 on two cores) and at least 1.
 */
function speechWorkers(env: NodeJS.ProcessEnv): { workers: number; threads: number } {
  const workers = integer(env, 'SCRIBE_ASR_WORKERS');
  return { workers, threads: integer(env, 'SCRIBE_ASR_THREADS', Math.max(1, Math.min(2, Math.floor(availableParallelism() / workers)))) };
}

function streamSlots(env: NodeJS.ProcessEnv): { maxConcurrent: number; maxPerClient: number } {
  const maxConcurrent = integer(env, 'SCRIBE_STREAM_MAX_CONCURRENT');
  const maxPerClient = integer(env, 'SCRIBE_STREAM_MAX_PER_CLIENT', Math.ceil(maxConcurrent / 2));
  if (maxPerClient > maxConcurrent) throw new ConfigError(`SCRIBE_STREAM_MAX_PER_CLIENT (${maxPerClient}) cannot exceed SCRIBE_STREAM_MAX_CONCURRENT (${maxConcurrent})`);
  return { maxConcurrent, maxPerClient };
}

function flag(env: NodeJS.ProcessEnv, name: FlagSettingName): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return SETTINGS[name].default;
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be on or off (1/0, true/false), got "${env[name]}"`);
}

/** An absolute http(s) URL without its trailing slashes, or undefined when unset. */
/** `*`, or web origins (`https://emr.example`) separated by commas; each must be an origin, not a URL with a path. */
function corsOrigins(raw: string | undefined): readonly string[] | '*' | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim() === '*') return '*';
  return Object.freeze(
    raw.split(',').map((entry) => {
      const origin = entry.trim();
      const url = absoluteHttpUrl(origin, 'SCRIBE_CORS_ORIGINS');
      if (new URL(url).origin !== origin.replace(/\/$/, '')) throw new ConfigError(`SCRIBE_CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port])`);
      return new URL(url).origin;
    }),
  );
}

function httpUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  return absoluteHttpUrl(raw, name);
}

function absoluteHttpUrl(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be http or https`);
  return url.href.replace(/\/+$/, '');
}

function notesLlm(env: NodeJS.ProcessEnv): NotesLlmConfig | undefined {
  const url = httpUrl(env, 'SCRIBE_NOTES_LLM_URL');
  if (url === undefined) return undefined;
  const model = env.SCRIBE_NOTES_LLM_MODEL?.trim();
  if (!model) throw new ConfigError('SCRIBE_NOTES_LLM_MODEL must name the model when SCRIBE_NOTES_LLM_URL is set');
  return Object.freeze({
    url,
    model,
    apiKey: env.SCRIBE_NOTES_LLM_API_KEY || undefined,
    timeoutMs: integer(env, 'SCRIBE_NOTES_LLM_TIMEOUT_MS'),
    redact: flag(env, 'SCRIBE_NOTES_LLM_REDACT'),
  });
}

const ASR_BACKENDS = 'SCRIBE_ASR_BACKENDS';

/** SCRIBE_ASR_BACKENDS, a JSON object of language code → backend; it replaces the default (the local model for English). */
function asrBackends(env: NodeJS.ProcessEnv): AsrBackends {
  const raw = env[ASR_BACKENDS]?.trim();
  return parseAsrBackends(raw === undefined || raw === '' ? SETTINGS.SCRIBE_ASR_BACKENDS.default : raw);
}

function parseAsrBackends(raw: string): AsrBackends {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new ConfigError(`${ASR_BACKENDS} is not JSON: ${(error as Error).message}`);
  }
  if (!isJsonObject(parsed)) {
    throw new ConfigError(`${ASR_BACKENDS} must be a JSON object of language code → backend, e.g. {"hi":{"type":"openai","url":"http://gpu:8000/v1","model":"…"}}`);
  }
  const entries = Object.entries(parsed);
  if (entries.length === 0) throw new ConfigError(`${ASR_BACKENDS} must configure at least one language`);
  const backends: Partial<Record<LanguageCode, AsrBackendConfig>> = {};
  for (const [code, spec] of entries) {
    if (!isLanguageCode(code)) throw new ConfigError(`${ASR_BACKENDS}: "${code}" is not a language code of the interface (${LANGUAGE_CODES.join(', ')})`);
    backends[code] = asrBackend(code, spec);
  }
  return Object.freeze(backends);
}

function asrBackend(code: LanguageCode, spec: unknown): AsrBackendConfig {
  const at = `${ASR_BACKENDS}.${code}`;
  if (!isJsonObject(spec)) throw new ConfigError(`${at} must be an object with a "type": "local" or "openai"`);
  if (spec.type === 'local') {
    knownFields(spec, ['type'], at);
    if (!isLocalLanguage(code)) throw new ConfigError(`${at}: the local backend serves only ${LOCAL_LANGUAGES.join(' and ')} (its model is English-only)`);
    return Object.freeze({ type: 'local' });
  }
  if (spec.type !== 'openai') throw new ConfigError(`${at}.type must be "local" or "openai", got ${JSON.stringify(spec.type)}`);
  knownFields(spec, Object.keys(OPENAI_BACKEND_FIELDS), at);
  if (typeof spec.url !== 'string') throw new ConfigError(`${at}.url must be the API base URL, e.g. "http://gpu:8000/v1"`);
  return Object.freeze({
    type: 'openai',
    url: absoluteHttpUrl(spec.url, `${at}.url`),
    model: text(spec, 'model', at, true)!,
    apiKey: text(spec, 'apiKey', at, false),
    language: text(spec, 'language', at, false),
    timeoutMs: jsonInteger(spec, 'timeoutMs', at),
    concurrency: jsonInteger(spec, 'concurrency', at),
    breakerFailures: jsonInteger(spec, 'breakerFailures', at),
    breakerCooldownMs: jsonInteger(spec, 'breakerCooldownMs', at),
  });
}

/** A misspelt field would otherwise be ignored in silence. */
function knownFields(spec: Record<string, unknown>, fields: readonly string[], at: string): void {
  const unknown = Object.keys(spec).find((field) => !fields.includes(field));
  if (unknown !== undefined) throw new ConfigError(`${at} has an unknown field "${unknown}" (known: ${fields.join(', ')})`);
}

function text(spec: Record<string, unknown>, field: string, at: string, required: boolean): string | undefined {
  const value = spec[field];
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError(`${at}.${field} must be a non-empty string`);
  return value.trim();
}

type IntegerBackendField = 'timeoutMs' | 'concurrency' | 'breakerFailures' | 'breakerCooldownMs';

function jsonInteger(spec: Record<string, unknown>, field: IntegerBackendField, at: string): number {
  const { default: fallback, min } = OPENAI_BACKEND_FIELDS[field];
  const value = spec[field];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) throw new ConfigError(`${at}.${field} must be an integer ≥ ${min}, got ${JSON.stringify(value)}`);
  return value;
}

const SESSION_ACTIONS = 'SCRIBE_SESSION_ACTIONS';
/** An action name is written like a transaction id. */
const ACTION_NAME = new RegExp(TXN_ID_PATTERN);

/** SCRIBE_SESSION_ACTIONS: action names separated by commas; unset, the interface's own (`svc-scribe-v2`). */
function sessionActions(raw: string | undefined): readonly string[] {
  if (raw === undefined || raw.trim() === '') return Object.freeze([SETTINGS.SCRIBE_SESSION_ACTIONS.default]);
  const names = raw.split(',').map((name) => name.trim());
  const bad = names.find((name) => !ACTION_NAME.test(name));
  if (bad !== undefined) {
    throw new ConfigError(`${SESSION_ACTIONS} must be action names separated by commas (letters, digits, ".", "_", "-"), e.g. "${SESSION_ACTION},ekascribe-v2"; got ${JSON.stringify(bad)}`);
  }
  return Object.freeze([...new Set(names)]);
}

function workerMetricsPort(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.SCRIBE_WORKER_METRICS_PORT) return undefined;
  const port = integer(env, 'SCRIBE_WORKER_METRICS_PORT');
  if (port > 65_535) throw new ConfigError(`SCRIBE_WORKER_METRICS_PORT must be a port (1–65535), got ${port}`);
  return port;
}

/** SCRIBE_DATABASE_URL: a `postgres://` or `postgresql://` URL, or undefined when unset. */
function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.SCRIBE_DATABASE_URL?.trim();
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SCRIBE_DATABASE_URL must be a postgres:// URL (postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`SCRIBE_DATABASE_URL must be a postgres:// or postgresql:// URL, got ${url.protocol}//…`);
  }
  return raw;
}

/** S3 names its buckets 3–63 lower-case letters, digits, dots and hyphens. */
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.SCRIBE_S3_BUCKET?.trim();
  const endpoint = httpUrl(env, 'SCRIBE_S3_ENDPOINT');
  if (bucket === undefined || bucket === '') {
    if (endpoint !== undefined) throw new ConfigError('SCRIBE_S3_ENDPOINT is set but SCRIBE_S3_BUCKET is not: name the bucket, or unset both to keep blobs in the data folder');
    return undefined;
  }
  if (!S3_BUCKET.test(bucket)) throw new ConfigError(`SCRIBE_S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots and hyphens), got "${bucket}"`);
  return Object.freeze({
    bucket,
    endpoint,
    region: env.SCRIBE_S3_REGION?.trim() || SETTINGS.SCRIBE_S3_REGION.default,
    forcePathStyle: flag(env, 'SCRIBE_S3_FORCE_PATH_STYLE'),
    directUploads: flag(env, 'SCRIBE_S3_DIRECT_UPLOADS'),
    publicEndpoint: httpUrl(env, 'SCRIBE_S3_PUBLIC_ENDPOINT'),
  });
}

/** proxy-addr's names for address ranges (Fastify's trustProxy takes them). */
const PROXY_RANGES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** SCRIBE_TRUST_PROXY: a number of proxies in front of the server, or their addresses (IPs, CIDR ranges, named ranges). */
function trustProxy(raw: string | undefined): Config['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_RANGES.has(entry) && !isAddressOrRange(entry)) {
      throw new ConfigError(`SCRIBE_TRUST_PROXY must be a number of proxies or their addresses (IPs or CIDR ranges, comma-separated: 127.0.0.1,10.0.0.0/8), not "${entry}"`);
    }
  }
  return Object.freeze(entries);
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** The settings of the gateway client, set together or not at all. */
export const ABDM_SETTINGS = ['SCRIBE_ABDM_GATEWAY_URL', 'SCRIBE_ABDM_ABHA_URL', 'SCRIBE_ABDM_CLIENT_ID', 'SCRIBE_ABDM_CLIENT_SECRET', 'SCRIBE_ABDM_CM_ID'] as const;

/** SCRIBE_ABDM_*: all five, or none; some but not all is refused, naming those missing. */
function abdmGateway(env: NodeJS.ProcessEnv): AbdmSettings | undefined {
  const value = (name: (typeof ABDM_SETTINGS)[number]) => env[name]?.trim() || undefined;
  const missing = ABDM_SETTINGS.filter((name) => value(name) === undefined);
  if (missing.length === ABDM_SETTINGS.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(`${missing.join(', ')} must be set too: ABHA registration needs all of ${ABDM_SETTINGS.join(', ')}, or none of them`);
  }
  return Object.freeze({
    gatewayUrl: httpUrl(env, 'SCRIBE_ABDM_GATEWAY_URL')!,
    abhaUrl: httpUrl(env, 'SCRIBE_ABDM_ABHA_URL')!,
    clientId: value('SCRIBE_ABDM_CLIENT_ID')!,
    clientSecret: value('SCRIBE_ABDM_CLIENT_SECRET')!,
    cmId: value('SCRIBE_ABDM_CM_ID')!,
  });
}

function nodeEnv(raw: string | undefined): Config['env'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

function masterKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  const raw = env.SCRIBE_MASTER_KEY?.trim();
  if (raw === undefined || raw === '') return undefined;
  const key = decodeMasterKey(raw);
  if (!key) throw new ConfigError('SCRIBE_MASTER_KEY must be 32 bytes in base64 (e.g. `openssl rand -base64 32`)');
  return key;
}

/**
 * What a server or worker process needs beyond what `loadConfig` checks, refused before it starts rather than found
 * as a 500 later: production never generates a master key, and every client key and webhook signing key needs one.
 */
export function checkServeConfig(config: Config): void {
  if (config.env === 'production' && config.masterKey === undefined) {
    throw new ConfigError(MASTER_KEY_MISSING);
  }
  // Every API server must name itself alike in the tokens it issues, or each refuses the others' tokens.
  if (config.databaseUrl !== undefined && config.auth.issuerFromPort) {
    throw new ConfigError(
      'SCRIBE_ISSUER (or SCRIBE_PUBLIC_URL) must be set when SCRIBE_DATABASE_URL is: API servers sharing a database accept each other\'s tokens only under one issuer name',
    );
  }
  // Processes sharing a database must agree on the key that seals its secrets and signs upload URLs: one generated
  // in a process's own data folder would differ from the next one's.
  if ((config.databaseUrl !== undefined || config.s3 !== undefined) && config.masterKey === undefined) {
    throw new ConfigError(
      'SCRIBE_MASTER_KEY must be set when SCRIBE_DATABASE_URL or SCRIBE_S3_BUCKET is: every process of the deployment needs the same one (make it with `openssl rand -base64 32`)',
    );
  }
}

/** `listen` failed: one line naming the setting to change, or undefined for a failure no setting explains. */
export function listenFailure(error: unknown, config: Pick<Config, 'port' | 'host'>): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `PORT ${config.port} on HOST ${config.host}`;
  if (code === 'EADDRINUSE') return new ConfigError(`${where} is already in use: stop what listens there or set PORT to a free port`);
  if (code === 'EACCES') return new ConfigError(`${where}: permission denied (ports below 1024 need privileges); set PORT to 1024 or above`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return new ConfigError(`HOST ${config.host} is not an address of this machine (${code}); set HOST to one, or 0.0.0.0 for all`);
  }
  return undefined;
}

/** A start-up failure as the one line an operator reads: what is wrong and which setting to change, never a stack. */
export function startupFailureLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `scribe: ${text}`.replace(/\s*\n\s*/g, ' ');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT');
  const publicUrl = httpUrl(env, 'SCRIBE_PUBLIC_URL');
  return Object.freeze({
    env: nodeEnv(env.NODE_ENV),
    port,
    host: env.HOST ?? SETTINGS.HOST.default,
    dataDir: path.resolve(env.SCRIBE_DATA_DIR ?? SETTINGS.SCRIBE_DATA_DIR.default),
    logLevel: env.LOG_LEVEL ?? SETTINGS.LOG_LEVEL.default,
    masterKey: masterKey(env),
    auth: Object.freeze({
      issuer: env.SCRIBE_ISSUER || publicUrl || `http://localhost:${port}`,
      issuerFromPort: !env.SCRIBE_ISSUER && publicUrl === undefined,
      audience: env.SCRIBE_AUDIENCE ?? SETTINGS.SCRIBE_AUDIENCE.default,
      accessTokenTtlS: integer(env, 'SCRIBE_ACCESS_TOKEN_TTL_S'),
      refreshTokenTtlS: integer(env, 'SCRIBE_REFRESH_TOKEN_TTL_S'),
      loginApiKey: env.SCRIBE_LOGIN_API_KEY || undefined,
      loginRateLimitPerMinute: integer(env, 'SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE'),
    }),
    asr: Object.freeze({
      maxQueuedRecognitions: integer(env, 'SCRIBE_ASR_MAX_QUEUED'),
      maxUploadBytes: 5 * 1024 * 1024,
      beamSize: integer(env, 'SCRIBE_ASR_BEAM_SIZE'),
      ...speechWorkers(env),
      backends: asrBackends(env),
      openAiMaxUploadBytes: 25 * 1024 * 1024,
    }),
    stream: Object.freeze({
      ...streamSlots(env),
      idleTimeoutS: integer(env, 'SCRIBE_STREAM_IDLE_TIMEOUT_S'),
      // At most a day: twice it is the stream's lifetime timer, which Node cannot set past 2^31 - 1 ms (about 24.8 days).
      maxDurationS: integer(env, 'SCRIBE_STREAM_MAX_DURATION_S'),
    }),
    docs: Object.freeze({
      maxBytes: integer(env, 'SCRIBE_DOCS_MAX_BYTES'),
    }),
    sessions: Object.freeze({
      publicUrl,
      uploadUrlTtlS: integer(env, 'SCRIBE_UPLOAD_URL_TTL_S'),
      maxPostBytes: integer(env, 'SCRIBE_UPLOAD_POST_MAX_BYTES'),
      startWithinS: 24 * 3600,
      retentionS: integer(env, 'SCRIBE_RETENTION_DAYS') * 24 * 3600,
      actions: sessionActions(env[SESSION_ACTIONS]),
      sharedWithinClient: flag(env, 'SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT'),
    }),
    multipart: Object.freeze({
      minPartBytes: integer(env, 'SCRIBE_MULTIPART_MIN_PART_BYTES'),
      maxPartBytes: integer(env, 'SCRIBE_MULTIPART_MAX_PART_BYTES'),
      partUrlTtlS: integer(env, 'SCRIBE_MULTIPART_URL_TTL_S'),
      abandonAfterS: 24 * 3600,
    }),
    worker: Object.freeze({
      inProcess: flag(env, 'SCRIBE_WORKER'),
      sessionConcurrency: integer(env, 'SCRIBE_WORKER_SESSIONS'),
      webhookConcurrency: integer(env, 'SCRIBE_WORKER_WEBHOOKS'),
      leaseMs: integer(env, 'SCRIBE_JOB_LEASE_MS'),
      pollMs: integer(env, 'SCRIBE_JOB_POLL_MS'),
      metricsPort: workerMetricsPort(env),
    }),
    corsOrigins: corsOrigins(env.SCRIBE_CORS_ORIGINS),
    webhooks: Object.freeze({
      allowInsecure: flag(env, 'SCRIBE_WEBHOOKS_ALLOW_INSECURE'),
      timeoutMs: 10_000,
    }),
    notes: Object.freeze({ llm: notesLlm(env) }),
    databaseUrl: databaseUrl(env),
    s3: s3(env),
    metricsToken: env.SCRIBE_METRICS_TOKEN?.trim() || undefined,
    trustProxy: trustProxy(env.SCRIBE_TRUST_PROXY),
    abdm: Object.freeze({
      gateway: abdmGateway(env),
      otpPerClientPerMinute: integer(env, 'SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE'),
    }),
  });
}
