import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: BinaryLike, salt: BinaryLike, keylen: number) => Promise<Buffer>;

/** 256 random bits, base64url: refresh tokens and client secrets. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Shared keys are read and typed by people: no 0/O, 1/l/I. 57 symbols, so 16 of them carry about 93 bits. */
export const SHARED_KEY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const SHARED_KEY_LENGTH = 16;

/** A client's JWE shared key (PROTOCOL §7); `randomInt` draws each symbol without modulo bias. */
export function randomSharedKey(): string {
  return Array.from({ length: SHARED_KEY_LENGTH }, () => SHARED_KEY_ALPHABET[randomInt(SHARED_KEY_ALPHABET.length)]).join('');
}

/** 96 random bits in hex: URL-safe, and never starts with `-`, which a CLI would take for an option. */
export function randomKid(): string {
  return randomBytes(12).toString('hex');
}

/**
 * Whether a presented secret is the configured one (an API key, a bearer token). Their digests are compared, so the
 * comparison takes as long whatever the secret's length or its first differing byte.
 */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** For high-entropy tokens a plain digest is enough to store them safely (no dictionary to attack). */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** Client secrets are hashed with scrypt and a per-secret salt: `scrypt$<salt>$<hash>`. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !expected) return false;
  const expectedBytes = Buffer.from(expected, 'base64url');
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64url'), expectedBytes.length);
  return timingSafeEqual(actual, expectedBytes);
}
