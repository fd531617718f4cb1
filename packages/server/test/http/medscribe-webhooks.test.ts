import { createHmac, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { medscribeClient } from '../helpers/medscribe-client.js';
import { MSA_PAYLOAD_EVENTS, schemaErrors } from '../helpers/medscribe-schemas.js';
import { TRANSCRIPT_ONLY, sessionsClient } from '../helpers/sessions-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { deliveryHeaders, expectedDeliveryHeaders, sleep, startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from '../helpers/webhook-receiver.js';

const BASE = '/medscribealliance';
const SVC_SUBSCRIPTIONS = '/notification/v1/connect/webhook/subscriptions';
const ALL_EVENTS = ['session.started', 'session.ended', 'session.completed', 'session.partial', 'session.failed', 'session.expired'];
const CREATE = { templates: ['transcript'], upload_type: 'chunked', communication_protocol: 'http' };
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fever = audioFixture('fever-cough.wav');
/** How long a test waits to be sure that nothing is delivered: many polls of the queue (50 ms). */
const QUIET_MS = 1500;
const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

interface Payload {
  event: string;
  timestamp: string;
  session_id: string;
}

function expectMsaError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ error: { code, message: expect.any(String) } });
  expect(schemaErrors('error', response.json())).toEqual([]);
}

/**
 * The compact JSON body of 10-webhooks.md §10.5, byte for byte, and every header: signed with `secret` (the Standard
 * Webhooks signature, and `X-MSA-Signature` keyed by the secret's UTF-8 bytes), or the id alone when unsigned.
 */
function expectNotification(request: ReceivedRequest, event: string, sessionId: string, secret?: string): void {
  const text = request.body.toString('utf8');
  const { timestamp } = JSON.parse(text) as Payload;
  expect(timestamp).toMatch(ISO_UTC);
  expect(text).toBe(JSON.stringify({ event, timestamp, session_id: sessionId }));
  expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
  const signing = secret === undefined ? undefined : { signingKey: secret, ownHeader: 'x-msa-signature', ownKey: Buffer.from(secret, 'utf8') };
  expect(deliveryHeaders(request)).toEqual(expectedDeliveryHeaders(request, signing));
}

/**
 * A notification as an EMR checks it: a valid payload (webhook-payloads.json), the Standard Webhooks signature verified
 * with the `standardwebhooks` package, and `X-MSA-Signature` recomputed as 10-webhooks.md §10.7 does.
 */
