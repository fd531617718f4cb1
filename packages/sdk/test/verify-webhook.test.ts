import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError, verifyWebhook } from '../src/index.js';

// The published Standard Webhooks test vector, and the server's own vector for its second header.
const VECTOR = {
  rawBody: '{"test": 2432232314}',
  signingKey: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  now: new Date(1614265330 * 1000),
  standard: {
    'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    'webhook-timestamp': '1614265330',
    'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  svc: { 'svc-webhook-signature': 't=1614265330,v1=e96203c6de850e7dc1fde7489ef6140b402d3a5a64fe250cd2eef9830fac1cef' },
};

describe('verifyWebhook', () => {
  it('accepts either scheme alone, and both together', async () => {
    const { rawBody, signingKey, now } = VECTOR;
    for (const headers of [VECTOR.standard, VECTOR.svc, { ...VECTOR.standard, ...VECTOR.svc }]) {
      const verified = await verifyWebhook({ rawBody, headers, signingKey, now });
      expect(verified.payload).toEqual({ test: 2432232314 });
      expect(verified.timestamp).toBe(1614265330);
    }
    expect((await verifyWebhook({ rawBody, headers: VECTOR.standard, signingKey, now })).id).toBe('msg_p5jXN8AQM9LWM0D4loKWxJek');
    expect((await verifyWebhook({ rawBody, headers: VECTOR.svc, signingKey, now })).id).toBeUndefined();
  });

  it('takes Headers, mixed-case records and byte bodies, and keys used as their UTF-8 bytes', async () => {
    const key = 'plain secret ✓';
    const body = '{"event":"v2rx.completed"}';
    const signer = new Webhook(new TextEncoder().encode(key), { format: 'raw' });
    const timestamp = new Date();
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)), 'webhook-signature': signer.sign('msg_1', timestamp, body) };
    const bytes = new TextEncoder().encode(body);
    await expect(verifyWebhook({ rawBody: bytes, headers: new Headers(headers), signingKey: key })).resolves.toMatchObject({ id: 'msg_1' });
    const shouting = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toUpperCase(), [value]]));
    await expect(verifyWebhook({ rawBody: bytes.buffer, headers: shouting, signingKey: key })).resolves.toMatchObject({ payload: { event: 'v2rx.completed' } });
  });

  it('refuses a changed body or signature, another key, a stale timestamp and missing headers', async () => {
    const { rawBody, signingKey, now } = VECTOR;
    const both = { ...VECTOR.standard, ...VECTOR.svc };
    const refused = (options: Partial<Parameters<typeof verifyWebhook>[0]>) =>
      expect(verifyWebhook({ rawBody, headers: both, signingKey, now, ...options })).rejects.toBeInstanceOf(WebhookVerificationError);
    await refused({ rawBody: rawBody.replace('2432232314', '2432232315') });
    await refused({ signingKey: 'whsec_' + Buffer.from('another key').toString('base64') });
    await refused({ headers: { ...VECTOR.standard, 'webhook-signature': 'v1,' + Buffer.alloc(32).toString('base64') } });
    await refused({ headers: { 'svc-webhook-signature': VECTOR.svc['svc-webhook-signature'].replace(/.$/, '0') } });
    await refused({ headers: {} });
    await expect(verifyWebhook({ rawBody, headers: both, signingKey, now: new Date(now.getTime() + 181_000) })).rejects.toThrow(/tolerance/);
    await expect(verifyWebhook({ rawBody, headers: both, signingKey, now: new Date(now.getTime() + 300_000), toleranceSec: 600 })).resolves.toBeDefined();
  });
});
