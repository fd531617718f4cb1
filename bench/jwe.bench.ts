/**
 * `npm run bench:jwe`: what encrypted payloads (PROTOCOL §7, `X-Encryption: JWE`) cost.
 * - latency: small requests, plain and encrypted interleaved, against the built server on a real port;
 * - crypto: the envelope functions of `lib/jwe.ts` alone, on a 1 KB payload;
 * - memory: the server's peak RSS growth for one 10 MiB document upload, encrypted JSON, plain JSON and multipart.
 * Prints the figures next to their targets and writes bench/results/jwe.json. It measures and never
 * gates: a missed target does not change the exit code.
 */
import { createHash, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { encryptResponse, openEnvelope, parseEnvelope } from '../packages/server/src/lib/jwe.js';
import { documentFixture } from '../packages/server/test/helpers/fixtures.js';
import { joseEnvelope, openResponse, type EncryptedResponse, type SharedKey } from '../packages/server/test/helpers/jwe-client.js';
import { percentile } from './lib/asr-metrics.js';
import { passes, printChecks, printTable, type Check } from './lib/asr-report.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { buildServer, startServer, type ScribeServer } from './lib/scribe-server.js';
import { attempt } from './lib/attempt.js';

const DOCS = '/mr/api/v2/docs';
const LATENCY_WARMUP_REQUESTS = 200;
const LATENCY_REQUESTS = 2000;
const CRYPTO_WARMUP = 2000;
const CRYPTO_ITERATIONS = 20_000;
const CRYPTO_PAYLOAD_BYTES = 1024;
const MIB = 1024 * 1024;
const UPLOAD_BYTES = 10 * MIB;
/** Fresh servers per upload encoding: the peak of one upload is measured on a process that has served nothing big. */
const MEMORY_RUNS = 3;
/** Idle time before the memory baseline, so the warm-up's garbage and timers settle. */
const SETTLE_MS = 2000;
const OVERHEAD_TARGET_MS = 1;
const MEMORY_TARGET_RATIO = 3;
const RESULTS_FILE = fileURLToPath(new URL('results/jwe.json', import.meta.url));

const TINY_PDF = documentFixture('tiny.pdf');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Distribution {
  p50: number;
  p95: number;
  mean: number;
}

const distribution = (values: readonly number[]): Distribution => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  mean: values.reduce((sum, value) => sum + value, 0) / values.length,
});

async function createJweKey(server: ScribeServer): Promise<SharedKey> {
  const { kid, key } = JSON.parse(await server.cli('keys', 'create', server.clientId, '--json')) as SharedKey;
  return { kid, key };
}

// ---------------------------------------------------------------------------------------------
// Latency

/** One kind of small request: the plain form, and one encrypted form per request (envelopes are built before timing). */
interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  status: number;
  plain: RequestInit;
  encrypted: (i: number) => RequestInit;
  /** The opened answer of the last encrypted request, checked once the timing is over. */
  expect: (body: Record<string, unknown>) => boolean;
}

interface LatencyResult {
  name: string;
  status: number;
  requestBytes: { plain: number; encrypted: number };
  plainMs: Distribution;
  encryptedMs: Distribution;
  /** p50(encrypted) − p50(plain): the figure of the target. */
  overheadP50Ms: number;
  /** Median of the per-pair differences (each encrypted request minus the plain one next to it): a cross-check. */
  pairedMedianDiffMs: number;
}

