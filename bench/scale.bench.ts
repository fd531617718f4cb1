/**
 * `npm run bench:scale`: session throughput of the deployment's two backends side by side: SQLite + local disk (the
 * embedded default) and PostgreSQL + S3-compatible storage (a throwaway Debian PostgreSQL and s3rver, as the tests
 * start them), each with 1 and then 2 `scribe worker` processes beside an API server that runs no jobs. While the
 * sessions are processed, status polls run open loop against the API server and their latency is recorded.
 * Prints the figures and writes bench/results/scale.json. It measures and never gates. Arguments name the backends to
 * run (`npm run bench:scale -- sqlite+disk`); none, both.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startPostgres } from '../packages/server/test/helpers/postgres-server.js';
import { S3RVER_CREDENTIALS, startS3Server } from '../packages/server/test/helpers/s3-server.js';
import { startWebhookReceiver } from '../packages/server/test/helpers/webhook-receiver.js';
import { passes, printChecks, type Check } from './lib/asr-report.js';
import { attempt, type Outcome } from './lib/attempt.js';
import { CORPUS_DIR, loadManifest } from './lib/corpus.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { pollStatus, type PollFigures } from './lib/status-polls.js';
import { buildServer, startServer, type ScribeServer } from './lib/scribe-server.js';

const RESULTS_FILE = fileURLToPath(new URL('results/scale.json', import.meta.url));
/** Sessions submitted at once per run: enough that two workers both stay busy to the end. */
const SESSIONS_PER_RUN = 8;
const POLL_RATE_PER_S = 200;
const TARGET_POLL_P99_MS = 50;
const WORKER_COUNTS = [1, 2] as const;
const TEMPLATES = { mode: 'dictation', input_language: ['en-IN'], output_format_template: [{ template_id: 'transcript_template' }], model_type: 'pro' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Backend {
  name: 'sqlite+disk' | 'postgres+s3';
  /** The environment that selects it, for a fresh database and bucket; undefined where it cannot run here. */
  env(): Promise<Record<string, string>>;
}

async function api(server: ScribeServer, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: server.authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response;
}

async function expectStatus(response: Response, status: number, what: string): Promise<void> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  await response.arrayBuffer();
}

/** Uploads `audio` as a new session's file and starts it. */
async function startSession(server: ScribeServer, txnId: string, audio: Buffer): Promise<void> {
  const presign = await api(server, 'POST', `/v1/file-upload?txn_id=${txnId}&action=svc-scribe-v2`, {});
  if (presign.status !== 200) throw new Error(`upload URL answered ${presign.status}`);
  const target = (await presign.json()) as { uploadData: { url: string; fields: Record<string, string> }; folderPath: string };
  const form = new FormData();
  // The key named as the vendor's SDK names it (s3rver, unlike S3, does not fill in `${filename}`).
  for (const [field, value] of Object.entries(target.uploadData.fields)) form.append(field, field === 'key' ? `${target.folderPath}dictation.wav` : value);
  form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'dictation.wav');
  await expectStatus(await fetch(target.uploadData.url, { method: 'POST', body: form }), 204, 'storage upload');
  await expectStatus(await api(server, 'POST', `/voice/api/v2/transaction/init/${txnId}`, TEMPLATES), 201, 'init');
}

interface RunFigures {
  backend: Backend['name'];
  workers: number;
  sessions: number;
  audioS: number;
  /** From the first init to the last webhook. */
  elapsedS: number;
  sessionsPerMinute: number;
  polls: PollFigures;
}

