import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { FlattenedEncrypt, flattenedDecrypt } from 'jose';
import { describe, expect, it } from 'vitest';
import { EncryptionError, jwe, type ResponseEnvelope } from '../src/index.js';

const KEY = { kid: 'key-1', sharedKey: 'abcdefghijklmnop' };
const keyBytes = (sharedKey: string) => new TextEncoder().encode(sharedKey + sharedKey);

/** A response as the server builds it, with node:crypto: no protected header, so an empty AAD. */
function serverResponse(payload: unknown, sharedKey: string): ResponseEnvelope {
  const key = Buffer.from(keyBytes(sharedKey));
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', key.subarray(16), iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  const tag = createHmac('sha256', key.subarray(0, 16)).update(iv).update(ciphertext).update(Buffer.alloc(8)).digest().subarray(0, 16);
  return { ciphertext: ciphertext.toString('base64url'), iv: iv.toString('base64url'), tag: tag.toString('base64url') };
}

describe('jwe (dir + A128CBC-HS256 over Web Crypto)', () => {
  it('encrypts request envelopes that jose opens, with a fresh IV each time', async () => {
    const payload = { refresh_token: 'r', note: 'naïve — ✓' };
    const envelope = await jwe.encrypt(payload, KEY);
    expect(Object.keys(envelope)).toEqual(['protected', 'iv', 'ciphertext', 'tag', 'kid']);
    expect(envelope.kid).toBe('key-1');
    expect(JSON.parse(Buffer.from(envelope.protected, 'base64url').toString())).toEqual({ alg: 'dir', enc: 'A128CBC-HS256' });
    for (const part of [envelope.protected, envelope.iv, envelope.ciphertext, envelope.tag]) expect(part).toMatch(/^[A-Za-z0-9_-]+$/);
    const { plaintext } = await flattenedDecrypt(envelope, keyBytes(KEY.sharedKey));
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(payload);
    expect((await jwe.encrypt(payload, KEY)).iv).not.toBe(envelope.iv);
  });

  it('opens envelopes made by jose (protected header as AAD) and responses made by the server (empty AAD)', async () => {
    const sealed = await new FlattenedEncrypt(new TextEncoder().encode('{"a":1}'))
      .setProtectedHeader({ alg: 'dir', enc: 'A128CBC-HS256' })
      .encrypt(keyBytes(KEY.sharedKey));
    expect(await jwe.decrypt({ protected: sealed.protected!, iv: sealed.iv!, ciphertext: sealed.ciphertext, tag: sealed.tag!, kid: 'x' }, KEY.sharedKey)).toEqual({ a: 1 });
    expect(await jwe.decrypt(serverResponse({ text: 'fever' }, KEY.sharedKey), KEY.sharedKey)).toEqual({ text: 'fever' });
  });

  it('refuses an altered tag or ciphertext, another key, other algorithms and malformed keys', async () => {
    const response = serverResponse({ ok: true }, KEY.sharedKey);
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    await expect(jwe.decrypt({ ...response, tag: flip(response.tag) }, KEY.sharedKey)).rejects.toThrow(/tag does not verify/);
    await expect(jwe.decrypt({ ...response, ciphertext: flip(response.ciphertext) }, KEY.sharedKey)).rejects.toThrow(/tag does not verify/);
    await expect(jwe.decrypt(response, 'ponmlkjihgfedcba')).rejects.toBeInstanceOf(EncryptionError);
    const envelope = await jwe.encrypt({ ok: true }, KEY);
    const otherAlg = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A256GCM' })).toString('base64url');
    await expect(jwe.decrypt({ ...envelope, protected: otherAlg }, KEY.sharedKey)).rejects.toThrow(/unsupported algorithms/);
    await expect(jwe.decrypt({ ...envelope, iv: '***' }, KEY.sharedKey)).rejects.toThrow(/not base64url/);
    await expect(jwe.encrypt({}, { kid: 'k', sharedKey: 'short' })).rejects.toThrow(/16 bytes/);
  });
});
