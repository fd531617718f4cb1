/**
 * `npm run bench:sessions`: the asynchronous session flow against the built server on a real port.
 * - end to end: a 5-minute consultation recording (the corpus dictations joined) from init to its
 *   webhook, with the transcript template;
 * - status polls: 200 requests per second, open loop, while that session is processed;
 * - multipart upload: a 1 GiB file in 64 MiB parts, and the server's peak RSS growth meanwhile.
 * Prints the figures next to their targets and writes bench/results/sessions.json. It measures and
 * never gates: a missed target does not change the exit code.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startWebhookReceiver } from '../packages/server/test/helpers/webhook-receiver.js';
import { passes, printChecks, type Check } from './lib/asr-report.js';
import { attempt } from './lib/attempt.js';
import { CORPUS_DIR, loadManifest, wavFormat } from './lib/corpus.js';
import { machine, runHeader, writeResults } from './lib/run-info.js';
import { pollStatus, type PollFigures } from './lib/status-polls.js';
import { buildServer, startServer, type ScribeServer } from './lib/scribe-server.js';

const RESULTS_FILE = fileURLToPath(new URL('results/sessions.json', import.meta.url));
const MIB = 1024 * 1024;
const RECORDING_S = 300;
const POLL_RATE_PER_S = 200;
const MULTIPART_BYTES = 1024 * MIB;
const PART_BYTES = 64 * MIB;
const TARGET_END_TO_END_S = 40;
const TARGET_POLL_P99_MS = 50;
const TARGET_MULTIPART_GROWTH_MIB = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The corpus dictations, joined (and repeated as needed) into one 16-bit PCM wav of `seconds`. */
async function consultationRecording(seconds: number): Promise<{ wav: Buffer; durationS: number }> {
  const clips = await Promise.all((await loadManifest()).map(async (clip) => new Uint8Array(await readFile(join(CORPUS_DIR, clip.file)))));
  const format = wavFormat(clips[0]!);
  const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
  const pcm: Buffer[] = [];
  let total = 0;
  for (let i = 0; total < seconds * bytesPerSecond; i++) {
    const clip = clips[i % clips.length]!;
    const clipFormat = wavFormat(clip);
    if (clipFormat.sampleRate !== format.sampleRate || clipFormat.channels !== format.channels || clipFormat.bitsPerSample !== format.bitsPerSample) continue;
    const data = Buffer.from(clip.subarray(clip.byteLength - Math.round(clipFormat.durationS * bytesPerSecond)));
    pcm.push(data);
    total += data.length;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + total, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(bytesPerSecond, 28);
  header.writeUInt16LE(format.channels * (format.bitsPerSample / 8), 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write('data', 36);
  header.writeUInt32LE(total, 40);
  return { wav: Buffer.concat([header, ...pcm]), durationS: total / bytesPerSecond };
}

async function api(server: ScribeServer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { authorization: server.authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

interface EndToEnd {
  recordingS: number;
  uploadBytes: number;
  initToWebhookS: number;
  transcriptWords: number;
  polls: PollFigures;
}

async function measureEndToEnd(): Promise<EndToEnd> {
  const inbox = await startWebhookReceiver([204]);
  const server = await startServer({ SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1' });
  try {
    const { wav, durationS } = await consultationRecording(RECORDING_S);
    await expectStatus(
      await api(server, 'POST', '/notification/v1/connect/webhook/subscriptions', {
        event_names: ['v2rx.completed', 'v2rx.failed'],
        endpoint: inbox.url,
        protocol: 'http',
      }),
      201,
      'webhook subscription',
    );
    const presign = await expectStatus(await api(server, 'POST', '/v1/file-upload?txn_id=bench-consult&action=svc-scribe-v2', {}), 200, 'upload URL');
    const target = (await presign.json()) as { uploadData: { url: string; fields: Record<string, string> }; folderPath: string };
    const form = new FormData();
    for (const [field, value] of Object.entries(target.uploadData.fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(wav)], { type: 'audio/wav' }), 'consultation.wav');
    await expectStatus(await fetch(target.uploadData.url, { method: 'POST', body: form }), 204, 'storage upload');

    const started = performance.now();
    await expectStatus(
      await api(server, 'POST', '/voice/api/v2/transaction/init/bench-consult', {
        mode: 'consultation',
        input_language: ['en-IN'],
        output_format_template: [{ template_id: 'transcript_template', codification_needed: false }],
        model_type: 'pro',
      }),
      201,
      'init',
    );
    const webhook = inbox.received(1).then(() => performance.now());
    const polls = await pollStatus(server, 'bench-consult', POLL_RATE_PER_S, webhook);
    const initToWebhookS = ((await webhook) - started) / 1000;
    const status = await expectStatus(await api(server, 'GET', '/voice/api/v3/status/bench-consult'), 200, 'final status');
    const { data } = (await status.json()) as { data: { output: { value: string }[] } };
    const transcript = JSON.parse(Buffer.from(data.output[0]!.value, 'base64').toString()) as { transcript: string };
    return { recordingS: durationS, uploadBytes: wav.length, initToWebhookS, transcriptWords: transcript.transcript.split(/\s+/).length, polls };
  } finally {
    await server.stop();
    await inbox.close();
  }
}

interface MultipartFigures {
  fileBytes: number;
  partBytes: number;
  baselineRssBytes: number;
  peakRssBytes: number;
  growthBytes: number;
  uploadS: number;
  completeS: number;
}

async function measureMultipart(): Promise<MultipartFigures> {
  const server = await startServer();
  try {
    await expectStatus(await api(server, 'POST', '/v1/file-upload?txn_id=bench-large&action=svc-scribe-v2', {}), 200, 'upload URL');
    const partCount = MULTIPART_BYTES / PART_BYTES;
    const initiated = await expectStatus(
      await api(server, 'POST', '/v1/file-upload/multipart', { txn_id: 'bench-large', file_name: 'long.wav', content_type: 'audio/wav', parts: partCount }),
      200,
      'multipart initiate',
    );
    const { upload_id, part_urls } = (await initiated.json()) as { upload_id: string; part_urls: { part_number: number; url: string }[] };
    // One part's worth of random bytes, sent for every part: the client's memory is not the server's.
    const part = randomBytes(PART_BYTES);
    await sleep(2000);
    const baselineRssBytes = await server.rssBytes();
    await server.resetPeakRss();
    const uploadStarted = performance.now();
    const etags: { part_number: number; etag: string }[] = [];
    for (const { part_number, url } of part_urls) {
      const response = await expectStatus(await fetch(url, { method: 'PUT', body: part }), 200, `part ${part_number}`);
      etags.push({ part_number, etag: response.headers.get('etag') ?? '' });
    }
    const uploadS = (performance.now() - uploadStarted) / 1000;
    const completeStarted = performance.now();
    await expectStatus(await api(server, 'POST', `/v1/file-upload/multipart/${upload_id}/complete`, { parts: etags }), 200, 'multipart complete');
    const completeS = (performance.now() - completeStarted) / 1000;
    const peakRssBytes = await server.peakRssBytes();
    return { fileBytes: MULTIPART_BYTES, partBytes: PART_BYTES, baselineRssBytes, peakRssBytes, growthBytes: peakRssBytes - baselineRssBytes, uploadS, completeS };
  } finally {
    await server.stop();
  }
}

const loadAtStart = loadavg()[0];
await buildServer();
const endToEnd = await attempt('end to end', measureEndToEnd);
const multipart = await attempt('multipart upload', measureMultipart);
const e2e = endToEnd.ok ? endToEnd.value : undefined;
const mp = multipart.ok ? multipart.value : undefined;
const checks: Check[] = [
  { name: `init → webhook, ${RECORDING_S / 60}-minute recording`, value: e2e?.initToWebhookS, target: { kind: 'max', limit: TARGET_END_TO_END_S }, format: (v) => `${v.toFixed(1)} s` },
  { name: `status polls p99 at ${POLL_RATE_PER_S}/s during processing`, value: e2e?.polls.p99Ms, target: { kind: 'max', limit: TARGET_POLL_P99_MS }, format: (v) => `${v.toFixed(1)} ms` },
  { name: 'status polls achieved rate', value: e2e?.polls.achievedPerS, format: (v) => `${v.toFixed(0)}/s` },
  { name: 'status polls p50', value: e2e?.polls.p50Ms, format: (v) => `${v.toFixed(1)} ms` },
  { name: '1 GiB multipart upload: server peak RSS growth', value: mp && mp.growthBytes / MIB, target: { kind: 'max', limit: TARGET_MULTIPART_GROWTH_MIB }, format: (v) => `${v.toFixed(1)} MiB` },
];
console.log();
printChecks(checks);

const report = {
  ...runHeader(machine(loadAtStart)),
  targets: {
    endToEnd: `a ${RECORDING_S / 60}-minute consultation goes from init to webhook in ≤ ${TARGET_END_TO_END_S} s with the transcript template`,
    polls: `${POLL_RATE_PER_S} status polls per second sustained during processing with p99 < ${TARGET_POLL_P99_MS} ms`,
    multipart: `uploading a 1 GiB file through multipart adds < ${TARGET_MULTIPART_GROWTH_MIB} MB to server RSS`,
  },
  definitions: {
    endToEnd:
      'built server in a child process (NODE_ENV=production, in-process worker), the corpus dictations joined into one 16 kHz wav, ' +
      'uploaded by presigned POST; time from sending init to the webhook arriving at a local receiver',
    polls: `GET /voice/api/v3/status open loop at ${POLL_RATE_PER_S}/s from init until the webhook, over keep-alive; latency = fetch until the body is read`,
    multipart: `${MULTIPART_BYTES / MIB} MiB in ${PART_BYTES / MIB} MiB parts over presigned PUTs, then complete; growth = VmHWM after complete − VmRSS before the first part (VmHWM reset there)`,
  },
  checks: checks.map((check) => ({ name: check.name, value: check.value ?? null, target: check.target ?? null, pass: passes(check) ?? null })),
  endToEnd: endToEnd.ok ? endToEnd.value : { error: endToEnd.error },
  multipart: multipart.ok ? multipart.value : { error: multipart.error },
};
await writeResults(RESULTS_FILE, report);
