import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook, timestampedSignature, webhookHmacKey } from './webhook-signature.js';

const nowS = () => Math.floor(Date.now() / 1000);
const BODY = JSON.stringify({ type: 'transcription.completed', data: { id: 'tr_1', text: 'Patient à jeun — 5 mg' } });

/** Recomputes the `v1` of a `t=…,v1=…` header (`Svc-Webhook-Signature`, `X-MSA-Signature`) from its `t`, as a receiver would. */
function ownSignature(header: string, key: Buffer, body: string): { t: string; v1: string; expected: string } {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) throw new Error(`malformed header ${header}`);
  const [, t = '', v1 = ''] = match;
  return { t, v1, expected: createHmac('sha256', key).update(`${t}.${body}`).digest('hex') };
}

describe('webhookHmacKey', () => {
  it('takes a plain key as its UTF-8 bytes', () => {
    expect(webhookHmacKey('clé-secrète').equals(Buffer.from('clé-secrète', 'utf8'))).toBe(true);
  });

  it('decodes the rest of a whsec_ key as base64', () => {
    const bytes = randomBytes(24);
    expect(webhookHmacKey(`whsec_${bytes.toString('base64')}`).equals(bytes)).toBe(true);
  });

  it('refuses a whsec_ key not followed by base64, and an empty key', () => {
    expect(() => webhookHmacKey('whsec_not base64!')).toThrow(/base64/);
    expect(() => webhookHmacKey('whsec_')).toThrow(/empty/);
    expect(() => webhookHmacKey('')).toThrow(/empty/);
  });
});

describe('signWebhook, timestampedSignature', () => {
  it('gives the lower-case Standard Webhooks headers, and only those', () => {
    const headers = signWebhook({ id: 'msg_1', timestampS: 1_700_000_000, body: BODY, signingKey: 'k' });
    expect(Object.keys(headers).sort()).toEqual(['webhook-id', 'webhook-signature', 'webhook-timestamp']);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe('1700000000');
  });

  it('verifies with the standardwebhooks library for a whsec_ key', () => {
    const signingKey = `whsec_${randomBytes(32).toString('base64')}`;
    const headers = signWebhook({ id: 'msg_whsec', timestampS: nowS(), body: BODY, signingKey });
    expect(new Webhook(signingKey).verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('verifies with the standardwebhooks library for a plain key, given as raw bytes', () => {
    const signingKey = 'a plain shared secret, ünïcödé';
    const headers = signWebhook({ id: 'msg_raw', timestampS: nowS(), body: BODY, signingKey });
    const receiver = new Webhook(new Uint8Array(Buffer.from(signingKey, 'utf8')), { format: 'raw' });
    expect(receiver.verify(BODY, headers)).toEqual(JSON.parse(BODY));
  });

  it('gives a timestamped signature that recomputes over "<t>.<body>"', () => {
    for (const key of [Buffer.from('plain key'), randomBytes(32)]) {
      const { t, v1, expected } = ownSignature(timestampedSignature(key, 1_700_000_123, BODY), key, BODY);
      expect(t).toBe('1700000123');
      expect(v1).toBe(expected);
    }
  });

  it('matches the published Standard Webhooks test vector', () => {
    const headers = signWebhook({
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestampS: 1614265330,
      body: '{"test": 2432232314}',
      signingKey: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    });
    expect(headers['webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    // Computed independently with `openssl dgst -sha256 -mac HMAC`.
    expect(timestampedSignature(webhookHmacKey('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'), 1614265330, '{"test": 2432232314}')).toBe('t=1614265330,v1=e96203c6de850e7dc1fde7489ef6140b402d3a5a64fe250cd2eef9830fac1cef');
  });

  it('changes both signatures when one byte of the body changes', () => {
    const key = webhookHmacKey('k');
    const input = { id: 'msg_2', timestampS: nowS(), signingKey: 'k' };
    const tampered = BODY.replace('5 mg', '6 mg');
    expect(Buffer.byteLength(tampered)).toBe(Buffer.byteLength(BODY));
    const original = signWebhook({ ...input, body: BODY });
    const changed = signWebhook({ ...input, body: tampered });
    expect(changed['webhook-signature']).not.toBe(original['webhook-signature']);
    expect(timestampedSignature(key, input.timestampS, tampered)).not.toBe(timestampedSignature(key, input.timestampS, BODY));
    expect(() => new Webhook(new Uint8Array(Buffer.from('k')), { format: 'raw' }).verify(tampered, original)).toThrow();
  });

  it('refuses a timestamp that is not whole seconds', () => {
    expect(() => signWebhook({ id: 'msg_3', timestampS: Date.now() / 1000 + 0.5, body: BODY, signingKey: 'k' })).toThrow(/seconds/);
  });
});
