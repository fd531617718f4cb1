import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: BinaryLike, salt: BinaryLike, keylen: number) => Promise<Buffer>;

/** 256 random bits, base64url: refresh tokens and client secrets. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
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
