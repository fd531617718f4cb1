import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed upload policies in the style of an S3 presigned POST (PROTOCOL §4.1–4.2): the server hands
 * out form fields that let a client upload, until the policy expires, files under one key prefix
 * and within a size range; the storage endpoint accepts only forms whose policy it signed.
 *
 * The policy is S3's JSON (`expiration` and `conditions`), base64; the signature is
 * HMAC-SHA-256 of that base64 text, in hex.
 */

export const POLICY_ALGORITHM = 'HMAC-SHA256';
export const ALGORITHM_FIELD = 'x-scribe-algorithm';
export const SIGNATURE_FIELD = 'x-scribe-signature';
/** S3's placeholder for the uploaded file's name in the `key` field. */
export const FILENAME_PLACEHOLDER = '${filename}';

export interface UploadPolicy {
  keyPrefix: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
}

export type PolicyRejection = 'missing' | 'forged' | 'malformed' | 'expired';

export class UploadPolicyError extends Error {
  constructor(readonly reason: PolicyRejection) {
    super(`upload policy refused: ${reason}`);
    this.name = 'UploadPolicyError';
  }
}

const sign = (secret: Buffer, policy: string) => createHmac('sha256', secret).update(policy, 'ascii').digest('hex');

/** The form fields of a presigned POST; the client adds them, in any order, before the file part. */
export function signUploadPolicy(secret: Buffer, policy: UploadPolicy): Record<string, string> {
  const document = {
    expiration: policy.expiresAt.toISOString(),
    conditions: [
      ['starts-with', '$key', policy.keyPrefix],
      ['content-length-range', policy.minBytes, policy.maxBytes],
    ],
  };
  const encoded = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return {
    key: `${policy.keyPrefix}${FILENAME_PLACEHOLDER}`,
    policy: encoded,
    [ALGORITHM_FIELD]: POLICY_ALGORITHM,
    [SIGNATURE_FIELD]: sign(secret, encoded),
  };
}

function parsePolicy(encoded: string): Omit<UploadPolicy, 'expiresAt'> & { expiration: string } {
  const document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as { expiration?: unknown; conditions?: unknown };
  const conditions = Array.isArray(document.conditions) ? (document.conditions as unknown[]) : [];
  const prefix = conditions.find((c): c is [string, string, string] => Array.isArray(c) && c[0] === 'starts-with' && c[1] === '$key');
  const range = conditions.find((c): c is [string, number, number] => Array.isArray(c) && c[0] === 'content-length-range');
  if (typeof document.expiration !== 'string' || !prefix || !range) throw new UploadPolicyError('malformed');
  return { expiration: document.expiration, keyPrefix: String(prefix[2]), minBytes: Number(range[1]), maxBytes: Number(range[2]) };
}

/**
 * The policy of a submitted form, once its signature (compared in constant time) and expiry check
 * out. Throws `UploadPolicyError`.
 */
export function verifyUploadPolicy(secret: Buffer, fields: Partial<Record<string, string>>, now: Date): UploadPolicy {
  const encoded = fields.policy;
  const signature = fields[SIGNATURE_FIELD];
  if (!encoded || !signature) throw new UploadPolicyError('missing');
  if (fields[ALGORITHM_FIELD] !== undefined && fields[ALGORITHM_FIELD] !== POLICY_ALGORITHM) throw new UploadPolicyError('forged');
  const expected = Buffer.from(sign(secret, encoded), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new UploadPolicyError('forged');
  let policy: ReturnType<typeof parsePolicy>;
  try {
    policy = parsePolicy(encoded);
  } catch (error) {
    throw error instanceof UploadPolicyError ? error : new UploadPolicyError('malformed');
  }
  const expiresAt = new Date(policy.expiration);
  if (Number.isNaN(expiresAt.getTime())) throw new UploadPolicyError('malformed');
  if (expiresAt.getTime() <= now.getTime()) throw new UploadPolicyError('expired');
  return { keyPrefix: policy.keyPrefix, minBytes: policy.minBytes, maxBytes: policy.maxBytes, expiresAt };
}

/** C0 (U+0000–U+001F, NUL and line breaks among them), DEL (U+007F) and C1 (U+0080–U+009F), as a character-class body. */
export const CONTROL_CHARACTERS = '\\u0000-\\u001f\\u007f-\\u009f';
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`, 'u');

/** Whether an object key holds a control character: such a key is refused, never stored as a file name. */
export function hasControlCharacters(key: string): boolean {
  return CONTROL_CHARACTER.test(key);
}

/** The object key a form names: its `key` field, with S3's `${filename}` replaced by the file part's name. */
export function formKey(fields: Partial<Record<string, string>>, filename: string): string | undefined {
  return fields.key?.replaceAll(FILENAME_PLACEHOLDER, filename);
}
