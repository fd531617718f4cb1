import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Base64Decoder, InvalidBase64Error, decodeBase64Strict } from './base64-decoder.js';
import { JsonMemberSplitter, JsonSplitError } from './json-member-splitter.js';
import { isJsonObject } from './is-json-object.js';

/**
 * The envelope crypto of PROTOCOL §7: JWE JSON serialization (RFC 7516) with `alg: dir` and
 * `enc: A128CBC-HS256` (RFC 7518 §5.2), keyed by a client's 16-character shared key written twice.
 * No HTTP here: `http/plugins/jwe.ts` decides when to call it.
 */

const JWE_ALG = 'dir';
const JWE_ENC = 'A128CBC-HS256';

const BLOCK_BYTES = 16;
const TAG_BYTES = 16;
const ENVELOPE_MEMBERS = new Set(['protected', 'iv', 'ciphertext', 'tag', 'kid']);
/** Everything of an envelope but its ciphertext: the protected header, iv, tag, kid and punctuation. */
const MAX_ENVELOPE_RESIDUE_BYTES = 4 * 1024;
/** Decryption works through the ciphertext in slices of this many bytes (a multiple of the block size). */
const DECRYPT_SLICE_BYTES = 64 * 1024;

/** Why an encrypted request was refused. Logged only: every refusal answers the same body, so none is an oracle. */
export type RejectionReason =
  | 'unsupported_scheme'
  | 'not_json'
  | 'plaintext_not_json'
  | 'not_an_envelope'
  | 'missing_member'
  | 'unexpected_member'
  | 'not_base64url'
  | 'bad_protected_header'
  | 'unsupported_alg'
  | 'unsupported_enc'
  | 'missing_kid'
  | 'conflicting_kid'
  | 'unknown_kid'
  | 'foreign_kid'
  | 'bad_length'
  | 'bad_tag'
  | 'bad_padding'
  | 'unexpected_body';

export class InvalidEncryptedPayloadError extends Error {
  constructor(readonly reason: RejectionReason) {
    super('Invalid encrypted payload');
    this.name = 'InvalidEncryptedPayloadError';
  }
}

export function rejectEnvelope(reason: RejectionReason): never {
  throw new InvalidEncryptedPayloadError(reason);
}

/** A request envelope whose shape and header were checked; not yet authenticated. */
export interface RequestEnvelope {
  kid: string;
  /** The `protected` member exactly as sent: its ASCII bytes are the AAD. */
  protectedHeader: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** What an encrypted request gets back: no protected header and no kid, so the AAD is empty. */
export interface ResponseEnvelope {
  ciphertext: string;
  iv: string;
  tag: string;
}

function base64url(value: unknown): Buffer {
  if (typeof value !== 'string') rejectEnvelope('not_base64url');
  try {
    return decodeBase64Strict(value, 'base64url');
  } catch {
    rejectEnvelope('not_base64url');
  }
}

function member(envelope: Record<string, unknown>, name: string): unknown {
  const value = envelope[name];
  if (value === undefined) rejectEnvelope('missing_member');
  return value;
}

function decodeProtectedHeader(encoded: string): Record<string, unknown> {
  const json = base64url(encoded).toString('utf8');
  let header: unknown;
  try {
    header = JSON.parse(json);
  } catch {
    rejectEnvelope('bad_protected_header');
  }
  if (!isJsonObject(header)) rejectEnvelope('bad_protected_header');
  if (header.alg !== JWE_ALG) rejectEnvelope('unsupported_alg');
  if (header.enc !== JWE_ENC) rejectEnvelope('unsupported_enc');
  // Compression and critical extensions are not supported, so they must not be silently ignored (RFC 7516 §4.1.3, §4.1.13).
  if ('zip' in header || 'crit' in header) rejectEnvelope('bad_protected_header');
  return header;
}

/** The kid may sit at top level or in the protected header; when both are given they must agree. */
function envelopeKid(topLevel: unknown, inHeader: unknown): string {
  const kids = [topLevel, inHeader].filter((kid) => kid !== undefined);
  if (kids.length === 2 && kids[0] !== kids[1]) rejectEnvelope('conflicting_kid');
  const [kid] = kids;
  if (typeof kid !== 'string' || kid === '') rejectEnvelope('missing_kid');
  return kid;
}

/** Checks the envelope's shape, encodings, algorithms and lengths, its ciphertext already decoded. */
function checkEnvelope(body: unknown, ciphertext: Buffer): RequestEnvelope {
  if (!isJsonObject(body)) rejectEnvelope('not_an_envelope');
  if (Object.keys(body).some((name) => !ENVELOPE_MEMBERS.has(name))) rejectEnvelope('unexpected_member');
  const protectedHeader = member(body, 'protected');
  if (typeof protectedHeader !== 'string') rejectEnvelope('bad_protected_header');
  const iv = base64url(member(body, 'iv'));
  const tag = base64url(member(body, 'tag'));
  const header = decodeProtectedHeader(protectedHeader);
  const kid = envelopeKid(body.kid, header.kid);
  if (iv.length !== BLOCK_BYTES || tag.length !== TAG_BYTES) rejectEnvelope('bad_length');
  if (ciphertext.length === 0 || ciphertext.length % BLOCK_BYTES !== 0) rejectEnvelope('bad_length');
  return { kid, protectedHeader, iv, ciphertext, tag };
}

/**
 * Reads a request envelope as its JSON text arrives: the ciphertext, nearly all of it, is decoded
 * straight into one buffer as it streams (never held as text); the other members are parsed at
 * the end. Throws `InvalidEncryptedPayloadError`.
 */
export class RequestEnvelopeReader {
  private readonly ciphertext: Base64Decoder;
  private readonly splitter: JsonMemberSplitter;

