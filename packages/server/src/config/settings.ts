/**
 * The environment variables svc-scribe reads: each one's default, bounds and meaning, in one place. `config.ts` takes
 * its defaults and bounds from here, and `npm run docs:config` writes docs/configuration.md from here
 * (packages/server/test/docs.test.ts fails while the committed page differs from what it would write, or while a
 * variable the source names is missing here). Meanings are Markdown, one table cell each.
 */

/** The page's sections, in order. */
export const SETTING_SECTIONS = {
  server: 'Server and data folder',
  auth: 'Tokens, login and keys',
  speech: 'Speech recognition',
  stream: 'Live streams',
  sessions: 'Sessions, uploads and documents',
  jobs: 'Jobs and workers',
  scaleOut: 'Scale-out: PostgreSQL and S3',
  http: 'HTTP, proxies and metrics',
  notes: 'Clinical notes',
  abdm: 'India: ABHA registration through ABDM',
  cli: 'The `scribe` CLI as a client',
} as const;

export type SettingSection = keyof typeof SETTING_SECTIONS;

interface SettingBase {
  readonly section: SettingSection;
  /** What the page says of it (Markdown, one table cell). */
  readonly doc: string;
  /** The default as the page shows it, where it is not the value itself (a computed default, a size in MiB). */
  readonly shown?: string;
}

export interface IntegerSetting extends SettingBase {
  readonly kind: 'integer';
  /** The value when unset or empty; undefined: no value (the setting is off), or computed by the reader (`shown` says how). */
  readonly default: number | undefined;
  readonly min: number;
  readonly max?: number;
}

export interface FlagSetting extends SettingBase {
  /** On: `1`, `true`, `on`, `yes`; off: `0`, `false`, `off`, `no` (any case). */
  readonly kind: 'flag';
  readonly default: boolean;
}

export interface TextSetting extends SettingBase {
  readonly kind: 'text';
  readonly default: string | undefined;
}

export type Setting = IntegerSetting | FlagSetting | TextSetting;

const MiB = 1024 * 1024;

/** The default of SCRIBE_SESSION_ACTIONS: the svc API's session action name, which a session upload, init and status accept. */
export const SESSION_ACTION = 'svc-scribe-v2';