function verified(request: ReceivedRequest, secret: string): Payload {
  expect(request.method).toBe('POST');
  expect(request.headers['content-type']).toBe('application/json');
  const payload = JSON.parse(request.body.toString('utf8')) as Payload;
  expect(schemaErrors('webhookPayload', payload)).toEqual([]);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  expect(new Webhook(secret).verify(request.body, headers)).toEqual(payload);
  expect(() => new Webhook(secret).verify(Buffer.concat([request.body, Buffer.from(' ')]), headers)).toThrow();
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(headers['x-msa-signature'] ?? '');
  expect(match).not.toBeNull();
  expect(match![1]).toBe(headers['webhook-timestamp']);
  expect(createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${match![1]}.${request.body.toString('utf8')}`).digest('hex')).toBe(match![2]);
  expect(headers['svc-webhook-signature']).toBeUndefined();
  return payload;
}

describe('MedScribeAlliance webhooks (10-webhooks.md)', () => {
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

  async function receiver(): Promise<WebhookReceiver> {
    const started = await startWebhookReceiver([200]);
    receivers.push(started);
    return started;
  }

  async function client(scopes?: string[]) {
    const { access_token, client_id } = await s.login(scopes ? { scopes } : {});
    const headers = { authorization: `Bearer ${access_token}`, 'msa-version': '0.1' };
    const api = {
      ...medscribeClient(s.app, access_token),
      clientId: client_id,
      token: access_token,
      register: (body: object) => s.app.inject({ method: 'POST', url: `${BASE}/webhooks`, headers, payload: body }),
      list: () => s.app.inject({ method: 'GET', url: `${BASE}/webhooks`, headers }),
      remove: (id: string) => s.app.inject({ method: 'DELETE', url: `${BASE}/webhooks/${id}`, headers }),
      async webhook(url: string, secret?: string, events = ALL_EVENTS): Promise<string> {
        const response = await api.register({ url, events, ...(secret === undefined ? {} : { secret }) });
        expect(response.statusCode).toBe(201);
        return (response.json() as { webhook_id: string }).webhook_id;
      },
      /** A session with one real-audio chunk, ended: resolves to its id once it has finished. */
      async runSession(audioFilesSent = 1): Promise<string> {
        const created = (await api.create(CREATE)).json() as { session_id: string; upload_url: string };
        expect((await api.uploadRaw(created.upload_url, 'audio_0.wav', fever)).statusCode).toBe(200);
        expect((await api.end(created.session_id, audioFilesSent)).statusCode).toBe(202);
        expect((await api.finished(created.session_id)).statusCode).not.toBe(202);
        return created.session_id;
      },
    };
    return api;
  }

  it('registers (schema-valid, the secret never shown), lists only the caller\'s, deletes; refuses invalid bodies, no token, no scope', async () => {
    const c = await client();
    const other = await client();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const url = 'http://127.0.0.1:9/hook';
    const registration = { url, events: ALL_EVENTS, secret };
    // The request of 10-webhooks.md §10.2, as our schema of it (written from the spec) says.
    expect(schemaErrors('webhookRegistration', registration)).toEqual([]);
    const created = await c.register(registration);
    expect(created.statusCode).toBe(201);
    expect(schemaErrors('webhook', created.json())).toEqual([]);
    const webhook = created.json() as { webhook_id: string };
    expect(created.json()).toEqual({ webhook_id: expect.stringMatching(/^wh_[0-9a-f]{24}$/), url, events: ALL_EVENTS, status: 'active', created_at: expect.any(String) });

    const list = await c.list();
    expect([list.statusCode, list.json()]).toEqual([200, { webhooks: [created.json()] }]);
    expect(schemaErrors('webhookList', list.json())).toEqual([]);
    for (const response of [created, list]) expect(response.body).not.toContain(secret);

    // Another client sees none of them and cannot delete them; the svc API's subscriptions are another list.
    expect((await other.list()).json()).toEqual({ webhooks: [] });
    expectMsaError(await other.remove(webhook.webhook_id), 404, 'webhook_not_found');
    const svcList = await s.app.inject({ method: 'GET', url: SVC_SUBSCRIPTIONS, headers: { authorization: `Bearer ${c.token}` } });
    expect(svcList.json()).toEqual({ data: [], msg: 'success' });
    for (const method of ['GET', 'DELETE'] as const) {
      const url = `${SVC_SUBSCRIPTIONS}/${webhook.webhook_id}${method === 'GET' ? '/deliveries' : ''}`;
      expect((await s.app.inject({ method, url, headers: { authorization: `Bearer ${c.token}` } })).statusCode).toBe(404);
    }

    const deleted = await c.remove(webhook.webhook_id);
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expectMsaError(await c.remove(webhook.webhook_id), 404, 'webhook_not_found');
    expect((await c.list()).json()).toEqual({ webhooks: [] });

    const { url: _url, ...noUrl } = registration;
    const { events: _events, ...noEvents } = registration;
    for (const body of [
      noUrl,
      noEvents,
      { ...registration, events: [] },
      { ...registration, events: ['v2rx.completed'] },
      { ...registration, url: 'not a url' },
      { ...registration, url: 'ftp://127.0.0.1/hook' },
      { ...registration, secret: '' },
      { ...registration, secret: 'whsec_not base64!' },
    ]) {
      expectMsaError(await c.register(body), 400, 'invalid_request');
    }
    expect((await c.list()).json()).toEqual({ webhooks: [] });

    for (const anonymous of [
      await s.app.inject({ method: 'POST', url: `${BASE}/webhooks`, payload: registration }),
      await s.app.inject({ method: 'GET', url: `${BASE}/webhooks` }),
      await s.app.inject({ method: 'DELETE', url: `${BASE}/webhooks/${webhook.webhook_id}` }),
    ]) {
      expectMsaError(anonymous, 401, 'authentication_failed');
    }
    const sessionsOnly = await client(['sessions']);
    expectMsaError(await sessionsOnly.list(), 403, 'forbidden');
  });

  it('a session created, sent audio, ended and completed notifies started, ended, completed in that order, signed; another client\'s webhook gets nothing', async () => {
    const c = await client();
    const other = await client();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const [mine, theirs, svc] = [await receiver(), await receiver(), await receiver()];
    await c.webhook(mine.url, secret);
    await other.webhook(theirs.url, `whsec_${randomBytes(32).toString('base64')}`);
    // The caller's svc subscription: a protocol session is an svc session too, and still notifies v2rx.completed.
    const svcKey = `whsec_${randomBytes(32).toString('base64')}`;
    const subscribed = await s.app.inject({
      method: 'POST',
      url: SVC_SUBSCRIPTIONS,
      headers: { authorization: `Bearer ${c.token}` },
      payload: { event_names: ['v2rx.completed'], endpoint: svc.url, protocol: 'http', signing_key: svcKey },
    });
    expect(subscribed.statusCode).toBe(201);

    const sessionId = await c.runSession();
    const requests = await mine.received(3);
    const payloads = requests.map((request) => verified(request, secret));
    expect(payloads.map((payload) => [payload.event, payload.session_id])).toEqual([
      ['session.started', sessionId],
      ['session.ended', sessionId],
      ['session.completed', sessionId],
    ]);
    for (const [i, event] of ['session.started', 'session.ended', 'session.completed'].entries()) expectNotification(requests[i]!, event, sessionId, secret);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(3);
    const times = payloads.map((payload) => Date.parse(payload.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(MSA_PAYLOAD_EVENTS).toEqual(ALL_EVENTS);

    const [svcNotice] = await svc.received(1);
    const svcText = svcNotice!.body.toString('utf8');
    const svcTimestamp = (JSON.parse(svcText) as { timestamp: string }).timestamp;
    expect(svcText).toBe(JSON.stringify({ event: 'v2rx.completed', data: { transaction_id: sessionId, status: 'completed', session_id: sessionId }, timestamp: svcTimestamp }));
    expect(svcNotice!.headers['x-msa-signature']).toBeUndefined();

    await sleep(QUIET_MS);
    expect(mine.requests).toHaveLength(3);
    expect(theirs.requests).toEqual([]);
    expect(svc.requests).toHaveLength(1);
  });

  it('an svc session notifies no protocol webhook; a deleted webhook is sent nothing more; a webhook without a secret is sent unsigned', async () => {
    const c = await client();
    const [deleted, unsigned] = [await receiver(), await receiver()];
    const deletedId = await c.webhook(deleted.url, `whsec_${randomBytes(32).toString('base64')}`);
    await c.webhook(unsigned.url, undefined, ['session.started', 'session.partial']);

    // An svc session of the same client, start to finish.
    const sessions = sessionsClient(s.app, c.token);
    const txnId = `svc-${randomBytes(6).toString('hex')}`;
    const target = await sessions.target(txnId);
    expect((await sessions.post(target, { name: 'a.wav', bytes: fever })).statusCode).toBe(204);
    expect((await sessions.init(txnId, TRANSCRIPT_ONLY)).statusCode).toBe(201);
    await sessions.finished(txnId);
    await sleep(QUIET_MS);
    expect([deleted.requests, unsigned.requests]).toEqual([[], []]);

    expect((await c.remove(deletedId)).statusCode).toBe(204);
    // Two files announced, one sent: the session ends partial.
    const sessionId = await c.runSession(2);
    const requests = await unsigned.received(2);
    const payloads = requests.map((request) => JSON.parse(request.body.toString('utf8')) as Payload);
    expect(payloads.map((payload) => [payload.event, payload.session_id])).toEqual([
      ['session.started', sessionId],
      ['session.partial', sessionId],
    ]);
    for (const [i, request] of requests.entries()) {
      expect(schemaErrors('webhookPayload', payloads[i])).toEqual([]);
      expect(request.headers['webhook-id']).toMatch(/^msg_/);
      expect([request.headers['webhook-signature'], request.headers['x-msa-signature']]).toEqual([undefined, undefined]);
      expectNotification(request, i === 0 ? 'session.started' : 'session.partial', sessionId);
    }
    await sleep(QUIET_MS);
    expect(deleted.requests).toEqual([]);
    expect(unsigned.requests).toHaveLength(2);
  });

  it('a session whose audio cannot be read notifies session.failed, signed', async () => {
    const c = await client();
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const hook = await receiver();
    await c.webhook(hook.url, secret, ['session.completed', 'session.partial', 'session.failed']);
    const created = (await c.create(CREATE)).json() as { session_id: string; upload_url: string };
    expect((await c.uploadRaw(created.upload_url, 'audio_0.wav', audioFixture('not-audio.wav'))).statusCode).toBe(200);
    expect((await c.end(created.session_id, 1)).statusCode).toBe(202);
    expect((await c.finished(created.session_id)).json()).toMatchObject({ status: 'failed' });

    const [request] = await hook.received(1);
    expect(verified(request!, secret)).toMatchObject({ event: 'session.failed', session_id: created.session_id });
    expectNotification(request!, 'session.failed', created.session_id, secret);
    await sleep(QUIET_MS);
    expect(hook.requests).toHaveLength(1);
  });

  it('a session not ended in time expires in the housekeeping, notifying session.expired', async () => {
    const c = await client();
    const secret = `plain secret ${randomBytes(8).toString('hex')}`;
    const hook = await receiver();
    await c.webhook(hook.url, secret, ['session.expired']);
    const created = (await c.create(CREATE)).json() as { session_id: string; expires_at: string };
    // The sweep's cutoff moved past its creation rather than the clock: the receiver checks timestamps against its own.
    const before = new Date(s.clock.now().getTime() + 1000);
    expect(await s.container.processor.expireUnstarted(before)).toBeGreaterThanOrEqual(1);
    expect(await s.container.processor.expireUnstarted(before)).toBe(0);

    const [request] = await hook.received(1);
    // A secret not in the `whsec_` form is its own UTF-8 bytes, for both signatures.
    const headers = Object.fromEntries(Object.entries(request!.headers).map(([name, value]) => [name, String(value)]));
    const payload = new Webhook(new Uint8Array(Buffer.from(secret, 'utf8')), { format: 'raw' }).verify(request!.body, headers) as Payload;
    expect(schemaErrors('webhookPayload', payload)).toEqual([]);
    expect([payload.event, payload.session_id]).toEqual(['session.expired', created.session_id]);
    const t = headers['webhook-timestamp']!;
    const hex = createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${t}.${request!.body.toString('utf8')}`).digest('hex');
    expect(headers['x-msa-signature']).toBe(`t=${t},v1=${hex}`);
    expectNotification(request!, 'session.expired', created.session_id, secret);
    expect((await c.get(created.session_id)).statusCode).toBe(410);
  });
});
