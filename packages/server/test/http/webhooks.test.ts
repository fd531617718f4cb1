import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { joseEnvelope, openResponse, type EncryptedResponse, type SharedKey } from '../helpers/jwe-client.js';
import { TRANSCRIPT_ONLY, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import {
  deliveryHeaders,
  expectedDeliveryHeaders,
  startWebhookReceiver,
  until,
  verifyBothSignatures,
  webhookKeyBytes,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../helpers/webhook-receiver.js';

const SUBSCRIPTIONS = '/notification/v1/connect/webhook/subscriptions';
/** A generated signing key: Standard Webhooks' `whsec_` and the base64 of 32 random bytes. */
const WHSEC_32_BYTES = /^whsec_[A-Za-z0-9+/]{43}=$/;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fever = audioFixture('fever-cough.wav');

interface Delivery {
  id: string;
  event: string;
  transaction_id: string;
  state: string;
  attempts: number;
  last_status: number | null;
  log: { attempt: number; at: string; status: number | null; error: string | null }[];
}

function expectWebhookError(response: LightMyRequestResponse, status: number, code: string): void {
  expect([response.statusCode, response.json()]).toEqual([status, { error: { message: expect.any(String), code } }]);
}

/** The compact JSON body of PROTOCOL §6, byte for byte. */
function expectNotification(request: ReceivedRequest, event: string, txnId: string, status: string): void {
  expect(request.method).toBe('POST');
  expect(request.headers['content-type']).toBe('application/json');
  const text = request.body.toString('utf8');
  const { timestamp } = JSON.parse(text) as { timestamp: string };
  expect(timestamp).toMatch(ISO_UTC);
  expect(text).toBe(JSON.stringify({ event, data: { transaction_id: txnId, status, session_id: txnId }, timestamp }));
}

describe('webhooks (PROTOCOL §6)', () => {
  let s: TestServer;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '50' });
    s.container.startWorker(silentLog);
  });
  afterEach(async () => {
    await Promise.all(receivers.splice(0).map((receiver) => receiver.close()));
  });
  afterAll(() => s.close());

  async function receiver(...statuses: number[]): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver(statuses.length > 0 ? statuses : [200]);
    receivers.push(started);
    return started;
  }

  /** A new logged-in client: its webhook calls and its sessions, over `app.inject`. */
  async function client() {
    const { access_token, client_id } = await s.login();
    const sessions = sessionsClient(s.app, access_token);
    const { bearer } = sessions;
    const api = {
      client_id,
      bearer,
      sessions,
      register: (body: object) => s.app.inject({ method: 'POST', url: SUBSCRIPTIONS, headers: bearer, payload: body }),
      list: () => s.app.inject({ method: 'GET', url: SUBSCRIPTIONS, headers: bearer }),
      remove: (id: string) => s.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}`, headers: bearer }),
      deliveries: (id: string) => s.app.inject({ method: 'GET', url: `${SUBSCRIPTIONS}/${id}/deliveries`, headers: bearer }),
      async subscribe(endpoint: string, eventNames = ['v2rx.completed'], signingKey?: string): Promise<string> {
        const response = await api.register({ event_names: eventNames, endpoint, protocol: 'http', ...(signingKey ? { signing_key: signingKey } : {}) });
        expect(response.statusCode).toBe(201);
        return (response.json() as { id: string }).id;
      },
      /** Polls the delivery log until its newest delivery satisfies `done`. */
      newestDelivery: (id: string, done: (delivery: Delivery) => boolean) =>
        until(async () => {
          const response = await api.deliveries(id);
          expect(response.statusCode).toBe(200);
          const [newest] = (response.json() as { data: Delivery[] }).data;
          return newest && done(newest) ? newest : undefined;
        }),
      /** One file, init with the transcript template, and the final status. */
      async runSession(txnId: string, bytes = fever) {
        const target = await sessions.target(txnId);
        expect((await sessions.post(target, { name: 'a.wav', bytes })).statusCode).toBe(204);
        expect((await sessions.init(txnId, TRANSCRIPT_ONLY)).statusCode).toBe(201);
        return sessions.finished(txnId);
      },
    };
    return api;
  }

  /** Both signatures, over the exact bytes received, and what a careful receiver checks besides; every header, exactly. */
  function verifySignatures(request: ReceivedRequest, signingKey: string): void {
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(request.headers['webhook-timestamp']).toMatch(/^\d+$/);
    const signing = { signingKey, ownHeader: 'svc-webhook-signature', ownKey: webhookKeyBytes(signingKey) };
    expect(deliveryHeaders(request)).toEqual(expectedDeliveryHeaders(request, signing));
    expect(verifyBothSignatures(request, signingKey)).toEqual(JSON.parse(request.body.toString('utf8')));
    expect(() => verifyBothSignatures({ ...request, body: Buffer.concat([request.body, Buffer.from(' ')]) }, signingKey)).toThrow();
    const [, t] = /^t=(\d+),/.exec(String(request.headers['svc-webhook-signature']))!;
    expect(t).toBe(request.headers['webhook-timestamp']);
    expect(Math.abs(Number(t) - s.clock.now().getTime() / 1000)).toBeLessThan(180);
  }

  /** The queue's job for a delivery, read from the database. */
  function deliveryJob(deliveryId: string): { state: string; attempts: number } | undefined {
    const db = new Database(path.join(s.config.dataDir, 'scribe.db'), { readonly: true });
    try {
      return db.prepare('SELECT state, attempts FROM jobs WHERE dedupe_key = ?').get(`webhook:${deliveryId}`) as { state: string; attempts: number } | undefined;
    } finally {
      db.close();
    }
  }

  it('registers, lists without the key, deletes; other clients see nothing; refuses invalid bodies and anonymous calls', async () => {
    const c = await client();
    const other = await client();
    const signingKey = `plain-${randomBytes(12).toString('hex')}`;
    const endpoint = 'http://127.0.0.1:9/hook';
    const created = await c.register({ event_names: ['v2rx.completed', 'v2rx.failed'], endpoint, signing_key: signingKey, protocol: 'http' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: expect.any(String), status: 'success' }]);
    const { id } = created.json() as { id: string };

    const list = await c.list();
    expect([list.statusCode, list.json()]).toEqual([
      200,
      {
        data: [
          expect.objectContaining({
            id,
            event_names: ['v2rx.completed', 'v2rx.failed'],
            endpoint,
            protocol: 'http',
            has_signing_key: true,
            created_at: expect.stringMatching(ISO_UTC),
            updated_at: expect.stringMatching(ISO_UTC),
            disabled_at: null,
          }),
        ],
        msg: 'success',
      },
    ]);
    const deliveries = await c.deliveries(id);
    expect([deliveries.statusCode, deliveries.json()]).toEqual([200, { data: [], total: 0, msg: 'success' }]);
    for (const response of [created, list, deliveries]) expect(response.body).not.toContain(signingKey);

    // Another client: an empty list, and the subscription is unknown to it.
    expect((await other.list()).json()).toEqual({ data: [], msg: 'success' });
    expectWebhookError(await other.remove(id), 404, 'NOT_FOUND');
    expectWebhookError(await other.deliveries(id), 404, 'NOT_FOUND');
    expect((await c.list()).json().data).toHaveLength(1);

    const deleted = await c.remove(id);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { status: 'webhook deleted successfully', msg: 'success' }]);
    expectWebhookError(await c.remove(id), 404, 'NOT_FOUND');
    expectWebhookError(await c.deliveries(id), 404, 'NOT_FOUND');
    expect((await c.list()).json()).toEqual({ data: [], msg: 'success' });

    const valid = { event_names: ['v2rx.completed'], endpoint, protocol: 'http' };
    const { endpoint: _endpoint, ...noEndpoint } = valid;
    const invalid: object[] = [
      { ...valid, event_names: ['v2rx.started'] },
      { ...valid, event_names: [] },
      noEndpoint,
      { ...valid, protocol: 'ftp' },
      { ...valid, endpoint: 'ftp://127.0.0.1/hook', protocol: 'ftp' },
      { ...valid, protocol: 'https' },
      { ...valid, endpoint: 'not a url' },
      { ...valid, signing_key: '' },
      { ...valid, signing_key: 'whsec_' },
    ];
    for (const body of invalid) expectWebhookError(await c.register(body), 400, 'INVALID_REQUEST');
    expect((await c.list()).json()).toEqual({ data: [], msg: 'success' });

    for (const anonymous of [
      await s.app.inject({ method: 'POST', url: SUBSCRIPTIONS, payload: valid }),
      await s.app.inject({ method: 'GET', url: SUBSCRIPTIONS }),
      await s.app.inject({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}` }),
      await s.app.inject({ method: 'GET', url: `${SUBSCRIPTIONS}/${id}/deliveries`, headers: { authorization: 'Bearer not-a-token' } }),
    ]) {
      expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: { message: 'Unauthorized', code: 'INVALID_REQUEST' } }]);
    }
  });

  it('delivers one v2rx.completed per subscription when a session completes, always signed, and logs it', async () => {
    const c = await client();
    const plainKey = `plain key ✓ ${randomBytes(8).toString('hex')}`;
    const whsecKey = `whsec_${randomBytes(32).toString('base64')}`;
    const [plain, whsec, generated, failedOnly] = [await receiver(), await receiver(), await receiver(), await receiver()];
    const plainId = await c.subscribe(plain.url, ['v2rx.completed'], plainKey);
    const whsecId = await c.subscribe(whsec.url, ['v2rx.completed'], whsecKey);
    // Without a signing key the server makes one and answers it once, in the creation answer (defect 8 of issue 13).
    const created = await c.register({ event_names: ['v2rx.completed'], endpoint: generated.url, protocol: 'http' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: expect.any(String), status: 'success', signing_key: expect.stringMatching(WHSEC_32_BYTES) }]);
    const { id: generatedId, signing_key: generatedKey } = created.json() as { id: string; signing_key: string };
    const failedOnlyId = await c.subscribe(failedOnly.url, ['v2rx.failed']);
    const views = (await c.list()).json().data as { id: string; has_signing_key: boolean }[];
    expect(Object.fromEntries(views.map((v) => [v.id, v.has_signing_key]))).toEqual({
      [plainId]: true,
      [whsecId]: true,
      [generatedId]: true,
      [failedOnlyId]: true,
    });

    expect((await c.runSession('hooked-1')).statusCode).toBe(200);
    for (const [endpoint, id, key] of [[plain, plainId, plainKey], [whsec, whsecId, whsecKey], [generated, generatedId, generatedKey]] as const) {
      const [request] = await endpoint.received(1);
      expectNotification(request!, 'v2rx.completed', 'hooked-1', 'completed');
      verifySignatures(request!, key);

      const delivery = await c.newestDelivery(id, (d) => d.state !== 'pending');
      expect(delivery).toMatchObject({
        event: 'v2rx.completed',
        transaction_id: 'hooked-1',
        state: 'delivered',
        attempts: 1,
        last_status: 200,
        log: [{ attempt: 1, status: 200, error: null, at: expect.stringMatching(ISO_UTC) }],
      });
      expect(request!.headers['webhook-id']).toBe(delivery.id);
      expect((await c.deliveries(id)).json().total).toBe(1);
      expect(endpoint.requests).toHaveLength(1);
    }
    // Written with the session's final state: none for an event nobody subscribed to.
    expect((await c.deliveries(failedOnlyId)).json()).toEqual({ data: [], total: 0, msg: 'success' });
    expect(failedOnly.requests).toEqual([]);
    for (const response of [await c.list(), await c.deliveries(plainId), await c.deliveries(whsecId), await c.deliveries(generatedId)]) {
      for (const secret of [plainKey, whsecKey, whsecKey.slice('whsec_'.length), generatedKey.slice('whsec_'.length)]) expect(response.body).not.toContain(secret);
    }
  });

  it('sends v2rx.failed with status failed when every template fails, and nothing to v2rx.completed subscribers', async () => {
    const c = await client();
    const [failed, completed] = [await receiver(), await receiver()];
    const failedId = await c.subscribe(failed.url, ['v2rx.failed'], 'failure-key');
    const completedId = await c.subscribe(completed.url, ['v2rx.completed']);

    expect((await c.runSession('all-bad', audioFixture('not-audio.wav'))).statusCode).toBe(500);
    const [request] = await failed.received(1);
    expectNotification(request!, 'v2rx.failed', 'all-bad', 'failed');
    verifySignatures(request!, 'failure-key');
    expect(await c.newestDelivery(failedId, (d) => d.state !== 'pending')).toMatchObject({ event: 'v2rx.failed', state: 'delivered', attempts: 1 });
    expect((await c.deliveries(completedId)).json().total).toBe(0);
    expect(completed.requests).toEqual([]);
  });

  it('retries a 500 after the backoff with the same webhook-id and body bytes, until a 2xx', async () => {
    const c = await client();
    const endpoint = await receiver(500, 200);
    const id = await c.subscribe(endpoint.url, ['v2rx.completed'], 'retry-key');
    expect((await c.runSession('retried')).statusCode).toBe(200);

    const [first] = await endpoint.received(1);
    const pending = await c.newestDelivery(id, (d) => d.log.length === 1);
    expect(pending).toMatchObject({ state: 'pending', attempts: 1, last_status: 500, log: [{ attempt: 1, status: 500, error: expect.any(String) }] });
    // Once the queue has scheduled the retry (5 s + up to 20% on the server's clock), move that clock past it.
    await until(() => (deliveryJob(pending.id)?.state === 'pending' && deliveryJob(pending.id)?.attempts === 1 ? true : undefined));
    s.clock.advance(6);

    const [, second] = await endpoint.received(2);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body.equals(first!.body)).toBe(true);
    verifySignatures(second!, 'retry-key');
    const delivered = await c.newestDelivery(id, (d) => d.state !== 'pending');
    expect(delivered).toMatchObject({
      id: first!.headers['webhook-id'],
      state: 'delivered',
      attempts: 2,
      last_status: 200,
      log: [{ attempt: 1, status: 500 }, { attempt: 2, status: 200, error: null }],
    });
    expect(Date.parse(delivered.log[1]!.at) - Date.parse(delivered.log[0]!.at)).toBeGreaterThanOrEqual(5000);
    expect(endpoint.requests).toHaveLength(2);
  });

  it('disables a subscription whose endpoint answers 410 Gone, and sends it nothing more', async () => {
    const c = await client();
    const [gone, healthy] = [await receiver(410), await receiver()];
    const goneId = await c.subscribe(gone.url);
    const healthyId = await c.subscribe(healthy.url);
    expect((await c.runSession('gone-1')).statusCode).toBe(200);

    await gone.received(1);
    const abandoned = await c.newestDelivery(goneId, (d) => d.state !== 'pending');
    expect(abandoned).toMatchObject({ state: 'abandoned', attempts: 1, last_status: 410, log: [{ attempt: 1, status: 410 }] });
    const views = (await c.list()).json().data as { id: string; disabled_at: string | null; disabled_reason: string | null }[];
    expect(views.find((v) => v.id === goneId)).toMatchObject({ disabled_at: expect.stringMatching(ISO_UTC), disabled_reason: expect.stringContaining('410') });
    expect(views.find((v) => v.id === healthyId)).toMatchObject({ disabled_at: null, disabled_reason: null });

    await healthy.received(1);
    expect((await c.runSession('gone-2')).statusCode).toBe(200);
    const [, later] = await healthy.received(2);
    expectNotification(later!, 'v2rx.completed', 'gone-2', 'completed');
    expect(gone.requests).toHaveLength(1);
    expect((await c.deliveries(goneId)).json().total).toBe(1);
  });

  it('refuses http, loopback, private and link-local targets unless the operator allows insecure webhooks', async () => {
    const strict = await startTestServer({ SCRIBE_JOB_POLL_MS: '50' });
    try {
      const { access_token } = await strict.login();
      const register = (endpoint: string, protocol = 'https') =>
        strict.app.inject({
          method: 'POST',
          url: SUBSCRIPTIONS,
          headers: { authorization: `Bearer ${access_token}` },
          payload: { event_names: ['v2rx.completed'], endpoint, protocol },
        });
      for (const endpoint of [
        'https://127.0.0.1/hook',
        'https://localhost/hook',
        'https://10.0.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://2130706433/hook',
        'https://0.0.0.0/hook',
        'https://[fd00::1]/hook',
      ]) {
        const refused = await register(endpoint);
        expect([endpoint, refused.statusCode, refused.json()]).toEqual([endpoint, 400, { error: { message: expect.any(String), code: 'INVALID_REQUEST' } }]);
      }
      expectWebhookError(await register('http://127.0.0.1:9/hook', 'http'), 400, 'INVALID_REQUEST');
      expectWebhookError(await register('http://1.1.1.1/hook', 'http'), 400, 'INVALID_REQUEST');
      // A public https address is accepted (no connection is made at registration for an IP literal).
      expect((await register('https://1.1.1.1/hook')).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });

  it('takes an encrypted subscription and an encrypted init, answering each encrypted (PROTOCOL §7)', async () => {
    const c = await client();
    const created = await s.container.clientKeys.create(c.client_id);
    const key: SharedKey = { kid: created.kid, key: created.key };
    const endpoint = await receiver();
    const sealed = async (url: string, body: object) =>
      s.app.inject({ method: 'POST', url, headers: { ...c.bearer, 'x-encryption': 'JWE' }, payload: await joseEnvelope(body, key) });
    const opened = (response: LightMyRequestResponse, status: number) => {
      expect([response.statusCode, response.headers['x-encryption']]).toEqual([status, 'JWE']);
      return openResponse(response.json() as EncryptedResponse, key.key);
    };

    const subscription = { event_names: ['v2rx.completed'], endpoint: endpoint.url, protocol: 'http', signing_key: 'sealed-key' };
    const registered = opened(await sealed(SUBSCRIPTIONS, subscription), 201) as { id: string };
    expect(registered).toEqual({ id: expect.any(String), status: 'success' });
    expect((await c.list()).json().data).toEqual([expect.objectContaining({ id: registered.id, endpoint: endpoint.url, has_signing_key: true })]);
    expect(opened(await sealed(SUBSCRIPTIONS, { ...subscription, event_names: ['nope'] }), 400)).toEqual({
      error: { message: expect.any(String), code: 'INVALID_REQUEST' },
    });

    const target = await c.sessions.target('sealed-1');
    expect((await c.sessions.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    const init = opened(await sealed('/voice/api/v2/transaction/init/sealed-1', TRANSCRIPT_ONLY), 201);
    expect(init).toEqual({ status: 'success', message: 'Transaction initialized', txn_id: 'sealed-1', b_id: expect.any(String) });
    expect((await c.sessions.finished('sealed-1')).statusCode).toBe(200);

    const [request] = await endpoint.received(1);
    expectNotification(request!, 'v2rx.completed', 'sealed-1', 'completed');
    verifySignatures(request!, 'sealed-key');
  });
});
