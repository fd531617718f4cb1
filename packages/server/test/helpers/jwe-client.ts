/**
 * PROTOCOL §7 from the client's side, written independently of the server's `lib/jwe.ts`: requests
 * are sealed with jose (as client libraries do), responses opened with plain node:crypto (and jose).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FlattenedEncrypt, flattenedDecrypt } from 'jose';

export interface SharedKey {
  kid: string;
  key: string;
}

export interface Envelope {
  protected: string;
  iv: string;
  ciphertext: string;
  tag: string;
  kid?: string;
}

export interface EncryptedResponse {
  ciphertext: string;
  iv: string;
  tag: string;
}

export const INVALID_PAYLOAD = { message: 'Invalid encrypted payload' };

/** The 16-character key written twice: the first half is the HMAC key, the second the AES key. */
export const keyBytes = (key: string): Uint8Array => new TextEncoder().encode(key + key);

export const encodeHeader = (header: object): string => Buffer.from(JSON.stringify(header)).toString('base64url');

export async function joseEnvelope(
  body: unknown,
  { kid, key }: SharedKey,
  options: { kidInHeader?: boolean; header?: Record<string, unknown> } = {},
): Promise<Envelope> {
  const header = { alg: 'dir', enc: 'A128CBC-HS256', ...(options.kidInHeader ? { kid } : {}), ...options.header };
  const jwe = await new FlattenedEncrypt(new TextEncoder().encode(JSON.stringify(body))).setProtectedHeader(header).encrypt(keyBytes(key));
  return {
    protected: jwe.protected!,
    iv: jwe.iv!,
    ciphertext: jwe.ciphertext,
    tag: jwe.tag!,
    ...(options.kidInHeader ? {} : { kid }),
  };
}

function tagOf(key: string, aad: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  const bits = Buffer.alloc(8);
  bits.writeBigUInt64BE(BigInt(aad.length * 8));
  const macKey = Buffer.from(keyBytes(key)).subarray(0, 16);
  return createHmac('sha256', macKey).update(aad).update(iv).update(ciphertext).update(bits).digest().subarray(0, 16);
}

/**
 * An envelope built by hand with node:crypto, for what jose will not make: any protected header,
 * and (`padded: false`) plaintext blocks encrypted as they are, so their padding can be wrong
 * under a valid tag.
 */
export function handmadeEnvelope(
  plaintext: Buffer,
  { kid, key }: SharedKey,
  options: { header?: Record<string, unknown>; padded?: boolean } = {},
): Envelope {
  const protectedHeader = encodeHeader(options.header ?? { alg: 'dir', enc: 'A128CBC-HS256' });
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(keyBytes(key)).subarray(16), iv).setAutoPadding(options.padded ?? true);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = tagOf(key, Buffer.from(protectedHeader, 'ascii'), iv, ciphertext);
  return {
    protected: protectedHeader,
    iv: iv.toString('base64url'),
    ciphertext: ciphertext.toString('base64url'),
    tag: tag.toString('base64url'),
    kid,
  };
}

/** Opens a response with node:crypto alone: tag first (AAD empty), then AES-128-CBC. */
export function openResponse(response: EncryptedResponse, key: string): unknown {
  const iv = Buffer.from(response.iv, 'base64url');
  const ciphertext = Buffer.from(response.ciphertext, 'base64url');
  if (!timingSafeEqual(tagOf(key, Buffer.alloc(0), iv, ciphertext), Buffer.from(response.tag, 'base64url'))) {
    throw new Error('response tag does not verify');
  }
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(keyBytes(key)).subarray(16), iv);
  return JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
}

/** Opens a response with jose: its algorithms go in an unprotected header, so the AAD stays empty. */
export async function openResponseWithJose(response: EncryptedResponse, key: string): Promise<unknown> {
  const { plaintext } = await flattenedDecrypt({ ...response, unprotected: { alg: 'dir', enc: 'A128CBC-HS256' } }, keyBytes(key));
  return JSON.parse(new TextDecoder().decode(plaintext));
}
