import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_FIELD, UploadPolicyError, formKey, signUploadPolicy, verifyUploadPolicy, type PolicyRejection } from './upload-policy.js';

const secret = randomBytes(32);
const now = new Date('2026-11-22T10:00:00Z');
const policy = { keyPrefix: 'client-1/txn-1/20261122_100000/', minBytes: 1, maxBytes: 100, expiresAt: new Date('2026-11-22T11:00:00Z') };

function reason(fields: Record<string, string>, at = now, key = secret): PolicyRejection | 'accepted' {
  try {
    verifyUploadPolicy(key, fields, at);
    return 'accepted';
  } catch (error) {
    if (error instanceof UploadPolicyError) return error.reason;
    throw error;
  }
}

describe('upload policies', () => {
  it('verifies what it signed, S3-style: key prefix, size range and expiry', () => {
    const fields = signUploadPolicy(secret, policy);
    expect(fields.key).toBe('client-1/txn-1/20261122_100000/${filename}');
    expect(JSON.parse(Buffer.from(fields.policy!, 'base64').toString())).toEqual({
      expiration: '2026-11-22T11:00:00.000Z',
      conditions: [
        ['starts-with', '$key', policy.keyPrefix],
        ['content-length-range', 1, 100],
      ],
    });
    expect(verifyUploadPolicy(secret, fields, now)).toEqual(policy);
    expect(formKey(fields, 'visit 1.mp3')).toBe('client-1/txn-1/20261122_100000/visit 1.mp3');
  });

  it('refuses forged, tampered, expired and incomplete policies', () => {
    const fields = signUploadPolicy(secret, policy);
    const widened = Buffer.from(
      JSON.stringify({ expiration: '2030-01-01T00:00:00Z', conditions: [['starts-with', '$key', ''], ['content-length-range', 0, 1e12]] }),
    ).toString('base64');
    expect(reason({ ...fields, policy: widened })).toBe('forged');
    expect(reason({ ...fields, [SIGNATURE_FIELD]: fields[SIGNATURE_FIELD]!.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe('forged');
    expect(reason({ ...fields, [SIGNATURE_FIELD]: 'abc' })).toBe('forged');
    expect(reason(fields, now, randomBytes(32))).toBe('forged');
    expect(reason({ ...fields, 'x-scribe-algorithm': 'NONE' })).toBe('forged');
    expect(reason(fields, policy.expiresAt)).toBe('expired');
    const { policy: _policy, ...withoutPolicy } = fields;
    expect(reason(withoutPolicy)).toBe('missing');
  });
});
