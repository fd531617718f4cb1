import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PartUrlError, presignPartUrl, verifyPartUrl, type PartUrlRejection } from './part-url.js';

const secret = randomBytes(32);
const grant = { uploadId: '0b9f6c1e-1f7c-4a4e-9d7a-3a1c5e2f4b6d', partNumber: 3 };
const expiresAt = new Date('2026-11-22T11:00:00.900Z');
const before = new Date('2026-11-22T10:59:59Z');

function queryOf(url: string) {
  const params = new URL(url).searchParams;
  return { expires: params.get('expires') ?? undefined, signature: params.get('signature') ?? undefined };
}

function reason(query: { expires?: string; signature?: string }, at = before, key = secret, to = grant): PartUrlRejection | 'accepted' {
  try {
    verifyPartUrl(key, to, query, at);
    return 'accepted';
  } catch (error) {
    if (error instanceof PartUrlError) return error.reason;
    throw error;
  }
}

describe('presigned part URLs', () => {
  it('names the part under the base URL, with the expiry in unix seconds and a hex HMAC, and verifies what it signed', () => {
    const url = presignPartUrl(secret, 'https://scribe.example', grant, expiresAt);
    expect(url).toMatch(/^https:\/\/scribe\.example\/v1\/file-upload\/multipart\/0b9f6c1e-[0-9a-f-]+\/parts\/3\?expires=1795345200&signature=[0-9a-f]{64}$/);
    expect(reason(queryOf(url))).toBe('accepted');
  });

  it('refuses another part, another upload, another key, a changed expiry, a missing field, and an expired URL', () => {
    const query = queryOf(presignPartUrl(secret, 'http://x', grant, expiresAt));
    expect(reason(query, before, secret, { ...grant, partNumber: 4 })).toBe('forged');
    expect(reason(query, before, secret, { ...grant, uploadId: 'another' })).toBe('forged');
    expect(reason(query, before, randomBytes(32))).toBe('forged');
    expect(reason({ ...query, expires: String(Number(query.expires) + 3600) })).toBe('forged');
    expect(reason({ ...query, expires: `0${query.expires}` })).toBe('forged');
    expect(reason({ ...query, signature: 'zz' })).toBe('forged');
    expect(reason({ expires: query.expires })).toBe('missing');
    expect(reason(query, new Date('2026-11-22T11:00:00Z'))).toBe('expired');
  });
});
