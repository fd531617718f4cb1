import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createFileOnce } from '../lib/create-file-once.js';
import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export const SIGNING_ALG = 'ES256';

interface StoredKey {
  kid: string;
  createdAt: string;
  privateJwk: JWK;
}

export interface SigningKey {
  kid: string;
  createdAt: Date;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/**
 * The access-token signing keys, one JSON file each in `<dataDir>/keys` (mode 0600). The newest
 * signs; older ones stay published in the JWKS until every token they signed has expired.
 */
export class SigningKeyRing {
  private constructor(
    private readonly dir: string,
    private keys: SigningKey[],
  ) {}

  static async open(dir: string): Promise<SigningKeyRing> {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (readStoredKeys(dir).length === 0) {
      // Processes started together on an empty data dir (server, workers) must agree on one first key:
      // a fixed file name that only one of them can create; the others load it.
      createFileOnce(path.join(dir, FIRST_KEY_FILE), JSON.stringify(await newStoredKey(new Date())));
    }
    return new SigningKeyRing(dir, sortNewestFirst(await Promise.all(readStoredKeys(dir).map(loadKey))));
  }

  get current(): SigningKey {
    const key = this.keys[0];
    if (!key) throw new Error('signing key ring is empty');
    return key;
  }

  /** Public keys of every key whose tokens may still be valid. */
  jwks(now: Date, accessTokenTtlS: number): { keys: JWK[] } {
    const published = this.keys.filter((key, i) => {
      const successor = this.keys[i - 1];
      return !successor || now.getTime() - successor.createdAt.getTime() < accessTokenTtlS * 1000;
    });
    return { keys: published.map((k) => k.publicJwk) };
  }

  find(kid: string): SigningKey | undefined {
    return this.keys.find((k) => k.kid === kid);
  }

  /** Makes a new signing key; tokens signed by the old ones stay verifiable. Processes that opened the ring earlier see it after a restart. */
  async rotate(now = new Date()): Promise<SigningKey> {
    const stored = await newStoredKey(now);
    // The name carries a fresh kid, so it is never taken already.
    createFileOnce(path.join(this.dir, `${now.getTime()}-${stored.kid}.jwk.json`), JSON.stringify(stored));
    const key = await loadKey(stored);
    this.keys = sortNewestFirst([key, ...this.keys]);
    return key;
  }
}

const FIRST_KEY_FILE = '0-first.jwk.json';

async function newStoredKey(now: Date): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  return { kid: randomUUID(), createdAt: now.toISOString(), privateJwk: await exportJWK(privateKey) };
}

function readStoredKeys(dir: string): StoredKey[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jwk.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as StoredKey);
}

async function loadKey(stored: StoredKey): Promise<SigningKey> {
  const privateKey = (await importJWK(stored.privateJwk, SIGNING_ALG)) as CryptoKey;
  const { d: _private, ...publicPart } = stored.privateJwk;
  const publicJwk: JWK = { ...publicPart, kid: stored.kid, alg: SIGNING_ALG, use: 'sig' };
  return {
    kid: stored.kid,
    createdAt: new Date(stored.createdAt),
    privateKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALG)) as CryptoKey,
    publicJwk,
  };
}

function sortNewestFirst(keys: SigningKey[]): SigningKey[] {
  return [...keys].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