export const SETTINGS = {
  // Server and data folder
  PORT: {
    section: 'server',
    kind: 'integer',
    default: 8080,
    min: 0,
    doc: 'where the HTTP server listens; a port in use is refused at start (exit 1, one line naming the setting). Job workers start only once the server listens',
  },
  HOST: {
    section: 'server',
    kind: 'text',
    default: '0.0.0.0',
    doc: 'the address the HTTP server listens on; one that is not this machine\'s is refused at start',
  },
  NODE_ENV: {
    section: 'server',
    kind: 'text',
    default: 'development',
    doc: '`production` never creates the `dev` client, never generates a master key, and requires `SCRIBE_MASTER_KEY`; `test` is for the test suite; anything else is `development`',
  },
  LOG_LEVEL: {
    section: 'server',
    kind: 'text',
    default: 'info',
    doc: 'pino level; logs carry request ids, never tokens, audio or transcripts (query strings keep their keys, not their values)',
  },
  SCRIBE_DATA_DIR: {
    section: 'server',
    kind: 'text',
    default: './data',
    doc:
      'the SQLite database (`scribe.db`, which also holds the token-signing keys, sealed under the master key), the generated `master.key` outside production, and uploaded audio and documents (`blobs/`); ' +
      'created when missing, for the server\'s user only: folders 0700, files 0600 whatever the umask (an older `scribe.db` is brought to 0600 at start). ' +
      'A path that is a file, or not writable, is refused at start. With PostgreSQL and S3 still a folder each process must be able to write',
  },
  SCRIBE_RETENTION_DAYS: {
    section: 'server',
    kind: 'integer',
    default: 30,
    min: 1,
    doc: 'audio and results of finished sessions are deleted this many days after they finished',
  },

  // Tokens, login and keys
  SCRIBE_MASTER_KEY: {
    section: 'auth',
    kind: 'text',
    default: undefined,
    doc:
      '32 bytes, base64 (`openssl rand -base64 32`): seals the clients\' JWE shared keys, the webhook signing keys and the token-signing keys at rest, and signs upload URLs. ' +
      'Unset: outside production generated once into `<SCRIBE_DATA_DIR>/master.key` (0600); **required in production**, and whenever `SCRIBE_DATABASE_URL` or `SCRIBE_S3_BUCKET` is set ' +
      '(every process of a deployment needs the same one): `scribe serve`, `npm start` and `scribe worker` refuse to start without it, and `scribe keys create` fails until it is set',
  },
  SCRIBE_ISSUER: {
    section: 'auth',
    kind: 'text',
    default: undefined,
    shown: '`SCRIBE_PUBLIC_URL`, else `http://localhost:<PORT>`',
    doc: '`iss` of access tokens. Must be set (or `SCRIBE_PUBLIC_URL`) with `SCRIBE_DATABASE_URL`: servers sharing a database accept each other\'s tokens only under one issuer',
  },
  SCRIBE_AUDIENCE: {
    section: 'auth',
    kind: 'text',
    default: 'svc-scribe',
    doc: '`aud` of access tokens',
  },
  SCRIBE_ACCESS_TOKEN_TTL_S: {
    section: 'auth',
    kind: 'integer',
    default: 3600,
    min: 1,
    doc: 'access-token lifetime in seconds; also how long a token issued before its refresh family was revoked keeps working',
  },
  SCRIBE_REFRESH_TOKEN_TTL_S: {
    section: 'auth',
    kind: 'integer',
    default: 2_592_000,
    min: 1,
    doc: 'refresh-token lifetime in seconds',
  },
  SCRIBE_LOGIN_API_KEY: {
    section: 'auth',
    kind: 'text',
    default: undefined,
    doc: 'when set, client login must also send this `api_key` (PROTOCOL §1)',
  },
  SCRIBE_LOGIN_RATE_LIMIT_PER_MINUTE: {
    section: 'auth',
    kind: 'integer',
    default: 30,
    min: 1,
    doc: 'login and refresh attempts (clients and web-app users) per client address per minute; then 429',
  },

  // Speech recognition
  SCRIBE_ASR_BACKENDS: {
    section: 'speech',
    kind: 'text',
    default: '{"en-IN":{"type":"local"},"en-US":{"type":"local"}}',
    doc:
      'JSON object: language code → backend (`local`, or `openai` with `url`, `model` …: [its fields](#scribe_asr_backends-fields)); replaces the default, so list the English codes to keep them. ' +
      'A language it does not list is not served (422). Checked at start, naming the field at fault. See [Languages](languages.md)',
  },
  SCRIBE_ASR_MAX_QUEUED: {
    section: 'speech',
    kind: 'integer',
    default: 16,
    min: 0,
    doc: 'recognitions that may wait for the model (and, for each remote backend, for one of its `concurrency` slots); beyond that 503 with `Retry-After`',
  },
  SCRIBE_ASR_WORKERS: {
    section: 'speech',
    kind: 'integer',
    default: 1,
    min: 1,
    max: 64,
    doc: 'speech worker threads of the local model, each with its own copy of it and recognising one piece at a time: two live streams are recognised side by side rather than one after the other. Each worker past the first adds about 280 MiB at the peak ([Operations](operations.md#sizing))',
  },
  SCRIBE_ASR_THREADS: {
    section: 'speech',
    kind: 'integer',
    default: undefined,
    min: 1,
    max: 64,
    shown: 'the cores divided among the workers, rounded down, at most 2 and at least 1',
    doc: 'onnxruntime intra-op threads of each worker: a second thread makes a recognition 0–6% faster on two cores, so two workers of one thread each serve two recognitions at once better than one worker of two',
  },
  SCRIBE_ASR_BEAM_SIZE: {
    section: 'speech',
    kind: 'integer',
    default: 4,
    min: 1,
    doc: 'recogniser beam width: 6 is more accurate and about 1.4× slower, 1 is greedy and fastest',
  },

  // Live streams
  SCRIBE_STREAM_MAX_CONCURRENT: {
    section: 'stream',
    kind: 'integer',
    default: 4,
    min: 1,
    doc: 'live transcription streams open at once; beyond it the upgrade is refused with 503 and `Retry-After`',
  },
  SCRIBE_STREAM_MAX_PER_CLIENT: {
    section: 'stream',
    kind: 'integer',
    default: undefined,
    min: 1,
    shown: 'half of `SCRIBE_STREAM_MAX_CONCURRENT`, rounded up',
    doc: 'streams one client may hold open at once, so one tenant cannot take every slot; beyond it the upgrade is refused with 429. A single-tenant server sets it to `SCRIBE_STREAM_MAX_CONCURRENT`; more than that is refused at start',
  },
  SCRIBE_STREAM_IDLE_TIMEOUT_S: {
    section: 'stream',
    kind: 'integer',
    default: 30,
    min: 1,
    doc: 'a stream that sends no audio this long (less than a tenth of it in audio) is closed (1008, `idle_timeout`); empty frames, bytes that decode to nothing and control messages are not audio, and the time the server takes to finish after `finalize` or `close` does not count',
  },
  SCRIBE_STREAM_MAX_DURATION_S: {
    section: 'stream',
    kind: 'integer',
    default: 3600,
    min: 1,
    max: 86_400,
    doc: 'audio past this length ends a stream (1008, `max_duration`) after its finals; a stream open twice this long ends however little audio it sent',
  },

  // Sessions, uploads and documents
  SCRIBE_PUBLIC_URL: {
    section: 'sessions',
    kind: 'text',
    default: undefined,
    doc:
      'the base URL clients reach the server at (`https://scribe.example.org`), for the upload URLs it hands out and the MedScribeAlliance discovery document; unset: the address each request came to, from its `Host` header. ' +
      '**Set it in production**: without it the upload URLs echo whatever `Host` a client sent',
  },
  SCRIBE_UPLOAD_URL_TTL_S: {
    section: 'sessions',
    kind: 'integer',
    default: 3600,
    min: 1,
    doc: 'lifetime of a presigned upload policy, in seconds',
  },
  SCRIBE_UPLOAD_POST_MAX_BYTES: {
    section: 'sessions',
    kind: 'integer',
    default: 100 * MiB,
    min: 1,
    shown: '`104857600` (100 MiB)',
    doc: 'largest file of one presigned POST (PROTOCOL §4.2); larger files use the multipart upload',
  },
  SCRIBE_MULTIPART_MIN_PART_BYTES: {
    section: 'sessions',
    kind: 'integer',
    default: 5 * MiB,
    min: 1,
    shown: '`5242880` (5 MiB)',
    doc: 'smallest part of a multipart upload but the last (S3\'s limit)',
  },
  SCRIBE_MULTIPART_MAX_PART_BYTES: {
    section: 'sessions',
    kind: 'integer',
    default: 5 * 1024 * MiB,
    min: 1,
    shown: '`5368709120` (5 GiB)',
    doc: 'largest part of a multipart upload (S3\'s limit); the reverse proxy\'s body limit must allow it',
  },
  SCRIBE_MULTIPART_URL_TTL_S: {
    section: 'sessions',
    kind: 'integer',
    default: 86_400,
    min: 1,
    doc: 'lifetime of presigned part URLs, in seconds; uploads neither completed nor aborted within 24 h are removed. With S3 direct uploads at most 7 days (S3\'s own limit)',
  },
  SCRIBE_SESSION_ACTIONS: {
    section: 'sessions',
    kind: 'text',
    default: SESSION_ACTION,
    doc: 'the `action` names session upload URLs, init and status accept, separated by commas (`svc-scribe-v2,ekascribe-v2` for clients migrating with the vendor\'s name); any other answers 400. `action` stays optional',
  },
  SCRIBE_SESSIONS_SHARED_WITHIN_CLIENT: {
    section: 'sessions',
    kind: 'flag',
    default: false,
    doc: 'on: the web app\'s users of one client open and list each other\'s sessions (and the client\'s own); off, a user reaches only the sessions their own token made ([Web app](web-app.md))',
  },
  SCRIBE_DOCS_MAX_BYTES: {
    section: 'sessions',
    kind: 'integer',
    default: 25 * MiB,
    min: 1,
    shown: '`26214400` (25 MiB)',
    doc: 'largest document file accepted by `POST /mr/api/v2/docs`, counted before base64 or encryption; beyond it 413',
  },

  // Jobs and workers
  SCRIBE_WORKER: {
    section: 'jobs',
    kind: 'flag',
    default: true,
    doc: 'off: this server only answers requests, and `scribe worker` processes run the jobs',
  },
  SCRIBE_WORKER_SESSIONS: {
    section: 'jobs',
    kind: 'integer',
    default: 1,
    min: 1,
    doc: 'sessions one worker process runs at once (recognition already uses every core)',
  },
  SCRIBE_WORKER_WEBHOOKS: {
    section: 'jobs',
    kind: 'integer',
    default: 4,
    min: 1,
    doc: 'webhook deliveries one worker process runs at once',
  },
  SCRIBE_JOB_LEASE_MS: {
    section: 'jobs',
    kind: 'integer',
    default: 60_000,
    min: 100,
    doc: 'a job whose worker stops renewing its lease this long is taken over by another',
  },
  SCRIBE_JOB_POLL_MS: {
    section: 'jobs',
    kind: 'integer',
    default: 1000,
    min: 10,
    doc: 'how often an idle worker looks for jobs other processes enqueued',
  },
  SCRIBE_WORKER_METRICS_PORT: {
    section: 'jobs',
    kind: 'integer',
    default: undefined,
    min: 1,
    doc: '`scribe worker` serves `GET /metrics` on this port (1–65535, on `HOST`), with `SCRIBE_METRICS_TOKEN`; unset, it listens on none. A port in use is refused at start',
  },

  // Scale-out: PostgreSQL and S3
  SCRIBE_DATABASE_URL: {
    section: 'scaleOut',
    kind: 'text',
    default: undefined,
    doc:
      '`postgres://user:password@host:5432/db` (TLS with `?sslmode=verify-full&sslrootcert=…`, as `pg` reads them): PostgreSQL instead of SQLite in the data folder, shared by every process ([Operations](operations.md)). ' +
      'Unreachable, wrong password or missing database: refused at start, naming it. Requires `SCRIBE_MASTER_KEY` and `SCRIBE_ISSUER` or `SCRIBE_PUBLIC_URL`',
  },
  SCRIBE_S3_BUCKET: {
    section: 'scaleOut',
    kind: 'text',
    default: undefined,
    doc:
      'an S3 bucket for audio, documents and results instead of `<SCRIBE_DATA_DIR>/blobs`; checked at start (a missing bucket, refused credentials or an unreachable endpoint is refused, naming the setting). ' +
      'Credentials from the AWS chain (`AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, profile, instance role). Requires `SCRIBE_MASTER_KEY`',
  },
  SCRIBE_S3_ENDPOINT: {
    section: 'scaleOut',
    kind: 'text',
    default: undefined,
    shown: 'AWS',
    doc: 'an S3-compatible server\'s URL (MinIO, Ceph …); set without `SCRIBE_S3_BUCKET` it is refused',
  },
  SCRIBE_S3_REGION: {
    section: 'scaleOut',
    kind: 'text',
    default: 'us-east-1',
    doc: 'the bucket\'s region',
  },
  SCRIBE_S3_FORCE_PATH_STYLE: {
    section: 'scaleOut',
    kind: 'flag',
    default: false,
    doc: 'on: `endpoint/bucket/key` URLs, which most self-hosted servers need',
  },
  SCRIBE_S3_DIRECT_UPLOADS: {
    section: 'scaleOut',
    kind: 'flag',
    default: true,
    doc:
      'with a bucket, the upload URL of `POST /v1/file-upload` is a presigned POST to the bucket itself (the audio never passes through the API servers; the session\'s files are taken from its folder at init, so with S3 init is required and a manifest alone does not start a session); ' +
      'off sends uploads through the API servers, for stores without POST policies or that clients cannot reach. Multipart uploads follow: with direct uploads their part URLs are the bucket\'s own presigned UploadPart URLs and S3 joins the parts ' +
      '(S3 then enforces the part sizes; browsers read each part\'s `ETag` only when the bucket\'s CORS rule exposes it)',
  },
  SCRIBE_S3_PUBLIC_ENDPOINT: {
    section: 'scaleOut',
    kind: 'text',
    default: undefined,
    shown: '`SCRIBE_S3_ENDPOINT`',
    doc: 'the bucket\'s URL as clients reach it for direct uploads, when it differs from `SCRIBE_S3_ENDPOINT`',
  },

  // HTTP, proxies and metrics
  SCRIBE_TRUST_PROXY: {
    section: 'http',
    kind: 'text',
    default: undefined,
    shown: 'none',
    doc:
      'the reverse proxies whose `X-Forwarded-For`/`-Proto`/`-Host` the server believes: a number of hops, or their addresses (IPs, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`, comma-separated); ' +
      'anything else is refused at start, naming it ([Operations](operations.md#tls-and-the-reverse-proxy))',
  },
  SCRIBE_CORS_ORIGINS: {
    section: 'http',
    kind: 'text',
    default: undefined,
    doc: 'web origins browsers may call the API from (`https://emr.example,http://localhost:5173`, or `*`), each an origin (scheme, host, port), not a URL with a path; unset: no CORS headers',
  },
  SCRIBE_WEBHOOKS_ALLOW_INSECURE: {
    section: 'http',
    kind: 'flag',
    default: false,
    doc: 'on: webhook endpoints may be `http` and on private, loopback or link-local addresses (development, tests)',
  },
  SCRIBE_METRICS_TOKEN: {
    section: 'http',
    kind: 'text',
    default: undefined,
    doc: 'the bearer token `GET /metrics` requires ([Operations](operations.md#metrics)); unset, `/metrics` is 404',
  },

  // Clinical notes
  SCRIBE_NOTES_LLM_URL: {
    section: 'notes',
    kind: 'text',
    default: undefined,
    doc: 'base URL of an OpenAI-compatible chat-completions API (`http://gpu:8000/v1`) that extracts the clinical model, with the rules as fallback; operator-run, so private addresses are allowed. Unset: rule-based extraction only',
  },
  SCRIBE_NOTES_LLM_MODEL: {
    section: 'notes',
    kind: 'text',
    default: undefined,
    doc: 'the model name sent to that endpoint; required when `SCRIBE_NOTES_LLM_URL` is set',
  },
  SCRIBE_NOTES_LLM_API_KEY: {
    section: 'notes',
    kind: 'text',
    default: undefined,
    doc: 'sent as `Authorization: Bearer <key>` to that endpoint when set',
  },
  SCRIBE_NOTES_LLM_REDACT: {
    section: 'notes',
    kind: 'flag',
    default: true,
    doc: 'on: names, phone, Aadhaar, ABHA, PAN, record numbers, e-mail and street addresses, PIN codes and dates of birth are replaced by typed tags (`[NAME]`, `[PHONE]` …) in the transcript sent to that endpoint, so that no identifier leaves the machine ([Notes](notes.md#language-model)); off only for an endpoint the operator trusts with them',
  },
  SCRIBE_NOTES_LLM_TIMEOUT_MS: {
    section: 'notes',
    kind: 'integer',
    default: 60_000,
    min: 1,
    doc: 'how long one extraction may wait for the endpoint\'s answer before the rules\' model is used',
  },

  // India: ABHA registration through ABDM (issue 34). The five below are set together or not at all.
  SCRIBE_ABDM_GATEWAY_URL: {
    section: 'abdm',
    kind: 'text',
    default: undefined,
    doc: "ABDM's gateway, where the gateway session is opened (`POST <url>/api/hiecm/gateway/v3/sessions`): `https://dev.abdm.gov.in` for the sandbox, `https://apis.abdm.gov.in` in production. Unset with the four below: the `/abdm/na/v1/registration/…` routes answer 501 naming these settings ([svc API](api/svc.md#abha-registration-india))",
  },
  SCRIBE_ABDM_ABHA_URL: {
    section: 'abdm',
    kind: 'text',
    default: undefined,
    doc: "the ABHA service's API base (`https://abhasbx.abdm.gov.in/abha/api` for the sandbox); enrolment calls go to `<url>/v3/enrollment/…`, ABDM's public key comes from `<url>/v3/profile/public/certificate`",
  },
  SCRIBE_ABDM_CLIENT_ID: {
    section: 'abdm',
    kind: 'text',
    default: undefined,
    doc: "the facility's ABDM client id (its gateway credentials, with the `hid` role for ABHA creation)",
  },
  SCRIBE_ABDM_CLIENT_SECRET: {
    section: 'abdm',
    kind: 'text',
    default: undefined,
    doc: 'its client secret; never logged',
  },
  SCRIBE_ABDM_CM_ID: {
    section: 'abdm',
    kind: 'text',
    default: undefined,
    doc: 'the consent manager id sent as `X-CM-ID`: `sbx` in the sandbox, `abdm` in production',
  },
  SCRIBE_ABDM_OTP_PER_CLIENT_PER_MINUTE: {
    section: 'abdm',
    kind: 'integer',
    default: 5,
    min: 1,
    doc: "OTP-sending calls (`aadhaar/init`, `aadhaar/verify`) one client may make per minute on one server, before anything reaches ABDM; then 429. ABDM's own limit on a transaction answers 429 too",
  },

  // The CLI as a client (read by `scribe login`, `upload`, `result` …, not by the server)
  SCRIBE_CLI_CONFIG: {
    section: 'cli',
    kind: 'text',
    default: undefined,
    shown: '`~/.config/svc-scribe/credentials.json`',
    doc: 'where `scribe login` saves the server URL and credentials (0600) and the client commands read them',
  },
  SCRIBE_CLIENT_SECRET: {
    section: 'cli',
    kind: 'text',
    default: undefined,
    doc: 'the client secret `scribe login` uses instead of asking for it (or piped: stdin\'s first line)',
  },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type NamesOfKind<K extends Setting['kind']> = { [N in SettingName]: (typeof SETTINGS)[N]['kind'] extends K ? N : never }[SettingName];
export type IntegerSettingName = NamesOfKind<'integer'>;
export type FlagSettingName = NamesOfKind<'flag'>;
export type TextSettingName = NamesOfKind<'text'>;

/** A field of one backend of `SCRIBE_ASR_BACKENDS` (`config.ts` takes its defaults and bounds from here). */
export interface AsrBackendField {
  readonly doc: string;
  /** Integer fields: the value when absent, and the least accepted. */
  readonly default?: number;
  readonly min?: number;
  /** The default as the page shows it, for the fields that are not integers. */
  readonly shown?: string;
}

/** The fields of an `openai` backend (a `local` one has only `type`). */
export const OPENAI_BACKEND_FIELDS = {
  type: { shown: 'required', doc: '`local` (only `en-IN` and `en-US`: the Moonshine model of this server) or `openai`' },
  url: { shown: 'required', doc: 'the API base; audio goes to `POST <url>/audio/transcriptions`' },
  model: { shown: 'required', doc: 'sent as `model`' },
  apiKey: { shown: 'none', doc: 'sent as `Authorization: Bearer <apiKey>`' },
  language: {
    shown: 'the code in ISO 639-1',
    doc: 'what to send as `language` instead (`en-IN`/`en-US` → `en`, `hi` → `hi` …), for a backend that wants another code',
  },
  timeoutMs: { default: 120_000, min: 1, doc: 'deadline of one attempt (connect, upload, answer)' },
  concurrency: { default: 4, min: 1, doc: 'requests to this backend at once; more wait in a queue of `SCRIBE_ASR_MAX_QUEUED`, then 503' },
  breakerFailures: { default: 5, min: 1, doc: 'failed requests in a row that open the circuit' },
  breakerCooldownMs: { default: 30_000, min: 0, doc: 'how long the circuit stays open before one trial request' },
} as const satisfies Record<string, AsrBackendField>;
