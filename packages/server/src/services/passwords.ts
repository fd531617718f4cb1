import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const scryptAsync = (password: BinaryLike, salt: BinaryLike, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));

/**
 * Costlier than client secrets' scrypt (which guards 256 random bits): a person's password may be guessable, so each
 * guess must be dear. N = 2^15, r = 8 takes 32 MiB and some 50 ms per hash; the parameters are stored with the hash,
 * so they can be raised later without invalidating what is stored.
 */
const PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_BYTES = 32;
/** scrypt refuses N·r above its default memory limit (32 MiB): give it room for the parameters above. */
const maxmem = (N: number, r: number) => 256 * N * r;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/** `scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url>`: the form `UserRecord.passwordHash` documents. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = PARAMETERS;
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_BYTES, { N, r, p, maxmem: maxmem(N, r) });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** Compares in constant time; a malformed stored hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = stored.split('$');
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !expected || ![N, R, P].every(Number.isSafeInteger)) return false;
  const expectedBytes = Buffer.from(expected, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expectedBytes.length, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return timingSafeEqual(actual, expectedBytes);
}

/** A hash of a password nobody has, with today's parameters: verified against when the e-mail is unknown, so that the time taken does not tell. */
export const DUMMY_PASSWORD_HASH = `scrypt$${PARAMETERS.N}$${PARAMETERS.r}$${PARAMETERS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
