import { describe, expect, it } from 'vitest';
import {
  encodeHeader,
  handmadeEnvelope,
  joseEnvelope,
  openResponse,
  openResponseWithJose,
  type Envelope,
} from '../../test/helpers/jwe-client.js';
import {
  InvalidEncryptedPayloadError,
  RequestEnvelopeReader,
  encryptResponse,
  openEnvelope,
  parseEnvelope,
  type RejectionReason,
  type RequestEnvelope,
} from './jwe.js';

const shared = { kid: 'k1', key: 'Hk7Pq2Rs9Tv4Wx6Y' };
const body = { client_id: 'c-1', note: 'Patient: fièvre, 38.5 °C' };

function open(envelope: unknown): unknown {
  return JSON.parse(decrypt(parseEnvelope(JSON.stringify(envelope)), shared.key).toString('utf8'));
}

function reasonOf(envelope: unknown, key = shared.key): RejectionReason | 'accepted' {
  try {
    decrypt(parseEnvelope(JSON.stringify(envelope)), key);
    return 'accepted';
  } catch (error) {
    if (error instanceof InvalidEncryptedPayloadError) return error.reason;
    throw error;
  }
}

const decrypt = (envelope: RequestEnvelope, key: string): Buffer => Buffer.concat([...openEnvelope(envelope, key)]);

const flipBit = (base64url: string, byte = 0): string => {
  const bytes = Buffer.from(base64url, 'base64url');
  bytes[byte]! ^= 0x01;
  return bytes.toString('base64url');
};

describe('JWE envelopes (alg dir, enc A128CBC-HS256)', () => {
  it('opens what jose seals, with the kid at top level or in the protected header', async () => {
    expect(open(await joseEnvelope(body, shared))).toEqual(body);
    const kidInHeader = await joseEnvelope(body, shared, { kidInHeader: true });
    expect(kidInHeader).not.toHaveProperty('kid');
    expect(parseEnvelope(JSON.stringify(kidInHeader)).kid).toBe('k1');
    expect(open(kidInHeader)).toEqual(body);
  });

  it('reads an envelope streamed in pieces of any size, members in any order', async () => {
    const large = { ...body, file: 'QUJD'.repeat(50_000) };
    const { ciphertext, ...rest } = await joseEnvelope(large, shared);
    const text = Buffer.from(JSON.stringify({ ...rest, ciphertext }));
    for (const size of [7, 4096, 65_536]) {
      const reader = new RequestEnvelopeReader(text.length);
      for (let at = 0; at < text.length; at += size) reader.write(text.subarray(at, at + size));
      expect(JSON.parse(decrypt(reader.end(), shared.key).toString('utf8')), `pieces of ${size}`).toEqual(large);
    }
    const small = Buffer.from(JSON.stringify(await joseEnvelope(body, shared)));
    const reader = new RequestEnvelopeReader();
    for (const byte of small) reader.write(Buffer.from([byte]));
    expect(JSON.parse(decrypt(reader.end(), shared.key).toString('utf8'))).toEqual(body);
  });

  it('seals responses that node:crypto and jose both open, under a fresh IV each time', async () => {
    const plaintext = JSON.stringify(body);
    const first = encryptResponse(plaintext, shared.key);
    const second = encryptResponse(Buffer.from(plaintext), shared.key);
    expect(Object.keys(first)).toEqual(['ciphertext', 'iv', 'tag']);
    expect(Buffer.from(first.iv, 'base64url')).toHaveLength(16);
    expect(first.iv).not.toBe(second.iv);
    expect(openResponse(first, shared.key)).toEqual(body);
    expect(await openResponseWithJose(second, shared.key)).toEqual(body);
  });

  it('names why it refuses a malformed envelope', async () => {
    const valid = await joseEnvelope(body, shared);
    const without = (name: keyof Envelope) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name));
    const cases: [unknown, RejectionReason][] = [
      [[valid], 'not_an_envelope'],
      ['text', 'not_an_envelope'],
      [{ ...valid, aad: 'x' }, 'unexpected_member'],
      [without('protected'), 'missing_member'],
      [without('iv'), 'missing_member'],
      [without('ciphertext'), 'missing_member'],
      [without('tag'), 'missing_member'],
      [without('kid'), 'missing_kid'],
      [{ ...valid, kid: 7 }, 'missing_kid'],
      [{ ...valid, iv: `${valid.iv}=` }, 'not_base64url'],
      [{ ...valid, tag: valid.tag.replace(/.$/, '+') }, 'not_base64url'],
      [{ ...valid, ciphertext: 42 }, 'not_base64url'],
      [{ ...valid, protected: 'not json' }, 'not_base64url'],
      [{ ...valid, protected: Buffer.from('not json').toString('base64url') }, 'bad_protected_header'],
      [{ ...valid, protected: encodeHeader({ alg: 'A128KW', enc: 'A128CBC-HS256' }) }, 'unsupported_alg'],
      [{ ...valid, protected: encodeHeader({ alg: 'dir', enc: 'A256GCM' }) }, 'unsupported_enc'],
      [{ ...valid, protected: encodeHeader({ alg: 'dir', enc: 'A128CBC-HS256', zip: 'DEF' }) }, 'bad_protected_header'],
      [{ ...valid, protected: encodeHeader({ alg: 'dir', enc: 'A128CBC-HS256', kid: 'k2' }) }, 'conflicting_kid'],
      [{ ...valid, iv: valid.iv.slice(0, 20) }, 'bad_length'],
      [{ ...valid, ciphertext: valid.ciphertext.slice(0, 8) }, 'bad_length'],
    ];
    for (const [envelope, reason] of cases) expect([reasonOf(envelope), envelope]).toEqual([reason, envelope]);
  });

  it('authenticates every byte of the protected header, IV, ciphertext and tag', async () => {
    const valid = await joseEnvelope(body, shared, { header: { typ: 'JWE' } });
    // A still-valid header that says something else: only the tag can tell.
    const otherHeader = Buffer.from(JSON.stringify({ alg: 'dir', enc: 'A128CBC-HS256', typ: 'JWD' })).toString('base64url');
    expect(reasonOf({ ...valid, protected: otherHeader })).toBe('bad_tag');
    expect(reasonOf({ ...valid, iv: flipBit(valid.iv, 15) })).toBe('bad_tag');
    expect(reasonOf({ ...valid, ciphertext: flipBit(valid.ciphertext, 3) })).toBe('bad_tag');
    expect(reasonOf({ ...valid, tag: flipBit(valid.tag, 15) })).toBe('bad_tag');
    const lastBlockDropped = Buffer.from(valid.ciphertext, 'base64url').subarray(0, -16).toString('base64url');
    expect(reasonOf({ ...valid, ciphertext: lastBlockDropped })).toBe('bad_tag');
    expect(reasonOf(valid, 'Hk7Pq2Rs9Tv4Wx6Z')).toBe('bad_tag');
  });

  it('checks the tag before the padding, and refuses bad padding under a valid tag', () => {
    const badPadding = Buffer.alloc(32, 0x41);
    badPadding[31] = 0x00;
    const envelope = handmadeEnvelope(badPadding, shared, { padded: false });
    expect(reasonOf(envelope)).toBe('bad_padding');
    // The same forged padding without a valid tag never reaches the decryption.
    expect(reasonOf({ ...envelope, tag: flipBit(envelope.tag) })).toBe('bad_tag');
    expect(reasonOf(handmadeEnvelope(Buffer.from('{}'), shared))).toBe('accepted');
  });
});