  /** `expectedBytes`: the body's length when known, to size the ciphertext buffer once. */
  constructor(expectedBytes = 0) {
    this.ciphertext = new Base64Decoder('base64url', Math.ceil((expectedBytes * 3) / 4));
    this.splitter = new JsonMemberSplitter('ciphertext', (piece) => this.ciphertext.write(piece), MAX_ENVELOPE_RESIDUE_BYTES);
  }

  write(chunk: Buffer): void {
    try {
      this.splitter.write(chunk);
    } catch (error) {
      throw asRejection(error);
    }
  }

  end(): RequestEnvelope {
    let body: unknown;
    let ciphertext: Buffer;
    try {
      body = JSON.parse(this.splitter.end());
      ciphertext = this.ciphertext.end();
    } catch (error) {
      throw asRejection(error);
    }
    if (!isJsonObject(body)) rejectEnvelope('not_an_envelope');
    // A ciphertext the splitter could not take (escaped key, not a string) is left in the residue.
    if (!this.splitter.found) rejectEnvelope('ciphertext' in body ? 'not_base64url' : 'missing_member');
    return checkEnvelope(body, ciphertext);
  }
}

function asRejection(error: unknown): unknown {
  if (error instanceof InvalidBase64Error) return new InvalidEncryptedPayloadError('not_base64url');
  if (error instanceof JsonSplitError) return new InvalidEncryptedPayloadError('not_an_envelope');
  if (error instanceof SyntaxError) return new InvalidEncryptedPayloadError('not_json');
  return error;
}

/** A whole envelope's JSON text at once. */
export function parseEnvelope(json: string | Buffer): RequestEnvelope {
  const bytes = typeof json === 'string' ? Buffer.from(json) : json;
  const reader = new RequestEnvelopeReader(bytes.length);
  reader.write(bytes);
  return reader.end();
}

/** RFC 7518 §5.2: the 32-byte key is the HMAC key followed by the AES key; here, the shared key string written twice. */
function splitKey(sharedKey: string): { macKey: Buffer; encKey: Buffer } {
  const key = Buffer.from(sharedKey + sharedKey, 'utf8');
  if (key.length !== 2 * BLOCK_BYTES) throw new Error('a shared key must be 16 bytes of UTF-8');
  return { macKey: key.subarray(0, BLOCK_BYTES), encKey: key.subarray(BLOCK_BYTES) };
}

/** RFC 7518 §5.2.2.1: the first half of HMAC-SHA-256 over AAD ‖ IV ‖ ciphertext ‖ AAD length in bits (64-bit big-endian). */
function authenticationTag(macKey: Buffer, aad: Buffer, iv: Buffer, ciphertext: Buffer): Buffer {
  const aadBits = Buffer.alloc(8);
  aadBits.writeBigUInt64BE(BigInt(aad.length) * 8n);
  return createHmac('sha256', macKey).update(aad).update(iv).update(ciphertext).update(aadBits).digest().subarray(0, TAG_BYTES);
}

/**
 * Authenticates the envelope, then gives its plaintext in slices, each decrypted when it is read,
 * so that a large upload's plaintext never exists whole beside its ciphertext. The tag is compared
 * in constant time before any decryption, so nothing about the padding of a forged ciphertext is
 * ever computed; bad padding under a valid tag fails the last slice.
 */
export function openEnvelope(envelope: RequestEnvelope, sharedKey: string): Iterable<Buffer> {
  const { macKey, encKey } = splitKey(sharedKey);
  const { ciphertext } = envelope;
  const aad = Buffer.from(envelope.protectedHeader, 'ascii');
  const expectedTag = authenticationTag(macKey, aad, envelope.iv, ciphertext);
  if (!timingSafeEqual(expectedTag, envelope.tag)) rejectEnvelope('bad_tag');
  const decipher = createDecipheriv('aes-128-cbc', encKey, envelope.iv);
  function* slices(): Generator<Buffer> {
    for (let offset = 0; offset < ciphertext.length; offset += DECRYPT_SLICE_BYTES) {
      yield decipher.update(ciphertext.subarray(offset, offset + DECRYPT_SLICE_BYTES));
    }
    let last: Buffer;
    try {
      last = decipher.final();
    } catch {
      rejectEnvelope('bad_padding');
    }
    yield last;
  }
  return slices();
}

/** Encrypts a response body under a fresh random IV, with an empty AAD (there is no protected header). */
export function encryptResponse(plaintext: string | Buffer, sharedKey: string): ResponseEnvelope {
  const { macKey, encKey } = splitKey(sharedKey);
  const iv = randomBytes(BLOCK_BYTES);
  const cipher = createCipheriv('aes-128-cbc', encKey, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const tag = authenticationTag(macKey, Buffer.alloc(0), iv, ciphertext);
  return { ciphertext: ciphertext.toString('base64url'), iv: iv.toString('base64url'), tag: tag.toString('base64url') };
}
