import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFixture } from '../helpers/fixtures.js';
import { schemaErrors, type MSA_SCHEMAS } from '../helpers/medscribe-schemas.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { sleep, startWebhookReceiver, type WebhookReceiver } from '../helpers/webhook-receiver.js';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Issue 14's "done when", as an EMR that knows only the protocol does it: over HTTP with `fetch`, from the discovery
 * document on, every answer checked against the protocol's own schemas.
 */
describe('a client that knows only the MedScribeAlliance protocol', () => {
  let s: TestServer;
  let origin: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    s = await startTestServer({ SCRIBE_WEBHOOKS_ALLOW_INSECURE: '1', SCRIBE_JOB_POLL_MS: '50' });
    s.container.startWorker(silentLog);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await s.close();
  });

  /** The answer's status and JSON body, the body checked against `schema`. */
  async function call(schema: keyof typeof MSA_SCHEMAS, url: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(url, init);
    const body = (await response.json()) as Record<string, unknown>;
    expect(schemaErrors(schema, body), `${init.method ?? 'GET'} ${url}`).toEqual([]);
    return { status: response.status, body };
  }

  it('discovers, lists templates, registers a webhook, creates, uploads two chunks out of order, ends, polls and gets soap and medications, with the events in order', async () => {
    const discovery = await call('discovery', `${origin}/.well-known/medscribealliance`);
    expect(discovery.status).toBe(200);
    const endpoints = discovery.body.endpoints as { base_url: string; templates_url: string; webhooks_url: string };

    // The discovery document says how to get a token; this client was given its credentials by the clinic.
    const { access_token } = await s.login();
    const auth = { authorization: `Bearer ${access_token}` };
    const json = { ...auth, 'content-type': 'application/json' };

    const templates = await call('templates', endpoints.templates_url, { headers: auth });
    expect((templates.body.templates as { id: string }[]).map((t) => t.id)).toEqual(expect.arrayContaining(['transcript', 'soap', 'medications']));

    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    const events = ['session.started', 'session.ended', 'session.completed'];
    const webhook = await call('webhook', endpoints.webhooks_url, { method: 'POST', headers: json, body: JSON.stringify({ url: receiver.url, events, secret }) });
    expect(webhook.status).toBe(201);

    const created = await call('createSession', `${endpoints.base_url}/sessions`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ templates: ['soap', 'medications'], upload_type: 'chunked', communication_protocol: 'http' }),
    });
    expect(created.status).toBe(201);
    const { session_id, upload_url } = created.body as { session_id: string; upload_url: string };

    // The second chunk first.
    for (const [name, fixture] of [['visit_1.wav', 'dictation-metformin.wav'], ['visit_0.wav', 'fever-cough.wav']] as const) {
      const uploaded = await fetch(upload_url, { method: 'POST', headers: { ...auth, 'content-type': 'audio/wav', 'content-disposition': `attachment; filename="${name}"` }, body: new Uint8Array(audioFixture(fixture)) });
      expect(uploaded.status, name).toBe(200);
    }
    const ended = await call('endSession', `${endpoints.base_url}/sessions/${session_id}/end`, { method: 'POST', headers: json, body: JSON.stringify({ audio_files_sent: 2 }) });
    expect(ended.status).toBe(202);

    let status = 202;
    let body: Record<string, unknown> = {};
    while (status === 202) {
      await sleep(100);
      const response = await fetch(`${endpoints.base_url}/sessions/${session_id}`, { headers: auth });
      status = response.status;
      body = (await response.json()) as Record<string, unknown>;
      expect(schemaErrors(status === 202 ? 'sessionProcessing' : 'sessionCompleted', body)).toEqual([]);
    }
    expect(status).toBe(200);
    const results = body.templates as { soap: { data: { subjective: string; plan: string } }; medications: { data: { name: string; dosage: string }[] } };
    expect(results.soap.data.subjective.toLowerCase()).toContain('fever');
    expect(results.soap.data.plan.toLowerCase()).toContain('metformin');
    expect(results.medications.data).toEqual([expect.objectContaining({ name: 'metformin', dosage: '500 mg' })]);
    // Fever came first in the visit: the chunks were transcribed in their order, not their arrival's.
    const transcript = String(body.transcript).toLowerCase();
    expect(transcript.indexOf('fever')).toBeLessThan(transcript.indexOf('metformin'));

    const delivered = await receiver.received(3);
    const payloads = delivered.map((request) => {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const payload = new Webhook(secret).verify(request.body, headers) as { event: string; session_id: string };
      expect(schemaErrors('webhookPayload', payload)).toEqual([]);
      return payload;
    });
    expect(payloads.map((payload) => [payload.event, payload.session_id])).toEqual(events.map((event) => [event, session_id]));
  });

  it('answers an unknown session 404, no token 401 and an unknown template 400, in the protocol\'s error shape', async () => {
    const base = `${origin}/medscribealliance`;
    const { access_token } = await s.login();
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const unknown = await call('error', `${base}/sessions/ses_000000000000000000000000`, { headers });
    expect([unknown.status, (unknown.body.error as { code: string }).code]).toEqual([404, 'session_not_found']);
    const anonymous = await call('error', `${base}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect([anonymous.status, (anonymous.body.error as { code: string }).code]).toEqual([401, 'authentication_failed']);
    const template = await call('error', `${base}/sessions`, { method: 'POST', headers, body: JSON.stringify({ templates: ['cardio_note'], upload_type: 'chunked' }) });
    expect([template.status, (template.body.error as { code: string }).code]).toEqual([400, 'template_not_found']);
  });
});
