import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { audioFixture } from '../helpers/fixtures.js';
import { freePort, scribeCli, spawnScribe, waitUntilReady, type ScribeProcess } from '../helpers/scribe-process.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsHttpClient, type UploadTarget } from '../helpers/sessions-client.js';
import { makeDataDir } from '../helpers/test-server.js';
import { startWebhookReceiver, verifyBothSignatures } from '../helpers/webhook-receiver.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SIGNING_KEY = `whsec_${randomBytes(24).toString('base64')}`;

async function login(baseUrl: string, env: Record<string, string>) {
  const credentials = JSON.parse(await scribeCli(['clients', 'create', '--name', 'e2e', '--json'], env)) as { client_id: string };
  const response = await fetch(`${baseUrl}/connect-auth/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function sessionState(clientId: string, txnId: string, env: Record<string, string>): Promise<string> {
  return (JSON.parse(await scribeCli(['sessions', 'show', clientId, txnId], env)) as { state: string }).state;
}

/**
 * `scribe serve` on a free port over `env`'s data dir (`serve()` starts it again after a kill, on the same port), a
 * client logged in over HTTP and subscribed to `v2rx.completed` at `inboxUrl` with SIGNING_KEY.
 */
async function servedScribe(processes: ScribeProcess[], env: Record<string, string>, serveEnv: Record<string, string>, inboxUrl: string) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serve = async () => {
    const server = spawnScribe(['serve'], { ...env, ...serveEnv, PORT: String(port), HOST: '127.0.0.1' });
    processes.push(server);
    await waitUntilReady(`${baseUrl}/readyz`, server);
    return server;
  };
  const server = await serve();
  const token = await login(baseUrl, env);
  const clientId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const c = sessionsHttpClient(baseUrl, token);
  const subscribed = await c.json('POST', '/notification/v1/connect/webhook/subscriptions', {
    event_names: ['v2rx.completed'],
    endpoint: inboxUrl,
    signing_key: SIGNING_KEY,
    protocol: 'http',
  });
  expect(subscribed.status).toBe(201);
  return { server, serve, clientId, c };
}

/**
 * The session flow as an external client drives it against `scribe serve` and `scribe worker`
 * processes on one data dir, through restarts and a worker killed mid-job.
 */
describe('end to end: sessions over HTTP, across restarts and a killed worker', () => {
  const processes: ScribeProcess[] = [];
  const dataDir = makeDataDir();
  afterEach(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('completes exactly once with exactly one signed webhook event, whatever dies on the way', async () => {
    const inbox = await startWebhookReceiver([204]);
    const env = {
      NODE_ENV: 'test',
      SCRIBE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1',
      SCRIBE_JOB_LEASE_MS: '1500',
      SCRIBE_JOB_POLL_MS: '100',
    };
    // The API alone: the jobs are the worker processes'.
    const scribe = await servedScribe(processes, env, { SCRIBE_WORKER: 'off' }, inbox.url);
    const { clientId, c } = scribe;

    const target = await c.presign('consult-42');
    expect(await c.upload(target, 'part-1.ogg', audioFixture('dictation-25s.ogg'), 'audio/ogg')).toBe(204);
    expect(await c.upload(target, 'part-2.wav', audioFixture('fever-cough.wav'), 'audio/wav')).toBe(204);

    // A server restart between upload and init loses nothing.
    await scribe.server.kill('SIGKILL');
    await scribe.serve();
    const init = await c.json('POST', '/voice/api/v2/transaction/init/consult-42', TRANSCRIPT_ONLY);
    expect(init.status).toBe(201);

    // A worker killed with SIGKILL in the middle of the job; another takes it over when the lease expires.
    const first = spawnScribe(['worker'], env);
    processes.push(first);
    while ((await sessionState(clientId, 'consult-42', env)) !== 'processing') await sleep(50);
    await first.kill('SIGKILL');
    expect(await sessionState(clientId, 'consult-42', env)).toBe('processing');
    processes.push(spawnScribe(['worker'], env));

    const done = await c.finished('consult-42');
    expect(done.status).toBe(200);
    const [item] = ((await done.json()) as { data: { output: { value: string; status: string }[] } }).data.output;
    expect(item?.status).toBe('success');
    const transcript = decodeValue<TranscriptDocument>(item!.value);
    expect([...new Set(transcript.segments.map((s) => s.file))]).toEqual(['part-1.ogg', 'part-2.wav']);
    expect(transcript.transcript.toLowerCase()).toContain('fever');
    // Every word of every segment, with its confidence and its time inside the segment's.
    for (const segment of transcript.segments) {
      expect(segment.words?.map((w) => w.text).join(' ')).toBe(segment.text);
      for (const word of segment.words!) {
        expect(word.confidence).toBeGreaterThanOrEqual(0);
        expect(word.confidence).toBeLessThanOrEqual(1);
        expect(word.start).toBeGreaterThanOrEqual(segment.start - 0.001);
        expect(word.end).toBeLessThanOrEqual(segment.end + 0.001);
      }
    }

    await inbox.received(1);
    // Longer than a lease and a poll: time for a duplicate to show up, were there one.
    await sleep(3000);
    const ids = new Set(inbox.requests.map((w) => w.headers['webhook-id']));
    expect(ids.size).toBe(1);
    // The killed worker's attempt and its successor's: one job, run twice, finished once.
    const db = new Database(path.join(dataDir, 'scribe.db'), { readonly: true });
    const jobs = db.prepare("SELECT state, attempts FROM jobs WHERE kind = 'process-session'").all();
    db.close();
    expect(jobs).toEqual([{ state: 'done', attempts: 2 }]);
    const event = verifyBothSignatures(inbox.requests[0]!, SIGNING_KEY) as { event: string; data: Record<string, string> };
    expect(event).toMatchObject({ event: 'v2rx.completed', data: { transaction_id: 'consult-42', status: 'completed', session_id: 'consult-42' } });
    expect(JSON.parse(inbox.requests[0]!.body.toString())).toEqual({ ...event, timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/) });
    await inbox.close();
  });
});

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

/**
 * Sends the presigned POST's fields and the first `sent` bytes of `file`, then stops writing and keeps the connection
 * open: an upload still streaming. Resolves to the request once those bytes are written.
 */
async function startUpload(target: UploadTarget, name: string, file: Buffer, sent: number): Promise<http.ClientRequest> {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(target.uploadData.fields)
    .map(([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${field === 'key' ? `${target.folderPath}${name}` : value}\r\n`)
    .join('');
  const head = Buffer.from(`${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: audio/wav\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(target.uploadData.url, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + file.length + tail.length },
  });
  // The server dies under it: that is the point.
  request.on('error', () => undefined);
  request.write(head);
  await new Promise<void>((resolve) => request.write(file.subarray(0, sent), () => resolve()));
  return request;
}

describe('end to end: an upload cut short by SIGKILL', () => {
  const processes: ScribeProcess[] = [];
  const dataDir = makeDataDir();
  afterEach(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is never served: the session holds no part of it, and the same upload sent again completes once with one webhook', async () => {
    const inbox = await startWebhookReceiver([204]);
    const env = { NODE_ENV: 'test', SCRIBE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '100' };
    const scribe = await servedScribe(processes, env, {}, inbox.url);
    const { clientId, c } = scribe;

    // 300 KB of a 2 MB recording are on disk when the server dies.
    const target = await c.presign('cut-upload');
    const recording = Buffer.concat([audioFixture('fever-cough.wav'), randomBytes(2_000_000)]);
    const cut = await startUpload(target, 'visit.wav', recording, 300_000);
    const sessionFolder = path.join(dataDir, 'blobs', 'sessions', clientId, 'cut-upload');
    while (!fs.existsSync(sessionFolder) || filesUnder(sessionFolder).length === 0) await sleep(20);
    await scribe.server.kill('SIGKILL');
    cut.destroy();

    // What the crash left is a temporary file under no key: part of a patient's recording, which the next start removes.
    expect(filesUnder(sessionFolder)).toEqual([expect.stringMatching(/^\.[0-9a-f-]+\.[0-9a-f]{12}\.tmp$/)]);
    await scribe.serve();
    expect(filesUnder(sessionFolder)).toEqual([]);
    const shown = () =>
      scribeCli(['sessions', 'show', clientId, 'cut-upload'], env).then(
        (out) => JSON.parse(out) as { state: string; files: { name: string; size_bytes: number }[]; output?: unknown[] },
      );
    expect(await shown()).toMatchObject({ state: 'created', files: [] });

    // The client sends it again, whole this time; the session is built from that one file.
    const whole = audioFixture('fever-cough.wav');
    expect(await c.upload(target, 'visit.wav', whole, 'audio/wav')).toBe(204);
    expect((await shown()).files).toEqual([expect.objectContaining({ name: 'visit.wav', size_bytes: whole.length })]);
    expect((await c.json('POST', '/voice/api/v2/transaction/init/cut-upload', TRANSCRIPT_ONLY)).status).toBe(201);
    const done = await c.finished('cut-upload');
    expect(done.status).toBe(200);
    // The operator sees how each template came out, from the session's result.
    expect((await shown()).output).toEqual([{ template_id: 'transcript_template', status: 'success', errors: [], warnings: [] }]);
    const [item] = ((await done.json()) as { data: { output: { value: string; status: string }[] } }).data.output;
    const transcript = decodeValue<TranscriptDocument>(item!.value);
    expect([...new Set(transcript.segments.map((s) => s.file))]).toEqual(['visit.wav']);
    expect(transcript.transcript.toLowerCase()).toContain('fever');

    await inbox.received(1);
    await sleep(1000);
    expect(inbox.requests.map((w) => (verifyBothSignatures(w, SIGNING_KEY) as { data: { transaction_id: string } }).data.transaction_id)).toEqual(['cut-upload']);
    await inbox.close();
  });
});
