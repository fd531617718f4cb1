import path from 'node:path';
import { decodeMasterKey } from '../lib/master-key.js';

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
    readonly issuer: string;
    readonly audience: string;
    readonly accessTokenTtlS: number;
    readonly refreshTokenTtlS: number;
    /** When set, login must carry this `api_key` as well (PROTOCOL §1: ignored unless configured). */
    readonly loginApiKey: string | undefined;
    readonly loginRateLimitPerMinute: number;
  };
  readonly asr: {
    /** Recognitions run one at a time per process (each uses every core); this many may wait. */
    readonly maxQueuedRecognitions: number;
    readonly maxUploadBytes: number;
    /** Beam width of the recogniser: wider is more accurate and proportionally slower (1 = greedy). */
    readonly beamSize: number;
  };
  readonly docs: {
    /** Largest document file accepted, in bytes (of the file itself, before any base64 or encryption). */
    readonly maxBytes: number;
  };
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env, 'PORT', 8080);
  return Object.freeze({
    env: nodeEnv(env.NODE_ENV),
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.SCRIBE_DATA_DIR ?? './data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    masterKey: masterKey(env),
    auth: Object.freeze({
      issuer: env.SCRIBE_ISSUER ?? `http://localhost:${port}`,
      audience: env.SCRIBE_AUDIENCE ?? 'svc-scribe',
      accessTokenTtlS: integer(env, 'SCRIBE_ACCESS_TOKEN_TTL_S', 3600, 1),
      refreshTokenTtlS: integer(env, 'SCRIBE_REFRESH_TOKEN_TTL_S', 2_592_000, 1),
      loginApiKey: env.SCRIBE_LOGIN_API_KEY || undefined,
      loginRateLimitPerMinute: integer(env, 'SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE', 30, 1),
    }),
    asr: Object.freeze({
      maxQueuedRecognitions: integer(env, 'SCRIBE_ASR_MAX_QUEUED', 16, 0),
      maxUploadBytes: 5 * 1024 * 1024,
      beamSize: integer(env, 'SCRIBE_ASR_BEAM_SIZE', 4, 1),
    }),
    docs: Object.freeze({
      maxBytes: integer(env, 'SCRIBE_DOCS_MAX_BYTES', 25 * 1024 * 1024, 1),
    }),
  });
}