async function scenarios(server: ScribeServer, key: SharedKey): Promise<Scenario[]> {
  const json = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { authorization: server.authorization, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const sealed = async (body: unknown): Promise<RequestInit[]> => {
    const inits: RequestInit[] = [];
    for (let i = 0; i < LATENCY_WARMUP_REQUESTS + LATENCY_REQUESTS; i++) {
      const init = json(await joseEnvelope(body, key));
      inits.push({ ...init, headers: { ...(init.headers as Record<string, string>), 'x-encryption': 'JWE' } });
    }
    return inits;
  };
  // A tiny PDF as base64 JSON: ~0.8 KB, the size of a typical small request. With an unknown
  // document_type it is refused by the route's schema right after decryption (no storage work).
  const upload = { file: TINY_PDF.toString('base64'), title: 'bench', document_type: 'discharge_summary' };
  const invalid = { ...upload, document_type: 'not_a_type' };
  const [invalidEnvelopes, uploadEnvelopes] = [await sealed(invalid), await sealed(upload)];
  return [
    {
      name: `GET ${DOCS}?limit=1 (response encrypted)`,
      method: 'GET',
      url: `${server.baseUrl}${DOCS}?limit=1`,
      status: 200,
      plain: { headers: { authorization: server.authorization } },
      // No body to carry a kid: the server takes the client's default key.
      encrypted: () => ({ headers: { authorization: server.authorization, 'x-encryption': 'JWE' } }),
      expect: (body) => Array.isArray(body.documents) && body.documents.length === 1,
    },
    {
      name: `POST ${DOCS}, invalid metadata → 400 (request + response)`,
      method: 'POST',
      url: `${server.baseUrl}${DOCS}`,
      status: 400,
      plain: json(invalid),
      encrypted: (i) => invalidEnvelopes[i] ?? json(invalid),
      expect: (body) => typeof body.message === 'string' && body.message.includes('document_type'),
    },
    {
      name: `POST ${DOCS}, tiny PDF stored → 201 (request + response)`,
      method: 'POST',
      url: `${server.baseUrl}${DOCS}`,
      status: 201,
      plain: json(upload),
      encrypted: (i) => uploadEnvelopes[i] ?? json(upload),
      expect: (body) => body.size_bytes === TINY_PDF.length && body.sha256 === sha256(TINY_PDF),
    },
  ];
}

async function timedRequest(url: string, init: RequestInit, status: number, encrypted: boolean): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== status || (response.headers.get('x-encryption') === 'JWE') !== encrypted) {
    throw new Error(`${init.method ?? 'GET'} ${url} (${encrypted ? 'encrypted' : 'plain'}) answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return { ms, body };
}

/** Plain and encrypted requests alternate (which goes first alternates too), so drift in the machine's load hits both alike. */
async function measureScenario(scenario: Scenario, key: SharedKey): Promise<LatencyResult> {
  const plainMs: number[] = [];
  const encryptedMs: number[] = [];
  let lastEncrypted = '';
  for (let i = 0; i < LATENCY_WARMUP_REQUESTS + LATENCY_REQUESTS; i++) {
    const plain = () => timedRequest(scenario.url, scenario.plain, scenario.status, false);
    const encrypted = () => timedRequest(scenario.url, scenario.encrypted(i), scenario.status, true);
    const first = i % 2 === 0 ? await plain() : await encrypted();
    const second = i % 2 === 0 ? await encrypted() : await plain();
    const [p, e] = i % 2 === 0 ? [first, second] : [second, first];
    lastEncrypted = e.body;
    if (i < LATENCY_WARMUP_REQUESTS) continue;
    plainMs.push(p.ms);
    encryptedMs.push(e.ms);
  }
  const opened = openResponse(JSON.parse(lastEncrypted) as EncryptedResponse, key.key) as Record<string, unknown>;
  if (!scenario.expect(opened)) throw new Error(`${scenario.name}: unexpected encrypted answer ${JSON.stringify(opened).slice(0, 200)}`);
  const plain = distribution(plainMs);
  const encrypted = distribution(encryptedMs);
  const bodyBytes = (init: RequestInit) => (typeof init.body === 'string' ? Buffer.byteLength(init.body) : 0);
  return {
    name: scenario.name,
    status: scenario.status,
    requestBytes: { plain: bodyBytes(scenario.plain), encrypted: bodyBytes(scenario.encrypted(0)) },
    plainMs: plain,
    encryptedMs: encrypted,
    overheadP50Ms: encrypted.p50 - plain.p50,
    pairedMedianDiffMs: percentile(
      encryptedMs.map((ms, i) => ms - (plainMs[i] ?? ms)),
      50,
    ),
  };
}

async function measureLatency(): Promise<LatencyResult[]> {
  const server = await startServer();
  try {
    const key = await createJweKey(server);
    // One stored document, so the list answers the same one-document page throughout.
    const seed = await fetch(`${server.baseUrl}${DOCS}`, {
      method: 'POST',
      headers: { authorization: server.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ file: TINY_PDF.toString('base64') }),
    });
    if (seed.status !== 201) throw new Error(`seed upload answered ${seed.status}: ${await seed.text()}`);
    const results: LatencyResult[] = [];
    for (const scenario of await scenarios(server, key)) {
      process.stderr.write(`latency: ${scenario.name}\n`);
      results.push(await measureScenario(scenario, key));
    }
    return results;
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Crypto alone

interface CryptoResult {
  payloadBytes: number;
  /** parseEnvelope + openEnvelope of the request envelope's JSON text, µs. */
  decryptUs: Distribution;
  /** encryptResponse + JSON.stringify of the response envelope, µs. */
  encryptUs: Distribution;
  /** Both, timed together per iteration, µs. */
  bothUs: Distribution;
}

async function measureCrypto(): Promise<CryptoResult> {
  const key: SharedKey = { kid: 'bench', key: randomBytes(12).toString('base64') };
  // A 1 KB JSON body: the padding field fills it to the byte.
  const skeleton = JSON.stringify({ title: 'bench', padding: '' });
  const plaintext = JSON.stringify({ title: 'bench', padding: 'x'.repeat(CRYPTO_PAYLOAD_BYTES - skeleton.length) });
  const envelope = JSON.stringify(await joseEnvelope(JSON.parse(plaintext), key));
  const decryptUs: number[] = [];
  const encryptUs: number[] = [];
  const bothUs: number[] = [];
  for (let i = 0; i < CRYPTO_WARMUP + CRYPTO_ITERATIONS; i++) {
    const t0 = performance.now();
    const opened = Buffer.concat([...openEnvelope(parseEnvelope(envelope), key.key)]);
    const t1 = performance.now();
    const sealed = JSON.stringify(encryptResponse(opened, key.key));
    const t2 = performance.now();
    if (i === 0 && (opened.toString('utf8') !== plaintext || sealed.length === 0)) throw new Error('crypto round trip failed');
    if (i < CRYPTO_WARMUP) continue;
    decryptUs.push((t1 - t0) * 1000);
    encryptUs.push((t2 - t1) * 1000);
    bothUs.push((t2 - t0) * 1000);
  }
  return { payloadBytes: Buffer.byteLength(plaintext), decryptUs: distribution(decryptUs), encryptUs: distribution(encryptUs), bothUs: distribution(bothUs) };
}

// ---------------------------------------------------------------------------------------------
// Memory

type UploadKind = 'encrypted JSON' | 'plain JSON' | 'multipart';

interface MemoryRun {
  kind: UploadKind;
  /** The JSON body's bytes; for multipart, the file part's (the form's boundaries and headers are not counted). */
  requestBytes: number;
  /** VmHWM before the reset: the process's peak since start (model loading included). */
  peakSinceStartBytes: number;
  /** VmRSS after warm-up and settling, to which VmHWM is reset. */
  baselineRssBytes: number;
  /** VmHWM after the upload. */
  peakRssBytes: number;
  growthBytes: number;
  /** growth ÷ file size. */
  ratio: number;
  uploadMs: number;
}

/** A `%PDF-` signature, then random bytes: incompressible, and accepted by the server's format check. */
function pdfOfSize(size: number): Buffer {
  const file = randomBytes(size);
  file.write('%PDF-', 0, 'latin1');
  return file;
}

async function uploadRequest(kind: UploadKind, file: Buffer, server: ScribeServer, key: SharedKey): Promise<RequestInit> {
  if (kind === 'multipart') {
    const form = new FormData();
    form.append('title', 'bench');
    form.append('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'bench.pdf');
    return { method: 'POST', headers: { authorization: server.authorization }, body: form };
  }
  const json = { file: file.toString('base64'), title: 'bench' };
  const headers = { authorization: server.authorization, 'content-type': 'application/json' };
  if (kind === 'plain JSON') return { method: 'POST', headers, body: JSON.stringify(json) };
  return { method: 'POST', headers: { ...headers, 'x-encryption': 'JWE' }, body: JSON.stringify(await joseEnvelope(json, key)) };
}

async function upload(server: ScribeServer, init: RequestInit, kind: UploadKind, key: SharedKey, file: Buffer): Promise<void> {
  const response = await fetch(`${server.baseUrl}${DOCS}`, init);
  const text = await response.text();
  if (response.status !== 201) throw new Error(`${kind} upload answered ${response.status}: ${text.slice(0, 200)}`);
  const document = (kind === 'encrypted JSON' ? openResponse(JSON.parse(text) as EncryptedResponse, key.key) : JSON.parse(text)) as Record<string, unknown>;
  if (document.size_bytes !== file.length || document.sha256 !== sha256(file)) throw new Error(`${kind} upload stored something else`);
}

async function measureUpload(kind: UploadKind, file: Buffer): Promise<MemoryRun> {
  const server = await startServer();
  try {
    const key = await createJweKey(server);
    // Warm-up: the same encoding with a tiny file, so first-use work (compilation, lazy plugins, blob dirs) is not counted.
    for (let i = 0; i < 3; i++) await upload(server, await uploadRequest(kind, TINY_PDF, server, key), kind, key, TINY_PDF);
    // Built before the baseline: the client's own copies are in this process, not the server's.
    const init = await uploadRequest(kind, file, server, key);
    const requestBytes = typeof init.body === 'string' ? Buffer.byteLength(init.body) : file.length;
    await sleep(SETTLE_MS);
    const peakSinceStartBytes = await server.peakRssBytes();
    const baselineRssBytes = await server.rssBytes();
    await server.resetPeakRss();
    const started = performance.now();
    await upload(server, init, kind, key, file);
    const uploadMs = performance.now() - started;
    const peakRssBytes = await server.peakRssBytes();
    const growthBytes = peakRssBytes - baselineRssBytes;
    return { kind, requestBytes, peakSinceStartBytes, baselineRssBytes, peakRssBytes, growthBytes, ratio: growthBytes / file.length, uploadMs };
  } finally {
    await server.stop();
  }
}

async function measureMemory(): Promise<MemoryRun[]> {
  const file = pdfOfSize(UPLOAD_BYTES);
  const runs: MemoryRun[] = [];
  for (let run = 0; run < MEMORY_RUNS; run++) {
    for (const kind of ['encrypted JSON', 'plain JSON', 'multipart'] as const) {
      process.stderr.write(`memory: ${kind} upload, run ${run + 1}/${MEMORY_RUNS}\n`);
      runs.push(await measureUpload(kind, file));
    }
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(3)} ms`;
const us = (value: number) => `${value.toFixed(1)} µs`;
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const times = (value: number) => `${value.toFixed(2)}×`;
const medianRatio = (runs: readonly MemoryRun[], kind: UploadKind) => {
  const ratios = runs.filter((run) => run.kind === kind).map((run) => run.ratio);
  return ratios.length === 0 ? undefined : percentile(ratios, 50);
};

function checksOf(latency: LatencyResult[] | undefined, crypto: CryptoResult | undefined, memory: MemoryRun[] | undefined): Check[] {
  const overhead = (index: number, short: string): Check => ({
    name: `encryption overhead p50, ${short}`,
    value: latency?.[index]?.overheadP50Ms,
    target: { kind: 'max', limit: OVERHEAD_TARGET_MS },
    format: ms,
  });
  return [
    overhead(0, 'GET list (response only)'),
    overhead(1, 'POST → 400 (both ways)'),
    overhead(2, 'POST tiny upload → 201 (both ways)'),
    { name: `crypto alone p50, decrypt ${CRYPTO_PAYLOAD_BYTES} B`, value: crypto?.decryptUs.p50, format: us },
    { name: `crypto alone p50, encrypt ${CRYPTO_PAYLOAD_BYTES} B`, value: crypto?.encryptUs.p50, format: us },
    {
      name: `peak RSS growth ÷ file, ${UPLOAD_BYTES / MIB} MiB encrypted upload`,
      value: memory && medianRatio(memory, 'encrypted JSON'),
      target: { kind: 'max', limit: MEMORY_TARGET_RATIO },
      format: times,
    },
    { name: `peak RSS growth ÷ file, ${UPLOAD_BYTES / MIB} MiB plain JSON upload`, value: memory && medianRatio(memory, 'plain JSON'), format: times },
    { name: `peak RSS growth ÷ file, ${UPLOAD_BYTES / MIB} MiB multipart upload`, value: memory && medianRatio(memory, 'multipart'), format: times },
  ];
}

function printLatency(results: readonly LatencyResult[]): void {
  printTable(
    ['request', 'plain p50', 'p95', 'JWE p50', 'p95', 'Δ p50', 'Δ paired'],
    results.map((r) => [r.name, ms(r.plainMs.p50), ms(r.plainMs.p95), ms(r.encryptedMs.p50), ms(r.encryptedMs.p95), ms(r.overheadP50Ms), ms(r.pairedMedianDiffMs)]),
    [1, 2, 3, 4, 5, 6],
  );
}

function printMemory(runs: readonly MemoryRun[]): void {
  printTable(
    ['upload', 'body', 'baseline RSS', 'peak RSS', 'growth', '÷ file', 'time'],
    runs.map((r) => [r.kind, mib(r.requestBytes), mib(r.baselineRssBytes), mib(r.peakRssBytes), mib(r.growthBytes), times(r.ratio), `${Math.round(r.uploadMs)} ms`]),
    [1, 2, 3, 4, 5, 6],
  );
}

// Other work on the machine skews the timings: the load average before and after is recorded with them.
const loadAtStart = loadavg()[0];
await buildServer();
const crypto = await attempt('crypto timing', measureCrypto);
const latency = await attempt('HTTP latency', measureLatency);
const memory = await attempt('upload memory', measureMemory);
const checks = checksOf(latency.ok ? latency.value : undefined, crypto.ok ? crypto.value : undefined, memory.ok ? memory.value : undefined);

console.log();
if (latency.ok) printLatency(latency.value);
console.log();
if (memory.ok) printMemory(memory.value);
console.log();
printChecks(checks);

const report = {
  ...runHeader(machine(loadAtStart)),
  targets: {
    latency: `encryption adds ≤ ${OVERHEAD_TARGET_MS} ms p50 to a small JSON request`,
    memory: `a ${UPLOAD_BYTES / MIB} MiB encrypted document upload uses < ${MEMORY_TARGET_RATIO}× its size in memory`,
  },
  latencyDefinition:
    `built server in a child process (NODE_ENV=production), fetch over 127.0.0.1 with keep-alive; per request kind ` +
    `${LATENCY_WARMUP_REQUESTS} warm-up then ${LATENCY_REQUESTS} timed pairs, plain and encrypted interleaved (order alternating); ` +
    'time = fetch() until the body is read, envelopes built beforehand and answers opened afterwards; nearest-rank percentiles; ' +
    'overhead = p50(encrypted) − p50(plain)',
  cryptoDefinition:
    `lib/jwe.ts in this process on a ${CRYPTO_PAYLOAD_BYTES} B JSON plaintext, ${CRYPTO_ITERATIONS} iterations after ${CRYPTO_WARMUP} warm-up; ` +
    'decrypt = parseEnvelope + openEnvelope from the envelope\'s JSON text, encrypt = encryptResponse + JSON.stringify; ' +
    'the key lookup (SQLite read + unsealing under the master key) is not included',
  memoryDefinition:
    `fresh built server per run (speech model loaded: /readyz 200), 3 warm-up uploads of a 587 B PDF in the same encoding, ` +
    `${SETTLE_MS} ms idle, baseline = VmRSS, then VmHWM reset to it (/proc/<pid>/clear_refs 5); one upload of a ` +
    `${UPLOAD_BYTES} B file (%PDF- + random bytes) streamed by fetch; growth = VmHWM after − baseline; ratio = growth ÷ file size, ` +
    `median of ${MEMORY_RUNS} runs`,
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  latency: latency.ok ? latency.value : { error: latency.error },
  crypto: crypto.ok ? crypto.value : { error: crypto.error },
  memory: memory.ok ? { fileBytes: UPLOAD_BYTES, runs: memory.value } : { error: memory.error },
};
await writeResults(RESULTS_FILE, report);
