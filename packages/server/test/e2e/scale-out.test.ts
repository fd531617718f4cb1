import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { startPostgres } from '../helpers/postgres-server.js';
import { S3RVER_CREDENTIALS, startS3Server } from '../helpers/s3-server.js';
import { freePort, scribeCli, spawnScribe, waitUntilReady, type ScribeProcess } from '../helpers/scribe-process.js';
import { TRANSCRIPT_ONLY, decodeValue, sessionsHttpClient } from '../helpers/sessions-client.js';
import { makeDataDir } from '../helpers/test-server.js';
import { startWebhookReceiver, verifyBothSignatures } from '../helpers/webhook-receiver.js';
import type { TranscriptDocument } from '../../src/services/session-outputs.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SIGNING_KEY = `whsec_${randomBytes(24).toString('base64')}`;
const SESSIONS = ['visit-1', 'visit-2', 'visit-3'];

const postgres = await startPostgres();
const s3 = postgres ? await startS3Server() : undefined;
afterAll(async () => {
  await s3?.stop();
  await postgres?.stop();
});

if (!postgres || !s3) {
  describe.skip("scale-out: no PostgreSQL binaries (initdb, pg_ctl) here; install Debian's postgresql to run it", () => {
    it('runs two API servers and two workers on one database and one bucket', () => undefined);
  });
} else {
  /**
   * Issue 15's deployment in miniature: two API servers (no worker, each with its own empty data dir) and worker
   * processes, sharing one PostgreSQL database and one S3 bucket and nothing else.
   */
  describe('scale-out: two API servers and two workers on PostgreSQL and S3', () => {
    const processes: ScribeProcess[] = [];
    const dataDirs: string[] = [];
    /** The test's own view of the shared database. */
    let database: pg.Client | undefined;
    afterEach(async () => {
      await database?.end();
      await Promise.all(processes.map((p) => p.kill('SIGKILL')));
      dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
    });

    it('shares tokens and sessions across servers, survives a killed worker, and completes each session once with one webhook', async () => {
      const bucket = await s3.createBucket();
      const shared = {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SCRIBE_DATABASE_URL: postgres.url,
        SCRIBE_S3_BUCKET: bucket.bucket,
        SCRIBE_S3_ENDPOINT: s3.endpoint,
        SCRIBE_S3_FORCE_PATH_STYLE: '1',
        AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        SCRIBE_MASTER_KEY: randomBytes(32).toString('base64'),
        // The name every API server issues its tokens under (behind a load balancer, SCRIBE_PUBLIC_URL's).
        SCRIBE_ISSUER: 'https://scribe.test',
        SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1',
        SCRIBE_JOB_LEASE_MS: '1500',
        SCRIBE_JOB_POLL_MS: '100',
      };
      /** A process of the deployment, on a data dir of its own that nothing shares. */
      const ownDir = () => {
        const dir = makeDataDir();
        dataDirs.push(dir);
        return { ...shared, SCRIBE_DATA_DIR: dir };
      };
      const serve = async () => {
        const port = await freePort();
        const server = spawnScribe(['serve'], { ...ownDir(), SCRIBE_WORKER: 'off', PORT: String(port), HOST: '127.0.0.1' });
        processes.push(server);
        await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server);
        return `http://127.0.0.1:${port}`;
      };
      const worker = () => {
        const process = spawnScribe(['worker'], ownDir());
        processes.push(process);
        return process;
      };
      const [urlA, urlB] = await Promise.all([serve(), serve()]);

      // A client made by the CLI on a third data dir, logged in on A; its token works on B.
      const credentials = JSON.parse(await scribeCli(['clients', 'create', '--name', 'chain', '--json'], ownDir())) as { client_id: string };
      const login = await fetch(`${urlA}/connect-auth/v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      expect(login.status).toBe(200);
      const { access_token: token } = (await login.json()) as { access_token: string };
      const [a, b] = [sessionsHttpClient(urlA, token), sessionsHttpClient(urlB, token)];
      expect((await b.json('GET', '/notification/v1/connect/webhook/subscriptions')).status).toBe(200);

      const inbox = await startWebhookReceiver([204]);
      const subscribed = await b.json('POST', '/notification/v1/connect/webhook/subscriptions', {
        event_names: ['v2rx.completed'],
        endpoint: inbox.url,
        signing_key: SIGNING_KEY,
        protocol: 'http',
      });
      expect(subscribed.status).toBe(201);

      // Each session uploaded through one server and started through the other.
      for (const [i, txnId] of SESSIONS.entries()) {
        const [uploader, starter] = i % 2 === 0 ? [a, b] : [b, a];
        expect(await uploader.upload(await uploader.presign(txnId), 'visit.wav', audioFixture('fever-cough.wav'))).toBe(204);
        expect((await starter.json('POST', `/voice/api/v2/transaction/init/${txnId}`, TRANSCRIPT_ONLY)).status).toBe(201);
      }

      // The first worker is killed in the middle of a session; two others finish the work.
      database = new pg.Client({ connectionString: postgres.url });
      await database.connect();
      const processing = async () =>
        (await database!.query("SELECT 1 FROM sessions WHERE client_id = $1 AND state = 'processing'", [credentials.client_id])).rowCount! > 0;
      const first = worker();
      while (!(await processing())) await sleep(100);
      await first.kill('SIGKILL');
      worker();
      worker();

      for (const txnId of SESSIONS) {
        const response = await a.finished(txnId);
        expect(response.status).toBe(200);
        const fromA = (await response.json()) as { data: { output: { value: string; status: string }[] } };
        const fromB = (await (await b.status(txnId)).json()) as unknown;
        expect(fromB).toEqual(fromA);
        const [item] = fromA.data.output;
        expect(item?.status).toBe('success');
        expect(decodeValue<TranscriptDocument>(item!.value).transcript.toLowerCase()).toContain('fever');
      }

      await inbox.received(SESSIONS.length);
      // Longer than a lease and a poll: time for a duplicate to show up, were there one.
      await sleep(3000);
      const completed = inbox.requests.map((request) => (verifyBothSignatures(request, SIGNING_KEY) as { data: { transaction_id: string } }).data.transaction_id);
      expect(completed.sort()).toEqual(SESSIONS);
      const jobs = await database.query<{ state: string }>("SELECT state FROM jobs WHERE kind = 'process-session'");
      expect(jobs.rows.map((row) => row.state)).toEqual(SESSIONS.map(() => 'done'));
      await inbox.close();
    });
  });
}
