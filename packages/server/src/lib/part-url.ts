import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Presigned part URLs of a multipart upload (PROTOCOL §4.3), the counterpart of S3's presigned
 * UploadPart: the URL names one part of one upload until it expires, and its signature is the
 * only credential the PUT needs. The signature is HMAC-SHA-256 of `<upload_id>:<part_number>:<expires>`
 * (unix seconds), in hex.
 */

export interface PartGrant {
  uploadId: string;
  partNumber: number;
}

export type PartUrlRejection = 'missing' | 'forged' | 'expired';

export class PartUrlError extends Error {
  constructor(readonly reason: PartUrlRejection) {
    super(`part URL refused: ${reason}`);
    this.name = 'PartUrlError';
  }
}

const EXPIRES = /^[0-9]{1,12}$/;

const sign = (secret: Buffer, grant: PartGrant, expires: string) =>
  createHmac('sha256', secret).update(`${grant.uploadId}:${grant.partNumber}:${expires}`, 'utf8').digest('hex');

/** The path of a part's PUT, under the server's base URL. */
export const partPath = (grant: PartGrant): string => `/v1/file-upload/multipart/${grant.uploadId}/parts/${grant.partNumber}`;

/** The absolute URL a client PUTs the part's bytes to; valid until `expiresAt`, rounded down to the second. */
export function presignPartUrl(secret: Buffer, baseUrl: string, grant: PartGrant, expiresAt: Date): string {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `${baseUrl}${partPath(grant)}?expires=${expires}&signature=${sign(secret, grant, expires)}`;
}

/** Throws `PartUrlError` unless the query is this server's signature (compared in constant time) for the part, unexpired. */
export function verifyPartUrl(secret: Buffer, grant: PartGrant, query: { expires?: string; signature?: string }, now: Date): void {
  const { expires, signature } = query;
  if (!expires || !signature) throw new PartUrlError('missing');
  // Only the digits the server signs: any other spelling of the same time is a different message.
  if (!EXPIRES.test(expires)) throw new PartUrlError('forged');
  const expected = Buffer.from(sign(secret, grant, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PartUrlError('forged');
  if (Number(expires) * 1000 <= now.getTime()) throw new PartUrlError('expired');
}
