/**
 * JWE with a shared key (PROTOCOL §7): `alg: dir`, `enc: A128CBC-HS256` (RFC 7518 §5.2.3) over Web
 * Crypto's AES-CBC and HMAC-SHA-256, so it runs wherever `crypto.subtle` does.
 */
import { timingSafeEqual } from '../lib/bytes.js';
import { fromBase64, fromUtf8, toBase64Url, utf8, type Bytes } from '../lib/encoding.js';
import { hmacSha256 } from '../lib/hmac.js';
import { EncryptionError } from '../errors.js';
import type { JweKey, RequestEnvelope, ResponseEnvelope } from './types.js';

const ALG = 'dir';
const ENC = 'A128CBC-HS256';

/** The shared key written twice: the first 16 bytes are the MAC key, the last 16 the AES key. */
function splitKey(sharedKey: string): { macKey: Bytes; encKey: Bytes } {
  const bytes = utf8(sharedKey + sharedKey);
  if (bytes.length !== 32) throw new EncryptionError(`a shared key is 16 bytes of UTF-8, not ${bytes.length / 2}`);
  return { macKey: bytes.slice(0, 16), encKey: bytes.slice(16) };
}

const aesKey = (encKey: Bytes, usage: 'encrypt' | 'decrypt') =>
  globalThis.crypto.subtle.importKey('raw', encKey, { name: 'AES-CBC' }, false, [usage]);

/** The first half of HMAC(AAD ‖ IV ‖ ciphertext ‖ AAD length in bits as 64-bit big-endian). */
async function authenticationTag(macKey: Bytes, aad: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array): Promise<Bytes> {
  const aadBits = new Uint8Array(8);
  new DataView(aadBits.buffer).setBigUint64(0, BigInt(aad.length * 8));
  return (await hmacSha256(macKey, aad, iv, ciphertext, aadBits)).slice(0, 16);
}

function decodePart(value: unknown, name: string): Bytes {
  if (typeof value !== 'string') throw new EncryptionError(`the envelope has no ${name}`);
  try {
    return fromBase64(value);
  } catch {
    throw new EncryptionError(`the envelope's ${name} is not base64url`);
  }
}

/** The AAD of an envelope: the ASCII of its protected header, whose algorithms must be ours; empty without one. */
function associatedData(envelope: Partial<RequestEnvelope>): Uint8Array {
  if (envelope.protected === undefined) return new Uint8Array(0);
  let header: { alg?: unknown; enc?: unknown };
  try {
    header = JSON.parse(fromUtf8(fromBase64(envelope.protected))) as typeof header;
  } catch {
    throw new EncryptionError('the protected header is not base64url JSON');
  }
  if (header.alg !== ALG || header.enc !== ENC) throw new EncryptionError(`unsupported algorithms ${String(header.alg)} / ${String(header.enc)}`);
  return utf8(envelope.protected);
}

/** Encrypts a JSON value into a request envelope, with a fresh random IV. */
export async function encrypt(payload: unknown, key: JweKey): Promise<RequestEnvelope> {
  const { macKey, encKey } = splitKey(key.sharedKey);
  const protectedHeader = toBase64Url(utf8(JSON.stringify({ alg: ALG, enc: ENC })));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const plaintext = utf8(JSON.stringify(payload));
  const ciphertext = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-CBC', iv }, await aesKey(encKey, 'encrypt'), plaintext));
  const tag = await authenticationTag(macKey, utf8(protectedHeader), iv, ciphertext);
  return { protected: protectedHeader, iv: toBase64Url(iv), ciphertext: toBase64Url(ciphertext), tag: toBase64Url(tag), kid: key.kid };
}

/**
 * Opens a response envelope (`{ciphertext, iv, tag}`, empty AAD) or a request envelope (AAD = its
 * protected header) and parses the plaintext as JSON. The tag is checked, in constant time, before
 * anything is decrypted. Throws {@link EncryptionError}.
 */
export async function decrypt<T = unknown>(envelope: ResponseEnvelope | RequestEnvelope, sharedKey: string): Promise<T> {
  if (typeof envelope !== 'object' || envelope === null) throw new EncryptionError('not an envelope');
  const { macKey, encKey } = splitKey(sharedKey);
  const aad = associatedData(envelope);
  const iv = decodePart(envelope.iv, 'iv');
  const ciphertext = decodePart(envelope.ciphertext, 'ciphertext');
  const tag = decodePart(envelope.tag, 'tag');
  if (iv.length !== 16) throw new EncryptionError('the iv is not 16 bytes');
  if (!timingSafeEqual(await authenticationTag(macKey, aad, iv, ciphertext), tag)) throw new EncryptionError('the authentication tag does not verify');
  let plaintext: string;
  try {
    plaintext = fromUtf8(new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-CBC', iv }, await aesKey(encKey, 'decrypt'), ciphertext)));
  } catch {
    throw new EncryptionError('the ciphertext does not decrypt');
  }
  try {
    return JSON.parse(plaintext) as T;
  } catch {
    throw new EncryptionError('the plaintext is not JSON');
  }
}