/** An API server without jobs and `workers` worker processes on `backend`; SESSIONS_PER_RUN sessions through them. */
async function measureRun(backend: Backend, workers: number, clip: { audio: Buffer; durationS: number }): Promise<RunFigures> {
  const inbox = await startWebhookReceiver([204]);
  const server = await startServer({ ...(await backend.env()), SCRIBE_WORKER: 'off', SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '200' });
  try {
    await expectStatus(
      await api(server, 'POST', '/notification/v1/connect/webhook/subscriptions', { event_names: ['v2rx.completed', 'v2rx.failed'], endpoint: inbox.url, protocol: 'http' }),
      201,
      'webhook subscription',
    );
    for (let i = 0; i < workers; i++) server.startWorker();
    // One session per worker first, so that loading the speech model is not counted.
    const warmUps = Array.from({ length: workers }, (_, i) => `warm-${i}`);
    await Promise.all(warmUps.map((txnId) => startSession(server, txnId, clip.audio)));
    await inbox.received(warmUps.length);

    const started = performance.now();
    const txnIds = Array.from({ length: SESSIONS_PER_RUN }, (_, i) => `run-${i}`);
    for (const txnId of txnIds) await startSession(server, txnId, clip.audio);
    const done = inbox.received(warmUps.length + txnIds.length).then(() => performance.now());
    const polls = await pollStatus(server, txnIds.at(-1)!, POLL_RATE_PER_S, done);
    const elapsedS = ((await done) - started) / 1000;
    const failed = inbox.requests.filter((request) => JSON.parse(request.body.toString()).event !== 'v2rx.completed').length;
    if (failed > 0) throw new Error(`${failed} sessions failed`);
    return { backend: backend.name, workers, sessions: txnIds.length, audioS: clip.durationS, elapsedS, sessionsPerMinute: (txnIds.length / elapsedS) * 60, polls };
  } finally {
    await server.stop();
    await inbox.close();
  }
}

/** Poll rates tried, each for CAPACITY_STEP_S, until p99 reaches the target. */
const CAPACITY_RATES = [250, 500, 1000, 2000, 4000];
const CAPACITY_STEP_S = 5;

interface CapacityFigures {
  backend: Backend['name'];
  steps: (PollFigures & { ratePerS: number })[];
  /** The highest rate tried whose p99 stayed under the target. */
  maxRatePerS: number | null;
}

/** Status polls alone (a queued session, no worker): rising open-loop rates until p99 reaches TARGET_POLL_P99_MS. */
async function measurePollCapacity(backend: Backend, clip: { audio: Buffer }): Promise<CapacityFigures> {
  const server = await startServer({ ...(await backend.env()), SCRIBE_WORKER: 'off' });
  try {
    await startSession(server, 'polled', clip.audio);
    const steps: CapacityFigures['steps'] = [];
    for (const ratePerS of CAPACITY_RATES) {
      const polls = await pollStatus(server, 'polled', ratePerS, sleep(CAPACITY_STEP_S * 1000));
      steps.push({ ratePerS, ...polls });
      // Past the target, or past what this one client can send.
      if (polls.p99Ms >= TARGET_POLL_P99_MS || polls.achievedPerS < 0.9 * ratePerS) break;
    }
    const passing = steps.filter((step) => step.p99Ms < TARGET_POLL_P99_MS && step.achievedPerS >= 0.9 * step.ratePerS);
    return { backend: backend.name, steps, maxRatePerS: passing.at(-1)?.ratePerS ?? null };
  } finally {
    await server.stop();
  }
}

