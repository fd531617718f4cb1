import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';
import { audioFixture } from '../helpers/fixtures.js';
import { freePort, scribeCli, spawnScribe, waitUntilReady, type ScribeProcess } from '../helpers/scribe-process.js';
import { TRANSCRIPT_ONLY, decodeValue, type UploadTarget } from '../helpers/sessions-client.js';
import { makeDataDir } from '../helpers/test-server.js';
import { startWebhookReceiver, verifyBothSignatures } from '../helpers/webhook-receiver.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SIGNING_KEY = `whsec_${randomBytes(24).toString('base64')}`;

/** An external client of the API over real HTTP: fetch, FormData, JSON. */
function httpClient(baseUrl: string, accessToken: string) {
  const bearer = { authorization: `Bearer ${accessToken}` };
  const json = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? bearer : { ...bearer, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    json,
    async presign(txnId: string): Promise<UploadTarget> {
      const response = await json('POST', `/v1/file-upload?txn_id=${txnId}&action=svc-scribe-v2`, { mode: 'dictation' });
      expect(response.status).toBe(200);
      return (await response.json()) as UploadTarget;
    },
    /** The uploader's presigned POST: the policy fields, then the file last. */
    async upload(target: UploadTarget, name: string, bytes: Buffer, type: string, key = `${target.folderPath}${name}`): Promise<number> {
      const form = new FormData();
      for (const [field, value] of Object.entries(target.uploadData.fields)) form.append(field, field === 'key' ? key : value);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return (await fetch(target.uploadData.url, { method: 'POST', body: form })).status;
    },
    async finished(txnId: string): Promise<Response> {
      for (;;) {
        const response = await json('GET', `/voice/api/v3/status/${txnId}`);
        if (response.status !== 202) return response;
        await sleep(200);
      }
    },
  };
}

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
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      SCRIBE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1',
      SCRIBE_JOB_LEASE_MS: '1500',
      SCRIBE_JOB_POLL_MS: '100',
    };
    const serve = () => {
      // The API alone: the jobs are the worker processes'.
      const server = spawnScribe(['serve'], { ...env, PORT: String(port), HOST: '127.0.0.1', SCRIBE_WORKER: 'off' });
      processes.push(server);
      return server;
    };
    let server = serve();
    await waitUntilReady(`${baseUrl}/readyz`, server);
    const token = await login(baseUrl, env);
    const clientId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    let c = httpClient(baseUrl, token);

    const subscribed = await c.json('POST', '/notification/v1/connect/webhook/subscriptions', {
      event_names: ['v2rx.completed'],
      endpoint: inbox.url,
      signing_key: SIGNING_KEY,
      protocol: 'http',
    });
    expect(subscribed.status).toBe(201);

    const target = await c.presign('consult-42');
    expect(await c.upload(target, 'part-1.ogg', audioFixture('dictation-25s.ogg'), 'audio/ogg')).toBe(204);
    expect(await c.upload(target, 'part-2.wav', audioFixture('fever-cough.wav'), 'audio/wav')).toBe(204);

    // A server restart between upload and init loses nothing.
    await server.kill('SIGKILL');
    server = serve();
    await waitUntilReady(`${baseUrl}/readyz`, server);
    c = httpClient(baseUrl, token);
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