const loadAtStart = loadavg()[0];
await buildServer();
const postgres = await startPostgres();
const s3 = await startS3Server();
const masterKey = randomBytes(32).toString('base64');
let databases = 0;
const backends: Backend[] = [
  { name: 'sqlite+disk', env: async () => ({}) },
  {
    name: 'postgres+s3',
    async env() {
      if (!postgres) throw new Error("no PostgreSQL binaries (initdb, pg_ctl): install Debian's postgresql");
      const database = `scale_${++databases}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      const bucket = await s3.createBucket();
      return {
        SCRIBE_DATABASE_URL: postgres.url.replace(/\/postgres$/, `/${database}`),
        SCRIBE_S3_BUCKET: bucket.bucket,
        SCRIBE_S3_ENDPOINT: bucket.endpoint ?? s3.endpoint,
        SCRIBE_S3_FORCE_PATH_STYLE: '1',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        SCRIBE_MASTER_KEY: masterKey,
        SCRIBE_ISSUER: 'https://scribe.bench',
      };
    },
  },
];

// A 25-second corpus dictation: long enough that recognition, not the queue, is most of a session.
const manifest = await loadManifest();
const entry = manifest.find((clip) => clip.id === 'dict-06') ?? manifest[0]!;
const audio = await readFile(join(CORPUS_DIR, entry.file));
const clip = { audio, durationS: (audio.length - 44) / 32_000 };

const chosen = process.argv.slice(2);
const runs: { backend: Backend['name']; workers: number; result: Outcome<RunFigures> }[] = [];
const capacities: { backend: Backend['name']; result: Outcome<CapacityFigures> }[] = [];
try {
  for (const backend of backends.filter((b) => chosen.length === 0 || chosen.includes(b.name))) {
    for (const workers of WORKER_COUNTS) {
      process.stderr.write(`${backend.name}, ${workers} worker(s)…\n`);
      runs.push({ backend: backend.name, workers, result: await attempt(`${backend.name} with ${workers} worker(s)`, () => measureRun(backend, workers, clip)) });
    }
    process.stderr.write(`${backend.name}, status polls alone…\n`);
    capacities.push({ backend: backend.name, result: await attempt(`${backend.name} poll capacity`, () => measurePollCapacity(backend, clip)) });
  }
} finally {
  await s3.stop();
  await postgres?.stop();
}

const figures = (name: Backend['name'], workers: number) => {
  const run = runs.find((r) => r.backend === name && r.workers === workers)?.result;
  return run?.ok ? run.value : undefined;
};
const checks: Check[] = [
  ...runs.map(({ backend, workers }) => ({
    name: `${backend}, ${workers} worker(s): sessions per minute`,
    value: figures(backend, workers)?.sessionsPerMinute,
    format: (v: number) => v.toFixed(1),
  })),
  ...runs.map(({ backend, workers }) => ({
    name: `${backend}, ${workers} worker(s): status polls p99 at ${POLL_RATE_PER_S}/s`,
    value: figures(backend, workers)?.polls.p99Ms,
    format: (v: number) => `${v.toFixed(1)} ms`,
  })),
  ...capacities.map(({ backend, result }) => ({
    name: `${backend}: status polls per second at p99 < ${TARGET_POLL_P99_MS} ms, no session processing`,
    value: result.ok ? (result.value.maxRatePerS ?? 0) : undefined,
    target: backend === 'postgres+s3' ? ({ kind: 'min', limit: POLL_RATE_PER_S } as const) : undefined,
    format: (v: number) => `${v.toFixed(0)}/s`,
  })),
];
console.log();
printChecks(checks);

await writeResults(RESULTS_FILE, {
  ...runHeader(machine(loadAtStart)),
  targets: { polls: `status polls at ≥ ${POLL_RATE_PER_S}/s with p99 < ${TARGET_POLL_P99_MS} ms on PostgreSQL` },
  definitions: {
    run:
      `an API server (SCRIBE_WORKER=off) and N \`scribe worker\` processes on one backend; one warm-up session per worker (not counted), then ` +
      `${SESSIONS_PER_RUN} sessions of one ${clip.durationS.toFixed(1)} s dictation (${entry.id}, transcript template) uploaded and started one after another; ` +
      'sessions per minute = sessions / (first init → last webhook)',
    polls: `GET /voice/api/v3/status open loop at ${POLL_RATE_PER_S}/s from the first init until the last webhook; latency = fetch until the body is read`,
    capacity:
      `GET /voice/api/v3/status of a queued session (no worker running) open loop at ${CAPACITY_RATES.join(', ')}/s, ${CAPACITY_STEP_S} s each, ` +
      `until p99 ≥ ${TARGET_POLL_P99_MS} ms; the load generator runs on the same cores`,
    backends: 'postgres+s3: a throwaway Debian PostgreSQL (fsync off) and s3rver on loopback, a fresh database and bucket per run; sqlite+disk: the data folder',
  },
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  runs: runs.map(({ backend, workers, result }) => (result.ok ? result.value : { backend, workers, error: result.error })),
  pollCapacity: capacities.map(({ backend, result }) => (result.ok ? result.value : { backend, error: result.error })),
});
